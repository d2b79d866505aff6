import { useEndpointQuery } from '@rednest/shared/api-client';
import type { PriceAvailabilityQuery } from '@rednest/shared/contracts';

/** GET recommended_properties: other available properties near this one, for the same stay. */
export function useRecommended(slug: string, stay: PriceAvailabilityQuery) {
  return useEndpointQuery('recommendedProperties', { query: { hotel: slug, ...stay, limit: 6 } });
}
