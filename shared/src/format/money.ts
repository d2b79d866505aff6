import { CURRENCIES, intlTag, isLocale, type CurrencyCode } from '@rednest/shared/contracts';

function currencyInfo(currency: string) {
  return CURRENCIES[currency.toUpperCase() as CurrencyCode] ?? null;
}

/** Major units → integer minor units (the API's money: amount + currency, see dto Money). */
export function toMinor(major: number, currency: CurrencyCode | string): number {
  const exponent = currencyInfo(currency)?.exponent ?? 2;
  return Math.round(major * 10 ** exponent);
}

export function fromMinor(minor: number, currency: CurrencyCode | string): number {
  const exponent = currencyInfo(currency)?.exponent ?? 2;
  return minor / 10 ** exponent;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money for people: the locale's grouping and symbol placement, our symbol (Rp, S$, ₱, ₫, ฿,
 * spec §9) and IDR/VND shown whole, since nobody prices a room in sen or hao.
 */
export function formatMoney(amountMinor: number, currency: CurrencyCode | string, locale: string = 'en-id'): string {
  const info = currencyInfo(currency);
  const code = info?.code ?? currency.toUpperCase();
  const digits = info?.displayDigits ?? 2;
  const tag = isLocale(locale) ? intlTag(locale) : locale;
  const key = `${tag}|${code}|${digits}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, nf);
  }
  const major = fromMinor(amountMinor, code);
  const parts = nf.formatToParts(major);
  return parts
    .map((p) => (p.type === 'currency' && info ? info.symbol : p.value))
    .join('')
    .replace(/\u00a0/g, ' ')
    .trim();
}

/** Units of each currency one US dollar buys, in major units (site settings `exchange_rates.rates`). */
export type ExchangeRates = Readonly<Record<string, number>>;

/**
 * A price in another currency for display: through the dollar rates, rounded to what
 * the target currency shows (whole rupiah and dong, cents otherwise), so the figure a guest
 * reads is the figure the converted total adds up to. null when either rate is unknown: the
 * caller then shows the price in its own currency rather than a guess.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rates: ExchangeRates): number | null {
  const src = from.toUpperCase();
  const dst = to.toUpperCase();
  if (src === dst) return amountMinor;
  const fromRate = rates[src] ?? 0;
  const toRate = rates[dst] ?? 0;
  if (!(fromRate > 0) || !(toRate > 0) || !Number.isFinite(amountMinor)) return null;
  const major = (fromMinor(amountMinor, src) / fromRate) * toRate;
  const digits = currencyInfo(dst)?.displayDigits ?? 2;
  const shown = Math.round(major * 10 ** digits) / 10 ** digits;
  return toMinor(shown, dst);
}
