/**
 * Discovery reads and writes: city lists, top properties by place kind, brands, deals, wish lists,
 * search history. The only discovery file that touches the database.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PropertyType } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, properties } from '../../db/schema/catalog.ts';
import { translated, type Translations } from '../../i18n/translated.ts';
import { deals, searchHistory, wishlists } from '../../db/schema/discovery.ts';

export interface TeaserRow {
  id: number;
  slug: string;
  name: string;
  city: string;
  area: string;
  rating: number;
  reviewCount: number;
  propertyType: PropertyType;
}

export function createDiscoveryRepository(db: Db) {
  const city = alias(areas, 'city');
  const area = alias(areas, 'area');
  const province = alias(areas, 'province');
  const teaser = {
    id: properties.id,
    slug: properties.slug,
    name: properties.name,
    city: city.name,
    area: area.name,
    rating: properties.rating,
    reviewCount: properties.reviewCount,
    propertyType: properties.propertyType,
  };

  return {
    /** cities of a country with their active property counts (places with none left out), busiest first */
    async citiesOf(country: string) {
      return db
        .select({
          id: city.id,
          slug: city.slug,
          name: city.name,
          province: province.name,
          isPopular: city.isPopular,
          weightage: city.weightage,
          hotelCount: sql<number>`count(${properties.id})::int`,
          pictureId: sql<number>`min(${properties.id})::int`,
        })
        .from(city)
        .innerJoin(province, sql`${province.id} = ${city.path}[1]`)
        .innerJoin(properties, and(eq(properties.cityId, city.id), eq(properties.isActive, true)))
        .where(and(eq(city.country, country), eq(city.category, 'city')))
        .groupBy(city.id, city.slug, city.name, province.name, city.isPopular, city.weightage)
        .orderBy(desc(city.isPopular), desc(city.weightage), asc(city.name));
    },

    /** popular places below city level (areas, districts, sub-cities) of a country with property counts */
    async popularAreasOf(country: string, limit: number) {
      return rowsOf<{ slug: string; name: string; category: string; hotel_count: number; picture_id: number }>(
        await db.execute(sql`
        select a.slug, a.name, a.category, count(p.id)::int as hotel_count, min(p.id)::int as picture_id
        from ${areas} a join ${properties} p on p.area_path @> array[a.id] and p.is_active
        where a.country = ${country} and a.category in ('sub_city', 'district', 'area')
        group by a.id, a.slug, a.name, a.category, a.is_popular, a.weightage
        order by a.is_popular desc, a.weightage desc, a.id
        limit ${limit}`),
      );
    },

    /** the most popular properties of each city of a country: one statement, `perCity` each */
    async topHotelsPerCity(country: string, perCity: number) {
      return rowsOf<{ city_id: number; id: number; slug: string; name: string }>(
        await db.execute(sql`
        select city_id, id, slug, name from (
          select p.city_id, p.id, p.slug, p.name, row_number() over (partition by p.city_id order by p.popularity desc, p.id) as rank
          from ${properties} p where p.country = ${country} and p.is_active
        ) ranked where rank <= ${perCity} order by city_id, rank`),
      );
    },

    /** best-rated properties of a country carrying a location tag, with the tag's count */
    async topByLocationTag(
      country: string,
      tag: string,
      limit: number,
    ): Promise<{ total: number; hotels: TeaserRow[] }> {
      const where = and(
        eq(properties.country, country),
        eq(properties.isActive, true),
        sql`${properties.locationTags} @> array[${tag}]::text[]`,
      );
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(where);
      const hotels = await db
        .select(teaser)
        .from(properties)
        .innerJoin(city, eq(city.id, properties.cityId))
        .innerJoin(area, eq(area.id, properties.areaId))
        .where(where)
        .orderBy(desc(properties.rating), desc(properties.reviewCount), asc(properties.id))
        .limit(limit);
      return { total: Number(count?.n ?? 0), hotels: hotels.map((h) => ({ ...h, rating: Number(h.rating) })) };
    },

    async brandCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ brand: properties.brand, n: sql<number>`count(*)::int` })
        .from(properties)
        .where(and(eq(properties.isActive, true), sql`${properties.brand} is not null`))
        .groupBy(properties.brand);
      return new Map(rows.map((r) => [r.brand!, Number(r.n)]));
    },

    async brandCities(brand: string) {
      return db
        .select({ slug: city.slug, name: city.name, country: city.country, hotelCount: sql<number>`count(*)::int` })
        .from(properties)
        .innerJoin(city, eq(city.id, properties.cityId))
        .where(and(eq(properties.brand, brand), eq(properties.isActive, true)))
        .groupBy(city.slug, city.name, city.country, city.weightage)
        .orderBy(desc(city.weightage), asc(city.name));
    },

    async brandHotels(brand: string, limit: number) {
      const rows = await db
        .select(teaser)
        .from(properties)
        .innerJoin(city, eq(city.id, properties.cityId))
        .innerJoin(area, eq(area.id, properties.areaId))
        .where(and(eq(properties.brand, brand), eq(properties.isActive, true)))
        .orderBy(desc(properties.popularity), asc(properties.id))
        .limit(limit);
      return rows.map((h) => ({ ...h, rating: Number(h.rating) }));
    },

    /** deals running on `today` (hotel-local day of the country), with their property counts */
    async runningDeals(today: string, country?: string) {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
        select d.id, d.slug, d.title, d.description, d.translations, d.country, d.discount_percent, to_char(d.starts_on, 'YYYY-MM-DD') as starts_on,
               to_char(d.ends_on, 'YYYY-MM-DD') as ends_on, count(p.id)::int as hotel_count
        from ${deals} d left join ${properties} p on p.deal_id = d.id and p.is_active
        where ${today}::date between d.starts_on and d.ends_on ${country ? sql`and d.country = ${country}` : sql``}
        group by d.id order by d.country, d.discount_percent desc, d.id`),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        slug: String(r.slug),
        // the deal's texts in the answer's language where translated (lang says which)
        ...translated({ title: String(r.title), description: String(r.description) }, r.translations as Translations),
        country: String(r.country),
        discount_percent: Number(r.discount_percent),
        starts_on: String(r.starts_on),
        ends_on: String(r.ends_on),
        hotel_count: Number(r.hotel_count),
      }));
    },

    async findDeal(idOrSlug: string) {
      const key = idOrSlug.trim().toLowerCase();
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
        select d.id, d.slug, d.title, d.description, d.translations, d.country, d.discount_percent, to_char(d.starts_on, 'YYYY-MM-DD') as starts_on,
               to_char(d.ends_on, 'YYYY-MM-DD') as ends_on, (select count(*)::int from ${properties} p where p.deal_id = d.id and p.is_active) as hotel_count
        from ${deals} d where ${/^\d{1,9}$/.test(key) ? sql`d.id = ${Number(key)} or ` : sql``} d.slug = ${key} limit 1`),
      );
      const r = rows[0];
      if (!r) return null;
      return {
        id: Number(r.id),
        slug: String(r.slug),
        // the deal's texts in the answer's language where translated (lang says which)
        ...translated({ title: String(r.title), description: String(r.description) }, r.translations as Translations),
        country: String(r.country),
        discount_percent: Number(r.discount_percent),
        starts_on: String(r.starts_on),
        ends_on: String(r.ends_on),
        hotel_count: Number(r.hotel_count),
      };
    },

    async dealHotels(dealId: number, limit: number, offset: number) {
      const rows = await db
        .select(teaser)
        .from(properties)
        .innerJoin(city, eq(city.id, properties.cityId))
        .innerJoin(area, eq(area.id, properties.areaId))
        .where(and(eq(properties.dealId, dealId), eq(properties.isActive, true)))
        .orderBy(desc(properties.popularity), asc(properties.id))
        .limit(limit)
        .offset(offset);
      return rows.map((h) => ({ ...h, rating: Number(h.rating) }));
    },

    async propertyName(idOrSlug: string) {
      const key = idOrSlug.trim().toLowerCase();
      const rows = await db
        .select({
          name: properties.name,
          city: city.name,
          area: area.name,
          rating: properties.rating,
          reviewCount: properties.reviewCount,
        })
        .from(properties)
        .innerJoin(city, eq(city.id, properties.cityId))
        .innerJoin(area, eq(area.id, properties.areaId))
        .where(
          and(
            eq(properties.isActive, true),
            /^\d{1,9}$/.test(key)
              ? sql`(${properties.id} = ${Number(key)} or ${properties.slug} = ${key})`
              : eq(properties.slug, key),
          ),
        )
        .limit(1);
      return rows[0] ? { ...rows[0], rating: Number(rows[0].rating) } : null;
    },

    async propertyExists(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, id), eq(properties.isActive, true)))
        .limit(1);
      return rows.length > 0;
    },

    // ── wish lists ─────────────────────────────────────────────────────────
    async addWish(userId: number, propertyId: number): Promise<void> {
      await db.insert(wishlists).values({ userId, propertyId }).onConflictDoNothing();
    },
    async removeWish(userId: number, propertyId: number): Promise<void> {
      await db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.propertyId, propertyId)));
    },
    async wishCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(wishlists)
        .innerJoin(properties, eq(properties.id, wishlists.propertyId))
        .where(and(eq(wishlists.userId, userId), eq(properties.isActive, true)));
      return Number(row?.n ?? 0);
    },
    async wishes(userId: number, limit: number, offset: number) {
      const rows = await db
        .select({ ...teaser, addedAt: wishlists.createdAt })
        .from(wishlists)
        .innerJoin(properties, eq(properties.id, wishlists.propertyId))
        .innerJoin(city, eq(city.id, properties.cityId))
        .innerJoin(area, eq(area.id, properties.areaId))
        .where(and(eq(wishlists.userId, userId), eq(properties.isActive, true)))
        .orderBy(desc(wishlists.createdAt), desc(wishlists.propertyId))
        .limit(limit)
        .offset(offset);
      return rows.map((h) => ({ ...h, rating: Number(h.rating) }));
    },

    // ── search history ─────────────────────────────────────────────────────
    async recentSearches(userId: number, limit: number) {
      return rowsOf<{
        location_slug: string;
        check_in: string;
        check_out: string;
        rooms: number;
        guests: number;
        searched_at: Date | string;
      }>(
        await db.execute(sql`
        select location_slug, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out, rooms, guests, searched_at
        from ${searchHistory} where user_id = ${userId} order by searched_at desc, id desc limit ${limit}`),
      );
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
