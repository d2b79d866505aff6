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
  /**
   * LISTENs on `channel`: `onNotify` gets each payload in delivery order (PostgreSQL delivers a
   * transaction's notifications when it commits, in commit order). `onListening` runs each time the
   * LISTEN takes effect: first, and again after a lost connection is made again (notifications sent
   * in between are lost, so a listener reads its state again there). PostgreSQL: a connection of its
   * own, outside the pool, made again after 1 s, 2 s, … up to 30 s; PGlite: the one connection.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListening: () => void): Promise<Listener>;
}

/** A LISTEN that runs until closed. */
export interface Listener {
  close(): Promise<void>;
}

const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on a client of its own (a pooled one would be handed to other queries), made again when lost or
 * when it cannot be made (the first time included), after 1 s, 2 s, … up to RECONNECT_MAX_MS.
 */
function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onListening: () => void,
): Promise<Listener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 1_000;
  const connect = (): void => {
    const c = new pg.Client({ connectionString, keepAlive: true });
    client = c;
    let down = false;
    const lost = () => {
      if (down) return;
      down = true;
      c.removeAllListeners();
      c.on('error', () => {});
      void c.end().catch(() => {});
      if (closed || client !== c) return;
      client = null;
      retry = setTimeout(connect, delay);
      retry.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    c.on('notification', (m) => {
      if (m.channel === channel && !closed) onNotify(m.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', lost);
    c.connect()
      .then(() => c.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (closed || client !== c) return;
        delay = 1_000;
        onListening();
      }, lost);
  };
  connect();
  return Promise.resolve({
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  });
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
    const connectionString = config.databaseUrl;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      withStartupLock,
      listen: (channel, onNotify, onListening) => listenOnPostgres(connectionString, channel, onNotify, onListening),
    };
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
    async listen(channel, onNotify, onListening) {
      const unlisten = await client.listen(channel, onNotify);
      onListening();
      return {
        async close() {
          if (!client.closed) await unlisten();
        },
      };
    },
  };
}
