/**
 * Site settings (spec §3): one answer per locale, site kind and brand. The shell loads it at
 * boot, so it is computed from release-time data plus a fresh visit id and timestamp.
 */
import crypto from 'node:crypto';
import type { Banners, EndpointQuery, SiteSettings, SiteSettingsQuery } from '@rednest/shared/contracts';
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';
import {
  COUNTRIES,
  COUNTRY_CODES,
  LANGUAGES,
  LOCALES,
  parseLocale,
  type CountryCode,
  type Language,
} from '@rednest/shared/contracts/locales';
import { isOneOf } from '@rednest/shared/contracts';
import { AppError, notFound, validationFailed } from '../../errors.ts';
import { bannerSvg, logoSvg } from '../../http/svg.ts';
import { bannerHref } from '../../http/safe-links.ts';
import type { Cache } from '../../plugins/cache.ts';
import {
  BRANDS,
  CONTACTS,
  REFERENCE_EXCHANGE_RATES,
  SITE_DESCRIPTIONS,
  countryId,
  currencyList,
  isBrandSlug,
  localeList,
} from './site.data.ts';
import { answerLanguage } from '../../i18n/language.ts';
import type { SiteRepository } from './site.repository.ts';

const LABELS_TTL_SECONDS = 300;

export function requireLocale(value: string | undefined, field = 'locale') {
  const parsed = parseLocale(value?.toLowerCase());
  if (!parsed) {
    throw new AppError(
      'UNSUPPORTED_LOCALE',
      `"${value ?? ''}" is not a supported locale. Use one of ${LOCALES.join(', ')}.`,
      400,
      [{ field, message: 'is not a supported locale' }],
    );
  }
  return { locale: value!.toLowerCase(), ...parsed };
}

export function requireLanguage(value: string | undefined, field = 'language'): Language {
  const v = value?.toLowerCase();
  if (!isOneOf(LANGUAGES, v)) {
    throw new AppError(
      'UNSUPPORTED_LANGUAGE',
      `"${value ?? ''}" is not a supported language. Use en, id, vi or th.`,
      400,
      [{ field, message: `must be one of ${LANGUAGES.join(', ')}` }],
    );
  }
  return v;
}

/**
 * The language a content call asks for: `language`, else the language of `locale`, else
 * `fallback`; with no fallback, a call that gives neither is a 400 UNSUPPORTED_LANGUAGE.
 */
export function languageOf(query: { language?: string; locale?: string }, fallback: Language | null): Language {
  if (query.language !== undefined) return requireLanguage(query.language);
  if (query.locale !== undefined) return requireLocale(query.locale).language;
  return fallback ?? requireLanguage(undefined);
}

export function requireCountry(value: string | undefined, field = 'country'): CountryCode {
  const v = value?.toLowerCase();
  if (!isOneOf(COUNTRY_CODES, v)) {
    throw new AppError(
      'UNSUPPORTED_COUNTRY',
      `"${value ?? ''}" is not a country we serve. Use id, sg, ph, vn or th.`,
      400,
      [{ field, message: `must be one of ${COUNTRY_CODES.join(', ')}` }],
    );
  }
  return v;
}

/** The rates of the offered currencies only; one without a rate is shown unconverted by the front ends. */
function exchangeRates(codes: string[], source: { asOf: string; rates: Record<string, number> }) {
  const rates: Record<string, number> = {};
  for (const code of codes) if (source.rates[code]) rates[code] = source.rates[code]!;
  return { as_of: source.asOf, base: 'USD' as const, rates };
}

export function createSiteService(deps: {
  repo: SiteRepository;
  cache: Cache;
  apiBasePath: string;
  now: () => Date;
  mapTiles?: { url: string; attribution: string } | null;
  exchangeRates?: { asOf: string; rates: Record<string, number> } | null;
  partnerReferralOrigins?: string[];
  signInProviders?: { google: string | null; facebook: string | null; facebookDialogUrl?: string | null };
  captchaByPass?: boolean;
}) {
  const brandLogoUrl = (slug: string) => `${deps.apiBasePath}${endpointPath(ENDPOINTS.brandLogo, { slug })}`;
  const bannerImageUrl = (id: number) => `${deps.apiBasePath}${endpointPath(ENDPOINTS.bannerImage, { id })}`;

  return {
    timestamp: () => ({ timestamp: Math.floor(deps.now().getTime() / 1000) }),

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
        throw new AppError(
          'UNKNOWN_SITE',
          `"${brandParam ?? siteParam}" is not a brand site. Brands: ${Object.keys(BRANDS).join(', ')}.`,
          400,
          [{ field: 'site', message: 'is not a known brand' }],
        );
      } else {
        throw new AppError(
          'UNKNOWN_SITE',
          `"${siteParam}" is not a site. Use main, corporate or a brand (${Object.keys(BRANDS).join(', ')}).`,
          400,
          [{ field: 'site', message: 'is not a known site' }],
        );
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
        appType:
          query.app_type && /^[a-z_]{1,20}$/.test(query.app_type)
            ? query.app_type
            : deviceType === 'mobile'
              ? 'msite'
              : 'desktop',
        visitId:
          query.visit_id && /^[A-Za-z0-9_-]{8,64}$/.test(query.visit_id)
            ? query.visit_id
            : `visit_${crypto.randomUUID()}`,
        timestamp: Math.floor(deps.now().getTime() / 1000),
        site_kind: kind,
        domain_type: kind === 'corporate' ? 1 : 0,
        brand_type: kind === 'brand' ? 1 : 0,
        brand: brand
          ? {
              slug: brand.slug,
              name: brand.name,
              brand_logo: brandLogoUrl(brand.slug),
              tokens: brand.tokens,
              tagline: brand.tagline[language],
            }
          : null,
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
        captcha_by_pass: deps.captchaByPass ? 1 : 0,
        chat_button_enabled: kind !== 'corporate',
        description: brand
          ? `${brand.name}: ${brand.tagline[language]}`
          : SITE_DESCRIPTIONS[kind === 'corporate' ? 'corporate' : 'main'][language],
        cut_off_times: { same_day_booking_until: '23:00' },
        app_links: {
          android: 'https://play.google.com/store/apps/details?id=test.rednest.app',
          ios: 'https://apps.apple.com/app/rednest/id0000000000',
        },
        map_tiles: deps.mapTiles ?? null,
        sign_in_providers: {
          google_client_id: kind === 'corporate' ? null : (deps.signInProviders?.google ?? null),
          facebook_app_id: kind === 'corporate' ? null : (deps.signInProviders?.facebook ?? null),
          facebook_dialog_url:
            kind === 'corporate' || !deps.signInProviders?.facebook
              ? null
              : (deps.signInProviders.facebookDialogUrl ?? null),
        },
        partner_referral_origins: kind === 'corporate' ? [] : (deps.partnerReferralOrigins ?? []),
        exchange_rates: exchangeRates(
          currencies.map((c) => c[2]),
          deps.exchangeRates ?? REFERENCE_EXCHANGE_RATES,
        ),
      };
    },

    /** Labels of `language`, or of the locale's language; one of them is required. */
    async labels(query: EndpointQuery<'loadLabels'>) {
      const language = languageOf(query, null);
      const labels = await deps.cache.wrap(`labels:${language}`, LABELS_TTL_SECONDS, () => deps.repo.labels(language));
      return { language, labels };
    },

    /**
     * Banners of `country` (or the locale's country) in the locale language, English otherwise;
     * links carry the locale. A banner whose stored link is not a site path or an http(s) URL
     * (`javascript:` and the like) is left out: the database refuses such links (a CHECK), this
     * holds for rows written before it.
     */
    async banners(query: EndpointQuery<'loadBanners'>): Promise<Banners> {
      if (query.country === undefined && query.locale === undefined)
        throw validationFailed([{ field: 'country', message: 'is required (or give a locale)' }]);
      const parsed = query.locale !== undefined ? requireLocale(query.locale) : null;
      const country = query.country !== undefined ? requireCountry(query.country) : parsed!.country;
      // a country's banners in the locale's language, else in the language the site asks its answers in
      const language = parsed?.language ?? answerLanguage();
      const locale = parsed?.locale ?? null;
      let rows = await deps.repo.banners(country, language);
      // Countries whose banners exist only in English still get banners in other languages.
      if (rows.length === 0 && language !== 'en') rows = await deps.repo.banners(country, 'en');
      return {
        banners: rows.flatMap((r) => {
          const href = bannerHref(r.linkPath, locale);
          return href === null
            ? []
            : [
                {
                  id: r.id,
                  title: r.title,
                  subtitle: r.subtitle,
                  image_url: bannerImageUrl(r.id),
                  link_url: href,
                  country: r.country,
                },
              ];
        }),
      };
    },

    localesAndContact() {
      return {
        rd_site: COUNTRY_CODES.map((code) => {
          const locales = localeList()
            .filter((l) => l[3] === code)
            .map((l) => l[2]);
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
        countries: COUNTRY_CODES.map((code) => ({
          id: countryId(code),
          code,
          name: COUNTRIES[code].name,
          phone_code: COUNTRIES[code].phoneCode,
          currency: COUNTRIES[code].currency,
        })),
      };
    },

    /** The generated picture of banner `idParam`; an id that is not a banner's is a 404. */
    async bannerPicture(idParam: string): Promise<string> {
      const banner = /^[0-9]{1,9}$/.test(idParam) ? await deps.repo.banner(Number(idParam)) : undefined;
      if (!banner) throw notFound('BANNER_NOT_FOUND', 'This banner does not exist.');
      return bannerSvg({ title: banner.title, subtitle: banner.subtitle, palette: banner.palette, seed: banner.id });
    },

    brandLogo(slug: string): string {
      if (!isBrandSlug(slug)) throw notFound('BRAND_NOT_FOUND', 'This brand does not exist.');
      const brand = BRANDS[slug];
      return logoSvg({ name: brand.name, ...brand.logo });
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
