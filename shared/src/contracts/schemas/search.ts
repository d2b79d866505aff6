/** Locations and hotel search (spec §3 hotel and listing state, §7 hotels and search calls). */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_GUESTS, MAX_PAGE_SIZE, MAX_ROOMS, MIN_GUESTS, MIN_ROOMS } from '@rednest/shared/format/rules';
import { AREA_CATEGORIES, BRAND_SLUGS, ORDER_DIRECTIONS, PROPERTY_TYPES, SORT_TYPES } from '../constants';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, PageNumber, Text } from './kit';
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
  q: Text({ minLength: 2, maxLength: 100, description: 'what the person typed; prefix of the name or of one of its words, accents and case ignored' }),
  country: Type.Optional(CountryCodeSchema),
  limit: Type.Optional(BoundedInteger(1, 10, { default: 10 })),
};
export const AreasQuerySchema = Type.Object(suggestionFields);
export type AreasQuery = Static<typeof AreasQuerySchema>;
export const AreasCorporateQuerySchema = Type.Object({ ...suggestionFields, platform: Type.Optional(Type.Literal('corporate')) });
export type AreasCorporateQuery = Static<typeof AreasCorporateQuerySchema>;
export const AreasBrandQuerySchema = Type.Object({
  ...suggestionFields,
  // a string, not the brand union: an unknown brand is a 400 UNKNOWN_BRAND with its own message
  source: Text({ minLength: 1, maxLength: 40, description: `brand slug: ${BRAND_SLUGS.join(' | ')}` }),
});
export type AreasBrandQuery = Static<typeof AreasBrandQuerySchema>;

export const ListHotelsQuerySchema = Type.Object({
  location: OptionalText(120, { minLength: 5, description: 'location slug of any level (pro-, cit-, sub-, dis-, are-)' }),
  city: OptionalText(120, { minLength: 2, description: 'city slug, with or without cit-' }),
  q: OptionalText(100, { minLength: 2, description: 'part of the hotel name (hotel suggestions)' }),
  limit: Type.Optional(BoundedInteger(1, 1000, { default: 500 })),
});
export type ListHotelsQuery = Static<typeof ListHotelsQuerySchema>;

export const HotelNameSchema = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), city: Type.String() });
export const ListHotelsSchema = Type.Object({ hotels: Type.Array(HotelNameSchema) });
export type ListHotels = Static<typeof ListHotelsSchema>;

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
  currency: Type.String(),
  currency_symbol: Type.String(),
  available_rooms: Type.Integer(),
});
export type HotelCard = Static<typeof HotelCardSchema>;

export const HotelsListQuerySchema = Type.Object({
  location: Text({ maxLength: 120, description: 'slug with prefix (cit-, sub-, dis-, are-, pro-)' }),
  check_in_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  check_out_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  rooms: Type.Optional(BoundedInteger(MIN_ROOMS, MAX_ROOMS)),
  guest: Type.Optional(BoundedInteger(MIN_GUESTS, MAX_GUESTS)),
  page: Type.Optional(PageNumber()),
  per_page: Type.Optional(BoundedInteger(1, MAX_PAGE_SIZE)),
  // strings, not unions: an unknown sort or type is a 400 with its own code (INVALID_SORT, INVALID_PROPERTY_TYPE)
  sort_by: OptionalText(20, { description: SORT_TYPES.join(' | ') }),
  order_by: Type.Optional(LiteralUnion(ORDER_DIRECTIONS)),
  property_type: OptionalText(20, { description: PROPERTY_TYPES.join(' | ') }),
  /** brand sites: only that brand's properties */
  source: OptionalText(40, { description: BRAND_SLUGS.join(' | ') }),
  /** added to every call by the api client on brand sites; used as `source` when that is absent */
  brand_name: OptionalText(40),
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
