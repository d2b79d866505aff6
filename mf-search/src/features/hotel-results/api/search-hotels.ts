import { useEndpointPages } from '@rednest/shared/api-client';
import type { HotelsListQuery } from '@rednest/shared/contracts';
import { PAGE_SIZE } from '@rednest/shared/format';

/**
 * Search results for a place and stay, page by page (spec §7 GET /hotels/list, search host v1;
 * spec §4: a new query starts again at page 1, "load more" asks for the server's next_page).
 * `null` waits (no place chosen).
 */
export function useSearchHotels(query: Omit<HotelsListQuery, 'page' | 'per_page'> | null) {
  return useEndpointPages('hotelsList', query ? { query: { ...query, per_page: PAGE_SIZE } } : null, {
    nextPage: (last) => last.next_page,
  });
}
