import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/** GET deals: the running deals of a country. */
export function useDeals(country: CountryCode) {
  return useEndpointQuery('deals', { query: { country } });
}
