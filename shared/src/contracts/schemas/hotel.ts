/**
 * Hotel details, availability and prices for a stay, reviews, recommendations, ratings and the
 * price calendar (spec §3 hotel detail state, §7 hotel calls). Every price is all-in:
 * room charge − deal discount + service charge + taxes, in minor units of `currency`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_GUESTS, MAX_PAGE_SIZE, MAX_ROOMS, MIN_GUESTS, MIN_ROOMS } from '@rednest/shared/format/rules';
import { BoundedInteger, Nullable, OptionalText, PageNumber, Text, TextLang } from './kit';
import { HotelCardSchema, MetaTagSchema, PropertyTypeSchema } from './search';

export const HotelParamsSchema = Type.Object({
  id: Text({ minLength: 1, maxLength: 120, description: 'property id or slug', examples: ['1'] }),
});
export type HotelParams = Static<typeof HotelParamsSchema>;

const StayFields = {
  check_in_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  check_out_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  rooms: Type.Optional(BoundedInteger(MIN_ROOMS, MAX_ROOMS)),
  guest: Type.Optional(BoundedInteger(MIN_GUESTS, MAX_GUESTS)),
};

export const CancellationPolicySchema = Type.Object({
  refundable: Type.Boolean(),
  /** free cancellation until this many hours before check-in (hotel time); null when never free */
  free_until_hours_before_check_in: Nullable(Type.Integer()),
  /** share of the stay charged for a later cancellation (or any, when not refundable) */
  fee_percent: Type.Integer(),
  /** the same in plain English words; front ends may build their own text from the fields */
  summary: Type.String(),
});
export type CancellationPolicy = Static<typeof CancellationPolicySchema>;

export const RatePlanSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  lang: TextLang(),
  includes_breakfast: Type.Boolean(),
  refundable: Type.Boolean(),
  /** nightly supplement per room over the room-only price, before service and taxes */
  supplement_per_night: Type.Integer(),
  cancellation_policy: CancellationPolicySchema,
});
export type RatePlan = Static<typeof RatePlanSchema>;

export const HotelRoomSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lang: TextLang(),
  max_guests: Type.Integer(),
  total_rooms: Type.Integer(),
  picture: Type.String(),
  rate_plans: Type.Array(RatePlanSchema),
});

export const GalleryTabSchema = Type.Object({
  tab_name: Type.String({ description: 'all | property | rooms' }),
  values: Type.Array(Type.Object({ url: Type.String(), caption: Type.String() })),
});

export const HotelPoliciesSchema = Type.Object({
  /** identity documents accepted at check-in (keys: ktp, passport, sim, nric, …) */
  accepted_ids: Type.Array(Type.String()),
  couple_friendly: Type.Boolean(),
  /** children under this age stay free with their parents; null: children are not accepted */
  children_free_under_age: Nullable(Type.Integer()),
  /** refundable deposit asked at check-in for the stay, minor units; 0 = none */
  deposit: Type.Integer(),
  pay_at_hotel: Type.Boolean(),
  syariah: Type.Boolean(),
});
export type HotelPolicies = Static<typeof HotelPoliciesSchema>;

export const DealSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  lang: TextLang(),
  discount_percent: Type.Integer(),
  ends_on: Type.String(),
});

export const HotelDetailsSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  property_code: Type.String(),
  property_type: PropertyTypeSchema,
  property_category: Type.String(),
  description: Type.String(),
  description_lang: TextLang(),
  street1: Type.String(),
  street2: Type.String(),
  zip_code: Type.String(),
  area: Type.String(),
  city: Type.String(),
  city_slug: Type.String(),
  state: Type.String(),
  country: Type.String(),
  country_code: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  timezone: Type.String(),
  check_in_time: Type.String(),
  check_out_time: Type.String(),
  facilities: Type.Array(Type.String()),
  ideal_for: Type.Array(Type.String()),
  location_tags: Type.Array(Type.String()),
  add_on_types: Type.Array(Type.String()),
  rating: Type.Number(),
  review_count: Type.Integer(),
  brand: Nullable(Type.String()),
  top_property: Type.Boolean(),
  currency: Type.String(),
  currency_symbol: Type.String(),
  lead_picture: Type.String(),
  gallery_pictures: Type.Array(GalleryTabSchema),
  policies: HotelPoliciesSchema,
  /** what the all-in prices include: service and tax of this property */
  charges: Type.Object({
    service_percent: Type.Number(),
    tax_percent: Type.Number(),
    prices_include_taxes_and_fees: Type.Boolean(),
  }),
  deal: Nullable(DealSummarySchema),
  rooms: Type.Array(HotelRoomSchema),
  /** signed-in users: on their wish list; guests: false */
  is_wishlisted: Type.Boolean(),
  meta_tag: MetaTagSchema,
});
export type HotelDetails = Static<typeof HotelDetailsSchema>;

export const PriceAvailabilityQuerySchema = Type.Object(StayFields);
export type PriceAvailabilityQuery = Static<typeof PriceAvailabilityQuerySchema>;

export const PlanPriceSchema = Type.Object({
  rate_plan_id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  lang: TextLang(),
  includes_breakfast: Type.Boolean(),
  refundable: Type.Boolean(),
  cancellation_policy: CancellationPolicySchema,
  /** the whole stay, all rooms, all-in (the booking summary charges this) */
  total_tarrif: Type.Integer(),
  per_night: Type.Integer(),
  /** what a club member pays for it: total_tarrif less the member price's share (their summary charges this) */
  club_total_tarrif: Type.Integer(),
  club_per_night: Type.Integer(),
  rack_rate: Type.Integer(),
  room_charge: Type.Integer(),
  discount: Type.Integer(),
  service_charge: Type.Integer(),
  taxes: Type.Integer(),
});
export type PlanPrice = Static<typeof PlanPriceSchema>;

export const RoomPriceSchema = Type.Object({
  room_type_id: Type.Integer(),
  name: Type.String(),
  lang: TextLang(),
  max_guests: Type.Integer(),
  /** rooms free on every night of the stay */
  available_rooms: Type.Integer(),
  /** the rooms asked for hold the guests */
  fits: Type.Boolean(),
  /** fewer free rooms than asked on some night */
  sold_out: Type.Boolean(),
  /** empty when sold out or not fitting */
  plans: Type.Array(PlanPriceSchema),
});

export const SuggestedStaySchema = Type.Object({
  check_in_date: Type.String({ description: 'DD-MM-YYYY' }),
  check_out_date: Type.String({ description: 'DD-MM-YYYY' }),
  total_tarrif: Type.Integer(),
  per_night: Type.Integer(),
});

export const PriceAvailabilitySchema = Type.Object({
  property_id: Type.Integer(),
  slug: Type.String(),
  check_in_date: Type.String(),
  check_out_date: Type.String(),
  no_of_nights: Type.Integer(),
  rooms: Type.Integer(),
  guest: Type.Integer(),
  currency: Type.String(),
  currency_symbol: Type.String(),
  prices_include_taxes_and_fees: Type.Boolean(),
  /** no room type has the rooms free for the guests on every night */
  sold_out: Type.Boolean(),
  room_prices: Type.Array(RoomPriceSchema),
  /** the cheapest plan that fits: the price the listing shows for this stay */
  cheapest: Nullable(
    Type.Object({
      room_type_id: Type.Integer(),
      rate_plan_id: Type.Integer(),
      total_tarrif: Type.Integer(),
      per_night: Type.Integer(),
    }),
  ),
  /** when sold out: stays of the same length nearby (up to 14 days either side) that are not */
  suggested_dates: Type.Array(SuggestedStaySchema),
});
export type PriceAvailability = Static<typeof PriceAvailabilitySchema>;

export const ReviewsQuerySchema = Type.Object({
  page: Type.Optional(PageNumber()),
  per_page: Type.Optional(BoundedInteger(1, MAX_PAGE_SIZE)),
});
export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  author_name: Type.String(),
  rating: Type.Integer(),
  traveller_type: Type.String(),
  comment: Type.String(),
  lang: TextLang(),
  stayed_on: Type.String({ description: 'YYYY-MM-DD' }),
  created_at: Type.String({ description: 'ISO instant' }),
});
export const ReviewsSchema = Type.Object({
  property_id: Type.Integer(),
  rating: Type.Number(),
  review_count: Type.Integer(),
  /** count of reviews per star, 5 down to 1 */
  rating_breakdown: Type.Array(Type.Object({ stars: Type.Integer(), count: Type.Integer() })),
  reviews: Type.Array(ReviewSchema),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
});
export type Reviews = Static<typeof ReviewsSchema>;

export const RecommendedQuerySchema = Type.Object({
  hotel: Text({
    minLength: 1,
    maxLength: 120,
    description: 'id or slug of the property being viewed',
    examples: ['1'],
  }),
  check_in_date: OptionalText(40, { description: 'DD-MM-YYYY (default: tonight at the hotel)' }),
  check_out_date: OptionalText(40, { description: 'DD-MM-YYYY (default: the day after check-in)' }),
  rooms: Type.Optional(BoundedInteger(MIN_ROOMS, MAX_ROOMS)),
  guest: Type.Optional(BoundedInteger(MIN_GUESTS, MAX_GUESTS)),
  limit: Type.Optional(BoundedInteger(1, 20, { default: 6 })),
});
export const RecommendedSchema = Type.Object({ hotels: Type.Array(HotelCardSchema) });
export type Recommended = Static<typeof RecommendedSchema>;

export const RatingsQuerySchema = Type.Object({
  ids: Text({
    minLength: 1,
    maxLength: 600,
    description: 'comma-separated property ids or slugs (at most 50)',
    examples: ['1,2'],
  }),
});
export const RatingsSchema = Type.Object({
  ratings: Type.Array(
    Type.Object({ id: Type.Integer(), slug: Type.String(), rating: Type.Number(), review_count: Type.Integer() }),
  ),
});
export type Ratings = Static<typeof RatingsSchema>;

export const PriceCalendarQuerySchema = Type.Object({
  month: Text({ maxLength: 10, description: 'YYYY-MM' }),
  location: OptionalText(120, { description: 'location slug (or give hotel)' }),
  hotel: OptionalText(120, { description: 'property id or slug' }),
  rooms: Type.Optional(BoundedInteger(MIN_ROOMS, MAX_ROOMS)),
  guest: Type.Optional(BoundedInteger(MIN_GUESTS, MAX_GUESTS)),
  property_type: OptionalText(20),
});
export const PriceCalendarSchema = Type.Object({
  month: Type.String(),
  currency: Type.String(),
  currency_symbol: Type.String(),
  prices_include_taxes_and_fees: Type.Boolean(),
  /** every day of the month: the lowest all-in price of one night from that day (all rooms); null when unknown or sold out */
  days: Type.Array(
    Type.Object({ date: Type.String({ description: 'YYYY-MM-DD' }), min_per_night: Nullable(Type.Integer()) }),
  ),
});
export type PriceCalendar = Static<typeof PriceCalendarSchema>;
