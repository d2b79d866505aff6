/** The listing facts of every active property, read in one statement for the in-memory listing. */
import { sql } from 'drizzle-orm';
import type { PropertyType } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, properties } from '../../db/schema/catalog.ts';
import { deals } from '../../db/schema/discovery.ts';
import { area, city, p, province } from './stay-query.repository.ts';

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

export function createListingFactsRepository(db: Db) {
  return {
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
  };
}
