/** Site, labels, banners, locales and countries (spec §3 site settings, §7 site and content calls). */
import { Type, type Static } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../locales';
import { SITE_KINDS } from '../constants';
import { LinkUrl, LiteralUnion, Nullable, OptionalText } from './kit';

export const SiteKindSchema = LiteralUnion(SITE_KINDS);

export const CountryCodeSchema = LiteralUnion(COUNTRY_CODES);

export const BrandSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  brand_logo: Type.String({ description: 'image URL' }),
  /** design-token overrides, e.g. { "--rn-color-primary": "#0a7d6e" } */
  tokens: Type.Record(Type.String(), Type.String()),
  tagline: Type.String(),
});
export type Brand = Static<typeof BrandSchema>;

export const SiteSettingsQuerySchema = Type.Object({
  locale: OptionalText(10, { description: 'e.g. en-id (default)' }),
  site: OptionalText(40, { description: 'main | corporate | a brand slug' }),
  brand: OptionalText(40),
  currency: OptionalText(3),
  device_type: OptionalText(10),
  app_type: OptionalText(20),
  visit_id: OptionalText(64),
});
export type SiteSettingsQuery = Static<typeof SiteSettingsQuerySchema>;

/**
 * spec §3 describes locale_list and currency_list entries as positional (locale at position 2,
 * country at 3; currency code at 2). They travel as arrays of strings of a fixed length, which
 * every OpenAPI version and JSON Schema draft can describe.
 */
const fixedStrings = <T extends string[]>(n: T['length'], description: string) =>
  Type.Unsafe<T>(Type.Array(Type.String(), { minItems: n, maxItems: n, description }));

export const SiteSettingsSchema = Type.Object({
  locale: Type.String(),
  country: Type.String({ description: 'country code id | sg | ph | vn | th' }),
  country_name: Type.String(),
  domainName: Type.String(),
  currency: Type.String(),
  deviceType: Type.String(),
  appType: Type.String(),
  visitId: Type.String(),
  timestamp: Type.Integer(),
  site_kind: SiteKindSchema,
  domain_type: Type.Integer({ description: '1 on the corporate site, 0 otherwise' }),
  brand_type: Type.Integer({ description: '1 on a brand site, 0 otherwise' }),
  brand: Nullable(BrandSchema),
  site_name: Type.String(),
  locale_list: Type.Array(
    fixedStrings<[string, string, string, string]>(
      4,
      '[label, language, locale code, country]: locale at position 2, country at 3 (spec §3)',
    ),
  ),
  currency_list: Type.Array(
    fixedStrings<[string, string, string]>(3, '[label, symbol, code]: code at position 2 (spec §3)'),
  ),
  postal_address: Type.String(),
  contact_email: Type.String(),
  contact_number: Type.String(),
  secondary_contact_number: Type.String(),
  show_call_button: Type.Boolean(),
  sort_type: Type.String(),
  google_autocomplete_delay: Type.Integer(),
  default_payment_options_msite: Type.Integer(),
  /** 1: book_now takes no captcha header on this site (spec §3); 0: the browser solves captcha_challenge first */
  captcha_by_pass: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  chat_button_enabled: Type.Boolean(),
  description: Type.String(),
  cut_off_times: Type.Object({ same_day_booking_until: Type.String({ description: 'HH:mm hotel-local' }) }),
  app_links: Type.Object({ android: Type.String(), ios: Type.String() }),
  /** map tiles (listing and hotels-around-you maps); null: no tile server configured, maps draw pins on a plain background */
  map_tiles: Type.Optional(
    Nullable(
      Type.Object({
        url: Type.String({ description: 'https URL template with {z}, {x} and {y}' }),
        attribution: Type.String(),
      }),
    ),
  ),
  /**
   * Display conversion: how many units of each site currency one US dollar buys, in
   * major units, as of a day. Prices stay in the property's currency on the wire and at payment;
   * a guest who picks another currency sees them converted with these rates, marked as such.
   */
  /**
   * origins a partner's `referral_url` may point to (spec §2 partner referral): home, listing and
   * hotel pages leave to a stored URL of these origins; none listed, none is followed
   */
  /**
   * Sign-in with Google and Facebook: the public client ids the browser hands to the
   * providers; null: that provider is off here (no client id configured, or the corporate site).
   * facebook_dialog_url: Facebook's login dialog (the API's FACEBOOK_DIALOG_URL, the same Graph
   * version as its token exchange); absent or null: the browser's own default
   */
  sign_in_providers: Type.Optional(
    Type.Object({
      google_client_id: Nullable(Type.String({ maxLength: 300 })),
      facebook_app_id: Nullable(Type.String({ maxLength: 300 })),
      facebook_dialog_url: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    }),
  ),
  partner_referral_origins: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
  exchange_rates: Type.Optional(
    Type.Object({
      as_of: Type.String({ description: 'YYYY-MM-DD the rates were taken' }),
      base: Type.Literal('USD'),
      rates: Type.Record(Type.String(), Type.Number({ exclusiveMinimum: 0 })),
    }),
  ),
});
export type SiteSettings = Static<typeof SiteSettingsSchema>;

export const TimestampSchema = Type.Object({ timestamp: Type.Integer({ description: 'unix seconds' }) });

export const LabelsQuerySchema = Type.Object({
  language: OptionalText(5, { description: 'en | id | vi | th' }),
  locale: OptionalText(10, { description: 'its language is used when language is absent' }),
});
export const LabelsSchema = Type.Object({ language: Type.String(), labels: Type.Record(Type.String(), Type.String()) });
export type Labels = Static<typeof LabelsSchema>;

export const BannersQuerySchema = Type.Object({
  country: OptionalText(2, { description: 'id | sg | ph | vn | th (or give locale)' }),
  locale: OptionalText(10),
});
export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  image_url: LinkUrl({ description: 'the generated picture (site-relative)' }),
  link_url: LinkUrl({ description: 'a site path with the locale, or an absolute http(s) URL; never another scheme' }),
  country: Type.String(),
});
export type Banner = Static<typeof BannerSchema>;
export const BannersSchema = Type.Object({ banners: Type.Array(BannerSchema) });
export type Banners = Static<typeof BannersSchema>;

export const LocalesAndContactQuerySchema = Type.Object({
  bouquet_group: OptionalText(10, { pattern: '^[A-Za-z0-9_-]*$' }),
});
export const LocaleSiteSchema = Type.Object({
  country: Type.String(),
  country_name: Type.String(),
  locales: Type.Array(Type.String()),
  localeForContect: Type.String({ description: 'spec spelling' }),
  contact_number: Type.String(),
  koolkost_enable: Type.Boolean(),
});
export const LocalesAndContactSchema = Type.Object({ rd_site: Type.Array(LocaleSiteSchema) });
export type LocalesAndContact = Static<typeof LocalesAndContactSchema>;

export const CountrySchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  phone_code: Type.String(),
  currency: Type.String(),
});
export const CountryListSchema = Type.Object({ countries: Type.Array(CountrySchema) });
export type Country = Static<typeof CountrySchema>;
