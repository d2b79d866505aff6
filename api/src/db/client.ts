/**
 * One database API for both engines: embedded PGlite (default, no server to install) and
 * PostgreSQL through node-postgres when DATABASE_URL is set. Same schema, same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import type { AppConfig } from '../config/env.ts';
import { withTransactionRetry } from './transaction-retry.ts';

export type Schema = typeof schema;
/** The drizzle database both drivers satisfy; repositories take this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw `db.execute(sql\`…\`)`: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock: API instances started together (a rollout of
   * several replicas) take turns to migrate and seed instead of racing. PostgreSQL advisory lock
   * on a dedicated connection; PGlite has one process, so it just runs.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball, which `createDatabase`'s `loadDataDir` starts from */
  dumpDataDir?(): Promise<Blob>;
}

/** Arbitrary, fixed: the advisory-lock key every RedNest API instance agrees on. */
const STARTUP_LOCK_KEY = 727_001;

/**
 * `loadDataDir` (in-memory PGlite only): start from a dump of another database's data directory
 * instead of an empty one (the API tests copy one migrated and seeded database this way).
 */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    // a deadlock or serialization failure runs the transaction again (transaction-retry.ts)
    const db = withTransactionRetry(drizzlePg(pool, { schema }) as unknown as Db);
    const withStartupLock = async <T>(fn: () => Promise<T>): Promise<T> => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    };
    return { db, kind: 'postgres', close: () => pool.end(), withStartupLock };
  }
  let client: PGlite;
  if (config.dataDir === 'memory') {
    client = await PGlite.create({
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    // pg_trgm: typo-tolerant suggestions (get_locations), the same extension PostgreSQL has
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  }
  // one connection: no deadlock between its transactions, but the same database API
  const db = withTransactionRetry(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    withStartupLock: (fn) => fn(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
