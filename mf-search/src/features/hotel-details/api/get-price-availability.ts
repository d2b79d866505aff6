import { useEndpointQuery } from '@rednest/shared/api-client';
import type { PriceAvailabilityQuery } from '@rednest/shared/contracts';

/**
 * GET hotel/:id/check_price_availability: every room type's plans priced all-in for the stay, or
 * sold out with nearby dates. Fresh for 30 s: prices move, and Book must show what the server has.
 */
export function usePriceAvailability(slug: string, stay: PriceAvailabilityQuery) {
  return useEndpointQuery(
    'hotelPriceAvailability',
    { params: { id: slug }, query: stay },
    { staleTime: 30_000, keepPrevious: true },
  );
}
