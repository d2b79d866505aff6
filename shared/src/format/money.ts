import {
  COUNTRIES,
  CURRENCIES,
  intlTag,
  isLocale,
  type CountryCode,
  type CurrencyCode,
  type Language,
  type Locale,
} from '@rednest/shared/contracts';

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

export interface MoneyFormatOptions {
  /**
   * Money that must read to the minor unit: an invoice, a refund, a receipt. Baht and pesos then
   * show their satang and centavos; rupiah and dong stay whole, as people write them everywhere.
   * Without it (lists, summaries, pages) baht and pesos are shown whole too.
   */
  exact?: boolean;
}

/**
 * Money for people: the locale's grouping and symbol placement, our symbol (Rp, S$, ₱, ₫, ฿,
 * spec §9) and the digits people use for the currency: rupiah, dong, baht and pesos whole, Singapore
 * dollars with cents (`exact` for invoices and refunds). Only the text is rounded: the amount
 * charged is the amount given, to the minor unit.
 */
export function formatMoney(
  amountMinor: number,
  currency: CurrencyCode | string,
  locale: string = 'en-id',
  options: MoneyFormatOptions = {},
): string {
  const info = currencyInfo(currency);
  const code = info?.code ?? currency.toUpperCase();
  const digits = (options.exact ? info?.exactDigits : info?.displayDigits) ?? 2;
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
  // A locale without its own sign for the currency writes the ISO code and a space ("THB 1,071");
  // our sign takes the code's place, and a sign (฿, ₱, ₫, S$) sits against the figure as people write it
  const code3 = (p: Intl.NumberFormatPart) => p.type === 'currency' && /^[A-Z]{3}$/.test(p.value);
  const tight = !!info && !/[A-Za-z]$/.test(info.symbol) && !/^[A-Za-z]/.test(info.symbol);
  return parts
    .filter(
      (p, i) =>
        !(
          tight &&
          p.type === 'literal' &&
          /^\s+$/.test(p.value) &&
          (code3(parts[i - 1] ?? p) || code3(parts[i + 1] ?? p))
        ),
    )
    .map((p) => (p.type === 'currency' && info ? info.symbol : p.value))
    .join('')
    .replace(/\u00a0/g, ' ')
    .trim();
}

/** Units of each currency one US dollar buys, in major units (site settings `exchange_rates.rates`). */
export type ExchangeRates = Readonly<Record<string, number>>;

/**
 * A price in another currency for display: through the dollar rates, rounded to what
 * the target currency shows in lists (whole rupiah, dong, baht and pesos, Singapore cents), so the figure a guest
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

/**
 * Money moved from one currency to another (redcash earned on a stay in another currency than the
 * wallet's): through the dollar rates, rounded DOWN to the target's minor unit, so converting there
 * and back never makes money. null when either rate is unknown.
 */
export function convertMinorDown(amountMinor: number, from: string, to: string, rates: ExchangeRates): number | null {
  const src = from.toUpperCase();
  const dst = to.toUpperCase();
  if (src === dst) return amountMinor;
  const fromRate = rates[src] ?? 0;
  const toRate = rates[dst] ?? 0;
  if (!(fromRate > 0) || !(toRate > 0) || !Number.isSafeInteger(amountMinor)) return null;
  const exponent = currencyInfo(dst)?.exponent ?? 2;
  // floating error: a product of 299.9999999 that is exactly 300 counts as 300
  const exact = (fromMinor(amountMinor, src) / fromRate) * toRate * 10 ** exponent;
  return Math.max(0, Math.floor(exact + 1e-9));
}

/**
 * The site locale that sells in `currency` (IDR → en-id, THB → en-th): how money reads where no
 * page locale is at hand (mails, the invoice PDF, the gateway's card page). en-id for an unknown code.
 */
export function localeOfCurrency(currency: string, language: Language = 'en'): Locale {
  const country = (Object.keys(COUNTRIES) as CountryCode[]).find(
    (c) => COUNTRIES[c].currency === currency.toUpperCase(),
  );
  const locale = `${language}-${country ?? 'id'}`;
  return isLocale(locale) ? locale : country && isLocale(`en-${country}`) ? (`en-${country}` as Locale) : 'en-id';
}

/** An amount rounded to the digits a page shows of its currency (whole baht, Singapore cents), in minor units. */
export function roundShown(amountMinor: number, currency: string): number {
  const info = currencyInfo(currency);
  const step = 10 ** Math.max(0, (info?.exponent ?? 2) - (info?.displayDigits ?? 2));
  return Math.round(amountMinor / step) * step;
}

/**
 * Parts of a sum as a page shows them: every part and the whole rounded alike, and the rounding's
 * difference carried by the largest part, so the lines a guest adds up make the total shown
 * (฿1,101 + ฿110 + ฿121 reads ฿1,332 against a ฿1,333 total otherwise). Display only: what is
 * charged is the unrounded whole. `parts` and `whole` are already rounded (roundShown).
 */
export function balanceParts(parts: readonly number[], whole: number): number[] {
  const out = [...parts];
  if (out.length === 0) return out;
  const diff = whole - out.reduce((sum, p) => sum + p, 0);
  if (diff === 0) return out;
  let largest = 0;
  for (let i = 1; i < out.length; i += 1) if (Math.abs(out[i]!) > Math.abs(out[largest]!)) largest = i;
  out[largest] = out[largest]! + diff;
  return out;
}
