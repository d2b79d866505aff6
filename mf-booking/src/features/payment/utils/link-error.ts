import { ApiCallError } from '@rednest/shared/api-client';
import { bookingErrorText } from '../../../utils/booking-error';

type T = (key: string, vars?: Record<string, string | number>) => string;

const LINK_CODES = [
  'PAYMENT_LINK_NO_EMAIL',
  'PAYMENT_LINK_NO_PHONE',
  'PAYMENT_LINK_EXPIRED',
  'PAYMENT_LINK_REPLACED',
  'PAYMENT_LINK_PAID',
  'PAYMENT_LINK_ENDED',
] as const;

/** A payment-link failure in words (stable codes → texts); other codes as any checkout failure. */
export function linkErrorText(error: unknown, t: T): string {
  if (error instanceof ApiCallError) {
    if ((LINK_CODES as readonly string[]).includes(error.code)) return t(`booking.link.error.${error.code}`);
    if (error.code === 'RATE_LIMITED') return t('booking.link.error.RATE_LIMITED');
  }
  return bookingErrorText(error, t);
}
