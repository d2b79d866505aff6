import type { ApiClient } from '@rednest/shared/api-client';
import type { Area, SiteKind, CountryCode } from '@rednest/shared/contracts';

export interface AreaSuggestionQuery {
  q: string;
  country: CountryCode;
  kind: SiteKind;
  brandSlug: string | null;
}

export const SUGGESTION_LIMIT = 8;

/**
 * Location suggestions (spec §6/§7): the corporate site asks `areas` v15 with platform=corporate,
 * a brand site asks v16 with source=<brand>, every other site v14.
 */
export async function getAreaSuggestions(api: ApiClient, query: AreaSuggestionQuery, signal?: AbortSignal): Promise<Area[]> {
  const common = { q: query.q, country: query.country, limit: SUGGESTION_LIMIT };
  let response: { areas: Area[] };
  if (query.kind === 'corporate') {
    response = await api.call<{ areas: Area[] }>('areasCorporate', { query: { ...common, platform: 'corporate' }, signal });
  } else if (query.kind === 'brand' && query.brandSlug) {
    response = await api.call<{ areas: Area[] }>('areasBrand', { query: { ...common, source: query.brandSlug }, signal });
  } else {
    response = await api.call<{ areas: Area[] }>('areas', { query: common, signal });
  }
  return response.areas ?? [];
}
