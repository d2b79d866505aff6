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
 */
import type { CardPayment, CardPaymentBody, DateChange, DateChangeQuery } from '@rednest/shared/contracts';
import { addDays, nightsBetween } from '@rednest/shared/format';
import type { Db } from '../../db/client.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/pg-error.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { CardProvider } from '../payment/gateway-client.ts';
import { ProviderUnavailable } from '../payment/gateway-client.ts';
import { siteReturnUrl } from '../payment/return-url.ts';
import { hotelInstant } from './cancellation-policy.ts';
import type { BookingRepository, BookingRow } from './booking.repository.ts';
import type { DateChangeRepository, DateChangeRow, NewPrice, NightRange } from './date-change.repository.ts';
import type { PromotionRepository } from './promotion.repository.ts';
import type { StayPricing } from './stay-pricing.ts';
import { soldOut } from './summary.service.ts';
import {
  addOnAdjustment,
  couponAdjustment,
  MAX_COUPON_SHARE_BP,
  mktRewardAdjustment,
  mktRewardOnStay,
  promoDiscount,
} from './summary.ts';
import { refundReference } from '../payment/refund-reference.ts';

export interface PlanPricing {
  planPrice(
    hotel: string,
    choice: {
      roomTypeId: number;
      ratePlanId: number;
      check_in_date: string;
      check_out_date: string;
      rooms: number;
      guest: number;
    },
  ): Promise<{
    checkIn: string;
    checkOut: string;
    nights: number;
    currency: string;
    total_tarrif: number;
    room_charge: number;
    discount: number;
    service_charge: number;
    taxes: number;
  } | null>;
}

export interface DateChangeServiceDeps {
  repo: DateChangeRepository;
  bookings: Pick<BookingRepository, 'findBySalt'>;
  pricing: PlanPricing & Pick<StayPricing, 'planPolicy'>;
  promos: Pick<PromotionRepository, 'property' | 'addOns' | 'promoByCode' | 'mktRewardOfBooking'>;
  provider: CardProvider;
  now: () => Date;
  holdMinutes: number;
  webhookUrl: string;
  isSiteOrigin(origin: string): boolean;
  log?: { warn(obj: object, msg: string): void };
}

/** the number of nights of [from, to) outside [exceptFrom, exceptTo) */
function nightsOutside(from: string, to: string, exceptFrom: string, exceptTo: string): number {
  let n = 0;
  for (let d = from; d < to; d = addDays(d, 1)) if (d < exceptFrom || d >= exceptTo) n += 1;
  return n;
}

const iso = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

/** the new stay's price before its adjustments, and the adjustments priced again for it (add-ons, coupon, reward) */
const newLines = (price: NewPrice) => ({
  stay_total: price.totalMinor - price.adjustments.reduce((sum, a) => sum + a.amount, 0),
  adjustments: price.adjustments,
});

export function toDateChange(row: DateChangeRow): DateChange {
  return {
    id: row.id,
    status: row.status,
    old_check_in_date: row.oldCheckIn,
    old_check_out_date: row.oldCheckOut,
    check_in_date: row.newCheckIn,
    check_out_date: row.newCheckOut,
    no_of_nights: nightsBetween(row.newCheckIn, row.newCheckOut),
    currency: row.currency,
    old_total: row.oldTotalMinor,
    new_total: row.newTotalMinor,
    difference: row.differenceMinor,
    ...newLines(row.newPrice),
    hold_expires_at: row.status === 'awaiting_payment' ? iso(row.holdExpiresAt) : null,
    refund:
      row.refundStatus === null
        ? null
        : {
            amount: Math.abs(row.differenceMinor),
            status: row.refundStatus,
            requested_at: iso(row.refundRequestedAt ?? row.createdAt)!,
            processed_at: iso(row.refundProcessedAt),
          },
    created_at: iso(row.createdAt),
  };
}

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

  /** the new stay priced by the server, the booking's adjustments priced again for it */
  async function priceNew(
    row: BookingRow,
    q: DateChangeQuery,
  ): Promise<{ checkIn: string; checkOut: string; nights: number; price: NewPrice }> {
    const plan = await deps.pricing.planPrice(row.hotel_slug, {
      roomTypeId: row.room_type_id,
      ratePlanId: row.rate_plan_id,
      check_in_date: q.check_in_date,
      check_out_date: q.check_out_date,
      rooms: row.rooms,
      guest: row.guests,
    });
    if (!plan) throw soldOut();
    if (plan.checkIn === row.check_in && plan.checkOut === row.check_out)
      throw badRequest('SAME_DATES', 'These are the dates you have booked already. Choose other dates.', [
        { field: 'check_in_date', message: 'must differ from the booked dates' },
      ]);
    if (plan.currency !== row.currency)
      throw conflict(
        'DATE_CHANGE_NOT_ALLOWED',
        'This property now sells in another currency, so the dates cannot be changed here. Please contact us.',
      );
    const adjustments = [];
    const property = (row.adjustments ?? []).some((a) => a.kind === 'add_on')
      ? await deps.promos.property(row.property_id)
      : null;
    for (const a of row.adjustments ?? []) {
      if (a.kind === 'add_on') {
        const addOn = property
          ? (await deps.promos.addOns(property.country, row.currency)).find(
              (x) => x.type === a.code && property.addOnTypes.includes(x.type),
            )
          : undefined;
        if (!addOn)
          throw conflict(
            'ADD_ON_UNAVAILABLE',
            `${a.label} is no longer offered, so the dates cannot be changed here. Please contact us.`,
          );
        adjustments.push(addOnAdjustment(addOn, { checkIn: plan.checkIn, nights: plan.nights }, a.quantity));
      } else if (a.kind === 'coupon') {
        // the booking keeps its code (its use was counted when it was booked): its share of the new stay
        const promo = a.code ? await deps.promos.promoByCode(a.code) : null;
        const discount = promo
          ? promoDiscount(promo, plan.total_tarrif)
          : Math.min(-a.amount, Math.floor((plan.total_tarrif * MAX_COUPON_SHARE_BP) / 10_000));
        adjustments.push(promo ? couponAdjustment(promo, discount) : { ...a, amount: -discount });
      } else if (a.kind === 'mkt_reward') {
        // the booking keeps its reward (it holds it since booking), priced again for the new stay by the
        // summary's rules: its cap, its minimum spend and the 90% share, so a cheaper stay never keeps a larger discount
        const reward = await deps.promos.mktRewardOfBooking(row.id, Number(a.code));
        if (!reward) {
          adjustments.push({
            ...a,
            amount: -Math.min(-a.amount, Math.floor((plan.total_tarrif * MAX_COUPON_SHARE_BP) / 10_000)),
          });
          continue;
        }
        const onStay = mktRewardOnStay(reward, { currency: row.currency, stayTotal: plan.total_tarrif });
        if (onStay.refusal) {
          throw conflict(
            onStay.refusal.code,
            `${onStay.refusal.message} Your booking uses it, so its dates can only move to a stay that costs at least that.`,
          );
        }
        adjustments.push(mktRewardAdjustment(reward, onStay.discount));
      } else {
        adjustments.push(a);
      }
    }
    const totalMinor = plan.total_tarrif + adjustments.reduce((sum, x) => sum + x.amount, 0);
    return {
      checkIn: plan.checkIn,
      checkOut: plan.checkOut,
      nights: plan.nights,
      price: {
        roomChargeMinor: plan.room_charge,
        discountMinor: plan.discount,
        serviceMinor: plan.service_charge,
        taxesMinor: plan.taxes,
        totalMinor,
        adjustments,
      },
    };
  }

  const ranges = (
    row: { room_type_id: number; rooms: number },
    oldIn: string,
    oldOut: string,
    newIn: string,
    newOut: string,
  ) => ({
    /** nights of the new stay the booking does not hold */
    added: {
      roomTypeId: row.room_type_id,
      rooms: row.rooms,
      from: newIn,
      to: newOut,
      exceptFrom: oldIn,
      exceptTo: oldOut,
    } satisfies NightRange,
    /** nights of the old stay the new one does not keep */
    dropped: {
      roomTypeId: row.room_type_id,
      rooms: row.rooms,
      from: oldIn,
      to: oldOut,
      exceptFrom: newIn,
      exceptTo: newOut,
    } satisfies NightRange,
  });

  /**
   * THE availability step of a change, one for the quote and the change alike, in `tx`: the open
   * change of other dates gives back the nights it holds, then every night of the new stay the
   * booking does not hold yet is taken, all or none (409 ROOM_SOLD_OUT); the booking's own nights
   * are its own. Answers false when the open change already holds these very dates (nothing to take).
   */
  async function claimNights(
    tx: Db,
    row: BookingRow,
    next: { checkIn: string; checkOut: string },
    open: DateChangeRow | null,
  ): Promise<boolean> {
    if (open && open.newCheckIn === next.checkIn && open.newCheckOut === next.checkOut) return false;
    if (open)
      await deps.repo.returnNights(
        tx,
        ranges(row, open.oldCheckIn, open.oldCheckOut, open.newCheckIn, open.newCheckOut).added,
      );
    const added = ranges(row, row.check_in, row.check_out, next.checkIn, next.checkOut).added;
    const wanted = nightsOutside(added.from, added.to, added.exceptFrom, added.exceptTo);
    if (wanted > 0 && (await deps.repo.takeNights(tx, added)) !== wanted) throw soldOut();
    return true;
  }

  /** asks the provider for a change's refund; a failure leaves it requested for the sweeper */
  async function startRefund(changeId: number) {
    for (const due of await deps.repo.requestedRefunds(1, changeId)) {
      if (!due.checkoutId) continue;
      try {
        const refund = await deps.provider.refund({
          checkoutId: due.checkoutId,
          amount: due.amountMinor,
          reference: refundReference({ kind: 'date_change', id: due.id }),
        });
        await deps.repo.refundAccepted(due.id, refund.id);
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        deps.log?.warn({ err: error, changeId }, 'date change refund failed; will retry');
      }
    }
  }

  /** asks the provider for every change's refund not yet taken (the webhook calls it at once for a change paid too late) */
  async function sendRefunds(limit = 50): Promise<void> {
    for (const due of await deps.repo.requestedRefunds(limit)) await startRefund(due.id);
  }

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

    /** opens the card checkout of an open change's difference (the server's amount) */
    async payDifference(body: CardPaymentBody, caller: { userId: number | null }): Promise<CardPayment> {
      const row = await owned(body.booking_salt, caller);
      // the booking ended: its change ended with it (cancelOpenChanges), and nothing of it is charged
      if (row.status !== 'confirmed' || (await deps.repo.latest(row.id))?.status === 'cancelled') {
        throw conflict(
          'DATE_CHANGE_CANCELLED',
          'This booking is no longer active, so its change of dates was cancelled and nothing will be charged for it.',
        );
      }
      const open = await deps.repo.openChange(row.id);
      if (!open || (open.holdExpiresAt && open.holdExpiresAt.getTime() <= deps.now().getTime())) {
        throw conflict(
          'NO_DATE_CHANGE_TO_PAY',
          'There is no change of dates waiting for payment: it was paid, or its hold ran out. Choose the dates again.',
        );
      }
      const returnUrl = siteReturnUrl(body.return_url, deps.isSiteOrigin);
      const existing = await deps.repo.openPayment(open.id);
      if (existing?.redirectUrl)
        return {
          payment_id: existing.id,
          status: existing.status as CardPayment['status'],
          redirect_url: existing.redirectUrl,
          amount: existing.amountMinor,
          currency: existing.currency,
        };
      const paymentId = await deps.repo.insertPayment({
        bookingId: row.id,
        dateChangeId: open.id,
        provider: deps.provider.name,
        amountMinor: open.differenceMinor,
        currency: open.currency,
      });
      const back = (result: string) => {
        const u = new URL(returnUrl);
        u.searchParams.set('result', result);
        return u.href;
      };
      let checkout;
      try {
        checkout = await deps.provider.createCheckout({
          amount: open.differenceMinor,
          currency: open.currency,
          reference: String(paymentId),
          description: `${row.hotel_name}: new dates ${open.newCheckIn} – ${open.newCheckOut}`,
          successUrl: back('return'),
          cancelUrl: back('cancelled'),
          webhookUrl: deps.webhookUrl,
        });
      } catch (error) {
        if (error instanceof ProviderUnavailable)
          throw new AppError(
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'Card payments are not available right now. Please try again in a moment.',
            503,
          );
        throw error;
      }
      await deps.repo.attachCheckout(paymentId, checkout.id, checkout.url);
      await deps.repo.extendHold(open.id, new Date(deps.now().getTime() + deps.holdMinutes * 60_000));
      return {
        payment_id: paymentId,
        status: 'created',
        redirect_url: checkout.url,
        amount: open.differenceMinor,
        currency: open.currency,
      };
    },

    /**
     * The webhook confirmed the payment of a change's difference (inside the webhook's transaction).
     * Open: the old nights the new stay does not keep go back and the booking takes its new dates.
     * Expired meanwhile: applied if the new nights are still free, else the payment is refunded.
     */
    async paid(tx: Db, changeId: number, paymentId: number): Promise<'date_changed' | 'refund_due' | 'recorded'> {
      // the booking's row first, then the change's: the order cancelling takes them in (no deadlock)
      const bookingId = await deps.repo.bookingOf(tx, changeId);
      const booking = bookingId === null ? null : await deps.repo.lockBooking(tx, bookingId);
      const change = await deps.repo.lockChange(tx, changeId);
      if (!booking || !change || change.status === 'applied') return 'recorded';
      const r = ranges(booking, change.oldCheckIn, change.oldCheckOut, change.newCheckIn, change.newCheckOut);
      const stillSame =
        booking.status === 'confirmed' &&
        booking.checkIn === change.oldCheckIn &&
        booking.checkOut === change.oldCheckOut;
      if (change.status === 'cancelled') {
        // its booking ended: the money goes back whole, the change stays cancelled
        await deps.repo.requestRefund(tx, change.id, paymentId, deps.now());
        return 'refund_due';
      }
      if (change.status === 'expired') {
        const wanted = nightsOutside(r.added.from, r.added.to, r.added.exceptFrom, r.added.exceptTo);
        if (!stillSame || (await deps.repo.freeNights(r.added, tx)) < wanted) {
          await deps.repo.requestRefund(tx, change.id, paymentId, deps.now());
          return 'refund_due';
        }
        await deps.repo.takeNights(tx, r.added);
      } else if (!stillSame) {
        // the booking was cancelled while the guest paid: the held nights go back, the money too
        await deps.repo.returnNights(tx, r.added);
        await deps.repo.setStatus(tx, change.id, 'expired', deps.now());
        await deps.repo.requestRefund(tx, change.id, paymentId, deps.now());
        return 'refund_due';
      }
      await deps.repo.returnNights(tx, r.dropped);
      await deps.repo.applyToBooking(tx, change.bookingId, change);
      await deps.repo.setStatus(tx, change.id, 'applied', deps.now());
      return 'date_changed';
    },

    /** the sweeper: unpaid changes whose hold ran out give their extra nights back; refunds not yet taken are asked again */
    async sweep(): Promise<number> {
      let expired = 0;
      for (const id of await deps.repo.expiredOpen(deps.now(), 100)) {
        const done = await deps.repo.transaction(async (tx) => {
          const bookingId = await deps.repo.bookingOf(tx, id);
          const booking = bookingId === null ? null : await deps.repo.lockBooking(tx, bookingId);
          const change = await deps.repo.lockChange(tx, id);
          if (!change || change.status !== 'awaiting_payment') return false;
          if (booking)
            await deps.repo.returnNights(
              tx,
              ranges(booking, change.oldCheckIn, change.oldCheckOut, change.newCheckIn, change.newCheckOut).added,
            );
          await deps.repo.setStatus(tx, id, 'expired', deps.now());
          return true;
        });
        if (done) expired += 1;
      }
      await sendRefunds();
      return expired;
    },

    sendRefunds,

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
