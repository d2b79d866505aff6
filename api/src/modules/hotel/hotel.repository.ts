/**
 * Reads of one property: its record, rooms and plans, the nights of a stay per room type, other
 * dates when sold out, reviews, ratings, and the month's lowest nightly prices (price calendar).
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PropertyType } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, inventory, properties, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { deals, reviews, wishlists } from '../../db/schema/discovery.ts';
import { allInSql } from '../pricing/pricing.repository.ts';
import { translated } from '../../i18n/translated.ts';
import type { Language } from '@rednest/shared/contracts/locales';

export interface PropertyRecord {
  id: number;
  name: string;
  slug: string;
  propertyCode: string;
  propertyType: PropertyType;
  /** in the answer's language where translated (descriptionLang says which) */
  description: string;
  descriptionLang: Language;
  street1: string;
  street2: string;
  zipCode: string;
  country: string;
  currency: string;
  timezone: string;
  checkInTime: string;
  checkOutTime: string;
  facilities: string[];
  rating: number;
  reviewCount: number;
  brand: string | null;
  category: string;
  idealFor: string[];
  locationTags: string[];
  addOnTypes: string[];
  syariah: boolean;
  payAtHotel: boolean;
  topProperty: boolean;
  serviceBp: number;
  taxBp: number;
  acceptedIds: string[];
  coupleFriendly: boolean;
  childrenFreeUnderAge: number | null;
  depositMinor: number;
  pictureCount: number;
  lat: number;
  lng: number;
  cityId: number;
  areaId: number;
  isActive: boolean;
  cityName: string;
  citySlug: string;
  areaName: string;
  provinceName: string;
  deal: {
    id: number;
    slug: string;
    title: string;
    lang: Language;
    discountPercent: number;
    startsOn: string;
    endsOn: string;
  } | null;
}

export interface RoomRecord {
  id: number;
  name: string;
  lang: Language;
  maxGuests: number;
  totalRooms: number;
  sortOrder: number;
  plans: {
    id: number;
    code: string;
    name: string;
    lang: Language;
    priceModifierMinor: number;
    includesBreakfast: boolean;
    refundable: boolean;
    freeCancellationHours: number;
    cancellationFeePercent: number;
  }[];
}

export interface StayNightsRow {
  roomTypeId: number;
  nights: number;
  priceSum: number;
  rackSum: number;
  freeRooms: number;
}

export function createHotelRepository(db: Db) {
  const city = alias(areas, 'city');
  const area = alias(areas, 'area');
  const province = alias(areas, 'province');

  return {
    /** by numeric id or slug; inactive properties are not found */
    async findProperty(idOrSlug: string): Promise<PropertyRecord | null> {
      const key = idOrSlug.trim().toLowerCase();
      const byId = /^\d{1,9}$/.test(key) ? eq(properties.id, Number(key)) : undefined;
      const rows = await db
        .select({
          p: properties,
          cityName: city.name,
          cityTranslations: city.translations,
          citySlug: city.slug,
          areaName: area.name,
          areaTranslations: area.translations,
          provinceName: province.name,
          provinceTranslations: province.translations,
          deal: {
            id: deals.id,
            slug: deals.slug,
            title: deals.title,
            translations: deals.translations,
            discountPercent: deals.discountPercent,
            startsOn: deals.startsOn,
            endsOn: deals.endsOn,
          },
        })
        .from(properties)
        .innerJoin(city, eq(city.id, properties.cityId))
        .innerJoin(area, eq(area.id, properties.areaId))
        .innerJoin(province, sql`${province.id} = ${properties.areaPath}[1]`)
        .leftJoin(deals, eq(deals.id, properties.dealId))
        .where(and(byId ? or(byId, eq(properties.slug, key)) : eq(properties.slug, key), eq(properties.isActive, true)))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      const { p } = row;
      const description = translated({ description: p.description }, p.translations);
      const { translations: dealTranslations, ...deal } = row.deal ?? {};
      const dealTitle = row.deal && translated({ title: row.deal.title }, dealTranslations);
      return {
        ...p,
        description: description.description,
        descriptionLang: description.lang,
        rating: Number(p.rating),
        brand: p.brand ?? null,
        // place names as the answer's language writes them (Hà Nội, กรุงเทพฯ); names, so no lang of their own
        cityName: translated({ name: row.cityName }, row.cityTranslations).name,
        citySlug: row.citySlug,
        areaName: translated({ name: row.areaName }, row.areaTranslations).name,
        provinceName: translated({ name: row.provinceName }, row.provinceTranslations).name,
        deal:
          row.deal && row.deal.id !== null && dealTitle
            ? { ...deal, title: dealTitle.title, lang: dealTitle.lang }
            : null,
      } as PropertyRecord;
    },

    async rooms(propertyId: number): Promise<RoomRecord[]> {
      const rows = await db
        .select({ room: roomTypes, plan: ratePlans })
        .from(roomTypes)
        .innerJoin(ratePlans, eq(ratePlans.roomTypeId, roomTypes.id))
        .where(eq(roomTypes.propertyId, propertyId))
        .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id), asc(ratePlans.priceModifierMinor), asc(ratePlans.id));
      const byRoom = new Map<number, RoomRecord>();
      for (const { room, plan } of rows) {
        const entry = byRoom.get(room.id) ?? {
          id: room.id,
          ...translated({ name: room.name }, room.translations),
          maxGuests: room.maxGuests,
          totalRooms: room.totalRooms,
          sortOrder: room.sortOrder,
          plans: [],
        };
        entry.plans.push({
          id: plan.id,
          code: plan.code,
          ...translated({ name: plan.name }, plan.translations),
          priceModifierMinor: plan.priceModifierMinor,
          includesBreakfast: plan.includesBreakfast,
          refundable: plan.refundable,
          freeCancellationHours: plan.freeCancellationHours,
          cancellationFeePercent: plan.cancellationFeePercent,
        });
        byRoom.set(room.id, entry);
      }
      return [...byRoom.values()];
    },

    /** per room type of a property: nights on sale in [checkIn, checkOut), their price and rack sums, fewest rooms free */
    async stayNights(propertyId: number, checkIn: string, checkOut: string): Promise<StayNightsRow[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
        select ${roomTypes.id} as room_type_id, count(${inventory.stayDate})::int as nights,
               coalesce(sum(${inventory.priceMinor}), 0)::bigint as price_sum, coalesce(sum(${inventory.rackMinor}), 0)::bigint as rack_sum,
               coalesce(min(${inventory.totalRooms} - ${inventory.soldRooms}), 0)::int as free_rooms
        from ${roomTypes}
        left join ${inventory} on ${inventory.roomTypeId} = ${roomTypes.id} and ${inventory.stayDate} >= ${checkIn}::date and ${inventory.stayDate} < ${checkOut}::date
        where ${roomTypes.propertyId} = ${propertyId}
        group by ${roomTypes.id}`),
      );
      return rows.map((r) => ({
        roomTypeId: Number(r.room_type_id),
        nights: Number(r.nights),
        priceSum: Number(r.price_sum),
        rackSum: Number(r.rack_sum),
        freeRooms: Number(r.free_rooms),
      }));
    },

    /**
     * Check-in days in [from, to] where a stay of `nights` nights fits (a room type holding the guests
     * with `rooms` free every night), with the lowest room charge of that stay (before charges).
     */
    async fittingStarts(q: {
      propertyId: number;
      from: string;
      to: string;
      nights: number;
      rooms: number;
      guests: number;
    }): Promise<{ start: string; roomTypeId: number; priceSum: number; rackSum: number }[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
        with nights as (
          select ${inventory.roomTypeId} as room_type_id, ${inventory.stayDate} as stay_date,
                 sum(${inventory.priceMinor}) over w as price_sum, sum(${inventory.rackMinor}) over w as rack_sum,
                 min(${inventory.totalRooms} - ${inventory.soldRooms}) over w as free_rooms, count(*) over w as n,
                 max(${inventory.stayDate}) over w - ${inventory.stayDate} as span
          from ${inventory} join ${roomTypes} on ${roomTypes.id} = ${inventory.roomTypeId}
          where ${roomTypes.propertyId} = ${q.propertyId} and ${roomTypes.maxGuests} * ${q.rooms} >= ${q.guests}
            and ${inventory.stayDate} >= ${q.from}::date and ${inventory.stayDate} < ${q.to}::date + ${q.nights}::int
          window w as (partition by ${inventory.roomTypeId} order by ${inventory.stayDate} rows between current row and ${sql.raw(String(q.nights - 1))} following)
        )
        select distinct on (stay_date) to_char(stay_date, 'YYYY-MM-DD') as start, room_type_id, price_sum::bigint, rack_sum::bigint
        from nights
        where stay_date <= ${q.to}::date and n = ${q.nights} and span = ${q.nights - 1} and free_rooms >= ${q.rooms}
        order by stay_date, price_sum, room_type_id`),
      );
      return rows.map((r) => ({
        start: String(r.start),
        roomTypeId: Number(r.room_type_id),
        priceSum: Number(r.price_sum),
        rackSum: Number(r.rack_sum),
      }));
    },

    async reviewsPage(propertyId: number, limit: number, offset: number) {
      return db
        .select({
          id: reviews.id,
          authorName: reviews.authorName,
          rating: reviews.rating,
          travellerType: reviews.travellerType,
          comment: reviews.comment,
          language: reviews.language,
          translations: reviews.translations,
          stayedOn: reviews.stayedOn,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.propertyId, propertyId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset);
    },

    async ratingBreakdown(propertyId: number): Promise<{ stars: number; count: number }[]> {
      const rows = await db
        .select({ stars: reviews.rating, count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(eq(reviews.propertyId, propertyId))
        .groupBy(reviews.rating);
      return [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: Number(rows.find((r) => r.stars === stars)?.count ?? 0),
      }));
    },

    async ratings(ids: number[], slugs: string[]) {
      const where: SQL[] = [];
      if (ids.length) where.push(inArray(properties.id, ids));
      if (slugs.length) where.push(inArray(properties.slug, slugs));
      if (!where.length) return [];
      return db
        .select({
          id: properties.id,
          slug: properties.slug,
          rating: properties.rating,
          reviewCount: properties.reviewCount,
        })
        .from(properties)
        .where(and(eq(properties.isActive, true), or(...where)))
        .orderBy(asc(properties.id));
    },

    async isWishlisted(userId: number, propertyId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(wishlists)
        .where(and(eq(wishlists.userId, userId), eq(wishlists.propertyId, propertyId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Price calendar, one statement: for every night of [from, to], the lowest all-in price of one
     * night (allInSql over the nightly price × rooms, with the property's charges and running deal)
     * among the properties asked for and their room types that hold the guests with `rooms` free.
     */
    async lowestNightly(q: {
      areaId: number | null;
      propertyId: number | null;
      from: string;
      to: string;
      rooms: number;
      guests: number;
      propertyType: string | null;
      excludeResidences: boolean;
      today: string;
    }) {
      const where: SQL[] = [sql`p.is_active`];
      if (q.areaId !== null) where.push(sql`p.area_path @> array[${q.areaId}]::integer[]`);
      if (q.propertyId !== null) where.push(sql`p.id = ${q.propertyId}`);
      if (q.propertyType) where.push(sql`p.property_type = ${q.propertyType}`);
      else if (q.excludeResidences) where.push(sql`p.property_type <> 'residence'`);
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
        select to_char(i.stay_date, 'YYYY-MM-DD') as day,
               min(${allInSql(sql`i.price_minor::bigint * ${q.rooms}`, { serviceBp: sql`p.service_bp`, taxBp: sql`p.tax_bp`, discountPercent: sql`coalesce(d.discount_percent, 0)` })}) as lowest
        from ${properties} p
        left join ${deals} d on d.id = p.deal_id and ${q.today}::date between d.starts_on and d.ends_on
        join ${inventory} i on i.property_id = p.id and i.stay_date between ${q.from}::date and ${q.to}::date
          and i.max_guests * ${q.rooms} >= ${q.guests} and i.total_rooms - i.sold_rooms >= ${q.rooms}
        where ${sql.join(where, sql` and `)}
        group by i.stay_date`),
      );
      return new Map(rows.map((r) => [String(r.day), Number(r.lowest)]));
    },
  };
}

export type HotelRepository = ReturnType<typeof createHotelRepository>;
