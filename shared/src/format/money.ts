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
