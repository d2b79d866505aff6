/** Refunds: a cancelled booking's refund split over its payments, the shares sent, the provider's answers. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { bookingDateChanges, bookings } from '../../db/schema/booking.ts';
import { inventory } from '../../db/schema/catalog.ts';
import { paymentEvents, payments, refundParts, refunds } from '../../db/schema/payment.ts';
import type { RefundTarget } from '../payment-provider/refund-reference.ts';
import { cancelOpenChanges } from '../booking/date-change.repository.ts';

export function createRefundRepository(db: Db) {
  return {
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
  };
}

/** one payment's share of a refund, to ask of the provider on that payment's checkout */
export interface RefundShare {
  partId: number;
  checkoutId: string;
  amountMinor: number;
}
