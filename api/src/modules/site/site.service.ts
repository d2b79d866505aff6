/**
 * Site settings (spec §3): one answer per locale, site kind and brand. The shell loads it at
 * boot, so it is computed from release-time data plus a fresh visit id and timestamp.
 */
import crypto from 'node:crypto';
import { COUNTRIES, CURRENCIES, isLocale, parseLocale, type CountryCode, type Language } from '@rednest/shared/contracts/locales';
import type { Banner, SiteSettings } from '@rednest/shared/contracts/dto';
import { AppError } from '../../errors.ts';
import type { Cache } from '../../plugins/cache.ts';
import { BRANDS, CONTACTS, SITE_DESCRIPTIONS, currencyList, isBrandSlug, localeList } from './site.data.ts';
import type { SiteRepository } from './site.repository.ts';

export const LANGUAGES: Language[] = ['en', 'id', 'vi', 'th'];
const LABELS_TTL_SECONDS = 300;

export function requireLocale(value: string | undefined, field = 'locale') {
  const parsed = parseLocale(value?.toLowerCase());
  if (!parsed) {
    throw new AppError('UNSUPPORTED_LOCALE', `"${value ?? ''}" is not a supported locale. Use one of id-id, en-id, en-sg, en-ph, vi-vn, en-vn, th-th, en-th.`, 400, [
      { field, message: 'is not a supported locale' },
    ]);
  }
  return { locale: value!.toLowerCase(), ...parsed };
}

export function requireLanguage(value: string | undefined, field = 'language'): Language {
  const v = value?.toLowerCase();
  if (!v || !(LANGUAGES as string[]).includes(v)) {
    throw new AppError('UNSUPPORTED_LANGUAGE', `"${value ?? ''}" is not a supported language. Use en, id, vi or th.`, 400, [{ field, message: 'must be one of en, id, vi, th' }]);
  }
  return v as Language;
}

export function requireCountry(value: string | undefined, field = 'country'): CountryCode {
  const v = value?.toLowerCase();
  if (!v || !Object.hasOwn(COUNTRIES, v)) {
    throw new AppError('UNSUPPORTED_COUNTRY', `"${value ?? ''}" is not a country we serve. Use id, sg, ph, vn or th.`, 400, [{ field, message: 'must be one of id, sg, ph, vn, th' }]);
  }
  return v as CountryCode;
}

export interface SiteSettingsQuery {
  locale?: string;
  site?: string;
  brand?: string;
  currency?: string;
  device_type?: string;
  app_type?: string;
  visit_id?: string;
}

export function createSiteService(deps: { repo: SiteRepository; cache: Cache; apiBasePath: string; now: () => Date }) {
  const brandLogoUrl = (slug: string) => `${deps.apiBasePath}/cdn/brands/${slug}/logo.svg`;
  const bannerImageUrl = (id: number) => `${deps.apiBasePath}/cdn/banners/${id}.svg`;

  return {
    brandLogoUrl,
    siteSettings(query: SiteSettingsQuery): SiteSettings {
      const { locale, language, country } = requireLocale(query.locale ?? 'en-id');
      const siteParam = (query.site ?? 'main').toLowerCase();
      const brandParam = query.brand?.toLowerCase();
      let kind: SiteSettings['site_kind'];
      let brandSlug: keyof typeof BRANDS | null = null;
      if (siteParam === 'main' && !brandParam) kind = 'main';
      else if (siteParam === 'corporate') kind = 'corporate';
      else if (isBrandSlug(brandParam ?? siteParam)) {
        kind = 'brand';
        brandSlug = (brandParam ?? siteParam) as keyof typeof BRANDS;
      } else if (siteParam === 'brand' || brandParam) {
        throw new AppError('UNKNOWN_SITE', `"${brandParam ?? siteParam}" is not a brand site. Brands: ${Object.keys(BRANDS).join(', ')}.`, 400, [{ field: 'site', message: 'is not a known brand' }]);
      } else {
        throw new AppError('UNKNOWN_SITE', `"${siteParam}" is not a site. Use main, corporate or a brand (${Object.keys(BRANDS).join(', ')}).`, 400, [{ field: 'site', message: 'is not a known site' }]);
      }
      const info = COUNTRIES[country];
      const contact = CONTACTS[country];
      const currencies = currencyList(info.currency);
      // Spec §5: a requested currency is honoured only when it is in the site's currency list.
      const requested = query.currency?.toUpperCase();
      const currency = requested && currencies.some((c) => c[2] === requested) ? requested : info.currency;
      const brand = brandSlug ? BRANDS[brandSlug] : null;
      const deviceType = query.device_type === 'mobile' ? 'mobile' : 'web';
      return {
        locale,
        country,
        country_name: info.name,
        domainName: info.domainName,
        currency,
        deviceType,
        appType: query.app_type && /^[a-z_]{1,20}$/.test(query.app_type) ? query.app_type : deviceType === 'mobile' ? 'msite' : 'desktop',
        visitId: query.visit_id && /^[A-Za-z0-9_-]{8,64}$/.test(query.visit_id) ? query.visit_id : `visit_${crypto.randomUUID()}`,
        timestamp: Math.floor(deps.now().getTime() / 1000),
        site_kind: kind,
        domain_type: kind === 'corporate' ? 1 : 0,
        brand_type: kind === 'brand' ? 1 : 0,
        brand: brand ? { slug: brand.slug, name: brand.name, brand_logo: brandLogoUrl(brand.slug), tokens: brand.tokens, tagline: brand.tagline[language] } : null,
        site_name: brand ? brand.name : kind === 'corporate' ? 'RedNest for Business' : 'RedNest',
        locale_list: localeList(),
        currency_list: currencies,
        postal_address: contact.postalAddress,
        contact_email: kind === 'corporate' ? `business.${country}@rednest.test` : contact.email,
        contact_number: contact.contact,
        secondary_contact_number: contact.secondary,
        show_call_button: kind !== 'corporate',
        sort_type: 'popular',
        google_autocomplete_delay: 750,
        default_payment_options_msite: 1,
        chat_button_enabled: kind !== 'corporate',
        description: brand ? `${brand.name}: ${brand.tagline[language]}` : SITE_DESCRIPTIONS[kind === 'corporate' ? 'corporate' : 'main'][language],
        cut_off_times: { same_day_booking_until: '23:00' },
        app_links: { android: 'https://play.google.com/store/apps/details?id=test.rednest.app', ios: 'https://apps.apple.com/app/rednest/id0000000000' },
      };
    },

    async labels(language: Language) {
      const labels = await deps.cache.wrap(`labels:${language}`, LABELS_TTL_SECONDS, () => deps.repo.labels(language));
      return { language, labels };
    },

    async banners(country: CountryCode, language: Language, locale: string | null): Promise<{ banners: Banner[] }> {
      let rows = await deps.repo.banners(country, language);
      // Countries whose banners exist only in English still get banners in other languages.
      if (rows.length === 0 && language !== 'en') rows = await deps.repo.banners(country, 'en');
      return {
        banners: rows.map((r) => ({
          id: r.id,
          title: r.title,
          subtitle: r.subtitle,
          image_url: bannerImageUrl(r.id),
          link_url: locale ? `/${locale}${r.linkPath}` : r.linkPath,
          country: r.country,
        })),
      };
    },

    localesAndContact() {
      return {
        rd_site: (Object.keys(COUNTRIES) as CountryCode[]).map((code) => {
          const locales = localeList().filter((l) => l[3] === code).map((l) => l[2]);
          return {
            country: code,
            country_name: COUNTRIES[code].name,
            locales,
            // The contact line is answered in the country's first locale.
            localeForContect: locales[0]!,
            contact_number: CONTACTS[code].contact,
            koolkost_enable: CONTACTS[code].koolkost,
          };
        }),
      };
    },

    countryList() {
      return {
        countries: (Object.keys(COUNTRIES) as CountryCode[]).map((code, i) => ({
          id: i + 1,
          code,
          name: COUNTRIES[code].name,
          phone_code: COUNTRIES[code].phoneCode,
          currency: COUNTRIES[code].currency,
        })),
      };
    },

    currencyOf: (country: CountryCode) => CURRENCIES[COUNTRIES[country].currency],
    isLocale,
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
