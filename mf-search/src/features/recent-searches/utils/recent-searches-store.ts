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
  return (
    typeof r.location === 'string' &&
    typeof r.locationName === 'string' &&
    typeof r.check_in_date === 'string' &&
    typeof r.check_out_date === 'string' &&
    typeof r.rooms === 'number' &&
    typeof r.guest === 'number' &&
    typeof r.country === 'string'
  );
}

/** a kept list (newest first, at most RECENT_SEARCHES_KEPT) from storage; broken contents read as none */
function readKept<T>(key: string, valid: (v: unknown) => v is T): T[] {
  const raw = storage()?.getItem(key);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(valid).slice(0, RECENT_SEARCHES_KEPT) : [];
  } catch {
    return [];
  }
}

function writeKept(key: string, list: unknown[]): void {
  try {
    storage()?.setItem(key, JSON.stringify(list));
  } catch {
    // quota exceeded or storage disabled: the search itself still goes ahead
  }
}

/** newest first, an older entry of the same place dropped, at most RECENT_SEARCHES_KEPT (spec §4, §9) */
function keepNewest<T>(list: T[], entry: T, same: (a: T, b: T) => boolean): T[] {
  return [entry, ...list.filter((r) => !same(r, entry))].slice(0, RECENT_SEARCHES_KEPT);
}

export function readRecentSearches(): RecentSearch[] {
  return readKept(RECENT_SEARCHES_KEY, isRecentSearch);
}

export function addRecentSearch(list: RecentSearch[], entry: RecentSearch): RecentSearch[] {
  return keepNewest(list, entry, (a, b) => a.location === b.location && a.country === b.country);
}

export function saveRecentSearch(criteria: SearchCriteria, country: string, now: number = Date.now()): RecentSearch[] {
  const next = addRecentSearch(readRecentSearches(), { ...criteria, country, saved_at: now });
  writeKept(RECENT_SEARCHES_KEY, next);
  return next;
}

/**
 * Popular locations (spec §3 local stores): the places this browser searched, newest first, one
 * entry per place, at most 5; the place picker offers them before anything is typed.
 */
export const POPULAR_LOCATIONS_KEY = 'rn.popular_locations';

export interface PopularLocation {
  slug: string;
  name: string;
  country: string;
  saved_at: number;
}

function isPopularLocation(v: unknown): v is PopularLocation {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.slug === 'string' &&
    typeof r.name === 'string' &&
    typeof r.country === 'string' &&
    typeof r.saved_at === 'number'
  );
}

/** this country's places, newest first */
export function readPopularLocations(country: string): PopularLocation[] {
  return readKept(POPULAR_LOCATIONS_KEY, isPopularLocation).filter((p) => p.country === country);
}

export function addPopularLocation(list: PopularLocation[], entry: PopularLocation): PopularLocation[] {
  return keepNewest(list, entry, (a, b) => a.slug === b.slug);
}

export function savePopularLocation(
  place: { slug: string; name: string },
  country: string,
  now: number = Date.now(),
): PopularLocation[] {
  const next = addPopularLocation(readKept(POPULAR_LOCATIONS_KEY, isPopularLocation), {
    slug: place.slug,
    name: place.name,
    country,
    saved_at: now,
  });
  writeKept(POPULAR_LOCATIONS_KEY, next);
  return next;
}
