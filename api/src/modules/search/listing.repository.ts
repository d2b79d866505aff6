/**
 * The listing's statements over the stay query: a page of available properties priced all-in
 * (count, price range, reviews and rating of the whole result with it), the stay set alone, the
 * sold-out properties, and get_filters' counts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PropertyType } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, properties } from '../../db/schema/catalog.ts';
import { bookings } from '../../db/schema/booking.ts';
import { perNightSql } from '../pricing/pricing.repository.ts';
import { NO_FILTERS, stayCtes, wishlistedSql, type HotelSearchParams, type StaySet } from './stay-query.repository.ts';
import { area, city, p, province } from './stay-query.repository.ts';

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

export function createListingRepository(db: Db) {
  return {
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
}
