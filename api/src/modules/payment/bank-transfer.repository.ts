/** Bank transfers: a booking's virtual account payment and the proofs of transfer its guest uploads. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentProofs, payments } from '../../db/schema/payment.ts';

export function createBankTransferRepository(db: Db) {
  return {
    /** the booking's latest bank transfer (its virtual account) */
    async latestTransfer(bookingId: number): Promise<{
      id: number;
      status: string;
      failureReason: string | null;
      amountMinor: number;
      currency: string;
      providerRef: string | null;
      details: Record<string, string>;
      expiresAt: Date | null;
    } | null> {
      const [row] = await db
        .select({
          id: payments.id,
          status: payments.status,
          failureReason: payments.failureReason,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
          providerRef: payments.providerRef,
          details: payments.details,
          expiresAt: payments.expiresAt,
        })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.method, 'bank_transfer')))
        .orderBy(sql`${payments.id} desc`)
        .limit(1);
      return row ? { ...row, details: row.details as Record<string, string> } : null;
    },

    /** a new open transfer; null when the booking already has one (payments_open_transfer_uq) */
    async insertTransfer(row: {
      bookingId: number;
      provider: string;
      amountMinor: number;
      currency: string;
      expiresAt: Date;
    }): Promise<number | null> {
      const created = await db
        .insert(payments)
        .values({ ...row, method: 'bank_transfer', status: 'awaiting_transfer' })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return created[0]?.id ?? null;
    },

    async attachTransfer(paymentId: number, providerRef: string, details: Record<string, string>): Promise<void> {
      await db.update(payments).set({ providerRef, details, updatedAt: new Date() }).where(eq(payments.id, paymentId));
    },

    /** the provider never opened the account: the payment ends (and no longer blocks a new one) */
    async failTransfer(paymentId: number, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'failed', failureReason: 'provider_unavailable', updatedAt: now })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'awaiting_transfer')));
    },

    async insertProof(row: {
      paymentId: number;
      filename: string;
      contentType: string;
      sizeBytes: number;
      sha256: string;
      content: Buffer;
      uploadedAt: Date;
    }): Promise<void> {
      await db.insert(paymentProofs).values(row);
    },

    async latestProof(
      paymentId: number,
      withContent: boolean,
    ): Promise<{
      id: number;
      filename: string;
      contentType: string;
      sizeBytes: number;
      uploadedAt: Date;
      content?: Buffer;
    } | null> {
      const [row] = await db
        .select({
          id: paymentProofs.id,
          filename: paymentProofs.filename,
          contentType: paymentProofs.contentType,
          sizeBytes: paymentProofs.sizeBytes,
          uploadedAt: paymentProofs.uploadedAt,
          ...(withContent ? { content: paymentProofs.content } : {}),
        })
        .from(paymentProofs)
        .where(eq(paymentProofs.paymentId, paymentId))
        .orderBy(sql`${paymentProofs.id} desc`)
        .limit(1);
      return row ?? null;
    },

    /** one proof with its file, by id (the signed link names it) */
    async proofFile(id: number): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
      const [row] = await db
        .select({
          filename: paymentProofs.filename,
          contentType: paymentProofs.contentType,
          content: paymentProofs.content,
        })
        .from(paymentProofs)
        .where(eq(paymentProofs.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}
