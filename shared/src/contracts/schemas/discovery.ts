/**
 * Discovery: wish lists, listing filters, typo-tolerant locations, home lists, curated
 * getaways, facility icons, search history, city lists, brands, deals, meta tags and the
 * experiment groups of spec §7.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_GUESTS, MAX_PAGE_SIZE, MAX_ROOMS, MIN_GUESTS, MIN_ROOMS } from '@rednest/shared/format/rules';
import { META_PAGES, WISHLIST_ACTIONS } from '../constants';
import { BoundedInteger, BoundedNumber, LiteralUnion, Nullable, OptionalText, PageNumber, Text, TextLang } from './kit';
import { CountryCodeSchema } from './site';
import { AreaSchema, HotelNameSchema, ListingFilterQuery, MetaTagSchema, PropertyTypeSchema } from './search';

// ── wish lists ───────────────────────────────────────────────────────────────
export const WishListQuerySchema = Type.Object({
  page: Type.Optional(PageNumber()),
  per_page: Type.Optional(BoundedInteger(1, MAX_PAGE_SIZE)),
});
export const WishedHotelSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  property_type: PropertyTypeSchema,
  city: Type.String(),
  area: Type.String(),
  lead_picture: Type.String(),
  rating: Type.Number(),
  review_count: Type.Integer(),
  is_wishlisted: Type.Boolean(),
  added_at: Type.String({ description: 'ISO instant' }),
});
export const WishListSchema = Type.Object({
  wish_lists: Type.Array(WishedHotelSchema),
  wishlist_count: Type.Integer(),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
});
export type WishList = Static<typeof WishListSchema>;
export const WishListUpdateBodySchema = Type.Object({
  property_id: BoundedInteger(1, 2_147_483_647),
  action: LiteralUnion(WISHLIST_ACTIONS),
});
export type WishListUpdateBody = Static<typeof WishListUpdateBodySchema>;
export const WishListUpdateSchema = Type.Object({
  property_id: Type.Integer(),
  is_wishlisted: Type.Boolean(),
  wishlist_count: Type.Integer(),
});
export type WishListUpdate = Static<typeof WishListUpdateSchema>;

// ── filters ──────────────────────────────────────────────────────────────────
export const FiltersQuerySchema = Type.Object({
  location: OptionalText(120, { description: 'location slug; or lat and lng' }),
  lat: Type.Optional(BoundedNumber(-90, 90)),
  lng: Type.Optional(BoundedNumber(-180, 180)),
  radius_km: Type.Optional(BoundedInteger(1, 50)),
  check_in_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  check_out_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  rooms: Type.Optional(BoundedInteger(MIN_ROOMS, MAX_ROOMS)),
  guest: Type.Optional(BoundedInteger(MIN_GUESTS, MAX_GUESTS)),
  property_type: OptionalText(20),
  source: OptionalText(40),
  brand_name: OptionalText(40),
  platform: Type.Optional(Type.Literal('corporate')),
  ...ListingFilterQuery,
});
export type FiltersQuery = Static<typeof FiltersQuerySchema>;
export const FilterOptionSchema = Type.Object({ value: Type.String(), count: Type.Integer() });
export const FilterGroupSchema = Type.Object({
  /** the hotels/list parameter */
  key: Type.String(),
  backend_key: Type.String(),
  /** multi: comma list of values (any of, amenities: all of); toggle: true; min: a minimum (user_rating) */
  type: Type.String({ description: 'multi | toggle | min' }),
  weightage: Type.Integer(),
  options: Type.Array(FilterOptionSchema),
});
export const PriceBandSchema = Type.Object({
  /** the value of hotels/list `price`: "min-max" (max empty for the last band) */
  value: Type.String(),
  min: Type.Integer(),
  max: Nullable(Type.Integer()),
  count: Type.Integer(),
});
export const FiltersSchema = Type.Object({
  currency: Type.String(),
  currency_symbol: Type.String(),
  /** available properties of the search before its filters; options count within them (the filters of the query narrow nothing here) */
  properties_count: Type.Integer(),
  min_price: Nullable(Type.Integer()),
  max_price: Nullable(Type.Integer()),
  price_bands: Type.Array(PriceBandSchema),
  filters: Type.Array(FilterGroupSchema),
});
export type Filters = Static<typeof FiltersSchema>;

// ── locations ────────────────────────────────────────────────────────────────
export const LocationsQuerySchema = Type.Object({
  q: Text({ minLength: 2, maxLength: 100, description: 'what the person typed; typos tolerated' }),
  country: Type.Optional(CountryCodeSchema),
  limit: Type.Optional(BoundedInteger(1, 10, { default: 8 })),
});
export const LocationsSchema = Type.Object({
  locations: Type.Array(
    Type.Composite([
      AreaSchema,
      Type.Object({ matched_by: Type.String({ description: 'prefix | similar' }), score: Type.Number() }),
    ]),
  ),
  hotels: Type.Array(HotelNameSchema),
});
export type Locations = Static<typeof LocationsSchema>;

// ── home and discovery lists ─────────────────────────────────────────────────
export const CountryQuerySchema = Type.Object({ country: CountryCodeSchema });
export const PlaceItemSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  category: Type.String(),
  hotel_count: Type.Integer(),
  picture: Type.String(),
});
export const HomePriorityListsSchema = Type.Object({
  lists: Type.Array(Type.Object({ key: Type.String(), places: Type.Array(PlaceItemSchema) })),
});
export type HomePriorityLists = Static<typeof HomePriorityListsSchema>;
export const HotelTeaserSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  city: Type.String(),
  area: Type.String(),
  lead_picture: Type.String(),
  rating: Type.Number(),
  review_count: Type.Integer(),
  property_type: PropertyTypeSchema,
});
export type HotelTeaser = Static<typeof HotelTeaserSchema>;
export const CuratedGetawaysSchema = Type.Object({
  getaways: Type.Array(
    Type.Object({
      key: Type.String({ description: 'a location tag' }),
      hotel_count: Type.Integer(),
      hotels: Type.Array(HotelTeaserSchema),
    }),
  ),
});
export type CuratedGetaways = Static<typeof CuratedGetawaysSchema>;
export const IconImagesSchema = Type.Object({
  icon_images: Type.Array(Type.Object({ key: Type.String(), icon_url: Type.String() })),
});
export type IconImages = Static<typeof IconImagesSchema>;

export const SearchHistorySchema = Type.Object({
  searches: Type.Array(
    Type.Object({
      location: Type.Object({
        slug: Type.String(),
        name: Type.String(),
        category: Type.String(),
        full_name: Type.String(),
      }),
      check_in_date: Type.String({ description: 'DD-MM-YYYY' }),
      check_out_date: Type.String({ description: 'DD-MM-YYYY' }),
      rooms: Type.Integer(),
      guest: Type.Integer(),
      searched_at: Type.String(),
    }),
  ),
});
export type SearchHistory = Static<typeof SearchHistorySchema>;

export const CityAndHotelsQuerySchema = Type.Object({
  country: CountryCodeSchema,
  hotels_per_city: Type.Optional(BoundedInteger(1, 50, { default: 10 })),
});
export const CityAndHotelsSchema = Type.Object({
  cities: Type.Array(
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      hotel_count: Type.Integer(),
      hotels: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() })),
    }),
  ),
});
export type CityAndHotels = Static<typeof CityAndHotelsSchema>;
export const CountryCitiesSchema = Type.Object({
  cities: Type.Array(
    Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      name: Type.String(),
      province: Type.String(),
      hotel_count: Type.Integer(),
      is_popular: Type.Boolean(),
    }),
  ),
});
export type CountryCities = Static<typeof CountryCitiesSchema>;

// ── brands ───────────────────────────────────────────────────────────────────
export const BrandTypeSchema = Type.Object({
  brand_slug: Type.String(),
  name: Type.String(),
  brand_logo: Type.String(),
  tagline: Type.String(),
  hotel_count: Type.Integer(),
});
export const LocaleQuerySchema = Type.Object({
  locale: OptionalText(10, { description: 'e.g. en-id; picks the tagline language' }),
});
export const BrandsSchema = Type.Object({ brand_types: Type.Array(BrandTypeSchema) });
export type Brands = Static<typeof BrandsSchema>;
export const BrandParamsSchema = Type.Object({
  slug: Text({ minLength: 1, maxLength: 40, description: 'brand slug', examples: ['lumo'] }),
});
export const BrandDetailsSchema = Type.Object({
  brand_types: Type.Array(BrandTypeSchema),
  cities: Type.Array(
    Type.Object({ slug: Type.String(), name: Type.String(), country: Type.String(), hotel_count: Type.Integer() }),
  ),
  hotels: Type.Array(HotelTeaserSchema),
});
export type BrandDetails = Static<typeof BrandDetailsSchema>;
export const BrandWebContentQuerySchema = Type.Object({
  brand: Text({ minLength: 1, maxLength: 40, description: 'brand slug', examples: ['lumo'] }),
  locale: OptionalText(10),
});
export const BrandWebContentSchema = Type.Object({
  brand_slug: Type.String(),
  name: Type.String(),
  brand_logo: Type.String(),
  tagline: Type.String(),
  nav_items: Type.Array(Type.Object({ key: Type.String(), path: Type.String() })),
  hotel_count: Type.Integer(),
});
export type BrandWebContent = Static<typeof BrandWebContentSchema>;

// ── deals ────────────────────────────────────────────────────────────────────
export const DealSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  lang: TextLang(),
  country: Type.String(),
  discount_percent: Type.Integer(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  hotel_count: Type.Integer(),
});
export type Deal = Static<typeof DealSchema>;
export const DealsQuerySchema = Type.Object({ country: Type.Optional(CountryCodeSchema) });
export const DealsSchema = Type.Object({ deals: Type.Array(DealSchema) });
export type Deals = Static<typeof DealsSchema>;
export const DealParamsSchema = Type.Object({
  id: Text({ minLength: 1, maxLength: 80, description: 'deal id or slug', examples: ['payday-id'] }),
});
export const DealPageQuerySchema = Type.Object({
  page: Type.Optional(PageNumber()),
  per_page: Type.Optional(BoundedInteger(1, MAX_PAGE_SIZE)),
});
export const DealPageSchema = Type.Object({
  deal: DealSchema,
  hotels: Type.Array(HotelTeaserSchema),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
});
export type DealPage = Static<typeof DealPageSchema>;

// ── meta tags ────────────────────────────────────────────────────────────────
export const MetaTagsQuerySchema = Type.Object({
  page: LiteralUnion(META_PAGES),
  location: OptionalText(120, { description: 'listing: location slug' }),
  hotel: OptionalText(120, { description: 'hotel: id or slug' }),
  deal: OptionalText(80, { description: 'deal: id or slug' }),
  brand: OptionalText(40, { description: 'brand: slug' }),
});
export const MetaTagsSchema = Type.Object({ meta_tag: MetaTagSchema });
export type MetaTags = Static<typeof MetaTagsSchema>;

// ── experiments (spec §3 experiment fields, §7 group calls) ──────────────────
/** Who is assigned: the signed-in user, else the browser session id (spec §4: msite_… or desktop_…); neither → every field 'NA'. */
export const ExperimentQuerySchema = Type.Object({
  visitor_id: OptionalText(100, {
    minLength: 8,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'the session id of a guest',
  }),
});
export const AbGroupSchema = Type.Object({
  bod_group: Type.String(),
  bod_discount_percent: Type.String(),
  bod_segment: Type.String(),
  rack_rate_user_group: Type.String(),
});
export type AbGroup = Static<typeof AbGroupSchema>;
export const AcGroupSchema = Type.Object({
  redclub_pricing_factor: Type.String(),
  redclub_discount_group: Type.String(),
  redclub_pricing_group: Type.String(),
  redclub_discount_percent: Type.String(),
});
export type AcGroup = Static<typeof AcGroupSchema>;
export const ClubPriceGroupSchema = Type.Object({ group: Type.String(), redclub_pricing_factor: Type.String() });
export type ClubPriceGroup = Static<typeof ClubPriceGroupSchema>;
export const GuestExperimentsSchema = Type.Object({ guest_ab_experiments: Type.Record(Type.String(), Type.String()) });
export type GuestExperiments = Static<typeof GuestExperimentsSchema>;
export const ListingGroupSchema = Type.Object({
  group: Type.String(),
  search: Type.String({ description: 'the search variant of the group' }),
  /** when the client should ask again (ISO instant) */
  expiry: Type.String(),
  user: Type.Object({ group: Type.String(), user_segment: Type.String() }),
});
export type ListingGroup = Static<typeof ListingGroupSchema>;
