import { useEndpointQuery } from '@rednest/shared/api-client';
import type { PriceAvailabilityQuery } from '@rednest/shared/contracts';
// the number the edge asks with too (deploy page-answers.ts)
import { RECOMMENDED_LIMIT } from '@rednest/shared/remote/hotel-first-view';

/** GET recommended_properties: other available properties near this one, for the same stay. */
export function useRecommended(slug: string, stay: PriceAvailabilityQuery) {
  return useEndpointQuery('recommendedProperties', { query: { hotel: slug, ...stay, limit: RECOMMENDED_LIMIT } });
}
