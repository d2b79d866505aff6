import { ApiCallError } from '@rednest/shared/api-client';
import { waitInWords } from '@rednest/shared/format';
import { EXTRAS_ERROR_CODES } from './extras-error';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** A booking or payment failure in words a guest understands (stable error codes → texts); with `locale`, a refusal says its wait. */
export function bookingErrorText(error: unknown, t: T, locale?: string): string {
  if (error instanceof ApiCallError) {
    switch (error.code) {
      case 'ROOM_SOLD_OUT':
        return t('booking.error.soldOut');
      case 'BOOKING_NOT_PENDING':
        return t('booking.error.notPending');
      case 'PAYMENT_PROVIDER_UNAVAILABLE':
        return t('booking.error.providerDown');
      case 'VALIDATION_FAILED':
        return t('booking.error.invalid');
      case 'RATE_LIMITED':
        return locale && error.retryAfterSeconds !== null
          ? t('booking.error.rateLimitedFor', { wait: waitInWords(error.retryAfterSeconds, locale) })
          : t('booking.error.rateLimited');
      default:
        // a code or extra that stopped applying between the summary and booking
        if ((EXTRAS_ERROR_CODES as readonly string[]).includes(error.code))
          return t(`booking.extras.error.${error.code}`);
        if (error.status === 0 || error.code === 'NETWORK_ERROR') return t('booking.error.network');
        return error.message || t('booking.error.generic');
    }
  }
  return t('booking.error.generic');
}
