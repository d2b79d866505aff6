import { DATE_FORMAT, ISO_DATE_FORMAT, addDays, formatDate, nightsBetween, parseDate, todayIn } from './dates';
import { DEFAULT_GUESTS, DEFAULT_ROOMS, RESIDENCE_MIN_NIGHTS } from './rules';

export interface StaySearch {
  /** DD-MM-YYYY */
  check_in_date: string;
  check_out_date: string;
  rooms: number;
  guest: number;
}

export interface SearchInput {
  check_in_date?: string | null;
  check_out_date?: string | null;
  rooms?: string | number | null;
  guest?: string | number | null;
}

export interface NormaliseOptions {
  /** the site country's time zone: "today" is the guest's day there, not in UTC */
  timezone?: string;
  /**
   * the zone whose today a stay without a check-in date starts on (the country's dayStartZone);
   * defaults to `timezone`
   */
  undatedTimezone?: string;
  /** residences (monthly stays): start not before tomorrow, at least 30 nights (spec §5) */
  residence?: boolean;
}

const fromIso = (iso: string) => formatDate(iso, DATE_FORMAT);

/** spec §5/§9: check-in today, check-out tomorrow, 1 room, 2 guests. */
export function searchDefaults(now: number | Date = Date.now(), timezone?: string): StaySearch {
  const today = todayIn(timezone, now);
  return {
    check_in_date: fromIso(today),
    check_out_date: fromIso(addDays(today, 1)),
    rooms: DEFAULT_ROOMS,
    guest: DEFAULT_GUESTS,
  };
}

/** URL values: a positive whole number, anything else (missing, 0, -1, "2x", 1.5) is invalid. */
function positiveInt(v: string | number | null | undefined): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? v : null;
  if (typeof v !== 'string' || !/^\s*\d+\s*$/.test(v)) return null;
  const n = Number.parseInt(v, 10);
  return n > 0 ? n : null;
}

/**
 * spec §5 search rules. Dates: a check-in on or before today becomes today; a check-out on or
 * before tomorrow becomes tomorrow, and never on or before the check-in (one night minimum).
 * Rooms/guest: if either is missing, ≤ 0 or not a number, both fall back to 1 room and 2 guests
 * (a lone valid "rooms=3" with a broken guest count cannot be trusted to mean anything).
 * Residences: a start in the past moves to tomorrow and the stay is at least 30 nights.
 */
export function normaliseSearch<T extends SearchInput>(
  q: T,
  now: number | Date = Date.now(),
  options: NormaliseOptions = {},
): Omit<T, keyof SearchInput> & StaySearch {
  const dated = Boolean(q.check_in_date?.trim());
  const today = todayIn(dated ? options.timezone : (options.undatedTimezone ?? options.timezone), now);
  const tomorrow = addDays(today, 1);
  const parsedIn = parseDate(q.check_in_date ?? null, DATE_FORMAT)?.format(ISO_DATE_FORMAT) ?? null;
  const parsedOut = parseDate(q.check_out_date ?? null, DATE_FORMAT)?.format(ISO_DATE_FORMAT) ?? null;

  let checkIn: string;
  let checkOut: string;
  if (options.residence) {
    checkIn = parsedIn && parsedIn >= today ? parsedIn : tomorrow;
    const minOut = addDays(checkIn, RESIDENCE_MIN_NIGHTS);
    checkOut = parsedOut && parsedOut >= minOut ? parsedOut : minOut;
  } else {
    checkIn = parsedIn && parsedIn > today ? parsedIn : today;
    const minOut = addDays(checkIn, 1);
    checkOut = parsedOut && parsedOut > tomorrow ? parsedOut : tomorrow;
    if (nightsBetween(checkIn, checkOut) < 1) checkOut = minOut;
  }

  const rooms = positiveInt(q.rooms);
  const guest = positiveInt(q.guest);
  const valid = rooms !== null && guest !== null;
  return {
    ...q,
    check_in_date: fromIso(checkIn),
    check_out_date: fromIso(checkOut),
    rooms: valid ? rooms : DEFAULT_ROOMS,
    guest: valid ? guest : DEFAULT_GUESTS,
  };
}
