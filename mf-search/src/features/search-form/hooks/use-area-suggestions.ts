import { useEffect, useState } from 'react';
import type { Area } from '@rednest/shared/contracts';
import { ApiCallError } from '@rednest/shared/api-client';
import { useShell, useSiteContext } from '../../../app/providers';
import { getAreaSuggestions } from '../api/get-area-suggestions';

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
