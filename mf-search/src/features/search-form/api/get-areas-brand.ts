import { useEndpointQuery } from '@rednest/shared/api-client';
import type { AreasQuery } from '@rednest/shared/contracts';

/** Location suggestions limited to a brand's properties (spec §6/§7 areas v16, source=<brand>). `null` waits. */
export function useAreasBrand(query: AreasQuery | null, brandSlug: string) {
  return useEndpointQuery('areasBrand', query ? { query: { ...query, source: brandSlug } } : null);
}
