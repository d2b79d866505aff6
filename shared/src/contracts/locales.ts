/**
 * Locales, countries and currencies (spec §2, §9).
 * A locale is `{language}-{country}`; only the eight pairs below have a site.
 */
export const LOCALES = ['id-id', 'en-id', 'en-sg', 'en-ph', 'vi-vn', 'en-vn', 'th-th', 'en-th'] as const;
export type Locale = (typeof LOCALES)[number];

/** Used when nothing is stored yet (decision: English Indonesia, the largest market, readable by every tester). */
export const DEFAULT_LOCALE: Locale = 'en-id';

export const COUNTRY_CODES = ['id', 'sg', 'ph', 'vn', 'th'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
/** the UI languages we ship texts for */
export const LANGUAGES = ['en', 'id', 'vi', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const CURRENCY_CODES = ['IDR', 'SGD', 'PHP', 'VND', 'THB'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface CountryInfo {
  code: CountryCode;
  name: string;
  /** spec §9 domain names */
  domainName: 'indonesia' | 'singapore' | 'philippines' | 'vietnam' | 'thailand';
  currency: CurrencyCode;
  phoneCode: string;
  /** the zone of the capital: "today" on the country's calendars and date pickers */
  timezone: string;
  /**
   * the country's easternmost zone, where its day starts first: a stay nobody dated (a link without
   * dates) starts on this zone's today, which is never already past at any of the country's hotels
   * (just after midnight in Bali it is still yesterday in Jakarta)
   */
  dayStartZone: string;
}

export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  id: {
    code: 'id',
    name: 'Indonesia',
    domainName: 'indonesia',
    currency: 'IDR',
    phoneCode: '62',
    timezone: 'Asia/Jakarta',
    dayStartZone: 'Asia/Jayapura',
  },
  sg: {
    code: 'sg',
    name: 'Singapore',
    domainName: 'singapore',
    currency: 'SGD',
    phoneCode: '65',
    timezone: 'Asia/Singapore',
    dayStartZone: 'Asia/Singapore',
  },
  ph: {
    code: 'ph',
    name: 'Philippines',
    domainName: 'philippines',
    currency: 'PHP',
    phoneCode: '63',
    timezone: 'Asia/Manila',
    dayStartZone: 'Asia/Manila',
  },
  vn: {
    code: 'vn',
    name: 'Vietnam',
    domainName: 'vietnam',
    currency: 'VND',
    phoneCode: '84',
    timezone: 'Asia/Ho_Chi_Minh',
    dayStartZone: 'Asia/Ho_Chi_Minh',
  },
  th: {
    code: 'th',
    name: 'Thailand',
    domainName: 'thailand',
    currency: 'THB',
    phoneCode: '66',
    timezone: 'Asia/Bangkok',
    dayStartZone: 'Asia/Bangkok',
  },
};

export interface CurrencyInfo {
  code: CurrencyCode;
  symbol: string;
  /** ISO 4217 minor-unit exponent: amounts are stored as integers of 10^-exponent. */
  exponent: number;
  /** fraction digits in lists, summaries and pages: people price rooms in whole rupiah, dong, baht and pesos */
  displayDigits: number;
  /** fraction digits where money is exact (invoice, refund): baht and pesos to the satang and centavo; rupiah and dong stay whole */
  exactDigits: number;
}

export const CURRENCIES: Record<CurrencyCode, CurrencyInfo> = {
  IDR: { code: 'IDR', symbol: 'Rp', exponent: 2, displayDigits: 0, exactDigits: 0 },
  SGD: { code: 'SGD', symbol: 'S$', exponent: 2, displayDigits: 2, exactDigits: 2 },
  PHP: { code: 'PHP', symbol: '₱', exponent: 2, displayDigits: 0, exactDigits: 2 },
  VND: { code: 'VND', symbol: '₫', exponent: 0, displayDigits: 0, exactDigits: 0 },
  THB: { code: 'THB', symbol: '฿', exponent: 2, displayDigits: 0, exactDigits: 2 },
};

/** the currency of a stored country code (a member's wallet, their home currency); Indonesia's when it is not one */
export function homeCurrency(countryCode: string | null | undefined): CurrencyCode {
  return (COUNTRIES[countryCode as CountryCode] ?? COUNTRIES.id).currency;
}

export function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

/** `en-sg` → { language: 'en', country: 'sg' }; null when the pair has no site. */
export function parseLocale(value: string | null | undefined): { language: Language; country: CountryCode } | null {
  if (!isLocale(value)) return null;
  const [language, country] = value.split('-') as [Language, CountryCode];
  return { language, country };
}

/** Whether a path segment looks like a locale at all (`xx-yy`), supported or not. */
export function looksLikeLocale(segment: string): boolean {
  return /^[a-z]{2}-[a-z]{2}$/i.test(segment);
}

export function countryOfLocale(locale: Locale): CountryInfo {
  return COUNTRIES[locale.slice(3) as CountryCode];
}

export function languageOfLocale(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** BCP 47 tag for Intl (id-id → id-ID). */
export function intlTag(locale: Locale): string {
  return `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`;
}
