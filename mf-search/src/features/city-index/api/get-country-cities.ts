import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/** GET countries/list_city: the country's cities with their property counts (a listing without a place). */
export function useCountryCities(country: CountryCode) {
  return useEndpointQuery('countryCities', { query: { country } });
}
