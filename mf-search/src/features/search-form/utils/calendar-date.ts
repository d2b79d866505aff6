/**
 * Stay dates are hotel-local calendar days, not instants (ARCHITECTURE: `date`), so the search form
 * keeps them as ISO 'YYYY-MM-DD' strings and does day arithmetic in UTC, where no day has 23 or 25
 * hours. Only "today" depends on a timezone (the country's): that comes from `todayIn` of
 * @rednest/shared/format, like the day arithmetic (`addDays`, `nightsBetween`) and the URL format
 * (`stayDateToIso` / `isoToStayDate`). What is here is the calendar's own: months, weeks, names.
 */
import { intlTag, type Locale } from '@rednest/shared/contracts';
import { addDays } from '@rednest/shared/format';

export type IsoDate = string;

function toUtc(iso: IsoDate): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addMonths(iso: IsoDate, months: number): IsoDate {
  const d = new Date(toUtc(iso));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return fromUtc(target.getTime());
}

export function addYears(iso: IsoDate, years: number): IsoDate {
  return addMonths(iso, years * 12);
}

/** 0 = Monday … 6 = Sunday (spec §5: the week starts on Monday). */
export function weekdayIndex(iso: IsoDate): number {
  return (new Date(toUtc(iso)).getUTCDay() + 6) % 7;
}

/** Spec §5: the weekend is Saturday or Sunday. */
export function isWeekend(iso: IsoDate): boolean {
  return weekdayIndex(iso) >= 5;
}

export function startOfMonth(iso: IsoDate): IsoDate {
  return `${iso.slice(0, 7)}-01`;
}

/** The 42-cell grid of a month (6 weeks, Monday first), including the neighbouring months' days. */
export function monthGrid(monthStart: IsoDate): IsoDate[] {
  const first = addDays(startOfMonth(monthStart), -weekdayIndex(startOfMonth(monthStart)));
  return Array.from({ length: 42 }, (_, i) => addDays(first, i));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and the calendar formats 42 days per render: cache them. */
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlTag(locale), { ...options, timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

function dateParts(iso: IsoDate, locale: Locale, options: Intl.DateTimeFormatOptions) {
  const parts = formatter(locale, options).formatToParts(new Date(toUtc(iso)));
  return (type: string) => parts.find((p) => p.type === type)?.value ?? '';
}

/** 'ddd, DD MMM' (spec §9) with the day and month names of the UI language: "Sun, 22 Nov". */
export function formatStayDate(iso: IsoDate, locale: Locale): string {
  const get = dateParts(iso, locale, { weekday: 'short', day: '2-digit', month: 'short' });
  return `${get('weekday')}, ${get('day')} ${get('month')}`;
}

/** Full date for screen readers: "Sunday, 22 November 2026". */
export function formatLongDate(iso: IsoDate, locale: Locale): string {
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(toUtc(iso)),
  );
}

export function formatMonthTitle(iso: IsoDate, locale: Locale): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(new Date(toUtc(iso)));
}

/** Short weekday names Monday → Sunday. */
export function weekdayNames(locale: Locale, width: 'short' | 'long' = 'short'): string[] {
  // 2024-01-01 is a Monday
  return Array.from({ length: 7 }, (_, i) =>
    formatter(locale, { weekday: width }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
}
