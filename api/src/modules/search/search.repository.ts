/**
 * Catalogue reads for locations and search. The only search file that touches the database.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { areas, properties } from '../../db/schema/catalog.ts';

export interface AreaRecord {
  id: number;
  name: string;
  slug: string;
  category: 'province' | 'city' | 'sub_city' | 'district' | 'area';
  parentId: number | null;
  country: string;
  timezone: string;
  searchName: string;
  weightage: number;
  childWeightage: number;
  isPopular: boolean;
  path: number[];
}

/** Active properties under an area (the area itself and every descendant), split by audience. */
export interface AreaCounts { total: number; corporate: number; byBrand: Record<string, number> }

export interface HotelSearchParams {
  areaId: number;
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
  sort: 'popular' | 'price' | 'rating';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface HotelSearchRow {
  id: number;
  slug: string;
  name: string;
  property_code: string;
  property_type: string;
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
  tarrif: number;
  rack_rate: number;
  available_rooms: number;
  total: number;
  min_price: number;
  max_price: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createSearchRepository(db: Db) {
  return {
    async allAreas(): Promise<AreaRecord[]> {
      const rows = await db
        .select({
          id: areas.id, name: areas.name, slug: areas.slug, category: areas.category, parentId: areas.parentId, country: areas.country,
          timezone: areas.timezone, searchName: areas.searchName, weightage: areas.weightage, childWeightage: areas.childWeightage,
          isPopular: areas.isPopular, path: areas.path,
        })
        .from(areas)
        .orderBy(asc(areas.id));
      return rows as AreaRecord[];
    },

    /** One pass over properties: each counts for its area and every ancestor (area_path). */
    async areaCounts(): Promise<Map<number, AreaCounts>> {
      const rows = rowsOf<{ area_id: number; brand: string | null; total: number; corporate: number }>(
        await db.execute(sql`
          select a.area_id, p.brand, count(*)::int as total, count(*) filter (where p.corporate_enabled)::int as corporate
          from ${properties} p cross join lateral unnest(p.area_path) as a(area_id)
          where p.is_active
          group by a.area_id, p.brand`),
      );
      const counts = new Map<number, AreaCounts>();
      for (const row of rows) {
        const entry = counts.get(row.area_id) ?? { total: 0, corporate: 0, byBrand: {} };
        entry.total += row.total;
        entry.corporate += row.corporate;
        if (row.brand) entry.byBrand[row.brand] = (entry.byBrand[row.brand] ?? 0) + row.total;
        counts.set(row.area_id, entry);
      }
      return counts;
    },

    async hotelNames(filter: { areaId: number; q: string | null; limit: number }) {
      const where: SQL[] = [sql`${properties.areaPath} @> array[${filter.areaId}]::integer[]`, eq(properties.isActive, true)];
      if (filter.q) where.push(sql`lower(${properties.name}) like ${`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
      return db
        .select({ id: properties.id, name: properties.name, slug: properties.slug, city: areas.name })
        .from(properties)
        .innerJoin(areas, eq(areas.id, properties.cityId))
        .where(and(...where))
        .orderBy(desc(properties.popularity), asc(properties.name), asc(properties.id))
        .limit(filter.limit);
    },

    /**
     * Available properties of a location for a stay, with the price of the cheapest room type
     * that fits, in one statement. A room type fits when it has a row for every night, every
     * night has at least `rooms` unsold rooms, and `rooms` of it can sleep `guests`.
     * Window functions give the total count and price range of the whole result with the page.
     */
    async searchHotels(p: HotelSearchParams): Promise<HotelSearchRow[]> {
      const filters: SQL[] = [sql`p.area_path @> array[${p.areaId}]::integer[]`, sql`p.is_active`];
      if (p.propertyType) filters.push(sql`p.property_type = ${p.propertyType}`);
      else if (p.nights < p.residenceMinNights) filters.push(sql`p.property_type <> 'residence'`);
      if (p.brand) filters.push(sql`p.brand = ${p.brand}`);
      if (p.corporateOnly) filters.push(sql`p.corporate_enabled`);
      const dir = p.order === 'asc' ? sql`asc` : sql`desc`;
      const orderBy =
        p.sort === 'price' ? sql`b.stay_price ${dir}, p.popularity desc` : p.sort === 'rating' ? sql`p.rating ${dir}, p.review_count ${dir}` : sql`p.popularity ${dir}`;
      const result = await db.execute(sql`
        with candidates as (
          select p.id from ${properties} p where ${sql.join(filters, sql` and `)}
        ),
        fitting as (
          select rt.property_id, rt.id as room_type_id, rt.sort_order,
                 sum(i.price_minor)::bigint as stay_price, sum(i.rack_minor)::bigint as stay_rack,
                 min(i.total_rooms - i.sold_rooms)::int as free_rooms
          from candidates c
          join room_types rt on rt.property_id = c.id and rt.max_guests * ${p.rooms} >= ${p.guests}
          join inventory i on i.room_type_id = rt.id and i.stay_date >= ${p.checkIn}::date and i.stay_date < ${p.checkOut}::date
          group by rt.property_id, rt.id, rt.sort_order
          having count(*) = ${p.nights} and min(i.total_rooms - i.sold_rooms) >= ${p.rooms}
        ),
        best as (
          select distinct on (property_id) property_id, stay_price, stay_rack, free_rooms
          from fitting order by property_id, stay_price, sort_order, room_type_id
        )
        select p.id, p.slug, p.name, p.property_code, p.property_type, p.street1,
               city.name as city, area.name as area, province.name as state, p.country, p.currency,
               p.facilities, p.rating, p.review_count, p.check_in_time, p.check_out_time,
               (b.stay_price * ${p.rooms})::bigint as tarrif, (b.stay_rack * ${p.rooms})::bigint as rack_rate,
               b.free_rooms as available_rooms,
               count(*) over ()::int as total,
               (min(b.stay_price) over () * ${p.rooms})::bigint as min_price,
               (max(b.stay_price) over () * ${p.rooms})::bigint as max_price
        from best b
        join ${properties} p on p.id = b.property_id
        join ${areas} city on city.id = p.city_id
        join ${areas} area on area.id = p.area_id
        join ${areas} province on province.id = p.area_path[1]
        order by ${orderBy}, p.id
        limit ${p.limit} offset ${p.offset}`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        ...(row as unknown as HotelSearchRow),
        rating: Number(row.rating),
        tarrif: Number(row.tarrif),
        rack_rate: Number(row.rack_rate),
        min_price: Number(row.min_price),
        max_price: Number(row.max_price),
      }));
    },

    /** Only for a page past the end: the count alone, so the caller can report it. */
    async countAvailable(p: HotelSearchParams): Promise<number> {
      const rows = await this.searchHotels({ ...p, limit: 1, offset: 0 });
      return rows[0]?.total ?? 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
