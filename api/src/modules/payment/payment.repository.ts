/** Payments and their events. The only payment file that touches the database. */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BookingAdjustment } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { bookingDateChanges, bookings } from '../../db/schema/booking.ts';
import { inventory, properties, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { paymentEvents, paymentProofs, payments, refundParts, refunds } from '../../db/schema/payment.ts';
import { mktRewards } from '../../db/schema/promotion.ts';
import type { RefundTarget } from './refund-reference.ts';
import { cancelOpenChanges } from '../booking/date-change.repository.ts';

export type PaymentStatus = 'created' | 'requires_action' | 'succeeded' | 'failed' | 'expired';
/** what the latest payment attempt of a booking tells its owner (payment/last-payment.ts makes it the DTO) */
export interface LastPaymentRow {
  method: string;
  status: string;
  failureReason: string | null;
  amountMinor: number;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
}
/** an extra payment of a booking and its refund (get_booking's extra_payments) */
export interface ExtraPaymentRow {
  method: string;
  amountMinor: number;
  currency: string;
  paidAt: Date;
  refundStatus: string;
  refundedAt: Date | null;
}
export interface PaymentRow {
  id: number;
  bookingId: number;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  redirectUrl: string | null;
  providerRef: string | null;
}

export function createPaymentRepository(db: Db) {
  const columns = {
    id: payments.id,
    bookingId: payments.bookingId,
    status: payments.status,
    amountMinor: payments.amountMinor,
    currency: payments.currency,
    redirectUrl: payments.redirectUrl,
    providerRef: payments.providerRef,
  };
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
        .select({
          method: payments.method,
          status: payments.status,
          failureReason: payments.failureReason,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
          createdAt: payments.createdAt,
          updatedAt: payments.updatedAt,
          expiresAt: payments.expiresAt,
        })
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
     * Applies one provider event exactly once, in one transaction: the event is recorded (a
     * repeat of its id changes nothing), the payment takes the event's status, and a success
     * confirms the booking. A booking is paid once: a success for a booking another payment has
     * already paid (kept: taken, or due at the hotel) is recorded as `already_paid` and given back
     * whole as its own refund (an `extra_payment` refund, at most one per payment), whatever the
     * booking's state. A booking whose hold ran out before the money arrived gets its
     * rooms back if they are still free; if not, or if the booking was released or cancelled, it
     * stays cancelled and the payment is marked for refund whole (`paid_after_release`). `onConfirmed` runs in that transaction once the booking is
     * confirmed (the confirmation mail is queued there: a rollback sends nothing). Answers what happened.
     */
    async applyEvent(input: {
      provider: string;
      eventId: string;
      type: string;
      paymentId: number;
      payload: unknown;
      status: PaymentStatus;
      now: Date;
      /** a failure's reason (payments.failure_reason): the decline code the provider gave */
      failureReason?: string;
      onConfirmed?: (tx: Db, bookingSalt: string) => Promise<void>;
      /** a payment of a change of dates' difference succeeded: the change is applied in this transaction */
      onDateChangePaid?: (
        tx: Db,
        dateChangeId: number,
        paymentId: number,
      ) => Promise<'date_changed' | 'refund_due' | 'recorded'>;
    }): Promise<'duplicate' | 'confirmed' | 'refund_due' | 'recorded' | 'date_changed'> {
      const recordEvent = async (tx: Db) =>
        (
          await tx
            .insert(paymentEvents)
            .values({
              provider: input.provider,
              eventId: input.eventId,
              type: input.type,
              paymentId: input.paymentId,
              payload: input.payload,
            })
            .onConflictDoNothing()
            .returning({ eventId: paymentEvents.eventId })
        ).length > 0;
      /**
       * the payment's booking row locked, then the payment's: two payments of one booking applied at once
       * queue on the booking, so the second sees what the first did (and never meets payments_one_kept_uq)
       */
      const lockBoth = async (tx: Db) => {
        const [owner] = await tx
          .select({ bookingId: payments.bookingId })
          .from(payments)
          .where(eq(payments.id, input.paymentId));
        if (!owner) return null;
        const [booking] = await tx
          .select({
            id: bookings.id,
            salt: bookings.bookingSalt,
            status: bookings.status,
            cancelReason: bookings.cancelReason,
            roomTypeId: bookings.roomTypeId,
            checkIn: bookings.checkIn,
            checkOut: bookings.checkOut,
            rooms: bookings.rooms,
            adjustments: bookings.adjustments,
          })
          .from(bookings)
          .where(eq(bookings.id, owner.bookingId))
          .for('update');
        // no key update: the event row just written holds a key-share lock on it, which this must not wait on
        const [payment] = await tx
          .select({
            status: payments.status,
            dateChangeId: payments.dateChangeId,
            amountMinor: payments.amountMinor,
            currency: payments.currency,
          })
          .from(payments)
          .where(eq(payments.id, input.paymentId))
          .for('no key update');
        return booking && payment ? { booking, payment } : null;
      };
      /** the booking's payment kept (taken, or due at the hotel), other than this one */
      const keptBefore = async (tx: Db, bookingId: number) =>
        (
          await tx
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.bookingId, bookingId),
                isNull(payments.dateChangeId),
                inArray(payments.status, ['succeeded', 'due_at_hotel']),
                isNull(payments.failureReason),
                ne(payments.id, input.paymentId),
              ),
            )
            .limit(1)
        ).length > 0;
      /** this payment succeeded, and all of it goes back: its own refund, and its one share */
      const giveBackExtra = async (tx: Db, bookingId: number, payment: { amountMinor: number; currency: string }) => {
        await tx
          .update(payments)
          .set({ status: 'succeeded', failureReason: 'already_paid', updatedAt: input.now })
          .where(eq(payments.id, input.paymentId));
        const [refund] = await tx
          .insert(refunds)
          .values({
            bookingId,
            kind: 'extra_payment',
            paymentId: input.paymentId,
            amountMinor: payment.amountMinor,
            feeMinor: 0,
            currency: payment.currency,
            status: 'requested',
            requestedAt: input.now,
          })
          .onConflictDoNothing()
          .returning({ id: refunds.id });
        if (refund)
          await tx.insert(refundParts).values({
            refundId: refund.id,
            paymentId: input.paymentId,
            amountMinor: payment.amountMinor,
            requestedAt: input.now,
          });
        return 'refund_due' as const;
      };

      return db
        .transaction(async (tx) => {
          if (!(await recordEvent(tx))) return 'duplicate';
          const locked = await lockBoth(tx);
          if (!locked) return 'recorded';
          const { booking, payment } = locked;
          // a success is final: a late failure event of an earlier try must not undo it
          if (payment.status === 'succeeded') return 'recorded';
          if (input.status === 'succeeded' && payment.dateChangeId === null && (await keptBefore(tx, booking.id)))
            return giveBackExtra(tx, booking.id, payment);
          await tx
            .update(payments)
            .set({
              status: input.status,
              updatedAt: input.now,
              failureReason: input.status === 'failed' ? (input.failureReason ?? 'card_declined') : null,
            })
            .where(eq(payments.id, input.paymentId));
          if (input.status !== 'succeeded') return 'recorded';
          if (payment.dateChangeId !== null)
            return (await input.onDateChangePaid?.(tx, payment.dateChangeId, input.paymentId)) ?? 'recorded';
          if (booking.status === 'pending') {
            await tx
              .update(bookings)
              .set({ status: 'confirmed', holdExpiresAt: null })
              .where(eq(bookings.id, booking.id));
            await input.onConfirmed?.(tx, booking.salt);
            return 'confirmed';
          }
          if (booking.status === 'cancelled') {
            // released or cancelled by its guest (or the hotel): its checkouts ended with it, and money
            // that arrives anyway goes back whole rather than bring back a booking its guest gave up
            if (booking.cancelReason !== 'hold_expired') throw new RefundDue();
            // its marketing reward went to another booking once the hold ended: one voucher pays for one
            // booking, so this money goes back rather than confirm a second stay at the reward's price
            const rewardId = Number(
              (booking.adjustments as BookingAdjustment[]).find((a) => a.kind === 'mkt_reward')?.code,
            );
            if (Number.isInteger(rewardId)) {
              const [reward] = await tx
                .select({ bookingId: mktRewards.bookingId })
                .from(mktRewards)
                .where(eq(mktRewards.id, rewardId))
                .for('update');
              if (reward && reward.bookingId !== booking.id) throw new RefundDue();
            }
            const nights = rowsOf(
              await tx.execute(sql`
            update ${inventory} set sold_rooms = ${inventory.soldRooms} + ${booking.rooms}
            where ${inventory.roomTypeId} = ${booking.roomTypeId} and ${inventory.stayDate} >= ${booking.checkIn} and ${inventory.stayDate} < ${booking.checkOut}
              and ${inventory.soldRooms} + ${booking.rooms} <= ${inventory.totalRooms}
            returning 1`),
            ).length;
            const expected = Math.round((Date.parse(booking.checkOut) - Date.parse(booking.checkIn)) / 86_400_000);
            if (nights === expected) {
              await tx
                .update(bookings)
                .set({ status: 'confirmed', cancelledAt: null, cancelReason: null, holdExpiresAt: null })
                .where(eq(bookings.id, booking.id));
              await input.onConfirmed?.(tx, booking.salt);
              return 'confirmed';
            }
            // not all nights free again: undo the partial take by failing this branch's update
            throw new RefundDue();
          }
          return 'recorded';
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof RefundDue)) throw error;
          return db.transaction(async (tx) => {
            if (!(await recordEvent(tx))) return 'duplicate' as const;
            const locked = await lockBoth(tx);
            if (!locked || locked.payment.status === 'succeeded') return 'recorded' as const;
            const { booking, payment } = locked;
            // another payment was kept for it meanwhile: this one is an extra payment, on its own
            if (await keptBefore(tx, booking.id)) return giveBackExtra(tx, booking.id, payment);
            await tx
              .update(payments)
              .set({ status: 'succeeded', failureReason: 'paid_after_release', updatedAt: input.now })
              .where(eq(payments.id, input.paymentId));
            // the money goes back whole: recorded as the booking's refund (the booking was never paid, so it has
            // no other; the guest sees its status), its share sent to the provider by the sweeper that sends every requested share
            const [existing] = await tx
              .select({ id: refunds.id })
              .from(refunds)
              .where(and(eq(refunds.bookingId, booking.id), eq(refunds.kind, 'booking')))
              .for('update');
            let refundId = existing?.id;
            if (refundId === undefined) {
              const [row] = await tx
                .insert(refunds)
                .values({
                  bookingId: booking.id,
                  paymentId: input.paymentId,
                  amountMinor: payment.amountMinor,
                  feeMinor: 0,
                  currency: payment.currency,
                  status: 'requested',
                  requestedAt: input.now,
                })
                .returning({ id: refunds.id });
              refundId = row!.id;
            } else {
              // a second late payment of the same booking: one refund, one more share
              await tx
                .update(refunds)
                .set({
                  amountMinor: sql`${refunds.amountMinor} + ${payment.amountMinor}`,
                  status: 'requested',
                  processedAt: null,
                })
                .where(eq(refunds.id, refundId));
            }
            await tx
              .insert(refundParts)
              .values({
                refundId,
                paymentId: input.paymentId,
                amountMinor: payment.amountMinor,
                requestedAt: input.now,
              })
              .onConflictDoNothing();
            return 'refund_due' as const;
          });
        });
    },

    /**
     * Cancels a confirmed booking and records its refund, in one transaction: the rooms go back on
     * sale for every night. The refund is split over the payments that paid the booking (its total,
     * then a dearer change of dates' difference), newest first, each share at most what that payment
     * took less what was already given back from it (a cheaper change's refund). Answers the shares
     * to ask of the provider, or false when the booking was not confirmed any more (cancelled twice).
     */
    async cancelConfirmed(
      bookingId: number,
      refund: { amountMinor: number; feeMinor: number; currency: string; paymentId: number | null },
      now: Date,
    ): Promise<false | RefundShare[]> {
      return db.transaction(async (tx) => {
        const [ended] = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'guest' })
          .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')))
          .returning({
            roomTypeId: bookings.roomTypeId,
            checkIn: bookings.checkIn,
            checkOut: bookings.checkOut,
            rooms: bookings.rooms,
          });
        if (!ended) return false;
        await tx.execute(sql`
          update ${inventory} set sold_rooms = greatest(${inventory.soldRooms} - ${ended.rooms}, 0)
          where ${inventory.roomTypeId} = ${ended.roomTypeId} and ${inventory.stayDate} >= ${ended.checkIn} and ${inventory.stayDate} < ${ended.checkOut}`);
        // a change of dates waiting for its payment ends with the booking: its extra nights go back too
        await cancelOpenChanges(tx as unknown as Db, bookingId);
        const [row] = await tx
          .insert(refunds)
          .values({
            bookingId,
            paymentId: refund.paymentId,
            amountMinor: refund.amountMinor,
            feeMinor: refund.feeMinor,
            currency: refund.currency,
            // nothing to give back is done at once
            status: refund.amountMinor === 0 ? 'refunded' : 'requested',
            processedAt: refund.amountMinor === 0 ? now : null,
          })
          .onConflictDoNothing()
          .returning({ id: refunds.id });
        if (!row || refund.amountMinor === 0) return [];
        // what each payment of the booking can still give back, newest first
        const paid = rowsOf<{ id: number; provider_ref: string | null; amount_minor: number; given_back: number }>(
          await tx.execute(sql`
          select ${payments.id}, ${payments.providerRef} as provider_ref, ${payments.amountMinor} as amount_minor,
                 coalesce((select sum(abs(${bookingDateChanges.differenceMinor})) from ${bookingDateChanges}
                           where ${bookingDateChanges.refundPaymentId} = ${payments.id} and ${bookingDateChanges.refundStatus} <> 'failed'), 0)::int as given_back
          from ${payments}
          where ${payments.bookingId} = ${bookingId} and ${payments.status} = 'succeeded' and ${payments.providerRef} is not null
            -- money given back whole (paid after release, an extra payment) is no part of what the booking was paid
            and ${payments.failureReason} is null
          order by ${payments.id} desc`),
        );
        const shares: RefundShare[] = [];
        let left = refund.amountMinor;
        for (const p of paid) {
          const take = Math.min(left, p.amount_minor - p.given_back);
          if (take <= 0) continue;
          const [part] = await tx
            .insert(refundParts)
            .values({ refundId: row.id, paymentId: p.id, amountMinor: take, requestedAt: now })
            .returning({ id: refundParts.id });
          shares.push({ partId: part!.id, checkoutId: p.provider_ref!, amountMinor: take });
          left -= take;
          if (left === 0) break;
        }
        return shares;
      });
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

    /** refund shares to (re)send to the provider: requested, not yet accepted */
    async requestedRefunds(limit: number): Promise<RefundShare[]> {
      const rows = await db
        .select({ partId: refundParts.id, amountMinor: refundParts.amountMinor, checkoutId: payments.providerRef })
        .from(refundParts)
        .innerJoin(payments, eq(payments.id, refundParts.paymentId))
        .where(eq(refundParts.status, 'requested'))
        .orderBy(refundParts.id)
        .limit(limit);
      return rows.filter((r): r is RefundShare => r.checkoutId !== null);
    },

    /** the provider took a share (its refund id): the share, and its refund, are processing */
    async refundShareAccepted(partId: number, providerRef: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [part] = await tx
          .update(refundParts)
          .set({ status: 'processing', providerRef })
          .where(and(eq(refundParts.id, partId), eq(refundParts.status, 'requested')))
          .returning({ refundId: refundParts.refundId });
        if (part)
          await tx
            .update(refunds)
            .set({ status: 'processing', providerRef })
            .where(and(eq(refunds.id, part.refundId), eq(refunds.status, 'requested')));
      });
    },

    /** a provider's refund event, applied once (its id in payment_events) */
    async applyRefundEvent(input: {
      provider: string;
      eventId: string;
      type: string;
      paymentId: number;
      payload: unknown;
      succeeded: boolean;
      now: Date;
      refundId?: string;
      target?: RefundTarget | null;
    }): Promise<'duplicate' | 'recorded'> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(paymentEvents)
          .values({
            provider: input.provider,
            eventId: input.eventId,
            type: input.type,
            paymentId: input.paymentId,
            payload: input.payload,
          })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (inserted.length === 0) return 'duplicate';
        const outcome = input.succeeded ? 'refunded' : 'failed';
        const open = ['requested', 'processing'] as const;
        // our reference names what the refund pays back (the event may come before the refund id is stored);
        // an event without one is matched by the provider's refund id, else the payment's open share
        const target = input.target ?? null;
        if (target?.kind === 'date_change' || (!target && input.refundId)) {
          const changed = await tx
            .update(bookingDateChanges)
            .set({
              refundStatus: outcome,
              refundProcessedAt: input.now,
              ...(input.refundId ? { refundProviderRef: input.refundId } : {}),
            })
            .where(
              and(
                target
                  ? eq(bookingDateChanges.id, target.id)
                  : eq(bookingDateChanges.refundProviderRef, input.refundId!),
                eq(bookingDateChanges.refundPaymentId, input.paymentId),
                inArray(bookingDateChanges.refundStatus, open),
              ),
            )
            .returning({ id: bookingDateChanges.id });
          if (changed.length > 0 || target) return 'recorded';
        }
        const parts = await tx
          .update(refundParts)
          .set({ status: outcome, processedAt: input.now, ...(input.refundId ? { providerRef: input.refundId } : {}) })
          .where(
            and(
              target
                ? eq(refundParts.id, target.id)
                : input.refundId
                  ? eq(refundParts.providerRef, input.refundId)
                  : eq(refundParts.paymentId, input.paymentId),
              eq(refundParts.paymentId, input.paymentId),
              inArray(refundParts.status, open),
            ),
          )
          .returning({ refundId: refundParts.refundId });
        for (const refundId of new Set(parts.map((p) => p.refundId))) {
          // the refund follows its shares: refunded when all are, failed when one failed. Its row is
          // locked first: two shares' events applied at once would each read the other's share as
          // still open (read committed) and leave the refund processing for ever
          await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, refundId)).for('update');
          const all = await tx
            .select({ status: refundParts.status })
            .from(refundParts)
            .where(eq(refundParts.refundId, refundId));
          const status = all.some((p) => p.status === 'failed')
            ? 'failed'
            : all.every((p) => p.status === 'refunded')
              ? 'refunded'
              : 'processing';
          await tx
            .update(refunds)
            .set({ status, ...(status === 'processing' ? {} : { processedAt: input.now }) })
            .where(and(eq(refunds.id, refundId), inArray(refunds.status, open)));
        }
        return 'recorded';
      });
    },

    /** what the pay-at-hotel rule reads of a stay: the property's offer and the plan's refundability */
    async stayFacts(
      where: { propertyId: number } | { slug: string },
      ratePlanId: number,
    ): Promise<{ payAtHotel: boolean; refundable: boolean; timezone: string; checkInTime: string } | null> {
      const [row] = await db
        .select({
          payAtHotel: properties.payAtHotel,
          refundable: ratePlans.refundable,
          freeHours: ratePlans.freeCancellationHours,
          timezone: properties.timezone,
          checkInTime: properties.checkInTime,
        })
        .from(ratePlans)
        .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .where(
          and(
            eq(ratePlans.id, ratePlanId),
            'slug' in where ? eq(properties.slug, where.slug) : eq(properties.id, where.propertyId),
          ),
        );
      // a plan without free cancellation is non-refundable (hotel.service cancellationPolicy)
      return row
        ? {
            payAtHotel: row.payAtHotel,
            refundable: row.refundable && row.freeHours > 0,
            timezone: row.timezone,
            checkInTime: row.checkInTime,
          }
        : null;
    },

    /** the booking's pay-at-hotel payment, once it has one */
    async payAtHotelOf(
      bookingId: number,
    ): Promise<{ amountMinor: number; currency: string; details: Record<string, string> } | null> {
      const [row] = await db
        .select({ amountMinor: payments.amountMinor, currency: payments.currency, details: payments.details })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.method, 'pay_at_hotel')));
      return row ? { ...row, details: row.details as Record<string, string> } : null;
    },

    /**
     * Confirms a held booking to be paid at the hotel, in one transaction: the booking (locked) must
     * still be pending with its hold running; a `due_at_hotel` payment of its total is written (one
     * per booking: a unique index), the booking is confirmed, and `inTx` runs (the idempotency record,
     * the confirmation mail). False when the booking was no longer pending.
     */
    async confirmPayAtHotel(input: {
      bookingId: number;
      amountMinor: number;
      currency: string;
      details: Record<string, string>;
      now: Date;
      inTx: (tx: Db, salt: string) => Promise<void>;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [b] = await tx
          .select({ status: bookings.status, salt: bookings.bookingSalt, holdExpiresAt: bookings.holdExpiresAt })
          .from(bookings)
          .where(eq(bookings.id, input.bookingId))
          .for('update');
        if (!b || b.status !== 'pending' || (b.holdExpiresAt && b.holdExpiresAt.getTime() <= input.now.getTime()))
          return false;
        await tx.insert(payments).values({
          bookingId: input.bookingId,
          method: 'pay_at_hotel',
          provider: 'hotel',
          status: 'due_at_hotel',
          amountMinor: input.amountMinor,
          currency: input.currency,
          details: input.details,
        });
        await tx
          .update(bookings)
          .set({ status: 'confirmed', holdExpiresAt: null })
          .where(eq(bookings.id, input.bookingId));
        await input.inTx(tx as unknown as Db, b.salt);
        return true;
      });
    },

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

    /** keeps a booking's hold while its guest is on the card page */
    async extendHold(bookingId: number, until: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ holdExpiresAt: sql`greatest(${bookings.holdExpiresAt}, ${until.toISOString()}::timestamptz)` })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')));
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

/** one payment's share of a refund, to ask of the provider on that payment's checkout */
export interface RefundShare {
  partId: number;
  checkoutId: string;
  amountMinor: number;
}

class RefundDue extends Error {}
