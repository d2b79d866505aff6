/**
 * Locations and search: the rules of spec §5 and §9 (dates, rooms and guests, residence minimum
 * stay, page size 10, sorts) applied on the server, which is the authority for prices and
 * availability (ARCHITECTURE "Rules of the house").
 */
import crypto from 'node:crypto';
import type {
  Area,
  AreaCategory,
  Filters,
  Locations,
  FiltersQuery,
  HotelsList,
  HotelsListQuery,
  ListHotelsQuery,
  SortType,
} from '@rednest/shared/contracts';
import { COUNTRIES, CURRENCIES, type CountryCode, type CurrencyCode } from '@rednest/shared/contracts/locales';
import { DEFAULT_GUESTS, defaultOrderOf, DEFAULT_ROOMS, PAGE_SIZE, RESIDENCE_MIN_NIGHTS } from '@rednest/shared/format';
import {
  ADD_ON_TYPES,
  BRAND_SLUGS,
  BRAND_TYPES,
  FACILITY_KEYS,
  IDEAL_FOR,
  LOCATION_TAGS,
  PROPERTY_CATEGORIES,
  PROPERTY_TYPES,
  SEARCH_SORTS,
  isOneOf,
} from '@rednest/shared/contracts';
import { badRequest } from '../../errors.ts';
import type { Cache } from '../../plugins/cache.ts';
import type { AreaRecord } from './locations.repository.ts';
import type { SearchRepository } from './search.repository.ts';
import type { HotelSearchParams } from './stay-query.repository.ts';
import {
  CATEGORY_RANK,
  createAreaIndex,
  foldQuery,
  placeName as localPlaceName,
  localCardsOf,
  searchNames,
  type Audience,
} from './area-index.ts';
import { createListingCache } from './listing-cache.ts';
import type { AvailabilityFeed } from './availability-feed.ts';
import { createStayDates } from './stay-dates.ts';
import { createCards } from './cards.ts';
import { parseFilters } from './listing-filters.ts';

/** a deep page costs a scan; no listing goes this far (10 per page) */
const MAX_OFFSET = 5_000;
/** hotels-around-you: how far from the point when the caller does not say */
const DEFAULT_RADIUS_KM = 10;

/** what resolveStay reads: hotels/list's query (get_filters' is the same minus paging and sort) */
type StayQuery = Omit<HotelsListQuery, 'check_in_date' | 'check_out_date'> & {
  check_in_date: string;
  check_out_date: string;
};

/**
 * Price bands of get_filters: all-in price per night of one room, major units, per currency
 * (times rooms for a multi-room search). Fixed edges, so a band in a shared URL means the same
 * thing tomorrow.
 */
const PRICE_BAND_EDGES: Record<CurrencyCode, number[]> = {
  IDR: [0, 250_000, 400_000, 600_000, 900_000],
  SGD: [0, 80, 120, 170, 250],
  PHP: [0, 1_200, 2_000, 3_000, 4_500],
  VND: [0, 400_000, 700_000, 1_000_000, 1_500_000],
  THB: [0, 700, 1_200, 1_800, 2_600],
};

export function priceBands(currency: CurrencyCode, rooms: number): { min: number; max: number | null }[] {
  const factor = 10 ** CURRENCIES[currency].exponent * rooms;
  const edges = PRICE_BAND_EDGES[currency].map((edge) => edge * factor);
  return edges.map((min, i) => ({ min, max: edges[i + 1] ?? null }));
}

/** meta tags of a listing page (load_metatags gives the same for any page) */
export function listingMetaTag(placeName: string, category: string | null, count: number) {
  const where = category === 'province' ? `in ${placeName} province` : `in ${placeName}`;
  return {
    title: `Budget hotels ${where} | RedNest`,
    description: `${count} places to stay ${where}. Prices include taxes and fees. Book online, pay at the hotel where offered.`,
    keywords: [`hotels ${placeName}`, `cheap hotels ${placeName}`, `budget hotel ${placeName}`, 'RedNest']
      .join(', ')
      .toLowerCase(),
    listing_template: 'default',
  };
}

export { foldQuery, type AreaIndex, type Audience } from './area-index.ts';

export interface SearchServiceDeps {
  repo: SearchRepository;
  cache: Cache;
  now: () => Date;
  apiBasePath: string;
  /** signed-in users' first listing page goes to their search history (user_search_history) */
  recordSearch?: (search: {
    userId: number;
    locationSlug: string;
    checkIn: string;
    checkOut: string;
    rooms: number;
    guests: number;
  }) => Promise<void>;
  wishlistCount?: (userId: number) => Promise<number>;
  /** hotels/list results are cached this many seconds (config SEARCH_CACHE_SECONDS); 0 or absent = off */
  listingCacheSeconds?: number;
  /** the instance's availability index (availability-feed.ts): stay sets without SQL while the listing cache is on */
  availability?: Pick<AvailabilityFeed, 'current' | 'version'>;
}
export { hotelToday } from './stay-dates.ts';
/** How many search services this process built: one per app (its area index and listing cache are per instance). */
let searchServicesBuilt = 0;
export const searchServiceCount = (): number => searchServicesBuilt;

export function createSearchService(deps: SearchServiceDeps) {
  searchServicesBuilt += 1;
  const { repo, cache, now } = deps;

  const { areaIndex, countFor, toDto, brandAudience, nearestArea } = createAreaIndex({ repo, cache });
  const { listingRows, withStaySet } = createListingCache({
    repo,
    cache,
    listingCacheSeconds: deps.listingCacheSeconds,
    availability: deps.availability,
  });
  const { checkStayDates } = createStayDates(now);
  const { cardBase, cardsOf, toCard } = createCards({ apiBasePath: deps.apiBasePath });

  /** a card with its place and country names in the answer's language (the same card in English: unchanged) */
  const localCards = async () => localCardsOf(await areaIndex());

  /** the listing's search, checked and resolved: one place for hotels/list, sold-out, filters (spec §5, §9) */
  async function resolveStay(query: StayQuery, userId: number | null) {
    const index = await areaIndex();
    let location: AreaRecord | null = null;
    let point: { lat: number; lng: number; radiusKm: number } | null = null;
    let zoneArea: AreaRecord;
    if (query.location !== undefined && query.location.trim() !== '') {
      location = index.bySlug.get(query.location.trim().toLowerCase()) ?? null;
      if (!location) {
        throw badRequest('LOCATION_NOT_FOUND', `We could not find the place "${query.location}".`, [
          { field: 'location', message: 'is not a known location slug' },
        ]);
      }
      zoneArea = location;
    } else if (query.lat !== undefined && query.lng !== undefined) {
      point = { lat: query.lat, lng: query.lng, radiusKm: query.radius_km ?? DEFAULT_RADIUS_KM };
      zoneArea = nearestArea(index, point.lat, point.lng);
    } else {
      throw badRequest('LOCATION_REQUIRED', 'Give a location, or lat and lng for hotels around a point.', [
        { field: 'location', message: 'is required (or lat and lng)' },
      ]);
    }

    const { checkIn, checkOut, nights, today } = checkStayDates(
      query.check_in_date,
      query.check_out_date,
      zoneArea.timezone,
    );
    const propertyType = query.property_type?.trim().toLowerCase() || null;
    if (propertyType && !isOneOf(PROPERTY_TYPES, propertyType)) {
      throw badRequest('INVALID_PROPERTY_TYPE', `Unknown property type "${query.property_type}".`, [
        { field: 'property_type', message: `must be one of ${PROPERTY_TYPES.join(', ')}` },
      ]);
    }
    if (propertyType === 'residence' && nights < RESIDENCE_MIN_NIGHTS) {
      throw badRequest('STAY_TOO_SHORT', `Residences are booked for at least ${RESIDENCE_MIN_NIGHTS} nights.`, [
        { field: 'check_out_date', message: `must be at least ${RESIDENCE_MIN_NIGHTS} nights after check-in` },
      ]);
    }
    const sort: string = query.sort_by?.trim().toLowerCase() || ('popular' satisfies SortType);
    if (!isOneOf(SEARCH_SORTS, sort))
      throw badRequest('INVALID_SORT', `Unknown sort "${query.sort_by}".`, [
        { field: 'sort_by', message: `must be one of ${SEARCH_SORTS.join(', ')}` },
      ]);
    if (sort === 'distance' && !point)
      throw badRequest('INVALID_SORT', 'Sorting by distance needs lat and lng.', [
        { field: 'sort_by', message: 'distance needs lat and lng' },
      ]);
    // spec §9: sort type PRICE maps to ascending, otherwise descending; distance: nearest first
    const order = query.order_by ?? (sort === 'distance' ? 'asc' : defaultOrderOf(sort));
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
    if (guests < rooms)
      throw badRequest('INVALID_GUESTS', 'Each room needs at least one guest.', [
        { field: 'guest', message: `must be at least ${rooms}` },
      ]);
    const perPage = query.per_page ?? PAGE_SIZE;
    const page = query.page ?? 1;
    const filters = parseFilters(query, userId);

    const country = COUNTRIES[zoneArea.country as CountryCode];
    const currency = country.currency as CurrencyCode;
    const placeName = location ? location.name : 'your location';
    const params: HotelSearchParams = {
      areaId: location?.id ?? null,
      cityId: location?.category === 'city' ? location.id : null,
      point,
      checkIn,
      checkOut,
      nights,
      rooms,
      guests,
      propertyType,
      residenceMinNights: RESIDENCE_MIN_NIGHTS,
      brand: audience.kind === 'brand' ? audience.brand : null,
      corporateOnly: audience.kind === 'corporate',
      filters: filters.property,
      price: filters.price,
      today,
      userId,
      sort: sort as HotelSearchParams['sort'],
      order,
      limit: perPage,
      offset: (page - 1) * perPage,
    };
    return {
      params,
      page,
      perPage,
      location,
      placeName,
      base: {
        search_id: crypto.randomUUID(),
        currency,
        currency_symbol: CURRENCIES[currency].symbol,
        location: location
          ? { slug: location.slug, name: localPlaceName(location), category: location.category }
          : { slug: '', name: placeName, category: 'point' },
        no_of_nights: nights,
      },
    };
  }

  return {
    brandAudience,

    /** The location tree of a country as a flat list in tree order (parents before children). */
    async areaTree(country: CountryCode, category?: AreaCategory): Promise<Area[]> {
      const index = await areaIndex();
      return index.all
        .filter((a) => a.country === country && (!category || a.category === category))
        .map((a) => toDto(index, a, { kind: 'all' }));
    },

    /**
     * Suggestions for what someone typed: a name that starts with the query, or has a word that
     * does, ignoring case and accents. Places with nothing bookable for the audience are left out
     * so a suggestion never leads to an empty search.
     */
    async suggest(input: { q: string; country?: CountryCode; limit?: number; audience: Audience }): Promise<Area[]> {
      const q = foldQuery(input.q);
      if (q.length < 2)
        throw badRequest('QUERY_TOO_SHORT', 'Type at least 2 letters to search for a place.', [
          { field: 'q', message: 'must be at least 2 characters' },
        ]);
      const index = await areaIndex();
      const scored: { area: AreaRecord; prefix: boolean; count: number }[] = [];
      for (const area of index.all) {
        if (input.country && area.country !== input.country) continue;
        // the place as any site language writes it: กรุงเทพ and Hà Nội find Bangkok and Hanoi
        const names = searchNames(area);
        const prefix = names.some((name) => name.startsWith(q));
        if (
          !prefix &&
          !names.some((name) => name.split(/[\s-]+/).some((word, i, words) => words.slice(i).join(' ').startsWith(q)))
        )
          continue;
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
        throw badRequest('LOCATION_REQUIRED', 'Give a location or a city.', [
          { field: 'location', message: 'is required' },
        ]);
      }
      if (!area)
        throw badRequest('LOCATION_NOT_FOUND', 'We could not find that place.', [
          { field: input.location ? 'location' : 'city', message: 'is not a known location' },
        ]);
      const q = input.q ? foldQuery(input.q) : null;
      return repo.hotelNames({ areaId: area.id, q, limit: input.limit ?? 500 });
    },

    resolveStay,
    toCard,
    localCards,
    /** the listing statement itself (recommendations use it so their prices are the listing's) */
    searchRows: (params: HotelSearchParams) => repo.searchHotels(params),
    checkStayDates,
    areaIndex,
    parseFilters,

    async hotelsList(query: HotelsListQuery, userId: number | null): Promise<HotelsList> {
      const stay = await resolveStay(query, userId);
      const { params, page, perPage } = stay;
      const rows = params.offset > MAX_OFFSET ? [] : await listingRows(params);
      const total =
        rows[0]?.total ??
        (params.offset > 0 && params.offset <= MAX_OFFSET ? await repo.countAvailable({ ...params, userId: null }) : 0);
      const totalPages = Math.ceil(total / perPage);
      // rows may be shared with other requests (cache, in flight): the user's wish list is laid over, never written into them
      const wished =
        userId !== null && rows.length
          ? await repo.wishlistedAmong(
              userId,
              rows.map((r) => r.id),
            )
          : null;
      if (userId !== null && page === 1 && stay.location) {
        await deps.recordSearch?.({
          userId,
          locationSlug: stay.location.slug,
          checkIn: params.checkIn,
          checkOut: params.checkOut,
          rooms: params.rooms,
          guests: params.guests,
        });
      }
      // cards are shared between answers (cache); their place names are put in the answer's language on the way out
      const local = await localCards();
      return {
        ...stay.base,
        hotels: wished
          ? cardsOf(rows, params.nights).map((card) => ({ ...local(card), is_wishlisted: wished.has(card.id) }))
          : cardsOf(rows, params.nights).map(local),
        next_page: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
        properties_count: total,
        minPrice: rows[0] ? rows[0].min_price : null,
        maxPrice: rows[0] ? rows[0].max_price : null,
        prices_include_taxes_and_fees: true,
        total_reviews: rows[0]?.total_reviews ?? 0,
        avg_rating: rows[0]?.avg_rating ?? null,
        sold_out_count: rows[0]?.sold_out_count ?? 0,
        wishlist_count: userId === null ? null : ((await deps.wishlistCount?.(userId)) ?? 0),
        meta_tag: listingMetaTag(stay.placeName, stay.location?.category ?? null, total),
      };
    },

    /** hotels/sold_out_hotels: the same search's sold-out properties (tarrif null), paged alike. */
    async soldOutHotels(query: HotelsListQuery, userId: number | null): Promise<HotelsList> {
      const stay = await resolveStay(query, userId);
      const { params, page, perPage } = stay;
      const rows = params.offset > MAX_OFFSET ? [] : await repo.soldOutHotels(await withStaySet(params));
      const total = rows[0]?.total ?? 0;
      const totalPages = Math.ceil(total / perPage);
      return {
        ...stay.base,
        hotels: rows.map((row) => ({
          ...cardBase(row),
          is_wishlisted: row.is_wishlisted,
          tarrif: null,
          rack_rate: null,
          per_night: null,
          club_tarrif: null,
          club_per_night: null,
          taxes_and_fees: null,
          discount: null,
          deal_percent: null,
          available_rooms: 0,
          distance_km: row.distance_km,
        })),
        next_page: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
        properties_count: total,
        minPrice: null,
        maxPrice: null,
        prices_include_taxes_and_fees: true,
        sold_out_count: total,
      };
    },

    /**
     * get_locations: the prefix rule of `suggest` first (exact intent), then trigram-similar places
     * (typos: "jakrta", "bandng"), then hotels by name. Places with nothing bookable are left out.
     */
    async locations(input: { q: string; country?: CountryCode; limit?: number }): Promise<Locations> {
      const q = foldQuery(input.q);
      if (q.length < 2)
        throw badRequest('QUERY_TOO_SHORT', 'Type at least 2 letters to search for a place.', [
          { field: 'q', message: 'must be at least 2 characters' },
        ]);
      const limit = input.limit ?? 8;
      const index = await areaIndex();
      const audience: Audience = { kind: 'all' };
      const prefix = await this.suggest({ q, country: input.country, limit, audience });
      const seen = new Set(prefix.map((a) => a.id));
      const out: Locations['locations'] = prefix.map((a) => ({ ...a, matched_by: 'prefix', score: 1 }));
      if (out.length < limit) {
        for (const { id, score } of await repo.similarAreas(q, 30)) {
          const area = index.byId.get(id);
          if (
            !area ||
            seen.has(id) ||
            (input.country && area.country !== input.country) ||
            countFor(index, id, audience) === 0
          )
            continue;
          seen.add(id);
          out.push({ ...toDto(index, area, audience), matched_by: 'similar', score: Math.round(score * 100) / 100 });
          if (out.length >= limit) break;
        }
      }
      return { locations: out, hotels: await repo.similarHotels(q, 5) };
    },

    /** get_filters: every filter of spec §9 a guest can use, its options with counts, and the price bands. */
    async filters(query: FiltersQuery, userId: number | null): Promise<Filters> {
      const stay = await resolveStay({ ...query, page: 1, per_page: 1 }, userId);
      const currency = stay.base.currency;
      const bands = priceBands(currency, stay.params.rooms);
      const counts = await repo.filterCounts(await withStaySet(stay.params), bands, userId);
      const countOf = (key: string, value: string) =>
        counts.options.find((o) => o.key === key && o.value === value)?.count ?? 0;
      const group = (key: string, type: string, weightage: number, values: readonly string[], countKey = key) => ({
        key,
        backend_key: key,
        type,
        weightage,
        options: values.map((value) => ({ value, count: countOf(countKey, value) })),
      });
      const filters = [
        group('user_rating', 'min', 90, ['3', '3.5', '4', '4.5']),
        group('top_property', 'toggle', 85, ['true'], 'toggle'),
        group('location_filter', 'multi', 80, LOCATION_TAGS),
        group('property_category', 'multi', 70, PROPERTY_CATEGORIES),
        group('ideal_for', 'multi', 60, IDEAL_FOR),
        group('brand_type', 'multi', 50, BRAND_TYPES),
        ...(userId !== null ? [group('previous_booked', 'toggle', 45, ['true'], 'toggle')] : []),
        group('amenities_filter', 'multi', 40, FACILITY_KEYS),
        group('pah', 'toggle', 30, ['true'], 'toggle'),
        group('deals_discount', 'toggle', 25, ['true'], 'toggle'),
        group('add_on_type', 'multi', 20, ADD_ON_TYPES),
        group('syariah', 'toggle', 10, ['true'], 'toggle'),
      ].map((g) => (g.type === 'toggle' ? { ...g, options: [{ value: 'true', count: countOf('toggle', g.key) }] } : g));
      return {
        currency,
        currency_symbol: stay.base.currency_symbol,
        properties_count: counts.total,
        min_price: counts.minPrice,
        max_price: counts.maxPrice,
        price_bands: bands.map((band, i) => ({
          value: `${band.min}-${band.max ?? ''}`,
          min: band.min,
          max: band.max,
          count: counts.bandCounts[i] ?? 0,
        })),
        filters,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
