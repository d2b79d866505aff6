/** Seeds an empty database through api-catalog's seedAll (catalogue + seedPlatform + demo bookings). */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.ts';
import { users } from './schema/platform.ts';
import { seedAll, type SeedReport } from './seed/index.ts';

/** Empty = no user yet (seedPlatform always creates the demo user). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ seeded: boolean }>(await db.execute(sql`select exists(select 1 from ${users}) as seeded`));
  return !row?.seeded;
}

export async function seedIfEmpty(db: Db, size: number): Promise<SeedReport | null> {
  if (!(await isEmpty(db))) return null;
  return seedAll(db, { size });
}
