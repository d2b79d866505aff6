import type { HotelCard } from '@rednest/shared/contracts';
import { FIRST_LOAD_THRESHOLD, FIRST_LOAD_THRESHOLD_NARROW } from '@rednest/shared/format';

/**
 * spec §9: a fresh listing keeps asking for pages until it holds 20 hotels (10 for a google_query
 * entry or hotels-around-you, which answer from a narrower set) or the server has no more.
 */
export function firstLoadThreshold(entry: { googleQuery?: boolean; aroundYou?: boolean }): number {
  return entry.googleQuery || entry.aroundYou ? FIRST_LOAD_THRESHOLD_NARROW : FIRST_LOAD_THRESHOLD;
}

/** Whether the first load should ask for the next page on its own (no "Load more" tap). */
export function needsAnotherFirstPage(state: {
  loaded: number;
  threshold: number;
  hasMore: boolean;
  fetching: boolean;
  pagesLoaded: number;
}): boolean {
  // a page that came back empty (filters narrowed it on the server) still counts as a page; ten
  // pages is the most a first load asks for, so a sparse result cannot turn into a request storm
  return state.hasMore && !state.fetching && state.loaded < state.threshold && state.pagesLoaded < 10;
}

/** spec §4: hotels with a tariff first (the server's order kept within each group). */
export function tariffFirst(hotels: readonly HotelCard[]): HotelCard[] {
  const priced: HotelCard[] = [];
  const unpriced: HotelCard[] = [];
  for (const h of hotels) (h.tarrif !== null && h.tarrif > 0 ? priced : unpriced).push(h);
  return unpriced.length ? [...priced, ...unpriced] : [...priced];
}

/** spec §4: the listing's minimum price falls back to 99 (minor units) when not positive. */
export const MIN_PRICE_FALLBACK = 99;
export function listingMinPrice(minPrice: number | null | undefined): number {
  return typeof minPrice === 'number' && Number.isFinite(minPrice) && minPrice > 0 ? minPrice : MIN_PRICE_FALLBACK;
}

/** the listing's "from … per night": minPrice is the cheapest stay's all-in total, so per night it is that over the nights (half up, as the cards' per_night) */
export function listingMinPerNight(minPrice: number | null | undefined, nights: number | null | undefined): number {
  return listingMinPrice(
    typeof minPrice === 'number' && typeof nights === 'number' && nights > 0 ? Math.round(minPrice / nights) : minPrice,
  );
}

/**
 * spec §4: the "nothing found" state is set only once paging has ended with nothing; while pages
 * are still coming (or the next one is being asked for) the list is loading, not empty.
 */
export function isEmptyAfterPaging(state: { loaded: number; hasMore: boolean; fetching: boolean }): boolean {
  return state.loaded === 0 && !state.hasMore && !state.fetching;
}
