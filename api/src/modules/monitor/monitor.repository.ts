/** Front-end error logs. The only monitor file that touches the database. */
import { lt } from 'drizzle-orm';
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
  };
}
export type MonitorRepository = ReturnType<typeof createMonitorRepository>;
