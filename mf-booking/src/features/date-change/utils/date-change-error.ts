import { ApiCallError } from '@rednest/shared/api-client';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** the API's refusals of a change of dates, in words (stable codes → texts) */
const CODES = [
  'ROOM_SOLD_OUT',
  'SAME_DATES',
  'INVALID_DATES',
  'STAY_TOO_LONG',
  'STAY_TOO_SHORT',
  'BOOKING_NOT_CHANGEABLE',
  'TOO_LATE_TO_CHANGE',
  'DATE_CHANGE_NOT_ALLOWED',
  'BOOKING_CHANGED',
  'NO_DATE_CHANGE_TO_PAY',
  'ADD_ON_UNAVAILABLE',
  'MKT_REWARD_MIN_SPEND',
  'PAYMENT_PROVIDER_UNAVAILABLE',
] as const;

export function dateChangeErrorText(error: unknown, t: T): string {
  if (error instanceof ApiCallError) {
    if ((CODES as readonly string[]).includes(error.code)) return t(`booking.modify.error.${error.code}`);
    if (error.status === 0 || error.code === 'NETWORK_ERROR') return t('booking.error.network');
    return error.message || t('booking.error.generic');
  }
  return t('booking.error.generic');
}
