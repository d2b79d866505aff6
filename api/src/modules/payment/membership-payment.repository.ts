/**
 * The payments of a club plan bought alone (order_kind membership): its open card checkout, a new
 * one, and its latest attempt as the payment screen tells it. The provider's events are applied by
 * payment-event.repository like a booking's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payment.ts';
import { lastPaymentColumns, paymentRowColumns, type LastPaymentRow, type PaymentRow } from './payment-rows.ts';

export function createMembershipPaymentRepository(db: Db) {
  return {
    /** the membership's card checkout still open, to send its buyer back to instead of opening another */
    async openMembershipCheckout(membershipId: number): Promise<PaymentRow | null> {
      const [row] = await db
        .select(paymentRowColumns)
        .from(payments)
        .where(and(eq(payments.membershipId, membershipId), inArray(payments.status, ['created', 'requires_action'])))
        .orderBy(sql`${payments.id} desc`)
        .limit(1);
      return (row as PaymentRow | undefined) ?? null;
    },

    async insertMembershipPayment(row: {
      membershipId: number;
      provider: string;
      amountMinor: number;
      currency: string;
      createdAt: Date;
    }): Promise<number> {
      const [created] = await db
        .insert(payments)
        .values({ ...row, orderKind: 'membership', method: 'card' })
        .returning({ id: payments.id });
      return created!.id;
    },

    /** the membership's latest payment attempt; once paid, the payment that paid it */
    async lastMembershipPayment(membershipId: number): Promise<LastPaymentRow | null> {
      const [row] = await db
        .select(lastPaymentColumns)
        .from(payments)
        .where(eq(payments.membershipId, membershipId))
        .orderBy(
          sql`(${payments.status} = 'succeeded' and ${payments.failureReason} is null) desc`,
          sql`${payments.id} desc`,
        )
        .limit(1);
      return row ?? null;
    },
  };
}
