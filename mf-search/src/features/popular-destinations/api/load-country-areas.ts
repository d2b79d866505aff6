import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/** The cities of a country from the CDN location tree (spec §7 areas v12). */
export function useCountryAreas(country: CountryCode) {
  return useEndpointQuery('areasCdn', { query: { country, category: 'city' } });
}
