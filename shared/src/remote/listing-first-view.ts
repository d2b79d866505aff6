/**
 * The listing's first search, as the edge can know it before any script: the largest
 * paint of a listing is its first result's picture, and the edge draws that picture into the
 * prerendered skeleton (first-view-slots LISTING_PICTURE_SLOT) when it can ask the same search the
 * page will ask. The page's search (mf-search ResultsPage) reads the URL with the spec §5 rules in
 * the site country's time zone (never the visitor's), so for a URL that holds only the place, the
 * stay and the party the edge asks exactly what the page asks. Any other parameter makes the first
 * result depend on what only the browser knows (a sort, filters, a member's filters, a Google query
 * to resolve, a residence stay), and the edge draws nothing. mf-search's tests pin that ResultsPage
 * asks this query for such URLs. No React: the edge reads this file in Node.
 */
import { countryOfLocale, isLocale, isOneOf, SORT_TYPES, type Locale, type SortType } from '@rednest/shared/contracts';
import { clampOccupancy, defaultOrderOf, normaliseSearch } from '@rednest/shared/format';

/** the listing's sort when neither the URL nor the mobile site's `sort_type` setting names another (spec §9) */
export const LISTING_DEFAULT_SORT: SortType = 'popular';

/**
 * The sort a listing starts with when the URL names none (spec §9): the site setting `sort_type`
 * on the mobile site; non-mobile devices force popular. One rule for the page (mf-search) and the
 * edge, which does not know the device and draws only when both devices start alike.
 */
export function listingDefaultSort(siteSortType: string | null | undefined, device: 'mobile' | 'desktop'): SortType {
  if (device !== 'mobile') return LISTING_DEFAULT_SORT;
  const wanted = siteSortType?.toLowerCase();
  return isOneOf(SORT_TYPES, wanted) ? wanted : LISTING_DEFAULT_SORT;
}

/** the parameters the first view's search reads; any other one makes the edge draw nothing */
const PLAIN_PARAMS = new Set(['location', 'name', 'check_in_date', 'check_out_date', 'rooms', 'guest']);

export interface ListingFirstViewQuery {
  location: string;
  check_in_date: string;
  check_out_date: string;
  rooms: number;
  guest: number;
  sort_by: string;
  order_by: 'asc' | 'desc';
}

/**
 * The hotelsList query (without page and per_page) of `/{locale}/search?location=…` or
 * `/{locale}/list-hotels/{slug}` at `now`, and the page's locale; null for any other page or a URL
 * with other parameters. The sort is the default one: the caller must know the site's mobile
 * `sort_type` is the default too (or that the device is not a phone).
 */
export function listingFirstViewQuery(
  pathname: string,
  search: string,
  now: number | Date,
): { locale: Locale; query: ListingFirstViewQuery } | null {
  const m = /^\/([a-z]{2}-[a-z]{2})\/(?:search|list-hotels\/([a-z0-9][a-z0-9-]{0,150}))\/?$/.exec(pathname);
  if (!m || !isLocale(m[1])) return null;
  const locale = m[1];
  const params = new URLSearchParams(search);
  for (const key of params.keys()) if (!PLAIN_PARAMS.has(key)) return null;
  const location = params.get('location') || m[2] || '';
  if (!/^[a-z0-9][a-z0-9-]{0,150}$/.test(location)) return null;
  const raw = {
    check_in_date: params.get('check_in_date'),
    check_out_date: params.get('check_out_date'),
    rooms: params.get('rooms'),
    guest: params.get('guest'),
  };
  const stay = normaliseSearch(raw, now, { timezone: countryOfLocale(locale).timezone, residence: false });
  const occupancy = clampOccupancy({ rooms: stay.rooms, guest: stay.guest });
  return {
    locale,
    query: {
      location,
      check_in_date: stay.check_in_date,
      check_out_date: stay.check_out_date,
      rooms: occupancy.rooms,
      guest: occupancy.guest,
      sort_by: LISTING_DEFAULT_SORT,
      order_by: defaultOrderOf(LISTING_DEFAULT_SORT),
    },
  };
}
