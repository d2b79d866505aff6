import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/** GET city_and_hotels_list: a country's cities with their most popular hotels (the sitemap). */
export function useCityAndHotels(country: CountryCode | null) {
  return useEndpointQuery('cityAndHotelsList', country ? { query: { country, hotels_per_city: 10 } } : null);
}
