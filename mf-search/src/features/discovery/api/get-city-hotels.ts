import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET list_hotels: every hotel of a city (a city's sitemap). */
export function useCityHotels(city: string | null) {
  return useEndpointQuery('listHotels', city ? { query: { city, limit: 1000 } } : null);
}
