/** A provider's payment event applied to its payment and booking, exactly once. */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BookingAdjustment } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/booking.ts';
import { inventory } from '../../db/schema/catalog.ts';
import { paymentEvents, payments, refundParts, refunds } from '../../db/schema/payment.ts';
import { mktRewards } from '../../db/schema/promotion.ts';

export type PaymentStatus = 'created' | 'requires_action' | 'succeeded' | 'failed' | 'expired';

export function createPaymentEventRepository(db: Db) {
  return {
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
      /**
       * a club plan bought alone was paid: its membership becomes active in this transaction, or says why not
       * (paid by another payment already, or its order ended), and then this money goes back whole
       */
      onMembershipPaid?: (tx: Db, membershipId: number) => Promise<'activated' | 'already_active' | 'void' | 'missing'>;
      /**
       * a run-out booking that used the stay reward is paid after all: is a reward still free for its user
       * (their row locked, this booking not counted)? If not, the money goes back rather than use one twice
       */
      stayRewardFree?: (tx: Db, userId: number) => Promise<boolean>;
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
        if (!owner || owner.bookingId === null) return null;
        const [booking] = await tx
          .select({
            id: bookings.id,
            salt: bookings.bookingSalt,
            userId: bookings.userId,
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
      /**
       * this payment succeeded, and all of it goes back: its own refund, and its one share (a membership's
       * payment names no booking; `reason` paid_after_release: its order had ended)
       */
      const giveBackExtra = async (
        tx: Db,
        bookingId: number | null,
        payment: { amountMinor: number; currency: string },
        reason: 'already_paid' | 'paid_after_release' = 'already_paid',
      ) => {
        await tx
          .update(payments)
          .set({ status: 'succeeded', failureReason: reason, updatedAt: input.now })
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

      /** a club plan bought alone: its payment takes the event's status, and a success activates the membership */
      const applyToMembership = async (tx: Db, membershipId: number) => {
        const [payment] = await tx
          .select({ status: payments.status, amountMinor: payments.amountMinor, currency: payments.currency })
          .from(payments)
          .where(eq(payments.id, input.paymentId))
          .for('no key update');
        if (!payment || payment.status === 'succeeded') return 'recorded' as const;
        if (input.status !== 'succeeded') {
          await tx
            .update(payments)
            .set({
              status: input.status,
              updatedAt: input.now,
              failureReason: input.status === 'failed' ? (input.failureReason ?? 'card_declined') : null,
            })
            .where(eq(payments.id, input.paymentId));
          return 'recorded' as const;
        }
        const outcome = (await input.onMembershipPaid?.(tx, membershipId)) ?? 'missing';
        if (outcome === 'activated') {
          await tx
            .update(payments)
            .set({ status: 'succeeded', updatedAt: input.now, failureReason: null })
            .where(eq(payments.id, input.paymentId));
          return 'confirmed' as const;
        }
        return giveBackExtra(tx, null, payment, outcome === 'already_active' ? 'already_paid' : 'paid_after_release');
      };

      return db
        .transaction(async (tx) => {
          if (!(await recordEvent(tx))) return 'duplicate';
          const [order] = await tx
            .select({ membershipId: payments.membershipId })
            .from(payments)
            .where(eq(payments.id, input.paymentId));
          if (order?.membershipId != null) return applyToMembership(tx, order.membershipId);
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
            // its stay reward may have gone to another booking since, too: one reward pays for one stay
            if (
              (booking.adjustments as BookingAdjustment[]).some((a) => a.kind === 'stay_reward') &&
              booking.userId !== null &&
              input.stayRewardFree &&
              !(await input.stayRewardFree(tx, booking.userId))
            )
              throw new RefundDue();
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
  };
}

/** thrown inside the event's first transaction to undo it and record the money as going back whole */
class RefundDue extends Error {}
