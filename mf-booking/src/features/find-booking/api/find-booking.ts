import { isApiCallError, useEndpointMutation } from '@rednest/shared/api-client';

/** POST booking/v16/find_booking/send_code: mails a one-time code when the booking code and email match a guest booking. */
export function useSendFindBookingCode() {
  return useEndpointMutation('findBookingSendCode');
}

/** POST booking/v16/find_booking/verify: the mailed code answers the booking's salt. */
export function useVerifyFindBookingCode() {
  return useEndpointMutation('findBookingVerify');
}

/** What the form says: a label key, or a refusal's key with its wait (Retry-After seconds, said in words where it is shown). */
export type FindBookingError = string | { key: string; waitSeconds: number };

/** The label of a failed send or check; a 429 says how long to wait ("Please try again in 42 minutes"). */
export function findBookingErrorKey(error: unknown): FindBookingError {
  if (isApiCallError(error)) {
    if (error.code === 'INVALID_CODE') return 'booking.find.error.invalid';
    if (error.code === 'CODE_EXPIRED') return 'booking.find.error.expired';
    if (error.code === 'CODE_LOCKED') return 'booking.find.error.locked';
    if (error.status === 429)
      return error.retryAfterSeconds !== null
        ? { key: 'booking.find.error.tooManyFor', waitSeconds: error.retryAfterSeconds }
        : 'booking.find.error.tooMany';
    if (error.status === 400 || error.status === 404) return 'booking.find.error.details';
  }
  return 'booking.find.error.generic';
}
