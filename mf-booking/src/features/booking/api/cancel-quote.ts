import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/cancellation_quote: what cancelling now would give back (asked when the guest opens "Cancel"). */
export function useCancelQuote(salt: string | null) {
  return useEndpointQuery('cancelQuote', salt ? { query: { booking_salt: salt } } : null, { staleTime: 0 });
}
