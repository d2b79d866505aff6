import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET hotel/:id: the chosen property (name, address, picture, times, check-in policies). */
export function useSummaryHotel(slug: string | null) {
  return useEndpointQuery('hotelDetails', slug ? { params: { id: slug } } : null);
}
