import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages, type OutboxChannel } from '../../db/schema/outbox.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

/** What a sensitive body becomes once delivered (the code or link is no longer kept). */
export const DELIVERED_SENSITIVE_BODY = '[delivered: content not kept]';

export function createOutboxRepository(db: Db) {
  return {
    async insert(row: NewOutboxRow): Promise<OutboxRow> {
      const [inserted] = await db.insert(outboxMessages).values(row).returning();
      return inserted!;
    },

    /**
     * Claims up to `limit` due messages for `lockMs`: queued ones whose next attempt has come, and
     * sending ones whose worker died (lock expired). SKIP LOCKED lets several instances share the table.
     */
    async claimDue(channels: OutboxChannel[], now: Date, lockMs: number, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            inArray(outboxMessages.channel, channels),
            or(
              and(eq(outboxMessages.state, 'queued'), lte(outboxMessages.nextAttemptAt, now)),
              and(eq(outboxMessages.state, 'sending'), lte(outboxMessages.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(outboxMessages.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessages)
        .set({ state: 'sending', lockedUntil: new Date(now.getTime() + lockMs) })
        .where(inArray(outboxMessages.id, due))
        .returning();
    },

    async markSent(id: number, at: Date, sensitive: boolean): Promise<void> {
      await db
        .update(outboxMessages)
        .set({
          state: 'sent',
          sentAt: at,
          lockedUntil: null,
          lastError: null,
          attempts: sql`${outboxMessages.attempts} + 1`,
          ...(sensitive ? { body: DELIVERED_SENSITIVE_BODY, html: null } : {}),
        })
        .where(eq(outboxMessages.id, id));
    },

    /** A failed attempt: queued again at `nextAttemptAt`, or failed for good when that is null. */
    async markAttemptFailed(id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
      await db
        .update(outboxMessages)
        .set({
          state: nextAttemptAt ? 'queued' : 'failed',
          attempts: sql`${outboxMessages.attempts} + 1`,
          lastError: error.slice(0, 500),
          lockedUntil: null,
          ...(nextAttemptAt ? { nextAttemptAt } : {}),
        })
        .where(eq(outboxMessages.id, id));
    },

    async findById(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
      return row;
    },

    async latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
