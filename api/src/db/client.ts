/**
 * One database API for both engines: embedded PGlite (default, no server to install) and
 * PostgreSQL through node-postgres when DATABASE_URL is set. Same schema, same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import type { AppConfig } from '../config/env.ts';

export type Schema = typeof schema;
/** The drizzle database both drivers satisfy; repositories take this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function createDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (config.dataDir === 'memory') {
    client = await PGlite.create();
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
