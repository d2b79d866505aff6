import type { SearchCriteria } from '@rednest/shared/contracts';
import { RECENT_SEARCHES_KEPT } from '@rednest/shared/format';

/**
 * Recent searches (spec §3, §4, §9): a new one goes first, an older search of the same place is
 * dropped (decision: one quick link per place, with the latest dates and guests), at most 5 kept.
 * Stored in this browser only (localStorage), never sent to the API.
 */
export const RECENT_SEARCHES_KEY = 'rn.recent_searches';

export interface RecentSearch extends SearchCriteria {
  /** the site country, so a search in Singapore is not offered on the Indonesian site */
  country: string;
  saved_at: number;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): recent searches simply do not persist
  }
}

function isRecentSearch(v: unknown): v is RecentSearch {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return typeof r.location === 'string' && typeof r.locationName === 'string' && typeof r.check_in_date === 'string'
    && typeof r.check_out_date === 'string' && typeof r.rooms === 'number' && typeof r.guest === 'number' && typeof r.country === 'string';
}

export function readRecentSearches(): RecentSearch[] {
  const raw = storage()?.getItem(RECENT_SEARCHES_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, RECENT_SEARCHES_KEPT) : [];
  } catch {
    return [];
  }
}

export function addRecentSearch(list: RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const rest = list.filter((r) => !(r.location === entry.location && r.country === entry.country));
  return [entry, ...rest].slice(0, RECENT_SEARCHES_KEPT);
}

export function saveRecentSearch(criteria: SearchCriteria, country: string, now: number = Date.now()): RecentSearch[] {
  const next = addRecentSearch(readRecentSearches(), { ...criteria, country, saved_at: now });
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // quota exceeded or storage disabled: the search itself still goes ahead
  }
  return next;
}
