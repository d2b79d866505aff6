/**
 * Catalogue reads for places: every area and its bookable-property counts (the area index), and
 * the hotel and place names that location suggestions match.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AreaCategory } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, properties } from '../../db/schema/catalog.ts';
import type { Translations } from '../../i18n/translated.ts';
import { city, p } from './stay-query.repository.ts';

export interface AreaRecord {
  id: number;
  /** English (the search matches it); `translations` holds the other languages' */
  name: string;
  translations: Translations<'name'>;
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

export function createLocationsRepository(db: Db) {
  return {
    async allAreas(): Promise<AreaRecord[]> {
      const rows = await db
        .select({
          id: areas.id,
          name: areas.name,
          translations: areas.translations,
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
  };
}
