import dayjs, { type Dayjs } from 'dayjs';

/** spec §9: stay dates travel as DD-MM-YYYY unless an endpoint says otherwise. */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const SHORT_DAY_FORMAT = 'ddd, DD MMM';
export type DateFormat = typeof DATE_FORMAT | typeof ISO_DATE_FORMAT | typeof SHORT_DAY_FORMAT;

export type DateInput = Date | string | number | Dayjs;
export type NumericDateFormat = typeof DATE_FORMAT | typeof ISO_DATE_FORMAT;

/**
 * The two numeric stay-date formats, field by field. This was dayjs's customParseFormat plugin,
 * which reads any format: for these two alone it cost 1.5 KB gzip on every page (README).
 */
const NUMERIC_DATE: Record<NumericDateFormat, RegExp> = {
  [DATE_FORMAT]: /^(\d{2})-(\d{2})-(\d{4})$/,
  [ISO_DATE_FORMAT]: /^(\d{4})-(\d{2})-(\d{2})$/,
};

/** The local calendar day `s` names in `fmt`, or null (another shape, or a day the month lacks: 31-02 rolls over, and is refused). */
function strictDate(s: string, fmt: NumericDateFormat): Dayjs | null {
  const m = NUMERIC_DATE[fmt].exec(s);
  if (!m) return null;
  const [year, month, day] = fmt === DATE_FORMAT ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
  const value = dayjs(new Date(Number(year), Number(month) - 1, Number(day)));
  return value.isValid() && value.format(fmt) === s ? value : null;
}

function toDayjs(d: DateInput): Dayjs {
  if (typeof d === 'string') {
    // stay dates are calendar dates: read DD-MM-YYYY and YYYY-MM-DD strictly, never via Date.parse (UTC shift)
    const strict = strictDate(d, DATE_FORMAT) ?? strictDate(d, ISO_DATE_FORMAT);
    if (strict) return strict;
  }
  return dayjs(d);
}

/**
 * Date formats made once per key and kept (`key` names the locale and the options): making one costs far more than using it (about a
 * millisecond each on a phone, 20 ms for a page's first), and a listing asks for today on every
 * render.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
export function keptDateFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/**
 * A calendar day (YYYY-MM-DD, or the date of an ISO instant) as `locale` writes it, never moved by a
 * time zone: "Tue, 12 Jan 2027", "Sel, 12 Jan 2027", "อ. 12 ม.ค. 2570". The day a hotel's stay starts is
 * the same day for a guest anywhere, so it is read as UTC and written as UTC.
 */
export function calendarDay(iso: string, locale: string): string {
  return keptDateFormat(
    `calendarDay ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/**
 * `language` switches 'ddd, DD MMM' to the site language (Intl); the numeric formats are the same
 * everywhere. Invalid input gives '' so a broken URL never prints "Invalid Date" to a guest.
 */
export function formatDate(d: DateInput, fmt: DateFormat = DATE_FORMAT, language?: string): string {
  const value = toDayjs(d);
  if (!value.isValid()) return '';
  if (fmt === SHORT_DAY_FORMAT && language && language !== 'en') {
    const date = new Date(value.year(), value.month(), value.date());
    const weekday = keptDateFormat(
      `${language}|weekday`,
      () => new Intl.DateTimeFormat(language, { weekday: 'short' }),
    ).format(date);
    const month = keptDateFormat(
      `${language}|month`,
      () => new Intl.DateTimeFormat(language, { month: 'short' }),
    ).format(date);
    return `${weekday}, ${value.format('DD')} ${month}`;
  }
  return value.format(fmt);
}

/** Strict parse; null when the text is not a real date in that format (31-02-2026 → null). */
export function parseDate(s: string | null | undefined, fmt: NumericDateFormat = DATE_FORMAT): Dayjs | null {
  return s ? strictDate(s.trim(), fmt) : null;
}

/** Calendar arithmetic on YYYY-MM-DD in UTC, so no browser time zone or DST can shift a night. */
function isoToUtcMs(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function utcMsToIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function toIsoDate(d: DateInput): string | null {
  const value = toDayjs(d);
  return value.isValid() ? value.format(ISO_DATE_FORMAT) : null;
}

export function addDays(d: DateInput, days: number): string {
  const iso = toIsoDate(d);
  if (!iso) throw new Error(`addDays: invalid date ${String(d)}`);
  return utcMsToIso(isoToUtcMs(iso) + days * 86_400_000);
}

/** Nights of a stay: check-in 22-11 → check-out 24-11 is 2; NaN when either date is invalid. */
export function nightsBetween(checkIn: DateInput, checkOut: DateInput): number {
  const a = toIsoDate(checkIn);
  const b = toIsoDate(checkOut);
  if (!a || !b) return Number.NaN;
  return Math.round((isoToUtcMs(b) - isoToUtcMs(a)) / 86_400_000);
}

/**
 * The site countries' time zones, none of which keeps summer time: their day is UTC's moved by a
 * fixed offset. A page's first time-zone date format costs about 20 ms of a phone's main thread
 * (the zone data loads), and every page with a search form asks for today; the offsets are pinned
 * to the time-zone database by dates.test.ts. Any other zone goes through Intl.
 */
const FIXED_OFFSET_MINUTES: Record<string, number> = {
  'Asia/Jakarta': 7 * 60,
  'Asia/Jayapura': 9 * 60,
  'Asia/Singapore': 8 * 60,
  'Asia/Manila': 8 * 60,
  'Asia/Ho_Chi_Minh': 7 * 60,
  'Asia/Bangkok': 7 * 60,
  UTC: 0,
};

/**
 * Today's calendar date (YYYY-MM-DD) in a time zone: a guest in Jakarta at 00:30 WIB books for
 * that day even though it is still yesterday in UTC.
 */
export function todayIn(timezone?: string, now: number | Date = Date.now()): string {
  const at = typeof now === 'number' ? new Date(now) : now;
  const offset = timezone ? FIXED_OFFSET_MINUTES[timezone] : undefined;
  if (offset !== undefined) return new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);
  const parts = keptDateFormat(
    `en-CA|${timezone ?? ''}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export { dayjs };
export type { Dayjs };

/** 'DD-MM-YYYY' (the wire and URL format, spec §5) → 'YYYY-MM-DD'; null when it is not a real date. */
export function stayDateToIso(s: string | null | undefined): string | null {
  return parseDate(s, DATE_FORMAT)?.format(ISO_DATE_FORMAT) ?? null;
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY'; '' when it is not a real date. */
export function isoToStayDate(iso: string): string {
  const value = parseDate(iso, ISO_DATE_FORMAT);
  return value ? value.format(DATE_FORMAT) : '';
}
