/** Seeds an empty database through api-catalog's seedAll (catalogue + seedPlatform + demo bookings). */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { seedAll, type SeedReport } from './seed/index.ts';

/** Empty = no user yet (seedPlatform always creates the demo user). */
export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from users) as seeded`);
  return !(result as unknown as { rows: Array<{ seeded: boolean }> }).rows[0]?.seeded;
}

export async function seedIfEmpty(db: Db, size: number): Promise<SeedReport | null> {
  if (!(await isEmpty(db))) return null;
  return seedAll(db, { size });
}
