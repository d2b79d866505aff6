import { ApiCallError } from '@rednest/shared/api-client';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** the summary's refusals (promo and reward rules, add-ons) that have their own words */
export const EXTRAS_ERROR_CODES = [
  'PROMO_NOT_FOUND',
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_NOT_FOR_COUNTRY',
  'PROMO_NOT_FOR_CURRENCY',
  'PROMO_MIN_SPEND',
  'PROMO_NEW_USERS_ONLY',
  'PROMO_USED_UP',
  'PROMO_ALREADY_USED',
  'ADD_ON_UNAVAILABLE',
  'ADD_ON_QUANTITY',
  'MKT_REWARD_NOT_FOUND',
  'MKT_REWARD_USED',
  'MKT_REWARD_HELD',
  'MKT_REWARD_EXPIRED',
  'MKT_REWARD_NOT_FOR_CURRENCY',
  'MKT_REWARD_MIN_SPEND',
  'MKT_REWARD_WITH_COUPON',
  'REDCASH_SIGN_IN',
  'REDCASH_EMPTY',
  'REDCASH_CURRENCY',
  'REDCASH_CHANGED',
  'POINTS_SIGN_IN',
  'POINTS_EMPTY',
  'POINTS_NO_VALUE',
  'POINTS_CHANGED',
] as const;

/** A promo or add-on refusal in the page's language, or null when the error is not one of them. */
export function extrasErrorText(error: unknown, t: T): string | null {
  if (error instanceof ApiCallError && (EXTRAS_ERROR_CODES as readonly string[]).includes(error.code))
    return t(`booking.extras.error.${error.code}`);
  return null;
}
