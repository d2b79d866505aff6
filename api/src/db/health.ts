import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The readiness probe's database check: a round trip, nothing read. Throws when the database is unreachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
