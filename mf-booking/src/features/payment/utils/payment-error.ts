import { ApiCallError } from '@rednest/shared/api-client';
import { bookingErrorText } from '../../../utils/booking-error';

type T = (key: string, vars?: Record<string, string | number>) => string;

const REASONS = [
  'PAH_NOT_OFFERED',
  'PAH_NON_REFUNDABLE',
  'PAH_NOT_FOR_GUEST',
  'PAH_TOO_FAR_AHEAD',
  'PAH_TOO_LATE',
  'PAH_CLUB_PLAN',
  'ORDER_NOT_PENDING',
];
/** the reason code a PAH_NOT_AVAILABLE answer carries in its details */
function reasonOf(body: unknown): string {
  const reason = (body as { details?: { message?: unknown }[] } | null)?.details?.[0]?.message;
  return typeof reason === 'string' && REASONS.includes(reason) ? reason : 'PAH_NOT_OFFERED';
}

/** why a payment step failed, in words (the pay-at-hotel and code errors, then the checkout ones); with `locale`, a refusal says its wait */
export function paymentErrorText(error: unknown, t: T, locale?: string): string {
  if (error instanceof ApiCallError) {
    switch (error.code) {
      case 'PAH_NOT_AVAILABLE':
        return t(`booking.pay.reason.${reasonOf(error.body)}`);
      case 'INVALID_ARRIVAL_SLOT':
        return t('booking.pah.slotGone');
      case 'INVALID_CODE':
        return t('booking.find.error.invalid');
      case 'CODE_EXPIRED':
        return t('booking.find.error.expired');
      case 'CODE_LOCKED':
        return t('booking.find.error.locked');
      default:
    }
  }
  return bookingErrorText(error, t, locale);
}
