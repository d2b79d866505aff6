import { useEndpointQuery } from '@rednest/shared/api-client';
import type { FiltersQuery } from '@rednest/shared/contracts';

/**
 * GET get_filters: the options of a search with their counts and its price bands. The counts are
 * of the search before its filters, so one answer serves every choice; it waits for a place.
 */
export function useListingFilters(query: FiltersQuery | null) {
  return useEndpointQuery('getFilters', query ? { query } : null, { keepPrevious: true });
}
