/**
 * Catalogue reads for locations and search. The only search file that touches the database.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AreaCategory, PropertyType } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, inventory, properties } from '../../db/schema/catalog.ts';
import { bookings } from '../../db/schema/booking.ts';
import { deals, searchHistory, wishlists } from '../../db/schema/discovery.ts';
import { allInSql, perNightSql } from '../pricing/pricing.repository.ts';

export interface AreaRecord {
  id: number;
  name: string;
  slug: string;
  category: AreaCategory;
  parentId: number | null;
  country: string;
  timezone: string;
  searchName: string;
  weightage: number;
  childWeightage: number;
  isPopular: boolean;
  lat: number;
  lng: number;
  path: number[];
}

/** Active properties under an area (the area itself and every descendant), split by audience. */
export interface AreaCounts {
  total: number;
  corporate: number;
  byBrand: Record<string, number>;
}

/** Property-level filters of the listing (spec §9 keys), parsed by the service. */
export interface PropertyFilters {
  minRating: number | null;
  topProperty: boolean | null;
  locationTags: string[];
  categories: string[];
  idealFor: string[];
  /** brand slugs; 'independent' = no brand */
  brandTypes: string[];
  amenities: string[];
  payAtHotel: boolean | null;
  inDeal: boolean | null;
  addOns: string[];
  syariah: boolean | null;
  /** only properties this user booked before (not cancelled) */
  previousBookedBy: number | null;
}

/** the cheapest fitting room type of each property for a stay (the `best` CTE), as parallel arrays */
export interface StaySet {
  ids: number[];
  prices: number[];
  racks: number[];
  free: number[];
  /** when a cached copy expires (epoch ms; set by the cache's writer, so every instance drops it together) */
  until?: number;
}

/**
 * What the in-memory listing (stay-listing.ts) needs of an active property: its place and audience,
 * filter attributes, sort keys, charges and deal, and the card's fields (names of its places included).
 */
export interface ListingFact {
  id: number;
  slug: string;
  name: string;
  propertyCode: string;
  propertyType: PropertyType;
  street1: string;
  city: string;
  area: string;
  state: string;
  country: string;
  currency: string;
  facilities: string[];
  rating: number;
  reviewCount: number;
  popularity: number;
  checkInTime: string;
  checkOutTime: string;
  lat: number;
  lng: number;
  topProperty: boolean;
  payAtHotel: boolean;
  syariah: boolean;
  category: string;
  locationTags: string[];
  idealFor: string[];
  addOnTypes: string[];
  brand: string | null;
  corporateEnabled: boolean;
  cityId: number;
  areaPath: number[];
  serviceBp: number;
  taxBp: number;
  dealPercent: number | null;
  dealStartsOn: string | null;
  dealEndsOn: string | null;
}

/** Price filters on the all-in price per night (all rooms), minor units; a property passes one range */
export interface PriceFilter {
  ranges: { min: number; max: number | null }[];
}

export const NO_FILTERS: PropertyFilters = {
  minRating: null,
  topProperty: null,
  locationTags: [],
  categories: [],
  idealFor: [],
  brandTypes: [],
  amenities: [],
  payAtHotel: null,
  inDeal: null,
  addOns: [],
  syariah: null,
  previousBookedBy: null,
};

export interface HotelSearchParams {
  /** a location (any level), or a point with a radius */
  areaId: number | null;
  /** set when the location is a city: the same properties as areaId, found by city_id */
  cityId?: number | null;
  point: { lat: number; lng: number; radiusKm: number } | null;
  /** only these properties (recommendations, one hotel's calendar) */
  propertyIds?: number[];
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  guests: number;
  propertyType: string | null;
  /** residences are monthly stays: a search of all types includes them only from this many nights */
  residenceMinNights: number;
  brand: string | null;
  corporateOnly: boolean;
  filters: PropertyFilters;
  price: PriceFilter | null;
  /** the booking day (deals run by it): the location's today */
  today: string;
  /** signed-in user: is_wishlisted */
  userId: number | null;
  /**
   * The stay's best room type per property, computed before (stayBest) for the same place, stay,
   * occupancy and audience: the statement then skips the inventory aggregation.
   */
  stay?: StaySet;
  sort: 'popular' | 'price' | 'rating' | 'distance';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface HotelSearchRow {
  id: number;
  slug: string;
  name: string;
  property_code: string;
  property_type: PropertyType;
  street1: string;
  city: string;
  area: string;
  state: string;
  country: string;
  currency: string;
  facilities: string[];
  rating: number;
  review_count: number;
  check_in_time: string;
  check_out_time: string;
  lat: number;
  lng: number;
  top_property: boolean;
  pay_at_hotel: boolean;
  category: string;
  /** the stay's room charge before discount, service and tax (all rooms) */
  room_charge: number;
  rack_charge: number;
  service_bp: number;
  tax_bp: number;
  discount_percent: number;
  /** all-in total (allInSql), the same as pricing.ts gives for room_charge */
  tarrif: number;
  available_rooms: number;
  distance_km: number | null;
  is_wishlisted: boolean;
  total: number;
  min_price: number;
  max_price: number;
  total_reviews: number;
  avg_rating: number | null;
  sold_out_count: number;
}

export interface SoldOutRow {
  id: number;
  slug: string;
  name: string;
  property_code: string;
  property_type: PropertyType;
  street1: string;
  city: string;
  area: string;
  state: string;
  country: string;
  currency: string;
  facilities: string[];
  rating: number;
  review_count: number;
  check_in_time: string;
  check_out_time: string;
  lat: number;
  lng: number;
  top_property: boolean;
  pay_at_hotel: boolean;
  category: string;
  distance_km: number | null;
  is_wishlisted: boolean;
  total: number;
}

export function createSearchRepository(db: Db) {
  // In raw SQL an alias renders as its name: `from ${properties} ${p}` is `from "properties" "p"`.
  const p = alias(properties, 'p');
  const inv = alias(inventory, 'i');
  const city = alias(areas, 'city');
  const area = alias(areas, 'area');
  const province = alias(areas, 'province');

  return {
    async allAreas(): Promise<AreaRecord[]> {
      const rows = await db
        .select({
          id: areas.id,
          name: areas.name,
          slug: areas.slug,
          category: areas.category,
          parentId: areas.parentId,
          country: areas.country,
          timezone: areas.timezone,
          searchName: areas.searchName,
          weightage: areas.weightage,
          childWeightage: areas.childWeightage,
          isPopular: areas.isPopular,
          lat: areas.lat,
          lng: areas.lng,
          path: areas.path,
        })
        .from(areas)
        .orderBy(asc(areas.id));
      return rows as AreaRecord[];
    },

    /** One pass over properties: each counts for its area and every ancestor (area_path). */
    async areaCounts(): Promise<Map<number, AreaCounts>> {
      const rows = rowsOf<{ area_id: number; brand: string | null; total: number; corporate: number }>(
        await db.execute(sql`
          select a.area_id, ${p.brand}, count(*)::int as total, count(*) filter (where ${p.corporateEnabled})::int as corporate
          from ${properties} ${p} cross join lateral unnest(${p.areaPath}) as a(area_id)
          where ${p.isActive}
          group by a.area_id, ${p.brand}`),
      );
      const counts = new Map<number, AreaCounts>();
      for (const row of rows) {
        const entry = counts.get(row.area_id) ?? { total: 0, corporate: 0, byBrand: {} };
        entry.total += row.total;
        entry.corporate += row.corporate;
        // own keys only: a brand named like an Object.prototype member must not read or write the prototype
        if (row.brand)
          entry.byBrand[row.brand] =
            (Object.hasOwn(entry.byBrand, row.brand) ? entry.byBrand[row.brand]! : 0) + row.total;
        counts.set(row.area_id, entry);
      }
      return counts;
    },

    async hotelNames(filter: { areaId: number; q: string | null; limit: number }) {
      const where: SQL[] = [
        sql`${properties.areaPath} @> array[${filter.areaId}]::integer[]`,
        eq(properties.isActive, true),
      ];
      if (filter.q)
        where.push(sql`lower(${properties.name}) like ${`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
      return db
        .select({ id: properties.id, name: properties.name, slug: properties.slug, city: areas.name })
        .from(properties)
        .innerJoin(areas, eq(areas.id, properties.cityId))
        .where(and(...where))
        .orderBy(desc(properties.popularity), asc(properties.name), asc(properties.id))
        .limit(filter.limit);
    },

    /** Places whose folded name is like q by trigrams (pg_trgm): whole-name or best-word similarity. */
    async similarAreas(q: string, limit: number): Promise<{ id: number; score: number }[]> {
      const rows = rowsOf<{ id: number; score: number }>(
        await db.execute(sql`
        select ${areas.id} as id, greatest(similarity(${areas.searchName}, ${q}), word_similarity(${q}, ${areas.searchName}))::float8 as score
        from ${areas}
        where ${areas.searchName} % ${q} or ${q} <% ${areas.searchName}
        order by score desc, ${areas.weightage} desc, ${areas.id}
        limit ${limit}`),
      );
      return rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
    },

    /** Hotels whose name contains q or is like it by trigrams, most popular first. */
    async similarHotels(q: string, limit: number) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return rowsOf<{ id: number; name: string; slug: string; city: string }>(
        await db.execute(sql`
        select ${p.id} as id, ${p.name} as name, ${p.slug} as slug, ${city.name} as city
        from ${properties} ${p} join ${areas} ${city} on ${city.id} = ${p.cityId}
        where ${p.isActive} and (lower(${p.name}) like ${pattern} or ${q} <% lower(${p.name}))
        order by (lower(${p.name}) like ${pattern}) desc, word_similarity(${q}, lower(${p.name})) desc, ${p.popularity} desc, ${p.id}
        limit ${limit}`),
      );
    },

    /** user_search_history: one row per distinct search, its time moved to now when repeated */
    async recordSearch(s: {
      userId: number;
      locationSlug: string;
      checkIn: string;
      checkOut: string;
      rooms: number;
      guests: number;
    }): Promise<void> {
      await db.execute(sql`
        insert into ${searchHistory} (user_id, location_slug, check_in, check_out, rooms, guests)
        values (${s.userId}, ${s.locationSlug}, ${s.checkIn}::date, ${s.checkOut}::date, ${s.rooms}, ${s.guests})
        on conflict (user_id, location_slug, check_in, check_out, rooms, guests) do update set searched_at = now()`);
    },

    /** which of these properties the user has wish-listed */
    async wishlistedAmong(userId: number, propertyIds: number[]): Promise<Set<number>> {
      if (!propertyIds.length) return new Set();
      const rows = rowsOf<{ property_id: number }>(
        await db.execute(sql`
        select property_id from ${wishlists} where user_id = ${userId} and property_id in (${sql.join(
          propertyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`),
      );
      return new Set(rows.map((r) => Number(r.property_id)));
    },

    async wishlistCount(userId: number): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ${wishlists} where user_id = ${userId}`),
      );
      return Number(row?.n ?? 0);
    },

    /**
     * Available properties of a search, priced all-in, filtered, sorted and paged, in one
     * statement (see stayCtes). Window functions give the count, price range, reviews and
     * average rating of the whole result with the page.
     */
    /** the listing statement itself (searchHotels runs it; the benchmark EXPLAINs it) */
    listingSql(q: HotelSearchParams): SQL {
      const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
      const orderBy =
        q.sort === 'price'
          ? sql`f.tarrif ${dir}, f.popularity desc`
          : q.sort === 'rating'
            ? sql`f.rating ${dir}, f.review_count ${dir}`
            : q.sort === 'distance' && q.point
              ? sql`f.distance_km ${dir}`
              : sql`f.popularity ${dir}`;
      // the page and the result's totals first (sort keys come with the candidates), names for the page only
      return sql`
        ${stayCtes(q)},
        page as (
          select f.*, count(*) over ()::int as total,
                 min(f.tarrif) over () as min_price, max(f.tarrif) over () as max_price,
                 sum(f.review_count) over ()::int as total_reviews,
                 (sum(f.rating::numeric * f.review_count) over () / nullif(sum(f.review_count) over (), 0))::float8 as avg_rating,
                 ((select count(*) from scoped) - (select count(*) from best))::int as sold_out_count,
                 row_number() over (order by ${orderBy}, f.property_id) as position
          from filtered f
          order by position
          limit ${q.limit} offset ${q.offset}
        )
        select ${p.id}, ${p.slug}, ${p.name}, ${p.propertyCode}, ${p.propertyType}, ${p.street1},
               ${city.name} as city, ${area.name} as area, ${province.name} as state, ${p.country}, ${p.currency},
               ${p.facilities}, ${p.rating}, ${p.reviewCount}, ${p.checkInTime}, ${p.checkOutTime}, ${p.lat}, ${p.lng},
               ${p.topProperty}, ${p.payAtHotel}, ${p.category},
               f.room_charge, f.rack_charge, f.service_bp, f.tax_bp, f.discount_percent, f.tarrif, f.free_rooms as available_rooms, f.distance_km,
               ${wishlistedSql(q.userId)} as is_wishlisted,
               f.total, f.min_price, f.max_price, f.total_reviews, f.avg_rating, f.sold_out_count
        from page f
        join ${properties} ${p} on ${p.id} = f.property_id
        join ${areas} ${city} on ${city.id} = ${p.cityId}
        join ${areas} ${area} on ${area.id} = ${p.areaId}
        join ${areas} ${province} on ${province.id} = ${p.areaPath}[1]
        order by f.position`;
    },

    async searchHotels(q: HotelSearchParams): Promise<HotelSearchRow[]> {
      const result = await db.execute(this.listingSql(q));
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        ...(row as unknown as HotelSearchRow),
        rating: Number(row.rating),
        room_charge: Number(row.room_charge),
        rack_charge: Number(row.rack_charge),
        tarrif: Number(row.tarrif),
        min_price: Number(row.min_price),
        max_price: Number(row.max_price),
        avg_rating: row.avg_rating === null ? null : Math.round(Number(row.avg_rating) * 10) / 10,
        distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 100) / 100,
      }));
    },

    /** every active property's listing facts (stay-listing.ts), places' names joined */
    async listingFacts(): Promise<ListingFact[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
        select ${p.id} as id, ${p.slug} as slug, ${p.name} as name, ${p.propertyCode} as "propertyCode", ${p.propertyType} as "propertyType",
               ${p.street1} as street1, ${city.name} as city, ${area.name} as area, ${province.name} as state, ${p.country} as country,
               ${p.currency} as currency, ${p.facilities} as facilities, ${p.rating} as rating, ${p.reviewCount} as "reviewCount",
               ${p.popularity} as popularity, ${p.checkInTime} as "checkInTime", ${p.checkOutTime} as "checkOutTime", ${p.lat} as lat, ${p.lng} as lng,
               ${p.topProperty} as "topProperty", ${p.payAtHotel} as "payAtHotel", ${p.syariah} as syariah, ${p.category} as category,
               ${p.locationTags} as "locationTags", ${p.idealFor} as "idealFor", ${p.addOnTypes} as "addOnTypes", ${p.brand} as brand,
               ${p.corporateEnabled} as "corporateEnabled", ${p.cityId} as "cityId", ${p.areaPath} as "areaPath",
               ${p.serviceBp} as "serviceBp", ${p.taxBp} as "taxBp", d.discount_percent as "dealPercent",
               to_char(d.starts_on, 'YYYY-MM-DD') as "dealStartsOn", to_char(d.ends_on, 'YYYY-MM-DD') as "dealEndsOn"
        from ${properties} ${p}
        join ${areas} ${city} on ${city.id} = ${p.cityId}
        join ${areas} ${area} on ${area.id} = ${p.areaId}
        join ${areas} ${province} on ${province.id} = ${p.areaPath}[1]
        left join ${deals} d on d.id = ${p.dealId}
        where ${p.isActive}
        order by ${p.id}`),
      );
      return rows.map((r) => ({
        ...(r as unknown as ListingFact),
        id: Number(r.id),
        rating: Number(r.rating),
        reviewCount: Number(r.reviewCount),
        popularity: Number(r.popularity),
        lat: Number(r.lat),
        lng: Number(r.lng),
        cityId: Number(r.cityId),
        areaPath: (r.areaPath as (number | string)[]).map(Number),
        serviceBp: Number(r.serviceBp),
        taxBp: Number(r.taxBp),
        dealPercent: r.dealPercent === null ? null : Number(r.dealPercent),
      }));
    },

    /** Only for a page past the end: the count alone, so the caller can report it. */
    async countAvailable(q: HotelSearchParams): Promise<number> {
      const rows = await this.searchHotels({ ...q, limit: 1, offset: 0 });
      return rows[0]?.total ?? 0;
    },

    /** The stay set of a search's place, stay, occupancy and audience (its filters do not matter). */
    async stayBest(q: HotelSearchParams): Promise<StaySet> {
      const open = { ...q, filters: NO_FILTERS, price: null, stay: undefined };
      const rows = rowsOf<{
        property_id: number;
        stay_price: string | number;
        stay_rack: string | number;
        free_rooms: number;
      }>(
        await db.execute(
          sql`${stayCtes(open)} select property_id, stay_price, stay_rack, free_rooms from best order by property_id`,
        ),
      );
      return {
        ids: rows.map((r) => Number(r.property_id)),
        prices: rows.map((r) => Number(r.stay_price)),
        racks: rows.map((r) => Number(r.stay_rack)),
        free: rows.map((r) => Number(r.free_rooms)),
      };
    },

    /** Properties of the search (its property filters included) with no room type free for the stay. */
    async soldOutHotels(q: HotelSearchParams): Promise<SoldOutRow[]> {
      const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
      const orderBy =
        q.sort === 'rating'
          ? sql`${p.rating} ${dir}`
          : q.sort === 'distance' && q.point
            ? sql`c.distance_km ${dir}`
            : sql`${p.popularity} ${dir}`;
      const result = await db.execute(sql`
        ${stayCtes(q)}
        select ${p.id}, ${p.slug}, ${p.name}, ${p.propertyCode}, ${p.propertyType}, ${p.street1},
               ${city.name} as city, ${area.name} as area, ${province.name} as state, ${p.country}, ${p.currency},
               ${p.facilities}, ${p.rating}, ${p.reviewCount}, ${p.checkInTime}, ${p.checkOutTime}, ${p.lat}, ${p.lng},
               ${p.topProperty}, ${p.payAtHotel}, ${p.category}, c.distance_km, ${wishlistedSql(q.userId)} as is_wishlisted,
               count(*) over ()::int as total
        from scoped c
        join ${properties} ${p} on ${p.id} = c.id
        join ${areas} ${city} on ${city.id} = ${p.cityId}
        join ${areas} ${area} on ${area.id} = ${p.areaId}
        join ${areas} ${province} on ${province.id} = ${p.areaPath}[1]
        where not exists (select 1 from best b where b.property_id = c.id)
        order by ${orderBy}, ${p.id}
        limit ${q.limit} offset ${q.offset}`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        ...(row as unknown as SoldOutRow),
        rating: Number(row.rating),
        distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 100) / 100,
      }));
    },

    /**
     * get_filters: over the available properties of the search (property filters not applied),
     * the count of each option of each filter, the price range and the count of each price band.
     */
    async filterCounts(
      q: HotelSearchParams,
      bands: { min: number; max: number | null }[],
      userId: number | null,
    ): Promise<{
      total: number;
      minPrice: number | null;
      maxPrice: number | null;
      bandCounts: number[];
      options: { key: string; value: string; count: number }[];
    }> {
      const open = { ...q, filters: NO_FILTERS, price: null }; // the stay set, if any, is filter-free already
      const perNight = perNightSql(sql`f.tarrif`, q.nights);
      const bandSql = bands.length
        ? sql.join(
            bands.map(
              (b, i) =>
                sql`count(*) filter (where ${perNight} >= ${b.min}${b.max === null ? sql`` : sql` and ${perNight} < ${b.max}`})::int as ${sql.raw(`b${i}`)}`,
            ),
            sql`, `,
          )
        : sql`0 as b0`;
      const result = await db.execute(sql`
        ${stayCtes(open)},
        avail as (select ${p.id}, ${p.facilities}, ${p.locationTags}, ${p.category}, ${p.idealFor}, ${p.brand}, ${p.addOnTypes},
                         ${p.payAtHotel}, ${p.syariah}, ${p.topProperty}, ${p.rating}, f.discount_percent
                  from filtered f join ${properties} ${p} on ${p.id} = f.property_id)
        select 'summary' as key, ${bandSql}, count(*)::int as n, min(${perNight}) as min_price, max(${perNight}) as max_price, null as value from filtered f
        union all select 'amenities_filter', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*)::int, null, null, v from avail, unnest(facilities) v group by v
        union all select 'location_filter', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*)::int, null, null, v from avail, unnest(location_tags) v group by v
        union all select 'ideal_for', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*)::int, null, null, v from avail, unnest(ideal_for) v group by v
        union all select 'add_on_type', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*)::int, null, null, v from avail, unnest(add_on_types) v group by v
        union all select 'property_category', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*)::int, null, null, category from avail group by category
        union all select 'brand_type', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*)::int, null, null, coalesce(brand, 'independent') from avail group by coalesce(brand, 'independent')
        union all select 'toggle', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*) filter (where pay_at_hotel)::int, null, null, 'pah' from avail
        union all select 'toggle', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*) filter (where syariah)::int, null, null, 'syariah' from avail
        union all select 'toggle', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*) filter (where top_property)::int, null, null, 'top_property' from avail
        union all select 'toggle', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*) filter (where discount_percent > 0)::int, null, null, 'deals_discount' from avail
        ${
          userId === null
            ? sql``
            : sql`union all select 'toggle', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*) filter (where exists (
          select 1 from ${bookings} bk where bk.user_id = ${userId} and bk.property_id = avail.id and bk.status <> 'cancelled'))::int, null, null, 'previous_booked' from avail`
        }
        union all select 'user_rating', ${sql.raw(bands.map(() => 'null::int').join(', ') || 'null::int')}, count(*) filter (where rating >= r)::int, null, null, r::text
          from avail, unnest(array[3, 3.5, 4, 4.5]::real[]) r group by r`);
      const rows = rowsOf<Record<string, unknown>>(result);
      const summary = rows.find((r) => r.key === 'summary')!;
      return {
        total: Number(summary.n),
        minPrice: summary.min_price === null ? null : Number(summary.min_price),
        maxPrice: summary.max_price === null ? null : Number(summary.max_price),
        bandCounts: bands.map((_, i) => Number(summary[`b${i}`] ?? 0)),
        options: rows
          .filter((r) => r.key !== 'summary')
          .map((r) => ({ key: String(r.key), value: String(r.value), count: Number(r.n) })),
      };
    },
  };

  /** an integer list as one array parameter (`{1,2,3}`), not one parameter per element */
  function pgArray(values: number[]): string {
    return `{${values.map((v) => String(Math.trunc(v))).join(',')}}`;
  }

  function wishlistedSql(userId: number | null): SQL {
    return userId === null
      ? sql`false`
      : sql`exists (select 1 from ${wishlists} w where w.user_id = ${userId} and w.property_id = ${p.id})`;
  }

  /**
   * The CTEs of a stay search: candidates (the properties asked for, with their charges and the
   * running deal), fitting (their room types that hold the guests in the rooms asked for and have
   * that many rooms free every night, with the stay's room charge), best (the cheapest fitting room
   * type of each property), filtered (best priced all-in by allInSql, within the price filter).
   */
  function stayCtes(q: HotelSearchParams): SQL {
    const where: SQL[] = [sql`${p.isActive}`];
    // a city is the properties' city_id (a btree lookup); other levels go through the area path (GIN)
    if (q.cityId != null) where.push(sql`${p.cityId} = ${q.cityId}`);
    else if (q.areaId !== null) where.push(sql`${p.areaPath} @> array[${q.areaId}]::integer[]`);
    let distance: SQL = sql`null::float8`;
    if (q.point) {
      const { lat, lng, radiusKm } = q.point;
      const dLat = radiusKm / 111.2;
      const dLng = radiusKm / (111.2 * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
      where.push(
        sql`${p.lat} between ${lat - dLat} and ${lat + dLat} and ${p.lng} between ${lng - dLng} and ${lng + dLng}`,
      );
      distance = sql`(6371.0 * 2 * asin(sqrt(power(sin(radians(${p.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${p.lat})) * power(sin(radians(${p.lng} - ${lng}) / 2), 2))))`;
    }
    if (q.propertyIds)
      where.push(
        q.propertyIds.length
          ? sql`${p.id} in (${sql.join(
              q.propertyIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`false`,
      );
    if (q.propertyType) where.push(sql`${p.propertyType} = ${q.propertyType}`);
    else if (q.nights < q.residenceMinNights) where.push(sql`${p.propertyType} <> 'residence'`);
    if (q.brand) where.push(sql`${p.brand} = ${q.brand}`);
    if (q.corporateOnly) where.push(sql`${p.corporateEnabled}`);
    const f = q.filters;
    const textArray = (values: string[]) =>
      sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;
    if (f.minRating !== null) where.push(sql`${p.rating} >= ${f.minRating}`);
    if (f.topProperty !== null) where.push(sql`${p.topProperty} = ${f.topProperty}`);
    if (f.payAtHotel !== null) where.push(sql`${p.payAtHotel} = ${f.payAtHotel}`);
    if (f.syariah !== null) where.push(sql`${p.syariah} = ${f.syariah}`);
    if (f.locationTags.length) where.push(sql`${p.locationTags} && ${textArray(f.locationTags)}`);
    if (f.idealFor.length) where.push(sql`${p.idealFor} && ${textArray(f.idealFor)}`);
    if (f.addOns.length) where.push(sql`${p.addOnTypes} && ${textArray(f.addOns)}`);
    if (f.amenities.length) where.push(sql`${p.facilities} @> ${textArray(f.amenities)}`);
    if (f.categories.length) where.push(sql`${p.category} = any(${textArray(f.categories)})`);
    if (f.brandTypes.length) {
      const brands = f.brandTypes.filter((b) => b !== 'independent');
      const parts: SQL[] = [];
      if (brands.length) parts.push(sql`${p.brand} = any(${textArray(brands)})`);
      if (f.brandTypes.includes('independent')) parts.push(sql`${p.brand} is null`);
      where.push(sql`(${sql.join(parts, sql` or `)})`);
    }
    if (f.inDeal !== null) where.push(f.inDeal ? sql`d.id is not null` : sql`d.id is null`);
    if (f.previousBookedBy !== null) {
      where.push(
        sql`exists (select 1 from ${bookings} bk where bk.user_id = ${f.previousBookedBy} and bk.property_id = ${p.id} and bk.status <> 'cancelled')`,
      );
    }
    const priceWhere =
      q.price && q.price.ranges.length
        ? sql`where ${sql.join(
            q.price.ranges.map(
              (r) =>
                sql`(${perNightSql(sql`tarrif`, q.nights)} >= ${r.min}${r.max === null ? sql`` : sql` and ${perNightSql(sql`tarrif`, q.nights)} <= ${r.max}`})`,
            ),
            sql` or `,
          )}`
        : sql``;
    return sql`
      with candidates as (
        select ${p.id}, ${p.serviceBp} as service_bp, ${p.taxBp} as tax_bp, coalesce(d.discount_percent, 0)::int as discount_percent, ${distance} as distance_km,
               ${p.popularity} as popularity, ${p.rating} as rating, ${p.reviewCount} as review_count
        from ${properties} ${p}
        left join ${deals} d on d.id = ${p.dealId} and ${q.today}::date between d.starts_on and d.ends_on
        where ${sql.join(where, sql` and `)}
      ),
      scoped as (select * from candidates ${q.point ? sql`where distance_km <= ${q.point.radiusKm}` : sql``}),
${
  q.stay
    ? sql`
      best as (
        select u.property_id, u.stay_price, u.stay_rack, u.free_rooms
        from unnest(${pgArray(q.stay.ids)}::int[], ${pgArray(q.stay.prices)}::bigint[], ${pgArray(q.stay.racks)}::bigint[], ${pgArray(q.stay.free)}::int[])
          as u(property_id, stay_price, stay_rack, free_rooms)
        join scoped c on c.id = u.property_id
      ),`
    : sql`      fitting as (
        select ${inv.propertyId} as property_id, ${inv.roomTypeId} as room_type_id,
               sum(${inv.priceMinor})::bigint as stay_price, sum(${inv.rackMinor})::bigint as stay_rack,
               min(${inv.totalRooms} - ${inv.soldRooms})::int as free_rooms
        from scoped c
        join ${inventory} ${inv} on ${inv.propertyId} = c.id and ${inv.stayDate} >= ${q.checkIn}::date and ${inv.stayDate} < ${q.checkOut}::date
          and ${inv.maxGuests} * ${q.rooms} >= ${q.guests}
        group by ${inv.propertyId}, ${inv.roomTypeId}
        having count(*) = ${q.nights} and min(${inv.totalRooms} - ${inv.soldRooms}) >= ${q.rooms}
      ),
      best as (
        select distinct on (property_id) property_id, stay_price, stay_rack, free_rooms
        from fitting order by property_id, stay_price, room_type_id
      ),`
}
      priced as (
        select b.property_id, b.free_rooms, c.service_bp, c.tax_bp, c.discount_percent, c.distance_km, c.popularity, c.rating, c.review_count,
               b.stay_price * ${q.rooms} as room_charge, b.stay_rack * ${q.rooms} as rack_charge,
               ${allInSql(sql`b.stay_price * ${q.rooms}`, { serviceBp: sql`c.service_bp`, taxBp: sql`c.tax_bp`, discountPercent: sql`c.discount_percent` })} as tarrif
        from best b join scoped c on c.id = b.property_id
      ),
      filtered as (select * from priced ${priceWhere})`;
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
