import { useEndpointQuery } from '@rednest/shared/api-client';
import type { AreasQuery } from '@rednest/shared/contracts';

/** Location suggestions of the main site (spec §7 areas v14). `null` waits. */
export function useAreas(query: AreasQuery | null) {
  return useEndpointQuery('areas', query ? { query } : null);
}
