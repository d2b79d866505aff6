/** Front-end error logs. The only monitor file that touches the database. */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errorLogs } from '../../db/schema/platform.ts';

export type NewErrorLog = typeof errorLogs.$inferInsert;

export function createMonitorRepository(db: Db) {
  return {
    async insert(log: NewErrorLog): Promise<number> {
      const [row] = await db.insert(errorLogs).values(log).returning({ id: errorLogs.id });
      return row!.id;
    },
    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(errorLogs).where(lt(errorLogs.createdAt, before));
    },
    /** Keeps the newest `keep` rows (ids grow with time), deletes the rest. */
    async keepNewest(keep: number): Promise<void> {
      const newest = sql`(select ${errorLogs.id} from ${errorLogs} order by ${errorLogs.id} desc offset ${keep - 1} limit 1)`;
      await db.delete(errorLogs).where(lt(errorLogs.id, newest));
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(errorLogs);
      return Number(row?.n ?? 0);
    },
  };
}
export type MonitorRepository = ReturnType<typeof createMonitorRepository>;
