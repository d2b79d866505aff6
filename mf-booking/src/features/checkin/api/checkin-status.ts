import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/checkin_status: where a booking stands for self check-in, and its QR pass once checked in. */
export function useCheckinStatus(salt: string | null) {
  return useEndpointQuery('checkinStatus', salt ? { query: { booking_salt: salt } } : null, { staleTime: 0 });
}
