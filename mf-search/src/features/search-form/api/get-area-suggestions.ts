import { useEffect, useState } from 'react';
import { ApiCallError, type ApiClient } from '@rednest/shared/api-client';
import type { Area, CountryCode, SiteKind } from '@rednest/shared/contracts';
import { useShell, useSiteContext } from '../../../app/providers';

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

export const MIN_QUERY_LENGTH = 2;
export const SUGGESTION_DEBOUNCE_MS = 250;

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; areas: Area[] }
  | { status: 'error'; message: string };

/** Debounced suggestions for what the user types: nothing under 2 characters, stale answers dropped. */
export function useAreaSuggestions(text: string, enabled: boolean): SuggestionState {
  const { api } = useShell();
  const site = useSiteContext();
  const [state, setState] = useState<SuggestionState>({ status: 'idle' });
  const q = text.trim();

  useEffect(() => {
    if (!enabled || q.length < MIN_QUERY_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      getAreaSuggestions(api, { q, country: site.country.code, kind: site.kind, brandSlug: site.brandSlug }, controller.signal)
        .then((areas) => {
          if (!controller.signal.aborted) setState({ status: 'ready', areas });
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          const message = err instanceof ApiCallError || err instanceof Error ? err.message : String(err);
          setState({ status: 'error', message });
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, q, enabled, site.country.code, site.kind, site.brandSlug]);

  return state;
}
