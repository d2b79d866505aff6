import { useEndpointQuery } from '@rednest/shared/api-client';
import type { PriceAvailabilityQuery } from '@rednest/shared/contracts';

/** GET hotel/:id/check_price_availability: the server's all-in price of the stay, asked afresh. */
export function useStayPrice(slug: string | null, stay: PriceAvailabilityQuery) {
  return useEndpointQuery('hotelPriceAvailability', slug ? { params: { id: slug }, query: stay } : null, {
    staleTime: 0,
  });
}
