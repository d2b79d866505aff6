/**
 * The catalogue: locations, properties, room types, rate plans and nightly inventory.
 * Money is integer minor units with the property's currency code (ARCHITECTURE "Database");
 * stay nights are hotel-local `date`s, instants are `timestamptz`.
 */
import { sql } from 'drizzle-orm';
import type { AreaCategory, PropertyType } from '@rednest/shared/contracts';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { translationsCheck, translationsColumn } from './translations.ts';

/**
 * Location tree, province → city → sub_city → district → area (spec §3 "province/city/area lists").
 * The slug carries its level as a prefix (pro-, cit-, sub-, dis-, are-), which is what search URLs use.
 */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** province | city | sub_city | district | area */
    category: text('category').$type<AreaCategory>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => areas.id),
    /** id | sg | ph | vn | th */
    country: text('country').notNull(),
    /** IANA zone of the place (Bali is on Makassar time, the rest of the demo Indonesia on Jakarta time) */
    timezone: text('timezone').notNull(),
    /** lower-cased, accent-free name used for suggestion matching */
    searchName: text('search_name').notNull(),
    /** the place's name as other languages write it (Hà Nội, กรุงเทพฯ) */
    translations: translationsColumn<'name'>(),
    weightage: integer('weightage').notNull().default(0),
    childWeightage: integer('child_weightage').notNull().default(0),
    isPopular: boolean('is_popular').notNull().default(false),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** ids of the area and all its ancestors: lets a search at any level find descendants with one index lookup */
    path: integer('path')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('areas_slug_uq').on(t.slug),
    index('areas_parent_idx').on(t.parentId),
    index('areas_country_category_idx').on(t.country, t.category),
    index('areas_search_name_idx').on(t.searchName),
    // place names matched by similarity as the guest types (search's area index)
    index('areas_search_name_trgm').using('gin', t.searchName.op('gin_trgm_ops')),
    check('areas_category_ck', sql`${t.category} in ('province','city','sub_city','district','area')`),
    translationsCheck('areas_translations_ck', t.translations),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    propertyCode: text('property_code').notNull(),
    /** hotel | residence | coliving */
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    /** the most specific area the property sits in (usually an `area`, sometimes a district) */
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => areas.id),
    /** ids of area_id and all its ancestors (province … area), GIN-indexed for location search */
    areaPath: integer('area_path').array().notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** IANA zone: "today" and the past-date rule are evaluated in the hotel's time (STYLE "Tests") */
    timezone: text('timezone').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    facilities: text('facilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    /** lumo | urbano for the white-label brands; null for independent properties */
    brand: text('brand'),
    /** open to corporate clients (corporate site suggestions and search, spec §6) */
    corporateEnabled: boolean('corporate_enabled').notNull().default(false),
    /** seed of the generated pictures (`/images/properties/:id/:n.svg`) */
    pictureSeed: integer('picture_seed').notNull(),
    pictureCount: smallint('picture_count').notNull().default(5),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // ── listing filters (spec §9 filter keys) ──
    /** property_category: budget | business | boutique | resort | capsule */
    category: text('category').notNull().default('budget'),
    /** ideal_for: family | couple | business | solo | backpacker */
    idealFor: text('ideal_for')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** location_filter: city_center | near_airport | near_station | beach | shopping | nightlife */
    locationTags: text('location_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** add_on_type: what can be added to a stay (breakfast, airport_transfer, …) */
    addOnTypes: text('add_on_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    syariah: boolean('syariah').notNull().default(false),
    /** pah: pay at hotel offered */
    payAtHotel: boolean('pay_at_hotel').notNull().default(false),
    topProperty: boolean('top_property').notNull().default(false),
    /** deals_discount: the running deal that discounts this property's room charge */
    dealId: integer('deal_id').references((): AnyPgColumn => deals.id, { onDelete: 'set null' }),
    // ── all-in price (pricing.ts): service on the room charge, tax on room charge + service ──
    serviceBp: smallint('service_bp').notNull().default(0),
    taxBp: smallint('tax_bp').notNull().default(0),
    // ── policies (hotel details; the booking summary's check-in certainty card) ──
    description: text('description').notNull().default(''),
    translations: translationsColumn<'description'>(),
    acceptedIds: text('accepted_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coupleFriendly: boolean('couple_friendly').notNull().default(true),
    /** children under this age stay free with their parents; null = children not accepted */
    childrenFreeUnderAge: smallint('children_free_under_age'),
    /** refundable deposit taken at check-in, per stay, minor units; 0 = none */
    depositMinor: integer('deposit_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_slug_uq').on(t.slug),
    uniqueIndex('properties_code_uq').on(t.propertyCode),
    index('properties_area_path_gin').using('gin', t.areaPath),
    index('properties_city_idx').on(t.cityId),
    index('properties_brand_idx').on(t.brand),
    index('properties_lat_lng_idx').on(t.lat, t.lng),
    index('properties_deal_idx').on(t.dealId),
    check('properties_type_ck', sql`${t.propertyType} in ('hotel','residence','coliving')`),
    translationsCheck('properties_translations_ck', t.translations),
  ],
);

/** A promotion of a country: properties.deal_id points here; the discount lowers the room charge. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    translations: translationsColumn<'title' | 'description'>(),
    country: text('country').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('deals_slug_uq').on(t.slug),
    check('deals_discount_ck', sql`${t.discountPercent} between 1 and 90`),
    check('deals_dates_ck', sql`${t.endsOn} >= ${t.startsOn}`),
    translationsCheck('deals_translations_ck', t.translations),
  ],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    translations: translationsColumn<'name'>(),
    maxGuests: smallint('max_guests').notNull(),
    totalRooms: smallint('total_rooms').notNull(),
    /** standard weekday price of one room (room only), minor units; inventory prices derive from it */
    basePriceMinor: integer('base_price_minor').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('room_types_property_idx').on(t.propertyId),
    check('room_types_guests_ck', sql`${t.maxGuests} > 0`),
    check('room_types_rooms_ck', sql`${t.totalRooms} >= 0`),
    translationsCheck('room_types_translations_ck', t.translations),
  ],
);

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    /** e.g. "Room only", "With breakfast" */
    name: text('name').notNull(),
    translations: translationsColumn<'name'>(),
    code: text('code').notNull(),
    /** added to the room's nightly price, per room per night, minor units */
    priceModifierMinor: integer('price_modifier_minor').notNull().default(0),
    includesBreakfast: boolean('includes_breakfast').notNull().default(false),
    refundable: boolean('refundable').notNull().default(true),
    /** refundable plans: free cancellation until this many hours before check-in (hotel time) */
    freeCancellationHours: smallint('free_cancellation_hours').notNull().default(24),
    /** share of the stay charged when cancelled later (or always, for non-refundable plans) */
    cancellationFeePercent: smallint('cancellation_fee_percent').notNull().default(100),
  },
  (t) => [
    uniqueIndex('rate_plans_room_code_uq').on(t.roomTypeId, t.code),
    translationsCheck('rate_plans_translations_ck', t.translations),
  ],
);

/** One row per room type and hotel-local night: what is left to sell and at what price. */
export const inventory = pgTable(
  'inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    /**
     * The room type's property and capacity, copied here (migration 0005, kept by a trigger on
     * room_types) so a stay search reads one covering index range per property and night span
     * instead of joining room types and probing once per room type (search README "Speed").
     */
    propertyId: integer('property_id').notNull(),
    maxGuests: smallint('max_guests').notNull(),
    totalRooms: smallint('total_rooms').notNull(),
    soldRooms: smallint('sold_rooms').notNull().default(0),
    /** selling price of one room for this night (room only), minor units of the property currency */
    priceMinor: integer('price_minor').notNull(),
    /** rack rate shown struck through; always ≥ price */
    rackMinor: integer('rack_minor').notNull(),
  },
  (t) => [
    uniqueIndex('inventory_room_date_uq').on(t.roomTypeId, t.stayDate),
    // INCLUDE (room_type_id, max_guests, price_minor, rack_minor, total_rooms, sold_rooms) in the SQL of 0005: index-only stay scans
    index('inventory_property_night_idx').on(t.propertyId, t.stayDate),
    check('inventory_sold_ck', sql`${t.soldRooms} >= 0 and ${t.soldRooms} <= ${t.totalRooms}`),
    check('inventory_rack_ck', sql`${t.rackMinor} >= ${t.priceMinor}`),
  ],
);
