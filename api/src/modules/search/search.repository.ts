/**
 * Catalogue reads for locations and search. The only search file that touches the database.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AreaCategory, PropertyType } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, inventory, properties, roomTypes } from '../../db/schema/catalog.ts';

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
  tarrif: number;
  rack_rate: number;
  available_rooms: number;
  total: number;
  min_price: number;
  max_price: number;
}

export function createSearchRepository(db: Db) {
  // In raw SQL an alias renders as its name: `from ${properties} ${p}` is `from "properties" "p"`.
  const p = alias(properties, 'p');
  const rt = alias(roomTypes, 'rt');
  const inv = alias(inventory, 'i');
  const city = alias(areas, 'city');
  const area = alias(areas, 'area');
  const province = alias(areas, 'province');

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
        if (row.brand) entry.byBrand[row.brand] = (Object.hasOwn(entry.byBrand, row.brand) ? entry.byBrand[row.brand]! : 0) + row.total;
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
    async searchHotels(q: HotelSearchParams): Promise<HotelSearchRow[]> {
      const filters: SQL[] = [sql`${p.areaPath} @> array[${q.areaId}]::integer[]`, sql`${p.isActive}`];
      if (q.propertyType) filters.push(sql`${p.propertyType} = ${q.propertyType}`);
      else if (q.nights < q.residenceMinNights) filters.push(sql`${p.propertyType} <> 'residence'`);
      if (q.brand) filters.push(sql`${p.brand} = ${q.brand}`);
      if (q.corporateOnly) filters.push(sql`${p.corporateEnabled}`);
      const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
      const orderBy =
        q.sort === 'price' ? sql`b.stay_price ${dir}, ${p.popularity} desc` : q.sort === 'rating' ? sql`${p.rating} ${dir}, ${p.reviewCount} ${dir}` : sql`${p.popularity} ${dir}`;
      // candidates: the properties asked for; fitting: their room types that hold the guests and
      // have rooms free every night; best: the cheapest fitting room type of each property.
      const result = await db.execute(sql`
        with candidates as (
          select ${p.id} from ${properties} ${p} where ${sql.join(filters, sql` and `)}
        ),
        fitting as (
          select ${rt.propertyId}, ${rt.id} as room_type_id, ${rt.sortOrder},
                 sum(${inv.priceMinor})::bigint as stay_price, sum(${inv.rackMinor})::bigint as stay_rack,
                 min(${inv.totalRooms} - ${inv.soldRooms})::int as free_rooms
          from candidates c
          join ${roomTypes} ${rt} on ${rt.propertyId} = c.id and ${rt.maxGuests} * ${q.rooms} >= ${q.guests}
          join ${inventory} ${inv} on ${inv.roomTypeId} = ${rt.id} and ${inv.stayDate} >= ${q.checkIn}::date and ${inv.stayDate} < ${q.checkOut}::date
          group by ${rt.propertyId}, ${rt.id}, ${rt.sortOrder}
          having count(*) = ${q.nights} and min(${inv.totalRooms} - ${inv.soldRooms}) >= ${q.rooms}
        ),
        best as (
          select distinct on (property_id) property_id, stay_price, stay_rack, free_rooms
          from fitting order by property_id, stay_price, sort_order, room_type_id
        )
        select ${p.id}, ${p.slug}, ${p.name}, ${p.propertyCode}, ${p.propertyType}, ${p.street1},
               ${city.name} as city, ${area.name} as area, ${province.name} as state, ${p.country}, ${p.currency},
               ${p.facilities}, ${p.rating}, ${p.reviewCount}, ${p.checkInTime}, ${p.checkOutTime},
               (b.stay_price * ${q.rooms})::bigint as tarrif, (b.stay_rack * ${q.rooms})::bigint as rack_rate,
               b.free_rooms as available_rooms,
               count(*) over ()::int as total,
               (min(b.stay_price) over () * ${q.rooms})::bigint as min_price,
               (max(b.stay_price) over () * ${q.rooms})::bigint as max_price
        from best b
        join ${properties} ${p} on ${p.id} = b.property_id
        join ${areas} ${city} on ${city.id} = ${p.cityId}
        join ${areas} ${area} on ${area.id} = ${p.areaId}
        join ${areas} ${province} on ${province.id} = ${p.areaPath}[1]
        order by ${orderBy}, ${p.id}
        limit ${q.limit} offset ${q.offset}`);
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
    async countAvailable(q: HotelSearchParams): Promise<number> {
      const rows = await this.searchHotels({ ...q, limit: 1, offset: 0 });
      return rows[0]?.total ?? 0;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
