/**
 * The booking summary's adjustments (issue 10), as pure rules: a promo code's checks and discount,
 * and how an add-on is priced and served. The summary is the stay's all-in price (priceStay, the
 * same as search and the hotel page) followed by ONE list of adjustments the server computes;
 * the total book_now charges is the stay plus that list. The club issue adds redcash, membership
 * and points as more kinds of the same list.
 */
import type { BookingAdjustment } from '@rednest/shared/contracts';
import { addDays, formatMoney } from '@rednest/shared/format';
import { conflict, notFound, type AppError } from '../../errors.ts';
import { shareOf } from '../pricing/pricing.ts';
import type { AddOnRow, PromoRow } from './promotion.repository.ts';

/** a coupon takes at most this share of the stay, so a booking always has something to pay (basis points) */
export const MAX_COUPON_SHARE_BP = 9000;

/** what a promo code takes off a stay's all-in total: percent (capped) or a fixed amount, never more than 90% */
export function promoDiscount(promo: Pick<PromoRow, 'kind' | 'percent' | 'amountMinor' | 'maxDiscountMinor'>, stayTotal: number): number {
  const raw = promo.kind === 'percent' ? shareOf(stayTotal, (promo.percent ?? 0) * 100) : (promo.amountMinor ?? 0);
  const capped = promo.maxDiscountMinor === null ? raw : Math.min(raw, promo.maxDiscountMinor);
  return Math.max(0, Math.min(capped, Math.floor((stayTotal * MAX_COUPON_SHARE_BP) / 10_000)));
}

export interface PromoContext {
  now: Date;
  country: string;
  currency: string;
  stayTotal: number;
  /** a new-user-only code: has this guest a paid stay already (null: not known yet, e.g. a guest before giving an email) */
  hasPaidBooking: boolean | null;
  uses: { total: number; mine: number };
}

/** Why a promo code does not apply to this stay now, as the error apply_coupan_code answers; null when it applies. */
export function promoRefusal(promo: PromoRow, ctx: PromoContext): AppError | null {
  if (ctx.now < promo.validFrom) return conflict('PROMO_NOT_STARTED', `The code ${promo.code} is not valid yet.`);
  if (ctx.now >= promo.validUntil) return conflict('PROMO_EXPIRED', `The code ${promo.code} has expired.`);
  if (promo.countries.length > 0 && !promo.countries.includes(ctx.country)) return conflict('PROMO_NOT_FOR_COUNTRY', `The code ${promo.code} is not valid for stays in this country.`);
  if (promo.currency !== null && promo.currency !== ctx.currency) return conflict('PROMO_NOT_FOR_CURRENCY', `The code ${promo.code} is only for stays paid in ${promo.currency}.`);
  if (ctx.stayTotal < promo.minSpendMinor) {
    return conflict('PROMO_MIN_SPEND', `The code ${promo.code} needs a stay of at least ${formatMoney(promo.minSpendMinor, promo.currency ?? ctx.currency, 'en-id')}.`);
  }
  if (promo.newUserOnly && ctx.hasPaidBooking === true) return conflict('PROMO_NEW_USERS_ONLY', `The code ${promo.code} is for a first booking only.`);
  if (promo.totalLimit !== null && ctx.uses.total >= promo.totalLimit) return conflict('PROMO_USED_UP', `The code ${promo.code} has been used up.`);
  if (promo.perUserLimit !== null && ctx.uses.mine >= promo.perUserLimit) return conflict('PROMO_ALREADY_USED', `You have already used the code ${promo.code}${promo.perUserLimit > 1 ? ` ${promo.perUserLimit} times` : ''}.`);
  return null;
}

export const promoNotFound = () => notFound('PROMO_NOT_FOUND', 'This promo code does not exist. Check the spelling and try again.');

export const couponAdjustment = (promo: PromoRow, discount: number): BookingAdjustment =>
  ({ kind: 'coupon', code: promo.code, label: promo.title, amount: -discount, quantity: 1, entries: [] });

/** add-ons per unit: meals and transfers per guest, late check-out and laundry per room */
export const maxAddOnQuantity = (addOn: Pick<AddOnRow, 'type'>, stay: { rooms: number; guest: number }) =>
  addOn.type === 'late_checkout' || addOn.type === 'laundry' ? stay.rooms : stay.guest;

/**
 * An add-on for `quantity` units. A catalogue add-on expands into one entry per night with the
 * best-seller menu item (else the first), dated from check-in, or from the day after check-in for
 * sub_category 10 (breakfast is served the morning after each night). Others are one line for the stay.
 */
export function addOnAdjustment(addOn: AddOnRow, stay: { checkIn: string; nights: number }, quantity: number): BookingAdjustment {
  if (!addOn.catalogueEnable || addOn.menuList.length === 0) {
    return { kind: 'add_on', code: addOn.type, label: addOn.name, amount: addOn.priceMinor * quantity, quantity, entries: [] };
  }
  const item = addOn.menuList.find((m) => m.best_seller) ?? addOn.menuList[0]!;
  const first = addOn.subCategory === 10 ? 1 : 0;
  const entries = Array.from({ length: stay.nights }, (_, night) => ({
    menu_code: item.catalogue_code,
    menu_name: item.name,
    menu_date: addDays(stay.checkIn, first + night),
    amount: item.price_minor * quantity,
  }));
  return { kind: 'add_on', code: addOn.type, label: addOn.name, amount: entries.reduce((sum, e) => sum + e.amount, 0), quantity, entries };
}
