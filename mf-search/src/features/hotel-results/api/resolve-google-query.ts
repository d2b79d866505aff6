import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/**
 * The google_query entry (spec §2): a guest arriving from a search engine with words, not a slug.
 * GET get_locations resolves them (typo-tolerant) to the best place of the site's country.
 */
export function useResolveGoogleQuery(text: string | null, country: CountryCode) {
  const q = text?.trim().slice(0, 100) ?? '';
  return useEndpointQuery('getLocations', q.length >= 2 ? { query: { q, country, limit: 1 } } : null, {
    staleTime: 10 * 60_000,
  });
}
