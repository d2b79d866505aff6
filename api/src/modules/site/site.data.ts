/**
 * Site facts that change with a release, not at run time: brand sites, contact numbers,
 * locale labels and the currency list (spec §3 site settings, §9 constants).
 */
import type { BrandSlug } from '@rednest/shared/contracts';
import {
  COUNTRY_CODES,
  CURRENCIES,
  LOCALES,
  type CountryCode,
  type Language,
  type Locale,
} from '@rednest/shared/contracts/locales';
import { BRAND_SLUGS, isOneOf } from '@rednest/shared/contracts';

export interface BrandDef {
  slug: BrandSlug;
  name: string;
  tokens: Record<string, string>;
  tagline: Record<Language, string>;
  logo: { background: string; foreground: string; mark: string };
}

/** White-label brand sites (host lumo.* / urbano.*): design-token overrides and copy. */
export const BRANDS: Record<BrandSlug, BrandDef> = {
  lumo: {
    slug: 'lumo',
    name: 'Lumo Hotels',
    tokens: {
      '--rn-color-primary': '#0a7d6e',
      '--rn-color-primary-dark': '#065c51',
      '--rn-color-primary-light': '#e3f4f1',
      '--rn-color-accent': '#f2a541',
    },
    tagline: {
      en: 'Bright, simple hotels at honest prices',
      id: 'Hotel cerah dan sederhana dengan harga jujur',
      vi: 'Khách sạn sáng sủa, giản dị với giá minh bạch',
      th: 'โรงแรมสว่าง เรียบง่าย ราคาตรงไปตรงมา',
    },
    logo: { background: '#0a7d6e', foreground: '#ffffff', mark: '#f2a541' },
  },
  urbano: {
    slug: 'urbano',
    name: 'Urbano',
    tokens: {
      '--rn-color-primary': '#3d3a9e',
      '--rn-color-primary-dark': '#2a2873',
      '--rn-color-primary-light': '#ecebfa',
      '--rn-color-accent': '#ff6b6b',
    },
    tagline: {
      en: 'City stays for people on the move',
      id: 'Menginap di kota untuk Anda yang selalu bergerak',
      vi: 'Chỗ ở thành phố cho người luôn di chuyển',
      th: 'ที่พักในเมืองสำหรับคนที่ไม่หยุดนิ่ง',
    },
    logo: { background: '#3d3a9e', foreground: '#ffffff', mark: '#ff6b6b' },
  },
};

/** The numeric id of a country (country_list ids, UserInfo.country_id): its place in COUNTRY_CODES, from 1. */
export const countryId = (code: CountryCode): number => COUNTRY_CODES.indexOf(code) + 1;

export const isBrandSlug = (value: string): value is BrandSlug => isOneOf(BRAND_SLUGS, value);

/** Label of each locale in its own language, for the language switcher. */
export const LOCALE_LABELS: Record<Locale, string> = {
  'id-id': 'Bahasa Indonesia',
  'en-id': 'English (Indonesia)',
  'en-sg': 'English (Singapore)',
  'en-ph': 'English (Philippines)',
  'vi-vn': 'Tiếng Việt',
  'en-vn': 'English (Vietnam)',
  'th-th': 'ภาษาไทย',
  'en-th': 'English (Thailand)',
};

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  th: 'ภาษาไทย',
};

export interface CountryContact {
  contact: string;
  secondary: string;
  email: string;
  postalAddress: string;
  koolkost: boolean;
}

/** Support lines per country (one hotline each, plus a WhatsApp/secondary line). */
export const CONTACTS: Record<CountryCode, CountryContact> = {
  id: {
    contact: '+62 21 5089 7000',
    secondary: '+62 811 1900 7000',
    email: 'care.id@rednest.test',
    postalAddress: 'RedNest Indonesia, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190, Indonesia',
    koolkost: true,
  },
  sg: {
    contact: '+65 6812 7000',
    secondary: '+65 8180 7000',
    email: 'care.sg@rednest.test',
    postalAddress: 'RedNest Singapore Pte. Ltd., 1 Raffles Place #20-01, Singapore 048616',
    koolkost: false,
  },
  ph: {
    contact: '+63 2 8812 7000',
    secondary: '+63 917 180 7000',
    email: 'care.ph@rednest.test',
    postalAddress: 'RedNest Philippines Inc., 6750 Ayala Avenue, Makati City 1226, Philippines',
    koolkost: false,
  },
  vn: {
    contact: '+84 28 3812 7000',
    secondary: '+84 90 180 7000',
    email: 'care.vn@rednest.test',
    postalAddress: 'RedNest Vietnam, 5 Công Trường Mê Linh, Quận 1, TP. Hồ Chí Minh, Việt Nam',
    koolkost: false,
  },
  th: {
    contact: '+66 2 012 7000',
    secondary: '+66 81 180 7000',
    email: 'care.th@rednest.test',
    postalAddress: 'RedNest Thailand, 999 Rama I Road, Pathum Wan, Bangkok 10330, Thailand',
    koolkost: false,
  },
};

/** [label, language, locale, country] entries (spec §3: locale at 2, country at 3). */
export function localeList(): [string, string, string, string][] {
  return LOCALES.map((l) => [LOCALE_LABELS[l], LANGUAGE_NAMES[l.slice(0, 2) as Language], l, l.slice(3)]);
}

/**
 * [label, symbol, code] entries. Decision: only currencies we can price in (each country's
 * own) are offered; a converted price the hotel would not honour is worse than no choice.
 * The site's own currency comes first.
 */
export function currencyList(first: string): [string, string, string][] {
  const names: Record<string, string> = {
    IDR: 'Indonesian Rupiah',
    SGD: 'Singapore Dollar',
    PHP: 'Philippine Peso',
    VND: 'Vietnamese Dong',
    THB: 'Thai Baht',
  };
  const codes = Object.keys(CURRENCIES).sort((a, b) => (a === first ? -1 : b === first ? 1 : a.localeCompare(b)));
  return codes.map((code) => [names[code] ?? code, CURRENCIES[code as keyof typeof CURRENCIES].symbol, code]);
}

/**
 * Reference display rates: units of each site currency per US dollar (mid-market, rounded), the
 * day they were read. Used to show prices in a guest's chosen currency; nothing is charged at
 * them (payments are in the property's currency). Operations replace them without a release
 * through EXCHANGE_RATES (api README); a provider feed would write that variable's value.
 */
export const REFERENCE_EXCHANGE_RATES = {
  asOf: '2026-11-02',
  rates: { USD: 1, IDR: 16_650, SGD: 1.3, PHP: 58.6, VND: 26_350, THB: 33.9 } as Record<string, number>,
};

export const SITE_DESCRIPTIONS: Record<'main' | 'corporate', Record<Language, string>> = {
  main: {
    en: 'Book budget hotels, residences and co-living in Indonesia, Singapore, the Philippines, Vietnam and Thailand at the best prices.',
    id: 'Pesan hotel hemat, residence, dan co-living di Indonesia, Singapura, Filipina, Vietnam, dan Thailand dengan harga terbaik.',
    vi: 'Đặt khách sạn giá rẻ, căn hộ và co-living tại Indonesia, Singapore, Philippines, Việt Nam và Thái Lan với giá tốt nhất.',
    th: 'จองโรงแรมราคาประหยัด เรสซิเดนซ์ และโคลิฟวิ่งในอินโดนีเซีย สิงคโปร์ ฟิลิปปินส์ เวียดนาม และไทยในราคาที่ดีที่สุด',
  },
  corporate: {
    en: 'RedNest for Business: negotiated rates, reseller commissions and one place to manage company travel.',
    id: 'RedNest for Business: tarif khusus, komisi reseller, dan satu tempat untuk mengelola perjalanan perusahaan.',
    vi: 'RedNest for Business: giá thỏa thuận, hoa hồng đại lý và một nơi quản lý công tác của doanh nghiệp.',
    th: 'RedNest for Business: ราคาพิเศษ ค่าคอมมิชชันตัวแทน และที่เดียวสำหรับจัดการการเดินทางขององค์กร',
  },
};
