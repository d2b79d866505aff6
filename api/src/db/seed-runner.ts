/**
 * Seeds an empty database. api-catalog's seedAll (src/db/seed/index.ts) seeds the catalogue and
 * calls seedPlatform; until that file exists the platform data alone is seeded.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { seedPlatform } from './seed/platform.ts';

type SeedAll = (db: Db, opts: { size: number; today?: Date }) => Promise<unknown>;

export async function loadSeedAll(): Promise<SeedAll> {
  try {
    const mod = (await import('./seed/index.ts')) as { seedAll?: SeedAll };
    if (mod.seedAll) return mod.seedAll;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (!(code === 'ERR_MODULE_NOT_FOUND' && String((err as Error).message).includes('seed/index'))) throw err;
  }
  return async (db) => seedPlatform(db);
}

/** Empty = no user yet (seedPlatform always creates the demo user). */
export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from users) as seeded`);
  return !(result as unknown as { rows: Array<{ seeded: boolean }> }).rows[0]?.seeded;
}

export async function seedIfEmpty(db: Db, size: number): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const seedAll = await loadSeedAll();
  await seedAll(db, { size });
  return true;
}
