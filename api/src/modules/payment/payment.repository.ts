/**
 * Payments: an order's checkouts (a booking's, or a club plan's bought alone) and what its owner sees of them. The one repository the payment
 * services get; its parts by concern (provider events, refunds, pay at hotel, bank transfers) are
 * merged in here.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/booking.ts';
import { payments, refunds } from '../../db/schema/payment.ts';
import { createBankTransferRepository } from './bank-transfer.repository.ts';
import { createPayAtHotelRepository } from './pay-at-hotel.repository.ts';
import { createPaymentEventRepository, type PaymentStatus } from './payment-event.repository.ts';
import { createRefundRepository } from './refund.repository.ts';
import { createMembershipPaymentRepository } from './membership-payment.repository.ts';
import { lastPaymentColumns, paymentRowColumns, type LastPaymentRow, type PaymentRow } from './payment-rows.ts';

export type { PaymentStatus };
export type { LastPaymentRow, PaymentRow };
/** an extra payment of a booking and its refund (get_booking's extra_payments) */
export interface ExtraPaymentRow {
  method: string;
  amountMinor: number;
  currency: string;
  paidAt: Date;
  refundStatus: string;
  refundedAt: Date | null;
}

export function createPaymentRepository(db: Db) {
  const columns = paymentRowColumns;
  return {
    /**
     * an open card checkout of the booking (by card, or through the payment link `linkId`), to send the
     * guest back to instead of opening another; a link's checkout is its own (the gateway brings its payer
     * back to that link's page, which says what became of the money)
     */
    async openCardPayment(
      bookingId: number,
      method: 'card' | 'payment_link' = 'card',
      linkId: number | null = null,
    ): Promise<PaymentRow | null> {
      const [row] = await db
        .select(columns)
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            eq(payments.method, method),
            linkId === null ? isNull(payments.paymentLinkId) : eq(payments.paymentLinkId, linkId),
            isNull(payments.dateChangeId),
            inArray(payments.status, ['created', 'requires_action']),
          ),
        )
        .orderBy(sql`${payments.id} desc`)
        .limit(1);
      return (row as PaymentRow | undefined) ?? null;
    },

    async insert(row: {
      bookingId: number;
      method: string;
      provider: string;
      amountMinor: number;
      currency: string;
      createdAt?: Date;
      paymentLinkId?: number | null;
    }): Promise<number> {
      const [created] = await db.insert(payments).values(row).returning({ id: payments.id });
      return created!.id;
    },

    async attachCheckout(paymentId: number, providerRef: string, redirectUrl: string): Promise<void> {
      await db
        .update(payments)
        .set({ providerRef, redirectUrl, updatedAt: new Date() })
        .where(eq(payments.id, paymentId));
    },

    /**
     * Card checkouts still in flight (created or requires_action) opened between `since` and
     * `before`: their webhook may never come (the provider gave up retrying), so the sweep asks.
     */
    async inFlightCheckouts(since: Date, before: Date, limit: number): Promise<{ id: number; providerRef: string }[]> {
      const rows = await db
        .select({ id: payments.id, providerRef: payments.providerRef })
        .from(payments)
        .where(
          and(
            inArray(payments.method, ['card', 'payment_link']),
            inArray(payments.status, ['created', 'requires_action']),
            sql`${payments.providerRef} is not null`,
            sql`${payments.createdAt} > ${since.toISOString()}::timestamptz`,
            sql`${payments.createdAt} <= ${before.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(payments.id)
        .limit(limit);
      return rows as { id: number; providerRef: string }[];
    },

    /**
     * The booking's latest payment attempt (its own payments, not a change of dates' difference);
     * once it is paid, the payment kept (its other checkouts, closed then, and money given back
     * whole are not what paid it: extraPayments lists the latter). Read through `tx` when given
     * (get_booking reads it in the booking's snapshot).
     */
    async lastPayment(bookingId: number, tx: Db = db): Promise<LastPaymentRow | null> {
      const [row] = await tx
        .select(lastPaymentColumns)
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), isNull(payments.dateChangeId)))
        .orderBy(
          sql`(${payments.status} in ('succeeded', 'due_at_hotel') and ${payments.failureReason} is null) desc`,
          sql`${payments.id} desc`,
        )
        .limit(1);
      return row ?? null;
    },

    /** the booking's extra payments (money that came after another payment had paid it), each with its refund, oldest first */
    async extraPayments(bookingId: number, tx: Db = db): Promise<ExtraPaymentRow[]> {
      return tx
        .select({
          method: payments.method,
          amountMinor: refunds.amountMinor,
          currency: refunds.currency,
          paidAt: payments.updatedAt,
          refundStatus: refunds.status,
          refundedAt: refunds.processedAt,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.bookingId, bookingId), eq(refunds.kind, 'extra_payment')))
        .orderBy(payments.id);
    },

    async byId(paymentId: number): Promise<PaymentRow | null> {
      const [row] = await db.select(columns).from(payments).where(eq(payments.id, paymentId));
      return (row as PaymentRow | undefined) ?? null;
    },

    /**
     * the booking's payments still open at the provider (card checkouts, its changes' too, and virtual
     * accounts): what ends with the booking; `totalOnly`: only those paying its total (what a payment of it makes needless)
     */
    async openAtProvider(
      bookingId: number,
      totalOnly = false,
    ): Promise<{ id: number; method: string; providerRef: string }[]> {
      const rows = await db
        .select({ id: payments.id, method: payments.method, providerRef: payments.providerRef })
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            inArray(payments.status, ['created', 'requires_action', 'awaiting_transfer']),
            sql`${payments.providerRef} is not null`,
            totalOnly ? isNull(payments.dateChangeId) : undefined,
          ),
        );
      return rows as { id: number; method: string; providerRef: string }[];
    },

    /** a payment the provider closed unpaid (its booking ended); one that was paid meanwhile keeps its status */
    async expireOpen(paymentId: number, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(payments.id, paymentId),
            inArray(payments.status, ['created', 'requires_action', 'awaiting_transfer']),
          ),
        );
    },

    /** the booking's successful payment kept (what a refund goes back to; not money given back whole) */
    async paidPayment(bookingId: number): Promise<{ id: number; providerRef: string | null } | null> {
      const [row] = await db
        .select({ id: payments.id, providerRef: payments.providerRef })
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            eq(payments.status, 'succeeded'),
            isNull(payments.dateChangeId),
            isNull(payments.failureReason),
          ),
        )
        .orderBy(sql`${payments.id} desc`)
        .limit(1);
      return row ?? null;
    },

    /** keeps a booking's hold while its guest is on the card page */
    async extendHold(bookingId: number, until: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ holdExpiresAt: sql`greatest(${bookings.holdExpiresAt}, ${until.toISOString()}::timestamptz)` })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')));
    },
    ...createPaymentEventRepository(db),
    ...createRefundRepository(db),
    ...createPayAtHotelRepository(db),
    ...createBankTransferRepository(db),
    ...createMembershipPaymentRepository(db),
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
