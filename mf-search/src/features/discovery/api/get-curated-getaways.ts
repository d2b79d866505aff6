import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/** GET curated_getaways: a country's best-rated properties by kind of place. */
export function useCuratedGetaways(country: CountryCode) {
  return useEndpointQuery('curatedGetaways', { query: { country } });
}
