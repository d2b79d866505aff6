/**
 * A hotel page's first calls, as the edge can know them before any script: the page
 * (mf-search HotelPage) asks the hotel, its price for the stay in the URL, the facility icons, the
 * first page of reviews and the properties nearby. For a URL that holds only the stay and the party
 * the stay is read with the spec §5 rules in the site country's time zone (never the visitor's), as
 * a hotel that is not a residence reads it, so the edge can ask what the page asks
 * (deploy/src/edge/first-view/page-answers.ts); a residence asks again for its monthly stay once the hotel is in.
 * mf-search reads its page sizes from here. No React: the edge reads this file in Node.
 */
import { countryOfLocale, isLocale, type Locale } from '@rednest/shared/contracts';
import { clampOccupancy, normaliseSearch } from '@rednest/shared/format';

/** reviews per page (GET get-site-reviews/:id) */
export const REVIEWS_PAGE_SIZE = 5;
/** properties nearby under a hotel (GET recommended_properties) */
export const RECOMMENDED_LIMIT = 6;

/** the parameters the first view reads; any other one makes the edge ask nothing */
const PLAIN_PARAMS = new Set(['check_in_date', 'check_out_date', 'rooms', 'guest']);

export interface HotelFirstViewStay {
  check_in_date: string;
  check_out_date: string;
  rooms: number;
  guest: number;
}

/**
 * The slug and stay of `/{locale}/hotel/{slug}` at `now`, and the page's locale; null for any other
 * page or a URL with other parameters.
 */
export function hotelFirstViewStay(
  pathname: string,
  search: string,
  now: number | Date,
): { locale: Locale; slug: string; stay: HotelFirstViewStay } | null {
  const m = /^\/([a-z]{2}-[a-z]{2})\/hotel\/([a-z0-9][a-z0-9-]{0,150})\/?$/.exec(pathname);
  if (!m || !isLocale(m[1])) return null;
  const params = new URLSearchParams(search);
  for (const key of params.keys()) if (!PLAIN_PARAMS.has(key)) return null;
  const raw = {
    check_in_date: params.get('check_in_date'),
    check_out_date: params.get('check_out_date'),
    rooms: params.get('rooms'),
    guest: params.get('guest'),
  };
  const stay = normaliseSearch(raw, now, { timezone: countryOfLocale(m[1]).timezone, residence: false });
  const occupancy = clampOccupancy({ rooms: stay.rooms, guest: stay.guest });
  return {
    locale: m[1],
    slug: m[2]!,
    stay: {
      check_in_date: stay.check_in_date,
      check_out_date: stay.check_out_date,
      rooms: occupancy.rooms,
      guest: occupancy.guest,
    },
  };
}
