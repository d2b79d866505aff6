/**
 * Change of dates (`bookings/modify-booking/{bookingId}`, booking_date_change). The new
 * stay is priced by the same function as search and the summary (StayPricing.planPrice: same
 * room type, rate plan, rooms and guests), the summary's adjustments priced again for the new
 * nights (add-ons per night, a coupon's share of the new stay), and the difference settled:
 *   - cheaper or equal: in ONE transaction the old nights go back, the new ones are taken (all or
 *     none) and the booking takes its new dates and price; the difference is refunded to the
 *     booking's payment (requested → processing → refunded, like a cancellation's refund);
 *   - dearer: the nights the booking does not hold yet are taken at once and held (awaiting_payment,
 *     BOOKING_HOLD_MINUTES); the card payment of the difference applies the change by webhook, in
 *     the webhook's transaction; unpaid, the change expires and those nights go back.
 * Only a confirmed booking of a refundable plan, before its check-in time. Only its owner.
 * Its parts: date-change-pricing.ts (the new stay's price), date-change-nights.ts (the nights taken
 * and given back), date-change-payment.ts (the difference's checkout, webhook, refunds, sweeper),
 * date-change-view.ts (the DTO).
 */
import type { DateChange, DateChangeQuery } from '@rednest/shared/contracts';
import type { Db } from '../../db/client.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/pg-error.ts';
import { conflict, notFound } from '../../errors.ts';
import { hotelInstant } from './cancellation-policy.ts';
import type { BookingRow } from './booking.repository.ts';
import { soldOut } from './summary.service.ts';
import type { DateChangeServiceDeps } from './date-change-deps.ts';
import { createNightClaims, ranges } from './date-change-nights.ts';
import { createDateChangePayments } from './date-change-payment.ts';
import { createNewStayPricing } from './date-change-pricing.ts';
import { newLines, toDateChange } from './date-change-view.ts';

export type { DateChangeServiceDeps, PlanPricing } from './date-change-deps.ts';

/** ends the quote's trial transaction: it takes the nights as the change would, then rolls back */
class QuoteOnly extends Error {}

export function createDateChangeService(deps: DateChangeServiceDeps) {
  async function owned(salt: string, caller: { userId: number | null }): Promise<BookingRow> {
    const row = await deps.bookings.findBySalt(salt);
    if (!row || (row.user_id !== null && row.user_id !== caller.userId))
      throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
    return row;
  }

  /** the rules before any pricing: a confirmed, refundable booking whose check-in time has not come */
  async function changeable(row: BookingRow) {
    if (row.status === 'pending')
      throw conflict(
        'BOOKING_NOT_CHANGEABLE',
        'This booking is not paid yet. Pay for it first, or release it and book other dates.',
      );
    if (row.status !== 'confirmed')
      throw conflict('BOOKING_NOT_CHANGEABLE', 'The dates of this booking can no longer be changed.');
    if (deps.now().getTime() >= hotelInstant(row.check_in, row.check_in_time, row.timezone).getTime()) {
      throw conflict(
        'TOO_LATE_TO_CHANGE',
        'Check-in time has passed, so the dates can no longer be changed here. Please contact the property.',
      );
    }
    const policy = await deps.pricing.planPolicy(row.property_id, row.rate_plan_id);
    if (!policy?.refundable)
      throw conflict(
        'DATE_CHANGE_NOT_ALLOWED',
        'This booking has a non-refundable rate, so its dates cannot be changed.',
      );
  }

  const { priceNew } = createNewStayPricing(deps);
  const { claimNights } = createNightClaims(deps);
  const { startRefund, ...payments } = createDateChangePayments(deps, owned);

  return {
    async quote(q: DateChangeQuery, caller: { userId: number | null }): Promise<DateChange> {
      const row = await owned(q.booking_salt, caller);
      await changeable(row);
      const next = await priceNew(row, q);
      // the change's own step, rolled back: the quote answers 409 exactly when the change would
      try {
        await deps.repo.transaction(async (tx) => {
          await claimNights(tx, row, next, await deps.repo.openChange(row.id, tx));
          throw new QuoteOnly();
        });
      } catch (error) {
        if (isCheckViolation(error)) throw soldOut();
        if (!(error instanceof QuoteOnly)) throw error;
      }
      return {
        id: null,
        status: 'quote',
        old_check_in_date: row.check_in,
        old_check_out_date: row.check_out,
        check_in_date: next.checkIn,
        check_out_date: next.checkOut,
        no_of_nights: next.nights,
        currency: row.currency,
        old_total: row.total_minor,
        new_total: next.price.totalMinor,
        difference: next.price.totalMinor - row.total_minor,
        ...newLines(next.price),
        hold_expires_at: null,
        refund: null,
        created_at: null,
      };
    },

    async change(q: DateChangeQuery, caller: { userId: number | null }): Promise<DateChange> {
      const row = await owned(q.booking_salt, caller);
      await changeable(row);
      const next = await priceNew(row, q);
      const now = deps.now();
      let changeId: number;
      try {
        changeId = await deps.repo.transaction(async (tx) => {
          const locked = await deps.repo.lockBooking(tx, row.id);
          // changed meanwhile (another change, a cancellation): the caller sees the new state and tries again
          if (
            !locked ||
            locked.status !== 'confirmed' ||
            locked.checkIn !== row.check_in ||
            locked.checkOut !== row.check_out ||
            locked.totalMinor !== row.total_minor
          ) {
            throw conflict('BOOKING_CHANGED', 'This booking changed while you were choosing. Please look at it again.');
          }
          const open = await deps.repo.openChange(row.id, tx);
          // the same dates again answer the open change; other dates replace it (its extra nights go back)
          if (!(await claimNights(tx, row, next, open))) return open!.id;
          if (open) await deps.repo.setStatus(tx, open.id, 'expired', now);
          const r = ranges(row, row.check_in, row.check_out, next.checkIn, next.checkOut);
          const difference = next.price.totalMinor - row.total_minor;
          const base = {
            bookingId: row.id,
            oldCheckIn: row.check_in,
            oldCheckOut: row.check_out,
            newCheckIn: next.checkIn,
            newCheckOut: next.checkOut,
            oldTotalMinor: row.total_minor,
            newTotalMinor: next.price.totalMinor,
            currency: row.currency,
            newPrice: next.price,
          };
          if (difference > 0) {
            return deps.repo.insert(tx, {
              ...base,
              status: 'awaiting_payment',
              holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
              appliedAt: null,
              refund: null,
            });
          }
          await deps.repo.returnNights(tx, r.dropped);
          await deps.repo.applyToBooking(tx, row.id, {
            newCheckIn: next.checkIn,
            newCheckOut: next.checkOut,
            newPrice: next.price,
          });
          // nothing was paid (pay at hotel): the lower total is all there is to it
          const paymentId = difference < 0 ? await deps.repo.bookingPayment(row.id, tx) : null;
          return deps.repo.insert(tx, {
            ...base,
            status: 'applied',
            holdExpiresAt: null,
            appliedAt: now,
            refund: paymentId === null ? null : { paymentId, at: now },
          });
        });
      } catch (error) {
        if (isCheckViolation(error)) throw soldOut();
        if (isUniqueViolation(error))
          throw conflict('BOOKING_CHANGED', 'This booking changed while you were choosing. Please look at it again.');
        throw error;
      }
      await startRefund(changeId);
      return toDateChange((await deps.repo.latest(row.id))!);
    },

    ...payments,

    /** the booking's latest change, for the booking page (`tx`: read it in the booking's snapshot) */
    async latestOf(bookingId: number, tx?: Db): Promise<DateChange | null> {
      const row = await deps.repo.latest(bookingId, tx);
      if (!row) return null;
      // an unpaid change whose hold ran out reads as expired before the sweeper gets to it
      if (row.status === 'awaiting_payment' && row.holdExpiresAt && row.holdExpiresAt.getTime() <= deps.now().getTime())
        return { ...toDateChange(row), status: 'expired', hold_expires_at: null };
      return toDateChange(row);
    },
  };
}
export type DateChangeService = ReturnType<typeof createDateChangeService>;
