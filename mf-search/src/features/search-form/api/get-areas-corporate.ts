import { useEndpointQuery } from '@rednest/shared/api-client';
import type { AreasQuery } from '@rednest/shared/contracts';

/** Location suggestions of the corporate site (spec §6/§7 areas v15, platform=corporate). `null` waits. */
export function useAreasCorporate(query: AreasQuery | null) {
  return useEndpointQuery('areasCorporate', query ? { query: { ...query, platform: 'corporate' } } : null);
}
