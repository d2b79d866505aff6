import type { ApiClient } from '@rednest/shared/api-client';
import type { HotelsList, HotelsListQuery } from '@rednest/shared/contracts';

/** spec §9: listing page size 10 */
export const PAGE_SIZE = 10;

/** Search results for a place and stay (spec §7 GET /hotels/list, search host v1). */
export function searchHotels(api: ApiClient, query: HotelsListQuery, signal?: AbortSignal): Promise<HotelsList> {
  return api.call<HotelsList>('hotelsList', { query: { ...query, per_page: PAGE_SIZE }, signal });
}
