/**
 * The stay query: what a stay search asks (place or point, stay, occupancy, audience, filters) and
 * the CTEs that answer it in SQL (candidates → fitting → best → priced → filtered). The listing,
 * the stay set, the sold-out list and the filter counts are statements over these CTEs.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { areas, inventory, properties } from '../../db/schema/catalog.ts';
import { bookings } from '../../db/schema/booking.ts';
import { deals, wishlists } from '../../db/schema/discovery.ts';
import { allInSql, perNightSql } from '../pricing/pricing.repository.ts';

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

/** In raw SQL an alias renders as its name: `from ${properties} ${p}` is `from "properties" "p"`. */
export const p = alias(properties, 'p');
const inv = alias(inventory, 'i');
export const city = alias(areas, 'city');
export const area = alias(areas, 'area');
export const province = alias(areas, 'province');

/** an integer list as one array parameter (`{1,2,3}`), not one parameter per element */
function pgArray(values: number[]): string {
  return `{${values.map((v) => String(Math.trunc(v))).join(',')}}`;
}

export function wishlistedSql(userId: number | null): SQL {
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
export function stayCtes(q: HotelSearchParams): SQL {
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
