import { useEndpointQuery } from '@rednest/shared/api-client';
import type { HotelsListQuery } from '@rednest/shared/contracts';
import { PAGE_SIZE } from '@rednest/shared/format';

/**
 * GET hotels/sold_out_hotels: the search's properties with no room left for the stay, shown under
 * the available ones once those are all listed. Spec §4: on a fresh load this list has no "more"
 * (its first page only); `null` waits until the available list has ended.
 */
export function useSoldOutHotels(query: Omit<HotelsListQuery, 'page' | 'per_page'> | null) {
  return useEndpointQuery('hotelsSoldOut', query ? { query: { ...query, page: 1, per_page: PAGE_SIZE } } : null);
}
