/**
 * Locations and search: the rules of spec §5 and §9 (dates, rooms and guests, residence minimum
 * stay, page size 10, sorts) applied on the server, which is the authority for prices and
 * availability (ARCHITECTURE "Rules of the house").
 */
import crypto from 'node:crypto';
import type { Area, AreaCategory, HotelCard, HotelsList, HotelsListQuery, ListHotelsQuery, SortType } from '@rednest/shared/contracts';
import { COUNTRIES, CURRENCIES, type CountryCode, type CurrencyCode } from '@rednest/shared/contracts/locales';
import {
  BOOKING_HORIZON_YEARS, DEFAULT_GUESTS, defaultOrderOf, DEFAULT_ROOMS, MAX_STAY_NIGHTS, PAGE_SIZE, RESIDENCE_MIN_NIGHTS, dayjs, nightsBetween, stayDateToIso, todayIn,
} from '@rednest/shared/format';
import { BRAND_SLUGS, PROPERTY_TYPES, SORT_TYPES, isOneOf } from '../../contracts.ts';
import { badRequest } from '../../errors.ts';
import { propertyPictureUrl } from '../images/images.service.ts';
import type { Cache } from '../../plugins/cache.ts';
import type { AreaCounts, AreaRecord, SearchRepository } from './search.repository.ts';

/** a deep page costs a scan; no listing goes this far (10 per page) */
const MAX_OFFSET = 5_000;
const AREA_INDEX_TTL_SECONDS = 300;

/** suggestion order: cities first (what most people search), then the smaller places, provinces last */
const CATEGORY_RANK: Record<AreaRecord['category'], number> = { city: 0, area: 1, district: 2, sub_city: 3, province: 4 };

interface AreaIndexSnapshot { areas: AreaRecord[]; counts: [number, AreaCounts][] }

export interface AreaIndex {
  byId: Map<number, AreaRecord>;
  bySlug: Map<string, AreaRecord>;
  counts: Map<number, AreaCounts>;
  all: AreaRecord[];
}

export type Audience = { kind: 'all' } | { kind: 'corporate' } | { kind: 'brand'; brand: string };

export function foldQuery(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function createSearchService(deps: { repo: SearchRepository; cache: Cache; now: () => Date; apiBasePath: string }) {
  const { repo, cache, now } = deps;

  async function areaIndex(): Promise<AreaIndex> {
    const snapshot = await cache.wrap<AreaIndexSnapshot>('search:area-index:v1', AREA_INDEX_TTL_SECONDS, async () => ({
      areas: await repo.allAreas(),
      counts: [...(await repo.areaCounts()).entries()],
    }));
    return {
      all: snapshot.areas,
      byId: new Map(snapshot.areas.map((a) => [a.id, a])),
      bySlug: new Map(snapshot.areas.map((a) => [a.slug, a])),
      counts: new Map(snapshot.counts),
    };
  }

  function countFor(index: AreaIndex, id: number, audience: Audience): number {
    const counts = index.counts.get(id);
    if (!counts) return 0;
    if (audience.kind === 'corporate') return counts.corporate;
    if (audience.kind === 'brand') return Object.hasOwn(counts.byBrand, audience.brand) ? counts.byBrand[audience.brand]! : 0;
    return counts.total;
  }

  /** "Kuta, Bali, Indonesia": the place, its city and province, the country; repeats dropped */
  function fullName(index: AreaIndex, area: AreaRecord): string {
    const names = [area.name];
    const ancestors = area.path.slice(0, -1).map((id) => index.byId.get(id)).filter((a): a is AreaRecord => !!a);
    const city = ancestors.find((a) => a.category === 'city');
    const province = ancestors.find((a) => a.category === 'province');
    if (city) names.push(city.name);
    if (province) names.push(province.name);
    names.push(COUNTRIES[area.country as CountryCode].name);
    return names.filter((name, i) => names.indexOf(name) === i).join(', ');
  }

  function toDto(index: AreaIndex, area: AreaRecord, audience: Audience): Area {
    return {
      id: area.id,
      name: area.name,
      slug: area.slug,
      category: area.category,
      parent_id: area.parentId,
      full_name: fullName(index, area),
      country: area.country,
      weightage: area.weightage,
      child_weightage: area.childWeightage,
      is_popular: area.isPopular,
      hotel_count: countFor(index, area.id, audience),
    };
  }

  function brandAudience(source: string): Audience {
    const brand = source.trim().toLowerCase();
    if (!isOneOf(BRAND_SLUGS, brand)) {
      throw badRequest('UNKNOWN_BRAND', `There is no brand "${source}".`, [{ field: 'source', message: `must be one of ${BRAND_SLUGS.join(', ')}` }]);
    }
    return { kind: 'brand', brand };
  }


  return {
    brandAudience,

    /** The location tree of a country as a flat list in tree order (parents before children). */
    async areaTree(country: CountryCode, category?: AreaCategory): Promise<Area[]> {
      const index = await areaIndex();
      return index.all.filter((a) => a.country === country && (!category || a.category === category)).map((a) => toDto(index, a, { kind: 'all' }));
    },

    /**
     * Suggestions for what someone typed: a name that starts with the query, or has a word that
     * does, ignoring case and accents. Places with nothing bookable for the audience are left out
     * so a suggestion never leads to an empty search.
     */
    async suggest(input: { q: string; country?: CountryCode; limit?: number; audience: Audience }): Promise<Area[]> {
      const q = foldQuery(input.q);
      if (q.length < 2) throw badRequest('QUERY_TOO_SHORT', 'Type at least 2 letters to search for a place.', [{ field: 'q', message: 'must be at least 2 characters' }]);
      const index = await areaIndex();
      const scored: { area: AreaRecord; prefix: boolean; count: number }[] = [];
      for (const area of index.all) {
        if (input.country && area.country !== input.country) continue;
        const name = area.searchName;
        const prefix = name.startsWith(q);
        if (!prefix && !name.split(/[\s-]+/).some((word, i, words) => words.slice(i).join(' ').startsWith(q))) continue;
        const count = countFor(index, area.id, input.audience);
        if (count === 0) continue;
        scored.push({ area, prefix, count });
      }
      scored.sort(
        (a, b) =>
          Number(b.prefix) - Number(a.prefix) ||
          CATEGORY_RANK[a.area.category] - CATEGORY_RANK[b.area.category] ||
          Number(b.area.isPopular) - Number(a.area.isPopular) ||
          b.area.weightage - a.area.weightage ||
          b.count - a.count ||
          a.area.name.localeCompare(b.area.name),
      );
      return scored.slice(0, input.limit ?? 10).map(({ area }) => toDto(index, area, input.audience));
    },

    async hotelNames(input: ListHotelsQuery) {
      const index = await areaIndex();
      let area: AreaRecord | undefined;
      if (input.location) area = index.bySlug.get(input.location.trim().toLowerCase());
      else if (input.city) {
        const city = input.city.trim().toLowerCase();
        area = index.bySlug.get(city.startsWith('cit-') ? city : `cit-${city}`);
      } else {
        throw badRequest('LOCATION_REQUIRED', 'Give a location or a city.', [{ field: 'location', message: 'is required' }]);
      }
      if (!area) throw badRequest('LOCATION_NOT_FOUND', 'We could not find that place.', [{ field: input.location ? 'location' : 'city', message: 'is not a known location' }]);
      const q = input.q ? foldQuery(input.q) : null;
      return repo.hotelNames({ areaId: area.id, q, limit: input.limit ?? 500 });
    },

    async hotelsList(query: HotelsListQuery): Promise<HotelsList> {
      const index = await areaIndex();
      const location = index.bySlug.get(query.location.trim().toLowerCase());
      if (!location) {
        throw badRequest('LOCATION_NOT_FOUND', `We could not find the place "${query.location}".`, [{ field: 'location', message: 'is not a known location slug' }]);
      }

      const checkIn = stayDateToIso(query.check_in_date.trim());
      const checkOut = stayDateToIso(query.check_out_date.trim());
      const dateErrors = [
        ...(checkIn ? [] : [{ field: 'check_in_date', message: 'must be a date as DD-MM-YYYY' }]),
        ...(checkOut ? [] : [{ field: 'check_out_date', message: 'must be a date as DD-MM-YYYY' }]),
      ];
      if (!checkIn || !checkOut) throw badRequest('INVALID_DATES', 'Please choose valid check-in and check-out dates (DD-MM-YYYY).', dateErrors);
      // "today" is the hotel's day: just after midnight in Jakarta it is still yesterday in UTC
      const today = todayIn(location.timezone, now());
      if (checkIn < today) throw badRequest('INVALID_DATES', 'Check-in cannot be in the past.', [{ field: 'check_in_date', message: `must be ${today} or later` }]);
      // spec §5: the same last day as the calendar's (today plus BOOKING_HORIZON_YEARS calendar years)
      const lastCheckIn = dayjs(today).add(BOOKING_HORIZON_YEARS, 'year').format('YYYY-MM-DD');
      if (checkIn > lastCheckIn) {
        throw badRequest('INVALID_DATES', `Check-in can be at most ${BOOKING_HORIZON_YEARS} years ahead.`, [{ field: 'check_in_date', message: 'is too far ahead' }]);
      }
      const nights = nightsBetween(checkIn, checkOut);
      if (nights < 1) throw badRequest('INVALID_DATES', 'Check-out must be after check-in.', [{ field: 'check_out_date', message: 'must be after check-in' }]);
      if (nights > MAX_STAY_NIGHTS) throw badRequest('STAY_TOO_LONG', `A stay can be at most ${MAX_STAY_NIGHTS} nights.`, [{ field: 'check_out_date', message: `must be at most ${MAX_STAY_NIGHTS} nights after check-in` }]);

      const propertyType = query.property_type?.trim().toLowerCase() || null;
      if (propertyType && !isOneOf(PROPERTY_TYPES, propertyType)) {
        throw badRequest('INVALID_PROPERTY_TYPE', `Unknown property type "${query.property_type}".`, [{ field: 'property_type', message: `must be one of ${PROPERTY_TYPES.join(', ')}` }]);
      }
      if (propertyType === 'residence' && nights < RESIDENCE_MIN_NIGHTS) {
        throw badRequest('STAY_TOO_SHORT', `Residences are booked for at least ${RESIDENCE_MIN_NIGHTS} nights.`, [{ field: 'check_out_date', message: `must be at least ${RESIDENCE_MIN_NIGHTS} nights after check-in` }]);
      }
      const sort: string = query.sort_by?.trim().toLowerCase() || ('popular' satisfies SortType);
      if (!isOneOf(SORT_TYPES, sort)) throw badRequest('INVALID_SORT', `Unknown sort "${query.sort_by}".`, [{ field: 'sort_by', message: `must be one of ${SORT_TYPES.join(', ')}` }]);
      // spec §9: sort type PRICE maps to ascending, otherwise descending
      const order = query.order_by ?? defaultOrderOf(sort);
      // A brand site searches its own brand: explicitly (source) or through the api client's brand_name
      const ambientBrand = query.brand_name?.trim().toLowerCase();
      const audience: Audience = query.source
        ? brandAudience(query.source)
        : ambientBrand && isOneOf(BRAND_SLUGS, ambientBrand)
          ? { kind: 'brand', brand: ambientBrand }
          : query.platform === 'corporate'
            ? { kind: 'corporate' }
            : { kind: 'all' };

      const rooms = query.rooms && query.rooms > 0 ? query.rooms : DEFAULT_ROOMS;
      const guests = query.guest && query.guest > 0 ? query.guest : DEFAULT_GUESTS;
      if (guests < rooms) throw badRequest('INVALID_GUESTS', 'Each room needs at least one guest.', [{ field: 'guest', message: `must be at least ${rooms}` }]);
      const perPage = query.per_page ?? PAGE_SIZE;
      const page = query.page ?? 1;
      const offset = (page - 1) * perPage;

      const country = COUNTRIES[location.country as CountryCode];
      const currency = country.currency as CurrencyCode;
      const base = {
        search_id: crypto.randomUUID(),
        currency,
        currency_symbol: CURRENCIES[currency].symbol,
        location: { slug: location.slug, name: location.name, category: location.category },
        no_of_nights: nights,
      };
      const params = {
        areaId: location.id, checkIn, checkOut, nights, rooms, guests, propertyType, residenceMinNights: RESIDENCE_MIN_NIGHTS,
        brand: audience.kind === 'brand' ? audience.brand : null, corporateOnly: audience.kind === 'corporate',
        sort, order, limit: perPage, offset,
      };
      const rows = offset > MAX_OFFSET ? [] : await repo.searchHotels(params);
      const total = rows[0]?.total ?? (offset > 0 && offset <= MAX_OFFSET ? await repo.countAvailable(params) : 0);
      const totalPages = Math.ceil(total / perPage);
      const hotels: HotelCard[] = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        property_code: row.property_code,
        property_type: row.property_type,
        street1: row.street1,
        city: row.city,
        area: row.area,
        state: row.state,
        country: COUNTRIES[row.country as CountryCode].name,
        lead_picture: propertyPictureUrl(deps.apiBasePath, row.id),
        facilities: row.facilities,
        rating: row.rating,
        review_count: row.review_count,
        check_in_time: row.check_in_time,
        check_out_time: row.check_out_time,
        is_wishlisted: false,
        tarrif: row.tarrif,
        rack_rate: row.rack_rate,
        per_night: Math.round(row.tarrif / nights),
        currency: row.currency,
        currency_symbol: CURRENCIES[row.currency as CurrencyCode].symbol,
        available_rooms: row.available_rooms,
      }));
      return {
        ...base,
        hotels,
        next_page: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
        properties_count: total,
        minPrice: rows[0] ? rows[0].min_price : null,
        maxPrice: rows[0] ? rows[0].max_price : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
