import { useEffect, useState } from 'react';
import type { Area, AreasQuery } from '@rednest/shared/contracts';
import { useShellSite } from '@rednest/shared/remote';
import { useAreas } from '../api/get-areas';
import { useAreasBrand } from '../api/get-areas-brand';
import { useAreasCorporate } from '../api/get-areas-corporate';

export const SUGGESTION_LIMIT = 8;
export const MIN_QUERY_LENGTH = 2;
export const SUGGESTION_DEBOUNCE_MS = 250;

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; areas: Area[] }
  | { status: 'error'; message: string };

/** The value once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Debounced location suggestions for what the user types: nothing under 2 characters. Spec §6/§7:
 * the corporate site asks `areas` v15 (platform=corporate), a brand site v16 (source=<brand>),
 * every other site v14; only the site's variant is asked, the others wait.
 */
export function useAreaSuggestions(text: string, enabled: boolean): SuggestionState {
  const site = useShellSite();
  const q = text.trim();
  const wanted = enabled && q.length >= MIN_QUERY_LENGTH ? q : '';
  const settled = useSettled(wanted, SUGGESTION_DEBOUNCE_MS);
  const query: AreasQuery | null =
    settled && settled === wanted ? { q: settled, country: site.country.code, limit: SUGGESTION_LIMIT } : null;

  const brand = site.kind === 'brand' && site.brandSlug ? site.brandSlug : null;
  const variant = site.kind === 'corporate' ? 'corporate' : brand ? 'brand' : 'main';
  const main = useAreas(variant === 'main' ? query : null);
  const corporate = useAreasCorporate(variant === 'corporate' ? query : null);
  const branded = useAreasBrand(variant === 'brand' ? query : null, brand ?? '');
  const result = variant === 'corporate' ? corporate : variant === 'brand' ? branded : main;

  if (!wanted) return { status: 'idle' };
  // still typing (not settled yet) or asking
  if (!query) return { status: 'loading' };
  if (result.data) return { status: 'ready', areas: result.data.areas };
  if (result.error) return { status: 'error', message: result.error.message };
  return { status: 'loading' };
}
