import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, type OtpPurpose } from '../../db/schema/account.ts';

export type OtpRow = typeof oneTimeCodes.$inferSelect;
export type NewOtpRow = typeof oneTimeCodes.$inferInsert;

export function createOtpRepository(db: Db) {
  return {
    async insert(row: NewOtpRow): Promise<OtpRow> {
      const [inserted] = await db.insert(oneTimeCodes).values(row).returning();
      return inserted!;
    },
    async findByRequestId(requestId: string): Promise<OtpRow | undefined> {
      const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.requestId, requestId)).limit(1);
      return row;
    },
    /** A resend: the replaced code stops working (only a code of the same recipient and purpose). */
    async supersede(requestId: string, recipient: string, purpose: OtpRow['purpose'], at: Date): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(
          and(
            eq(oneTimeCodes.requestId, requestId),
            eq(oneTimeCodes.recipient, recipient),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        );
    },
    /** Counts a wrong try unless the code is already locked; the new count, or null when it was locked. */
    async addWrongTry(id: number, maxWrong: number): Promise<number | null> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ wrongTries: sql`${oneTimeCodes.wrongTries} + 1` })
        .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.wrongTries, maxWrong)))
        .returning({ wrongTries: oneTimeCodes.wrongTries });
      return row?.wrongTries ?? null;
    },
    /** Uses the code once: true for exactly one caller while it is unused, unexpired and not locked. */
    async consume(id: number, at: Date, maxWrong: number): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: at })
        .where(
          and(
            eq(oneTimeCodes.id, id),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, at),
            lt(oneTimeCodes.wrongTries, maxWrong),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },
    /** when the codes to a recipient since `since` were sent, oldest first (its hourly budget: the same whether or not an account uses it) */
    async sentSince(recipient: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.recipient, recipient), gt(oneTimeCodes.createdAt, since)))
        .orderBy(oneTimeCodes.createdAt);
      return rows.map((r) => r.at);
    },
    /** the newest code of one purpose sent to a recipient (the resend wait is per purpose: a pay-at-hotel code does not delay finding the booking) */
    async latestFor(recipient: string, purpose: OtpPurpose): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.recipient, recipient), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(sql`${oneTimeCodes.createdAt} desc`)
        .limit(1);
      return row;
    },
    async purgeExpired(before: Date): Promise<void> {
      await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before));
    },
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;
