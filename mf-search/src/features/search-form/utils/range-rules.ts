/**
 * The date range picker's rules (spec §4, §5, §9): first tap sets the start, the second sets the
 * end (swapped when earlier than the start) if the length rules pass, a tap when both are set
 * starts again; stays of 1 to 90 nights; selectable from today up to 2 years ahead.
 */
import { BOOKING_HORIZON_YEARS, MAX_STAY_NIGHTS, MIN_STAY_NIGHTS, nightsBetween } from '@rednest/shared/format';
import { addYears, type IsoDate } from './calendar-date';

/** spec §4: a length violation shows its message for 3 seconds */
export const CALENDAR_MESSAGE_MS = 3_000;

export interface DateRange {
  start: IsoDate | null;
  end: IsoDate | null;
}

export interface RangeLimits {
  today: IsoDate;
  minNights?: number;
  maxNights?: number;
}

export type TapResult =
  | { kind: 'ok'; range: DateRange }
  | { kind: 'too-short'; range: DateRange }
  | { kind: 'too-long'; range: DateRange }
  | { kind: 'disabled'; range: DateRange };

export function lastSelectableDate(today: IsoDate): IsoDate {
  return addYears(today, BOOKING_HORIZON_YEARS);
}

export function isSelectable(date: IsoDate, today: IsoDate): boolean {
  return date >= today && date <= lastSelectableDate(today);
}

export function tapDate(range: DateRange, date: IsoDate, limits: RangeLimits): TapResult {
  const minNights = limits.minNights ?? MIN_STAY_NIGHTS;
  const maxNights = limits.maxNights ?? MAX_STAY_NIGHTS;
  if (!isSelectable(date, limits.today)) return { kind: 'disabled', range };
  if (!range.start || range.end) return { kind: 'ok', range: { start: date, end: null } };

  const [start, end] = date < range.start ? [date, range.start] : [range.start, date];
  const nights = nightsBetween(start, end);
  if (nights < minNights) return { kind: 'too-short', range };
  if (nights > maxNights) return { kind: 'too-long', range };
  return { kind: 'ok', range: { start, end } };
}

/** spec §9: the year picker shows 15 years a page. */
export const YEAR_PAGE_SIZE = 15;

/** The first year of the page that holds `year` (pages start at multiples of 15: 2025–2039). */
export function yearPageStart(year: number): number {
  return year - (((year % YEAR_PAGE_SIZE) + YEAR_PAGE_SIZE) % YEAR_PAGE_SIZE);
}

/** The month shown after picking a year: the same month of that year, kept between the first and last selectable months. */
export function monthInYear(month: IsoDate, year: number, firstMonth: IsoDate, lastMonth: IsoDate): IsoDate {
  const candidate = `${year}-${month.slice(5, 7)}-01`;
  return candidate < firstMonth ? firstMonth : candidate > lastMonth ? lastMonth : candidate;
}
