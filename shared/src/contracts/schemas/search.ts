/** Locations and hotel search (spec §3 hotel and listing state, §7 hotels and search calls). */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_GUESTS, MAX_PAGE_SIZE, MAX_ROOMS, MIN_GUESTS, MIN_ROOMS } from '@rednest/shared/format/rules';
import { AREA_CATEGORIES, BRAND_SLUGS, ORDER_DIRECTIONS, PROPERTY_TYPES, SORT_TYPES } from '../constants';
import { BoundedInteger, BoundedNumber, LiteralUnion, Nullable, OptionalText, PageNumber, Text } from './kit';
import { CountryCodeSchema } from './site';

export const AreaCategorySchema = LiteralUnion(AREA_CATEGORIES);

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
  /** IANA zone of the place: its "today" (a stay's earliest check-in) is counted there, not in the site's zone */
  timezone: Type.String(),
  weightage: Type.Integer(),
  child_weightage: Type.Integer(),
  is_popular: Type.Boolean(),
  hotel_count: Type.Integer(),
});
export type Area = Static<typeof AreaSchema>;
export const AreasSchema = Type.Object({ areas: Type.Array(AreaSchema) });
export type Areas = Static<typeof AreasSchema>;

export const AreasCdnQuerySchema = Type.Object({
  country: CountryCodeSchema,
  category: Type.Optional(AreaCategorySchema),
});
export type AreasCdnQuery = Static<typeof AreasCdnQuerySchema>;

const suggestionFields = {
  q: Text({
    minLength: 2,
    maxLength: 100,
    description: 'what the person typed; prefix of the name or of one of its words, accents and case ignored',
  }),
  country: Type.Optional(CountryCodeSchema),
  limit: Type.Optional(BoundedInteger(1, 10, { default: 10 })),
};
export const AreasQuerySchema = Type.Object(suggestionFields);
export type AreasQuery = Static<typeof AreasQuerySchema>;
export const AreasCorporateQuerySchema = Type.Object({
  ...suggestionFields,
  platform: Type.Optional(Type.Literal('corporate')),
});
export type AreasCorporateQuery = Static<typeof AreasCorporateQuerySchema>;
export const AreasBrandQuerySchema = Type.Object({
  ...suggestionFields,
  // a string, not the brand union: an unknown brand is a 400 UNKNOWN_BRAND with its own message
  source: Text({ minLength: 1, maxLength: 40, description: `brand slug: ${BRAND_SLUGS.join(' | ')}` }),
});
export type AreasBrandQuery = Static<typeof AreasBrandQuerySchema>;

export const ListHotelsQuerySchema = Type.Object({
  location: OptionalText(120, {
    minLength: 5,
    description: 'location slug of any level (pro-, cit-, sub-, dis-, are-)',
  }),
  city: OptionalText(120, { minLength: 2, description: 'city slug, with or without cit-' }),
  q: OptionalText(100, { minLength: 2, description: 'part of the hotel name (hotel suggestions)' }),
  limit: Type.Optional(BoundedInteger(1, 1000, { default: 500 })),
});
export type ListHotelsQuery = Static<typeof ListHotelsQuerySchema>;

export const HotelNameSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  city: Type.String(),
});
export const ListHotelsSchema = Type.Object({ hotels: Type.Array(HotelNameSchema) });
export type ListHotels = Static<typeof ListHotelsSchema>;

export const MetaTagSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  keywords: Type.String(),
  listing_template: Type.String(),
});
export type MetaTag = Static<typeof MetaTagSchema>;

export const PropertyTypeSchema = LiteralUnion(PROPERTY_TYPES);

export const HotelCardSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  property_code: Type.String(),
  property_type: PropertyTypeSchema,
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
  /** what a club member pays for the same stay (tarrif less the member price's share; null when sold out) */
  club_tarrif: Nullable(Type.Integer()),
  club_per_night: Nullable(Type.Integer()),
  currency: Type.String(),
  currency_symbol: Type.String(),
  available_rooms: Type.Integer(),
  // ── optional, so older callers and fixtures keep working ──
  /** tarrif, rack_rate and per_night include service and taxes: this is the part of tarrif they make */
  taxes_and_fees: Type.Optional(Nullable(Type.Integer())),
  /** deal discount already taken off tarrif (minor units) */
  discount: Type.Optional(Nullable(Type.Integer())),
  deal_percent: Type.Optional(Nullable(Type.Integer())),
  /** km from the searched point (lat/lng searches) */
  distance_km: Type.Optional(Nullable(Type.Number())),
  lat: Type.Optional(Type.Number()),
  lng: Type.Optional(Type.Number()),
  top_property: Type.Optional(Type.Boolean()),
  pay_at_hotel: Type.Optional(Type.Boolean()),
  property_category: Type.Optional(Type.String()),
});
export type HotelCard = Static<typeof HotelCardSchema>;

const CommaList = (description: string) => OptionalText(400, { description: `comma-separated: ${description}` });
const Toggle = (description: string) =>
  OptionalText(10, { description: `true | false (absent or "all" = no filter): ${description}` });

/** The listing filters (spec §9 keys a guest can use); malformed values are 400 INVALID_FILTER. */
export const ListingFilterQuery = {
  min_price: Type.Optional(
    BoundedInteger(0, 1_000_000_000_000, { description: 'all-in price per night (all rooms), minor units, at least' }),
  ),
  max_price: Type.Optional(
    BoundedInteger(0, 1_000_000_000_000, { description: 'all-in price per night (all rooms), minor units, at most' }),
  ),
  /** price bands of get_filters: "min-max" in minor units (max may be empty); several comma-separated */
  price: OptionalText(200, { description: 'price bands "min-max" (per night, all-in, minor units), comma-separated' }),
  user_rating: OptionalText(10, { description: 'minimum guest rating, 0-5 (e.g. 4 or 3.5)' }),
  top_property: Toggle('top properties only'),
  location_filter: CommaList('location tags (any of)'),
  property_category: CommaList('property categories (any of)'),
  ideal_for: CommaList('ideal for (any of)'),
  brand_type: CommaList('lumo | urbano | independent (any of)'),
  amenities_filter: CommaList('facility keys (all of)'),
  pah: Toggle('pay at hotel offered'),
  deals_discount: Toggle('properties in a deal'),
  add_on_type: CommaList('add-on types (any of)'),
  syariah: Toggle('syariah properties'),
  previous_booked: Toggle('signed-in users: properties booked before'),
};

export const HotelsListQuerySchema = Type.Object({
  location: OptionalText(120, { description: 'slug with prefix (cit-, sub-, dis-, are-, pro-); or give lat and lng' }),
  lat: Type.Optional(BoundedNumber(-90, 90, { description: 'hotels around a point (hotels-around-you)' })),
  lng: Type.Optional(BoundedNumber(-180, 180)),
  radius_km: Type.Optional(BoundedInteger(1, 50, { description: 'around a point: how far, default 10' })),
  check_in_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  check_out_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  rooms: Type.Optional(BoundedInteger(MIN_ROOMS, MAX_ROOMS)),
  guest: Type.Optional(BoundedInteger(MIN_GUESTS, MAX_GUESTS)),
  page: Type.Optional(PageNumber()),
  per_page: Type.Optional(BoundedInteger(1, MAX_PAGE_SIZE)),
  // strings, not unions: an unknown sort or type is a 400 with its own code (INVALID_SORT, INVALID_PROPERTY_TYPE)
  sort_by: OptionalText(20, { description: `${SORT_TYPES.join(' | ')} | distance (needs lat and lng)` }),
  order_by: Type.Optional(LiteralUnion(ORDER_DIRECTIONS)),
  property_type: OptionalText(20, { description: PROPERTY_TYPES.join(' | ') }),
  /** brand sites: only that brand's properties */
  source: OptionalText(40, { description: BRAND_SLUGS.join(' | ') }),
  /** added to every call by the api client on brand sites; used as `source` when that is absent */
  brand_name: OptionalText(40),
  /** corporate site: only properties open to corporate clients */
  platform: Type.Optional(Type.Literal('corporate')),
  ...ListingFilterQuery,
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
  // ── optional, so older fixtures keep working ──
  /** every price of the answer includes service charges and taxes */
  prices_include_taxes_and_fees: Type.Optional(Type.Boolean()),
  /** sum of review_count and the review-weighted average rating of the whole result */
  total_reviews: Type.Optional(Type.Integer()),
  avg_rating: Type.Optional(Nullable(Type.Number())),
  /** properties under the location that match the filters but are sold out for the stay (hotels/sold_out_hotels) */
  sold_out_count: Type.Optional(Type.Integer()),
  /** signed-in users: how many properties they have wish-listed */
  wishlist_count: Type.Optional(Nullable(Type.Integer())),
  meta_tag: Type.Optional(MetaTagSchema),
});
export type HotelsList = Static<typeof HotelsListSchema>;
