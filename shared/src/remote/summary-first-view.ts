/**
 * The booking summary's first calls, as the edge can know them before any script: the page
 * (mf-booking BookingSummaryPage) asks the hotel, its price for the stay in the URL, and for the room
 * and plan it finds there the add-ons, the codes on offer, the member's rewards (none for a guest),
 * and once drawn a captcha challenge. For a URL that holds only the choice, the stay and the party,
 * the choice is read as the page reads it (`summaryChoiceOf`) and the stay with the spec §5 rules in
 * the site country's time zone, as a hotel that is not a residence reads it, so the edge can ask
 * what the page asks (deploy/src/edge/first-view/page-answers.ts); a residence asks again for its
 * monthly stay once the hotel is in. No React: the edge reads this file in Node.
 */
import { countryOfLocale, isLocale, type Locale } from '@rednest/shared/contracts';
import { clampOccupancy, normaliseSearch } from '@rednest/shared/format';

export interface SummaryChoice {
  hotel: string;
  roomTypeId: number;
  ratePlanId: number;
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;
const ID = /^[1-9]\d{0,9}$/;

/** The hotel, room type and rate plan of a summary's URL parameters; null when one is missing or malformed. */
export function summaryChoiceOf(params: URLSearchParams): SummaryChoice | null {
  const hotel = params.get('hotel') ?? '';
  const room = params.get('room_type_id') ?? '';
  const plan = params.get('rate_plan_id') ?? '';
  if (!SLUG.test(hotel) || !ID.test(room) || !ID.test(plan)) return null;
  return { hotel, roomTypeId: Number(room), ratePlanId: Number(plan) };
}

/** the parameters the first view reads; any other one makes the edge ask nothing */
const PLAIN_PARAMS = new Set([
  'hotel',
  'room_type_id',
  'rate_plan_id',
  'check_in_date',
  'check_out_date',
  'rooms',
  'guest',
]);

export interface SummaryFirstView {
  locale: Locale;
  choice: SummaryChoice;
  stay: { check_in_date: string; check_out_date: string; rooms: number; guest: number };
}

/** The choice and stay of `/{locale}/bookingsummary?…` at `now`; null for any other page or a URL with other parameters. */
export function summaryFirstView(pathname: string, search: string, now: number | Date): SummaryFirstView | null {
  const m = /^\/([a-z]{2}-[a-z]{2})\/bookingsummary\/?$/.exec(pathname);
  if (!m || !isLocale(m[1])) return null;
  const params = new URLSearchParams(search);
  for (const key of params.keys()) if (!PLAIN_PARAMS.has(key)) return null;
  const choice = summaryChoiceOf(params);
  if (!choice) return null;
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
    choice,
    stay: {
      check_in_date: stay.check_in_date,
      check_out_date: stay.check_out_date,
      rooms: occupancy.rooms,
      guest: occupancy.guest,
    },
  };
}
