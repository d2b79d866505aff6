import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET hotel/:id: the property (gallery, facilities, address, times, policies, rooms, plans). */
export function useHotel(slug: string) {
  return useEndpointQuery('hotelDetails', { params: { id: slug } });
}
