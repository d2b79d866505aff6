import { useApi, type ApiClient } from '@rednest/shared/api-client';
import type { Area, CountryCode } from '@rednest/shared/contracts';

/** The location tree of a country from the CDN (spec §7 areas v12), flat. */
export function loadCountryAreas(api: ApiClient, country: CountryCode, signal?: AbortSignal) {
  return api.call<{ areas: Area[] }>('areasCdn', { query: { country, category: 'city' }, signal });
}

export function useCountryAreas(country: CountryCode) {
  return useApi<{ areas: Area[] }>('areasCdn', { query: { country, category: 'city' } }, [country]);
}
