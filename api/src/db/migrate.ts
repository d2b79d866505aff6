import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the checked-in migrations (api/drizzle) that have not run yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') await migratePglite(database.db as never, options);
  else await migratePg(database.db as never, options);
}
