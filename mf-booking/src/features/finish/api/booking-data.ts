import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/fetch_booking_data: what the booking's owner can do with it now (cancel, check in, …), decided by the server. */
export function useBookingData(salt: string | null) {
  return useEndpointQuery('fetchBookingData', salt ? { query: { booking_salt: salt } } : null, { staleTime: 0 });
}
