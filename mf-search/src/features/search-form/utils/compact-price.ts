import { intlTag, isLocale } from '@rednest/shared/contracts';
import { fromMinor } from '@rednest/shared/format';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A day's price in a calendar cell: the amount only, compact ("350K", "350 rb", "89.5"), since a
 * cell has room for about six characters; the calendar's caption names the currency and the
 * accessible name of the day carries the full price.
 */
export function compactPrice(minor: number, currency: string, locale: string): string {
  const tag = isLocale(locale) ? intlTag(locale) : locale;
  let f = formats.get(tag);
  if (!f) formats.set(tag, (f = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 })));
  return f.format(fromMinor(minor, currency));
}

/** The cheapest days of a month: prices within the lowest fifth of the month's spread. */
export function cheapThreshold(prices: readonly number[]): number | null {
  if (prices.length < 3) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  if (max === min) return null;
  return min + (max - min) * 0.2;
}
