/**
 * The booking summary's adjustments, as pure rules: a promo code's checks and discount, a marketing
 * reward's, how an add-on is priced and served, a club member's price, redcash, points and a club
 * plan bought with the stay. The summary is the stay's all-in price (priceStay, the same as search
 * and the hotel page) followed by ONE list of adjustments the server computes; the total book_now
 * charges is the stay plus that list.
 */
import type { BookingAdjustment } from '@rednest/shared/contracts';
import { addDays, formatMoney, localeOfCurrency, toMinor } from '@rednest/shared/format';
import { conflict, forbidden, notFound, type AppError } from '../../errors.ts';
import { memberShare, shareOf } from '../pricing/pricing.ts';
import { POINTS_RULES, REDCASH_RULES } from '../../db/platform-data/content.ts';
import type { AddOnRow, MktRewardRow, MktRewardState, PromoRow } from './promotion.repository.ts';

/** a coupon takes at most this share of the stay, so a booking always has something to pay (basis points) */
export const MAX_COUPON_SHARE_BP = 9000;

/** what a promo code takes off a stay's all-in total: percent (capped) or a fixed amount, never more than 90% */
export function promoDiscount(
  promo: Pick<PromoRow, 'kind' | 'percent' | 'amountMinor' | 'maxDiscountMinor'>,
  stayTotal: number,
): number {
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
  if (promo.countries.length > 0 && !promo.countries.includes(ctx.country))
    return conflict('PROMO_NOT_FOR_COUNTRY', `The code ${promo.code} is not valid for stays in this country.`);
  if (promo.currency !== null && promo.currency !== ctx.currency)
    return conflict('PROMO_NOT_FOR_CURRENCY', `The code ${promo.code} is only for stays paid in ${promo.currency}.`);
  if (ctx.stayTotal < promo.minSpendMinor) {
    return conflict(
      'PROMO_MIN_SPEND',
      `The code ${promo.code} needs a stay of at least ${formatMoney(promo.minSpendMinor, promo.currency ?? ctx.currency, localeOfCurrency(promo.currency ?? ctx.currency))}.`,
    );
  }
  if (promo.newUserOnly && ctx.hasPaidBooking === true)
    return conflict('PROMO_NEW_USERS_ONLY', `The code ${promo.code} is for a first booking only.`);
  if (promo.totalLimit !== null && ctx.uses.total >= promo.totalLimit)
    return conflict('PROMO_USED_UP', `The code ${promo.code} has been used up.`);
  if (promo.perUserLimit !== null && ctx.uses.mine >= promo.perUserLimit)
    return conflict(
      'PROMO_ALREADY_USED',
      `You have already used the code ${promo.code}${promo.perUserLimit > 1 ? ` ${promo.perUserLimit} times` : ''}.`,
    );
  return null;
}

/** a promo code's terms as every answer that lists codes writes them (booking_summary_promos, promo_codes) */
export const promoTerms = (promo: PromoRow) => ({
  code: promo.code,
  title: promo.title,
  kind: promo.kind,
  percent: promo.percent,
  amount: promo.amountMinor,
  max_discount: promo.maxDiscountMinor,
  min_spend: promo.minSpendMinor,
  currency: promo.currency,
  valid_until: promo.validUntil.toISOString(),
  new_user_only: promo.newUserOnly,
});

/** a marketing reward's terms as every answer that lists rewards writes them (mkt_reward_list, my_rewards) */
export const rewardTerms = (r: MktRewardRow) => ({
  id: r.id,
  title: r.title,
  source: r.source,
  kind: r.kind,
  percent: r.percent,
  amount: r.amountMinor,
  max_discount: r.maxDiscountMinor,
  min_spend: r.minSpendMinor,
  currency: r.currency,
  valid_until: r.validUntil.toISOString(),
});

export const promoNotFound = () =>
  notFound('PROMO_NOT_FOUND', 'This promo code does not exist. Check the spelling and try again.');

export const couponAdjustment = (promo: PromoRow, discount: number): BookingAdjustment => ({
  kind: 'coupon',
  code: promo.code,
  label: promo.title,
  amount: -discount,
  quantity: 1,
  entries: [],
});

/** add-ons per unit: meals and transfers per guest, late check-out and laundry per room */
export const maxAddOnQuantity = (addOn: Pick<AddOnRow, 'type'>, stay: { rooms: number; guest: number }) =>
  addOn.type === 'late_checkout' || addOn.type === 'laundry' ? stay.rooms : stay.guest;

/**
 * An add-on for `quantity` units. A catalogue add-on expands into one entry per night with the
 * best-seller menu item (else the first), dated from check-in, or from the day after check-in for
 * sub_category 10 (breakfast is served the morning after each night). Others are one line for the stay.
 */
export function addOnAdjustment(
  addOn: AddOnRow,
  stay: { checkIn: string; nights: number },
  quantity: number,
): BookingAdjustment {
  if (!addOn.catalogueEnable || addOn.menuList.length === 0) {
    return {
      kind: 'add_on',
      code: addOn.type,
      label: addOn.name,
      amount: addOn.priceMinor * quantity,
      quantity,
      entries: [],
    };
  }
  const item = addOn.menuList.find((m) => m.best_seller) ?? addOn.menuList[0]!;
  const first = addOn.subCategory === 10 ? 1 : 0;
  const entries = Array.from({ length: stay.nights }, (_, night) => ({
    menu_code: item.catalogue_code,
    menu_name: item.name,
    menu_date: addDays(stay.checkIn, first + night),
    amount: item.price_minor * quantity,
  }));
  return {
    kind: 'add_on',
    code: addOn.type,
    label: addOn.name,
    amount: entries.reduce((sum, e) => sum + e.amount, 0),
    quantity,
    entries,
  };
}

/**
 * Why a reward cannot be used now as a voucher (409, as apply_mkt_reward answers), whatever the
 * stay; null when it can. A reward is one voucher: held by a booking whose hold runs, spent by a paid one.
 */
export function mktRewardStateRefusal(reward: MktRewardRow & { state: MktRewardState }, now: Date): AppError | null {
  if (reward.state === 'used')
    return conflict('MKT_REWARD_USED', `${reward.title}: this reward has been used on a paid booking already.`);
  if (reward.state === 'held')
    return conflict(
      'MKT_REWARD_HELD',
      `${reward.title}: this reward is held by a booking waiting for payment. Pay or release that booking first.`,
    );
  if (now >= reward.validUntil) return conflict('MKT_REWARD_EXPIRED', `${reward.title}: this reward has expired.`);
  return null;
}

/**
 * A reward on a stay, by the summary's rules: its currency and minimum spend (the stay's all-in
 * total), then what it takes off: a share capped by its max_discount, or an amount, never more
 * than 90% of the stay (promoDiscount). The summary, the reward list and a change of dates all
 * price a reward through this one function, so a cheaper stay never keeps a larger discount.
 */
export function mktRewardOnStay(
  reward: MktRewardRow,
  stay: { currency: string; stayTotal: number },
): { discount: number; refusal: AppError | null } {
  if (reward.currency !== stay.currency)
    return {
      discount: 0,
      refusal: conflict(
        'MKT_REWARD_NOT_FOR_CURRENCY',
        `${reward.title}: this reward is only for stays paid in ${reward.currency}.`,
      ),
    };
  if (stay.stayTotal < reward.minSpendMinor) {
    return {
      discount: 0,
      refusal: conflict(
        'MKT_REWARD_MIN_SPEND',
        `${reward.title}: this reward needs a stay of at least ${formatMoney(reward.minSpendMinor, reward.currency, localeOfCurrency(reward.currency))}.`,
      ),
    };
  }
  return { discount: promoDiscount(reward, stay.stayTotal), refusal: null };
}

export const mktRewardNotFound = () =>
  notFound('MKT_REWARD_NOT_FOUND', 'We could not find this reward in your account.');
export const voucherClash = () =>
  conflict(
    'MKT_REWARD_WITH_COUPON',
    'A reward and a promo code cannot be used on the same booking. Remove one to use the other.',
  );

export const mktRewardAdjustment = (reward: MktRewardRow, discount: number): BookingAdjustment => ({
  kind: 'mkt_reward',
  code: String(reward.id),
  label: reward.title,
  amount: -discount,
  quantity: 1,
  entries: [],
});

/** the corporate amount: the company's negotiated share off the stay's all-in total (basis points) */
export const corporateAdjustment = (
  terms: { companyId: number; companyName: string; discountBp: number },
  stayTotal: number,
): BookingAdjustment => ({
  kind: 'corporate_amount',
  code: String(terms.companyId),
  label: `${terms.companyName}: negotiated rate (${terms.discountBp / 100}% off)`,
  amount: -shareOf(stayTotal, terms.discountBp),
  quantity: 1,
  entries: [],
});
export const notCorporateClient = () =>
  forbidden('NOT_CORPORATE_CLIENT', 'Sign in with the account your company books with to see its negotiated rate.');
export const corporateNoVouchers = () =>
  conflict('CORPORATE_NO_VOUCHERS', 'A negotiated corporate rate cannot be combined with a promo code or a reward.');

/**
 * What redcash pays of a stay: all the wallet holds, up to max_redeem_percent of the stay's all-in
 * price and never more than is left to pay after the other adjustments (rounded down: never a
 * fraction of a minor unit more than the rule allows).
 */
export function redcashUsable(available: number, stay: { stayTotal: number; left: number }): number {
  const cap = Math.floor((stay.stayTotal * REDCASH_RULES.max_redeem_percent) / 100);
  return Math.max(0, Math.min(available, cap, stay.left));
}

export const redcashAdjustment = (amount: number): BookingAdjustment => ({
  kind: 'redcash',
  code: 'redcash',
  label: 'RedCash',
  amount: -amount,
  quantity: 1,
  entries: [],
});

/** the club plan a summary adds (club_plan_id): its price is charged with the stay, once */
export interface ClubPlanOffer {
  id: number;
  name: string;
  priceMinor: number;
  currency: string;
}

export const membershipAdjustment = (plan: ClubPlanOffer): BookingAdjustment => ({
  kind: 'membership',
  code: String(plan.id),
  label: plan.name,
  amount: plan.priceMinor,
  quantity: 1,
  entries: [],
});

/**
 * A club member's price: member_discount_percent off the stay's all-in price (rounded half up, as
 * every share is), never more than is left to pay after the vouchers.
 */
export function clubDiscount(stay: { stayTotal: number; left: number }): number {
  return Math.max(0, Math.min(memberShare(stay.stayTotal), stay.left));
}

/** the stay reward's line (STAY_REWARD_RULES): kept even at 0, so the booking says it used the reward */
export const stayRewardAdjustment = (amount: number): BookingAdjustment => ({
  kind: 'stay_reward',
  code: 'stay_reward',
  label: 'Stay reward',
  amount: -amount,
  quantity: 1,
  entries: [],
});

export const clubDiscountAdjustment = (amount: number): BookingAdjustment => ({
  kind: 'club_discount',
  code: 'club',
  label: 'Club member price',
  amount: -amount,
  quantity: 1,
  entries: [],
});

/** what one point takes off a stay priced in `currency`, minor units; null where points have no value */
export function pointValue(currency: string): number | null {
  const major = POINTS_RULES.value[currency];
  return major === undefined ? null : toMinor(major, currency);
}

/**
 * How many of the member's points pay for a stay: whole points, all they hold, up to
 * max_redeem_percent of the stay's all-in price and never more than is left to pay.
 */
export function pointsUsable(available: number, value: number, stay: { stayTotal: number; left: number }): number {
  const cap = Math.min(Math.floor((stay.stayTotal * POINTS_RULES.max_redeem_percent) / 100), stay.left);
  return Math.max(0, Math.min(available, Math.floor(cap / value)));
}

export const pointsAdjustment = (points: number, value: number): BookingAdjustment => ({
  kind: 'points',
  code: 'points',
  label: 'Points',
  amount: -points * value,
  quantity: points,
  entries: [],
});

/** a stay priced in another currency than the member's wallet: no conversion is offered yet */
export const redcashOtherCurrency = (currency: string) =>
  conflict(
    'REDCASH_CURRENCY',
    `Your redcash is kept in your home currency; it pays for stays priced in it, and this one is priced in ${currency}.`,
  );
