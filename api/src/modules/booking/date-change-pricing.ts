/**
 * The new stay of a change of dates, priced by the server: the same room type, rate plan, rooms and
 * guests through planPrice (the function search and the summary price with), then the booking's
 * adjustments priced again for the new nights (add-ons per night, a coupon's share, a reward's rules).
 */
import type { DateChangeQuery } from '@rednest/shared/contracts';
import { badRequest, conflict } from '../../errors.ts';
import type { BookingRow } from './booking.repository.ts';
import type { NewPrice } from './date-change.repository.ts';
import { soldOut } from './summary.service.ts';
import {
  addOnAdjustment,
  clubDiscount,
  clubDiscountAdjustment,
  couponAdjustment,
  MAX_COUPON_SHARE_BP,
  mktRewardAdjustment,
  mktRewardOnStay,
  promoDiscount,
  stayRewardAdjustment,
} from './summary.ts';
import type { DateChangeServiceDeps } from './date-change-deps.ts';
import { stayRewardCap, stayRewardDiscount } from '../account/stay-reward.ts';

export function createNewStayPricing(deps: Pick<DateChangeServiceDeps, 'pricing' | 'promos'>) {
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
      } else if (a.kind === 'club_discount') {
        // booked at a member's price: the new stay keeps it (its share of the new stay, after the vouchers)
        const off = clubDiscount({
          stayTotal: plan.total_tarrif,
          left: plan.total_tarrif + adjustments.reduce((sum, x) => sum + x.amount, 0),
        });
        if (off > 0) adjustments.push(clubDiscountAdjustment(off));
      } else if (a.kind === 'stay_reward') {
        // the booking keeps the reward it used: its share of the new stay, at its cap
        const cap = stayRewardCap(row.currency) ?? -a.amount;
        const off = stayRewardDiscount(
          { stayTotal: plan.total_tarrif, left: plan.total_tarrif + adjustments.reduce((sum, x) => sum + x.amount, 0) },
          cap,
        );
        adjustments.push(stayRewardAdjustment(off));
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

  return { priceNew };
}
