/**
 * DTO schemas (TypeBox): the API validates and documents with them, the browser imports only
 * their static types (`import type`), so no schema code reaches the bundles.
 * Field names follow the spec (§3) even where they are not our style (snake_case, `tarrif`).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const ApiErrorSchema = Type.Object({
  code: Type.String({ description: 'stable machine code, e.g. VALIDATION_FAILED, ROOM_SOLD_OUT' }),
  message: Type.String({ description: 'what a person can read' }),
  details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  request_id: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiErrorSchema>;

/** Money as an integer in the currency's minor units (see CURRENCIES[code].exponent). */
export const MoneySchema = Type.Object({ amount: Type.Integer(), currency: Type.String() });
export type Money = Static<typeof MoneySchema>;

// ── token ────────────────────────────────────────────────────────────────────
export const GuestTokenSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.String({ description: 'Bearer' }),
  created_at: Type.Integer({ description: 'unix seconds' }),
  expires_in: Type.Integer({ description: 'seconds' }),
});
export type GuestToken = Static<typeof GuestTokenSchema>;

export const TimestampSchema = Type.Object({ timestamp: Type.Integer({ description: 'unix seconds' }) });

// ── user ─────────────────────────────────────────────────────────────────────
export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  isLogin: Type.Boolean(),
  access_token: Type.String(),
  token_type: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  phone_number: Type.String(),
  primary_phone_verified: Type.Boolean(),
  country_id: Type.Integer(),
  country_name: Type.String(),
  locale: Type.String(),
  currency_symbol: Type.String(),
  club_member: Type.Boolean(),
  club_membership_enabled: Type.Boolean(),
  point_balance: Type.Integer(),
  loyalty_tier: Type.String({ description: 'bronze | silver | gold | diamond' }),
  my_bookings_count: Type.Integer(),
  redcash_balance: Type.Integer({ description: 'minor units' }),
  converted_redcash_balance: Type.Integer({ description: "minor units in the member's home currency (conversion to the site currency comes with the club issue)" }),
  redcash_conversion_unit: Type.Number(),
  corporate_type: Nullable(Type.String({ description: 'travel_agent | other' })),
  travel_agent_id: Nullable(Type.Integer()),
  corporate_agent_id: Nullable(Type.Integer()),
  gender: Nullable(Type.String()),
  user_loyalty_type: Nullable(Type.String()),
  loyalty_remaining_booking_count: Type.Integer(),
  provider: Type.String({ description: 'email | phone | google' }),
  picture: Nullable(Type.String()),
  bouquet_group: Type.String(),
  bouquet_segment: Type.String(),
  big_member: Type.Boolean(),
  is_new_user: Type.Boolean(),
  pay_at_hotel: Type.Boolean(),
  usertype: Type.String(),
  user_club_membership_id: Nullable(Type.Integer()),
  whatsapp_status: Type.Boolean(),
  is_unsubscribed: Type.Boolean(),
  have_notification: Type.Boolean(),
});
export type UserInfo = Static<typeof UserInfoSchema>;

export const LoginBodySchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const SignupBodySchema = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 80 }),
  last_name: Type.Optional(Type.String({ maxLength: 80 })),
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 8, maxLength: 200 }),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  country_code: Type.Optional(Type.String({ maxLength: 4 })),
  locale: Type.Optional(Type.String()),
});
export type SignupBody = Static<typeof SignupBodySchema>;

// ── site ─────────────────────────────────────────────────────────────────────
export const SiteKindSchema = Type.Union([Type.Literal('main'), Type.Literal('brand'), Type.Literal('corporate')]);
export type SiteKind = Static<typeof SiteKindSchema>;

export const BrandSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  brand_logo: Type.String({ description: 'image URL' }),
  /** design-token overrides, e.g. { "--rn-color-primary": "#0a7d6e" } */
  tokens: Type.Record(Type.String(), Type.String()),
  tagline: Type.String(),
});
export type Brand = Static<typeof BrandSchema>;

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
  /** entries: [label, language, locale code, country] — locale at position 2, country at 3 (spec §3) */
  locale_list: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.String()])),
  /** entries: [label, symbol, code] — code at position 2 (spec §3) */
  currency_list: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String()])),
  postal_address: Type.String(),
  contact_email: Type.String(),
  contact_number: Type.String(),
  secondary_contact_number: Type.String(),
  show_call_button: Type.Boolean(),
  sort_type: Type.String(),
  google_autocomplete_delay: Type.Integer(),
  default_payment_options_msite: Type.Integer(),
  chat_button_enabled: Type.Boolean(),
  description: Type.String(),
  cut_off_times: Type.Object({ same_day_booking_until: Type.String({ description: 'HH:mm hotel-local' }) }),
  app_links: Type.Object({ android: Type.String(), ios: Type.String() }),
});
export type SiteSettings = Static<typeof SiteSettingsSchema>;

export const LabelsSchema = Type.Object({ language: Type.String(), labels: Type.Record(Type.String(), Type.String()) });
export type Labels = Static<typeof LabelsSchema>;

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  image_url: Type.String(),
  link_url: Type.String(),
  country: Type.String(),
});
export type Banner = Static<typeof BannerSchema>;
export const BannersSchema = Type.Object({ banners: Type.Array(BannerSchema) });

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
  id: Type.Integer(), code: Type.String(), name: Type.String(), phone_code: Type.String(), currency: Type.String(),
});
export const CountryListSchema = Type.Object({ countries: Type.Array(CountrySchema) });
export type Country = Static<typeof CountrySchema>;

// ── locations ────────────────────────────────────────────────────────────────
export const AreaCategorySchema = Type.Union([
  Type.Literal('province'), Type.Literal('city'), Type.Literal('sub_city'), Type.Literal('district'), Type.Literal('area'),
]);
export type AreaCategory = Static<typeof AreaCategorySchema>;

export const AreaSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** search slug with its prefix: cit-, sub-, dis-, are- (provinces have none: pro-) */
  slug: Type.String(),
  category: AreaCategorySchema,
  parent_id: Nullable(Type.Integer()),
  /** human path, e.g. "Kuta, Bali, Indonesia" */
  full_name: Type.String(),
  country: Type.String(),
  weightage: Type.Integer(),
  child_weightage: Type.Integer(),
  is_popular: Type.Boolean(),
  hotel_count: Type.Integer(),
});
export type Area = Static<typeof AreaSchema>;
export const AreasSchema = Type.Object({ areas: Type.Array(AreaSchema) });

export const HotelNameSchema = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), city: Type.String() });
export const ListHotelsSchema = Type.Object({ hotels: Type.Array(HotelNameSchema) });

// ── hotels ───────────────────────────────────────────────────────────────────
export const HotelCardSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  property_code: Type.String(),
  property_type: Type.String({ description: 'hotel | residence | coliving' }),
  street1: Type.String(),
  city: Type.String(),
  area: Type.String(),
  state: Type.String(),
  country: Type.String(),
  lead_picture: Type.String(),
  facilities: Type.Array(Type.String()),
  rating: Type.Number(),
  review_count: Type.Integer(),
  check_in_time: Type.String(),
  check_out_time: Type.String(),
  is_wishlisted: Type.Boolean(),
  /** total for the stay, all rooms, in minor units; null when sold out */
  tarrif: Nullable(Type.Integer()),
  /** the same stay at rack rate (strike-through price) */
  rack_rate: Nullable(Type.Integer()),
  per_night: Nullable(Type.Integer()),
  currency: Type.String(),
  currency_symbol: Type.String(),
  available_rooms: Type.Integer(),
});
export type HotelCard = Static<typeof HotelCardSchema>;

export const HotelsListQuerySchema = Type.Object({
  location: Type.String({ description: 'slug with prefix (cit-, sub-, dis-, are-, pro-)' }),
  check_in_date: Type.String({ description: 'DD-MM-YYYY' }),
  check_out_date: Type.String({ description: 'DD-MM-YYYY' }),
  rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  guest: Type.Optional(Type.Integer({ minimum: 1, maximum: 40 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  sort_by: Type.Optional(Type.String()),
  order_by: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  property_type: Type.Optional(Type.String({ description: 'hotel | residence | coliving' })),
  /** brand sites: only that brand's properties (lumo | urbano) */
  source: Type.Optional(Type.String({ maxLength: 40 })),
  /** added to every call by the api client on brand sites; used as `source` when that is absent */
  brand_name: Type.Optional(Type.String({ maxLength: 40 })),
  /** corporate site: only properties open to corporate clients */
  platform: Type.Optional(Type.Literal('corporate')),
});
export type HotelsListQuery = Static<typeof HotelsListQuerySchema>;

export const HotelsListSchema = Type.Object({
  hotels: Type.Array(HotelCardSchema),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
  properties_count: Type.Integer(),
  search_id: Type.String(),
  currency: Type.String(),
  currency_symbol: Type.String(),
  minPrice: Nullable(Type.Integer()),
  maxPrice: Nullable(Type.Integer()),
  location: Type.Object({ slug: Type.String(), name: Type.String(), category: Type.String() }),
  no_of_nights: Type.Integer(),
});
export type HotelsList = Static<typeof HotelsListSchema>;

// ── content ──────────────────────────────────────────────────────────────────
export const FaqSchema = Type.Object({ id: Type.Integer(), category: Type.String(), question: Type.String(), answer: Type.String() });
export type Faq = Static<typeof FaqSchema>;
export const FaqsSchema = Type.Object({ language: Type.String(), faqs: Type.Array(FaqSchema) });

export const RsiteContentSchema = Type.Object({
  section: Type.String(),
  language: Type.String(),
  blocks: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), body: Type.String(), image_url: Nullable(Type.String()) })),
});
export type RsiteContent = Static<typeof RsiteContentSchema>;

export const LoyaltyProgramsSchema = Type.Object({
  currency: Type.String(),
  redcash: Type.Object({
    cashback_percent: Type.Number(),
    max_redeem_percent: Type.Number(),
    validity_days: Type.Integer(),
    how_it_works: Type.Array(Type.Object({ title: Type.String(), body: Type.String() })),
  }),
  club_plans: Type.Array(Type.Object({
    id: Type.Integer(), name: Type.String(), duration_days: Type.Integer(), price: Type.Integer(), currency: Type.String(), order: Type.Integer(), benefits: Type.Array(Type.String()),
  })),
  tiers: Type.Array(Type.Object({ key: Type.String(), rank: Type.Integer(), name: Type.String(), min_bookings: Type.Integer(), benefits: Type.Array(Type.String()) })),
});
export type LoyaltyPrograms = Static<typeof LoyaltyProgramsSchema>;

// ── bookings ─────────────────────────────────────────────────────────────────
export const BookingListItemSchema = Type.Object({
  id: Type.Integer(),
  booking_salt: Type.String(),
  status: Type.String({ description: 'pending | confirmed | checked_in | completed | cancelled' }),
  hotel_name: Type.String(),
  hotel_slug: Type.String(),
  city: Type.String(),
  lead_picture: Type.String(),
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  no_of_nights: Type.Integer(),
  rooms: Type.Integer(),
  guests: Type.Integer(),
  room_type: Type.String(),
  total: Type.Integer(),
  currency: Type.String(),
  created_at: Type.String(),
});
export type BookingListItem = Static<typeof BookingListItemSchema>;
export const MyBookingsSchema = Type.Object({
  bookings: Type.Array(BookingListItemSchema),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
  type: Type.String({ description: 'upcoming | completed | cancelled' }),
});
export type MyBookings = Static<typeof MyBookingsSchema>;

// ── monitor ──────────────────────────────────────────────────────────────────
export const ErrorLogSchema = Type.Object({
  error: Type.String({ maxLength: 2000 }),
  errorCode: Type.String({ maxLength: 100 }),
  errorDescription: Type.String({ maxLength: 8000 }),
  userAgent: Type.String({ maxLength: 500 }),
  domain: Type.String({ maxLength: 255 }),
  apiEndpoint: Type.String({ maxLength: 500 }),
  apiVersion: Type.String({ maxLength: 20 }),
  appEnvironment: Type.String({ maxLength: 40 }),
});
export type ErrorLog = Static<typeof ErrorLogSchema>;
