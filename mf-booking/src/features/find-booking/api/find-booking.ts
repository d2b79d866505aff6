import { isApiCallError, useEndpointMutation } from '@rednest/shared/api-client';

/** POST booking/v16/find_booking/send_code: mails a one-time code when the booking code and email match a guest booking. */
export function useSendFindBookingCode() {
  return useEndpointMutation('findBookingSendCode');
}

/** POST booking/v16/find_booking/verify: the mailed code answers the booking's salt. */
export function useVerifyFindBookingCode() {
  return useEndpointMutation('findBookingVerify');
}

/** The label key of a failed send or check. */
export function findBookingErrorKey(error: unknown): string {
  if (isApiCallError(error)) {
    if (error.code === 'INVALID_CODE') return 'booking.find.error.invalid';
    if (error.code === 'CODE_EXPIRED') return 'booking.find.error.expired';
    if (error.code === 'CODE_LOCKED') return 'booking.find.error.locked';
    if (error.status === 429) return 'booking.find.error.tooMany';
    if (error.status === 400 || error.status === 404) return 'booking.find.error.details';
  }
  return 'booking.find.error.generic';
}
