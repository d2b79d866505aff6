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
  HotelCard,
  HotelsList,
  HotelsListQuery,
  ListHotelsQuery,
  ListingFilterKey,
  SortType,
} from '@rednest/shared/contracts';
import { COUNTRIES, CURRENCIES, type CountryCode, type CurrencyCode } from '@rednest/shared/contracts/locales';
import {
  BOOKING_HORIZON_YEARS,
  DEFAULT_GUESTS,
  defaultOrderOf,
  DEFAULT_ROOMS,
  MAX_STAY_NIGHTS,
  PAGE_SIZE,
  RESIDENCE_MIN_NIGHTS,
  dayjs,
  isoToStayDate,
  nightsBetween,
  stayDateToIso,
  todayIn,
} from '@rednest/shared/format';
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
import { priceStay } from '../pricing/pricing.ts';
import { badRequest } from '../../errors.ts';
import { propertyPictureUrl } from '../images/images.service.ts';
import type { Cache } from '../../plugins/cache.ts';
import type {
  AreaCounts,
  AreaRecord,
  HotelSearchParams,
  HotelSearchRow,
  ListingFact,
  PropertyFilters,
  SearchRepository,
  SoldOutRow,
  StaySet,
} from './search.repository.ts';
import { inScope, listFromStay, memoryListable } from './stay-listing.ts';

/** a deep page costs a scan; no listing goes this far (10 per page) */
const MAX_OFFSET = 5_000;
const AREA_INDEX_TTL_SECONDS = 300;
const AREA_INDEX_LOCAL_MS = 30_000;
/** the listing facts (stay-listing.ts) are reloaded this often; a property's change shows within it */
const LISTING_FACTS_MS = 60_000;
/** stay sets kept in process (besides the shared cache): the most recent this many */
const LOCAL_STAY_SETS = 300;
/** listing pages remembered per stay set in process (sorts × filters × pages asked of one stay) */
const PAGES_PER_STAY = 200;
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

/** suggestion order: cities first (what most people search), then the smaller places, provinces last */
const CATEGORY_RANK: Record<AreaRecord['category'], number> = {
  city: 0,
  area: 1,
  district: 2,
  sub_city: 3,
  province: 4,
};

interface AreaIndexSnapshot {
  areas: AreaRecord[];
  counts: [number, AreaCounts][];
}

export interface AreaIndex {
  byId: Map<number, AreaRecord>;
  bySlug: Map<string, AreaRecord>;
  counts: Map<number, AreaCounts>;
  all: AreaRecord[];
}

export type Audience = { kind: 'all' } | { kind: 'corporate' } | { kind: 'brand'; brand: string };

export function foldQuery(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

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
}

/**
 * todayIn, remembered for the current second per zone: building an Intl formatter costs more than
 * a cached listing answer, and midnight in every zone falls on a whole second, so it is exact.
 */
const todays = new Map<string, string>();

/** stayDateToIso, remembered (a listing parses two dates per request; dayjs parsing allocates) */
const stayDays = new Map<string, string | null>();
function stayDay(text: string): string | null {
  let iso = stayDays.get(text);
  if (iso === undefined) {
    if (stayDays.size > 2000) stayDays.clear();
    iso = stayDateToIso(text);
    if (text.length <= 20) stayDays.set(text, iso);
  }
  return iso;
}
export function hotelToday(timezone: string, at: Date): string {
  const key = `${timezone}|${Math.floor(at.getTime() / 1000)}`;
  let day = todays.get(key);
  if (day === undefined) {
    if (todays.size > 200) todays.clear();
    day = todayIn(timezone, at);
    todays.set(key, day);
  }
  return day;
}

/** How many search services this process built: one per app (its area index and listing cache are per instance). */
let searchServicesBuilt = 0;
export const searchServiceCount = (): number => searchServicesBuilt;

export function createSearchService(deps: SearchServiceDeps) {
  searchServicesBuilt += 1;
  const { repo, cache, now } = deps;

  // The built index is kept in process for AREA_INDEX_LOCAL_MS: every search reads it, and copying
  // the shared snapshot out of the cache (a Redis round trip and JSON parse, or a structured clone)
  // and rebuilding its maps cost more than the rest of a cached listing answer.
  let local: { index: AreaIndex; until: number } | null = null;
  async function areaIndex(): Promise<AreaIndex> {
    if (local && local.until > Date.now()) return local.index;
    const snapshot = await cache.wrap<AreaIndexSnapshot>('search:area-index:v1', AREA_INDEX_TTL_SECONDS, async () => ({
      areas: await repo.allAreas(),
      counts: [...(await repo.areaCounts()).entries()],
    }));
    const index = {
      all: snapshot.areas,
      byId: new Map(snapshot.areas.map((a) => [a.id, a])),
      bySlug: new Map(snapshot.areas.map((a) => [a.slug, a])),
      counts: new Map(snapshot.counts),
    };
    local = { index, until: Date.now() + AREA_INDEX_LOCAL_MS };
    return index;
  }

  function countFor(index: AreaIndex, id: number, audience: Audience): number {
    const counts = index.counts.get(id);
    if (!counts) return 0;
    if (audience.kind === 'corporate') return counts.corporate;
    if (audience.kind === 'brand')
      return Object.hasOwn(counts.byBrand, audience.brand) ? counts.byBrand[audience.brand]! : 0;
    return counts.total;
  }

  /** "Kuta, Bali, Indonesia": the place, its city and province, the country; repeats dropped */
  function fullName(index: AreaIndex, area: AreaRecord): string {
    const names = [area.name];
    const ancestors = area.path
      .slice(0, -1)
      .map((id) => index.byId.get(id))
      .filter((a): a is AreaRecord => !!a);
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
      timezone: area.timezone,
      weightage: area.weightage,
      child_weightage: area.childWeightage,
      is_popular: area.isPopular,
      hotel_count: countFor(index, area.id, audience),
    };
  }

  function brandAudience(source: string): Audience {
    const brand = source.trim().toLowerCase();
    if (!isOneOf(BRAND_SLUGS, brand)) {
      throw badRequest('UNKNOWN_BRAND', `There is no brand "${source}".`, [
        { field: 'source', message: `must be one of ${BRAND_SLUGS.join(', ')}` },
      ]);
    }
    return { kind: 'brand', brand };
  }

  /**
   * The listing statement's rows, cached for SEARCH_CACHE_SECONDS (default 30) under the whole search (place,
   * stay, occupancy, audience, filters, sort, page) in the app cache (Redis when configured, so
   * every instance shares it). Identical searches arriving together share one statement. The rows
   * carry no user data (is_wishlisted is laid over per user), so one entry serves guests and users;
   * previous_booked searches are per user and never cached. Staleness is bounded by the TTL: the
   * details page and booking price live inventory.
   */
  const inFlight = new Map<string, Promise<HotelSearchRow[]>>();
  const pagesOf = new WeakMap<StaySet, { at: number; rows: Map<string, HotelSearchRow[]> }>();
  async function listingRows(params: HotelSearchParams): Promise<readonly HotelSearchRow[]> {
    const shared = { ...params, userId: null };
    const ttl = deps.listingCacheSeconds ?? 0;
    if (params.filters.previousBookedBy !== null || ttl <= 0) return repo.searchHotels(shared);
    // a place's search: any sort, filter and page of a cached stay set is computed in memory
    if (memoryListable(shared)) {
      const stay = (await withStaySet(shared)).stay!;
      const snapshot = await listingFacts(stay.ids);
      // the pages asked of this stay set, remembered with it (a repeated search costs no work)
      let pages = pagesOf.get(stay);
      if (!pages || pages.at !== snapshot.at) pagesOf.set(stay, (pages = { at: snapshot.at, rows: new Map() }));
      const { filters, price, sort, order, limit, offset } = shared;
      const key = JSON.stringify([filters, price, sort, order, limit, offset]);
      let rows = pages.rows.get(key);
      if (!rows) {
        rows = listFromStay(snapshot.byId, snapshot.scope(shared), stay, shared);
        if (pages.rows.size >= PAGES_PER_STAY) pages.rows.clear();
        pages.rows.set(key, rows);
      }
      return rows;
    }
    const key = `search:list:v1:${crypto.createHash('sha256').update(JSON.stringify(shared)).digest('base64url')}`;
    const running = inFlight.get(key);
    if (running) return running;
    const work = cache.wrap(key, ttl, async () => repo.searchHotels(await withStaySet(shared)));
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      inFlight.delete(key);
    }
  }

  /**
   * Every active property's listing facts, per instance, reloaded every LISTING_FACTS_MS (the
   * old snapshot serves while the new one loads) or at once when a stay set names a property it
   * does not have (a new one). Places' scopes (properties of a place, type and audience) are
   * remembered per snapshot.
   */
  interface FactsSnapshot {
    byId: Map<number, ListingFact>;
    at: number;
    scope(q: HotelSearchParams): ListingFact[];
  }
  let facts: FactsSnapshot | null = null;
  let factsLoading: Promise<FactsSnapshot> | null = null;
  function loadFacts(): Promise<FactsSnapshot> {
    factsLoading ??= repo
      .listingFacts()
      .then((all) => {
        const scopes = new Map<string, ListingFact[]>();
        const snapshot: FactsSnapshot = {
          byId: new Map(all.map((f) => [f.id, f])),
          at: Date.now(),
          scope(q) {
            const key = `${q.cityId ?? ''}|${q.areaId ?? ''}|${q.propertyType ?? ''}|${q.propertyType ? '' : q.nights < q.residenceMinNights}|${q.brand ?? ''}|${q.corporateOnly}`;
            let list = scopes.get(key);
            if (!list) {
              list = all.filter((f) => inScope(f, q));
              if (scopes.size > 2000) scopes.clear();
              scopes.set(key, list);
            }
            return list;
          },
        };
        facts = snapshot;
        return snapshot;
      })
      .finally(() => {
        factsLoading = null;
      });
    return factsLoading;
  }
  async function listingFacts(ids: readonly number[]): Promise<FactsSnapshot> {
    const current = facts;
    if (!current) return loadFacts();
    if (Date.now() - current.at > LISTING_FACTS_MS) void loadFacts().catch(() => {});
    if (Date.now() - current.at > 5_000 && ids.some((id) => !current.byId.has(id))) return loadFacts();
    return current;
  }

  /**
   * The stay set (each property's cheapest fitting room type and its stay price) of a search's
   * place, stay, occupancy and audience, cached like listings: the other sorts, pages and filters
   * of the same stay, its get_filters and its sold-out list reuse it instead of aggregating
   * inventory again (the expensive part of a search). Off when the listing cache is.
   */
  const staysInFlight = new Map<string, Promise<StaySet>>();
  // stay sets this instance used lately, until the shared entry's own expiry (no copy outlives it)
  const localStays = new Map<string, StaySet>();
  async function withStaySet(params: HotelSearchParams): Promise<HotelSearchParams> {
    const ttl = deps.listingCacheSeconds ?? 0;
    if (ttl <= 0) return params;
    const {
      areaId,
      cityId,
      point,
      propertyIds,
      checkIn,
      checkOut,
      nights,
      rooms,
      guests,
      propertyType,
      residenceMinNights,
      brand,
      corporateOnly,
      today,
    } = params;
    const scope = {
      areaId,
      cityId,
      point,
      propertyIds,
      checkIn,
      checkOut,
      nights,
      rooms,
      guests,
      propertyType,
      residenceMinNights,
      brand,
      corporateOnly,
      today,
    };
    const key = JSON.stringify(scope);
    const local = localStays.get(key);
    if (local && local.until! > Date.now()) return { ...params, stay: local };
    let work = staysInFlight.get(key);
    if (!work) {
      const shared = `search:stay:v2:${crypto.createHash('sha256').update(key).digest('base64url')}`;
      work = cache
        .wrap(shared, ttl, async () => ({ ...(await repo.stayBest(params)), until: Date.now() + ttl * 1000 }))
        .then((set) => {
          localStays.delete(key);
          if (localStays.size >= LOCAL_STAY_SETS) localStays.delete(localStays.keys().next().value!);
          localStays.set(key, set);
          return set;
        });
      staysInFlight.set(key, work);
      void work.finally(() => staysInFlight.delete(key)).catch(() => {});
    }
    return { ...params, stay: await work };
  }

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
          ? { slug: location.slug, name: location.name, category: location.category }
          : { slug: '', name: placeName, category: 'point' },
        no_of_nights: nights,
      },
    };
  }

  /** dates of a stay (DD-MM-YYYY) in a place's time zone: spec §5 and the API's limits (remembered per day: dayjs parsing allocates) */
  const checkedStays = new Map<string, { checkIn: string; checkOut: string; nights: number; today: string }>();
  function checkStayDates(checkInText: string, checkOutText: string, timezone: string) {
    const today = hotelToday(timezone, now());
    const key = `${checkInText}|${checkOutText}|${timezone}|${today}`;
    const known = checkedStays.get(key);
    if (known) return known;
    const checked = checkStayDatesOn(checkInText, checkOutText, today);
    if (checkedStays.size > 5000) checkedStays.clear();
    if (key.length < 120) checkedStays.set(key, checked);
    return checked;
  }

  function checkStayDatesOn(checkInText: string, checkOutText: string, today: string) {
    const checkIn = stayDay(checkInText.trim());
    const checkOut = stayDay(checkOutText.trim());
    const dateErrors = [
      ...(checkIn ? [] : [{ field: 'check_in_date', message: 'must be a date as DD-MM-YYYY' }]),
      ...(checkOut ? [] : [{ field: 'check_out_date', message: 'must be a date as DD-MM-YYYY' }]),
    ];
    if (!checkIn || !checkOut)
      throw badRequest('INVALID_DATES', 'Please choose valid check-in and check-out dates (DD-MM-YYYY).', dateErrors);
    // "today" is the hotel's day: just after midnight in Jakarta it is still yesterday in UTC (the caller's `today`)
    // `value` lets a client whose calendar day is behind the hotel's (Jakarta at 23:30 while Bali is past midnight) move the stay on
    if (checkIn < today)
      throw badRequest('INVALID_DATES', 'Check-in cannot be in the past.', [
        { field: 'check_in_date', message: `must be ${today} or later`, value: isoToStayDate(today) },
      ]);
    // spec §5: the same last day as the calendar's (today plus BOOKING_HORIZON_YEARS calendar years)
    const lastCheckIn = dayjs(today).add(BOOKING_HORIZON_YEARS, 'year').format('YYYY-MM-DD');
    if (checkIn > lastCheckIn) {
      throw badRequest('INVALID_DATES', `Check-in can be at most ${BOOKING_HORIZON_YEARS} years ahead.`, [
        { field: 'check_in_date', message: 'is too far ahead' },
      ]);
    }
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1)
      throw badRequest('INVALID_DATES', 'Check-out must be after check-in.', [
        { field: 'check_out_date', message: 'must be after check-in' },
      ]);
    if (nights > MAX_STAY_NIGHTS)
      throw badRequest('STAY_TOO_LONG', `A stay can be at most ${MAX_STAY_NIGHTS} nights.`, [
        { field: 'check_out_date', message: `must be at most ${MAX_STAY_NIGHTS} nights after check-in` },
      ]);
    return { checkIn, checkOut, nights, today };
  }

  /** the city or area closest to a point (its time zone and currency serve a hotels-around-you search) */
  function nearestArea(index: AreaIndex, lat: number, lng: number): AreaRecord {
    let best: AreaRecord = index.all[0]!;
    let bestDistance = Infinity;
    for (const area of index.all) {
      const d = (area.lat - lat) ** 2 + ((area.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
      if (d < bestDistance) [best, bestDistance] = [area, d];
    }
    return best;
  }

  const pictures = new Map<number, string>();
  function leadPicture(id: number): string {
    let url = pictures.get(id);
    if (url === undefined) {
      url = propertyPictureUrl(deps.apiBasePath, id);
      if (pictures.size < 50_000) pictures.set(id, url);
    }
    return url;
  }

  function cardBase(row: HotelSearchRow | SoldOutRow) {
    return {
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
      lead_picture: leadPicture(row.id),
      facilities: row.facilities,
      rating: row.rating,
      review_count: row.review_count,
      check_in_time: row.check_in_time,
      check_out_time: row.check_out_time,
      currency: row.currency,
      currency_symbol: CURRENCIES[row.currency as CurrencyCode].symbol,
      lat: row.lat,
      lng: row.lng,
      top_property: row.top_property,
      pay_at_hotel: row.pay_at_hotel,
      property_category: row.category,
    };
  }

  /** the cards of shared listing rows, made once per rows (a remembered page is answered with the same cards; nobody writes into them) */
  const cards = new WeakMap<readonly HotelSearchRow[], HotelCard[]>();
  function cardsOf(rows: readonly HotelSearchRow[], nights: number): HotelCard[] {
    let made = cards.get(rows);
    if (!made) cards.set(rows, (made = rows.map((row) => toCard(row, nights))));
    return made;
  }

  /** A listing card priced by THE pricing function (pricing.ts) from the stay's room charge. */
  function toCard(row: HotelSearchRow, nights: number): HotelCard {
    const price = priceStay(
      { roomChargeMinor: row.room_charge, rackChargeMinor: row.rack_charge, nights },
      { serviceBp: row.service_bp, taxBp: row.tax_bp, discountPercent: row.discount_percent },
    );
    return {
      ...cardBase(row),
      is_wishlisted: row.is_wishlisted,
      tarrif: price.total,
      rack_rate: price.rack_total,
      per_night: price.per_night,
      taxes_and_fees: price.service_charge + price.taxes,
      discount: price.discount,
      deal_percent: row.discount_percent || null,
      available_rooms: row.available_rooms,
      distance_km: row.distance_km,
    };
  }

  /** the filter keys of spec §9, strictly parsed: a malformed value is a 400 INVALID_FILTER naming the field */
  function parseFilters(
    query: Partial<Record<ListingFilterKey | 'min_price' | 'max_price', string | number>>,
    userId: number | null,
  ) {
    const invalid = (field: string, message: string) =>
      badRequest('INVALID_FILTER', `The filter "${field}" ${message}.`, [{ field, message }]);
    const toggle = (field: ListingFilterKey): boolean | null => {
      const raw = query[field];
      if (raw === undefined) return null;
      const value = String(raw).trim().toLowerCase();
      if (value === '' || value === 'all') return null;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      throw invalid(field, 'must be true, false or all');
    };
    const list = (field: ListingFilterKey, allowed: readonly string[]): string[] => {
      const raw = query[field];
      if (raw === undefined) return [];
      const values = [
        ...new Set(
          String(raw)
            .split(',')
            .map((v) => v.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      if (values.length > allowed.length)
        throw invalid(field, `has more values than there are options (${allowed.length})`);
      const unknown = values.filter((v) => !allowed.includes(v));
      if (unknown.length)
        throw invalid(field, `has unknown values: ${unknown.slice(0, 3).join(', ')} (known: ${allowed.join(', ')})`);
      return values;
    };
    let minRating: number | null = null;
    if (query.user_rating !== undefined && String(query.user_rating).trim() !== '') {
      const text = String(query.user_rating).trim();
      const value = Number(text);
      if (!/^\d(\.\d)?$/.test(text) || value > 5)
        throw invalid('user_rating', 'must be a rating from 0 to 5, e.g. 4 or 3.5');
      minRating = value;
    }
    const previousBooked = toggle('previous_booked');
    if (previousBooked && userId === null) {
      throw badRequest('SIGN_IN_REQUIRED', 'Sign in to see the properties you booked before.', [
        { field: 'previous_booked', message: 'needs a signed-in user' },
      ]);
    }
    // price: bands "min-max" (max exclusive, as get_filters gives them), then min_price / max_price (inclusive) narrow every band
    let ranges: { min: number; max: number | null }[] = [];
    if (query.price !== undefined && String(query.price).trim() !== '') {
      const parts = String(query.price)
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (parts.length > 10) throw invalid('price', 'has more than 10 bands');
      ranges = parts.map((part) => {
        const match = /^(\d{1,13})-(\d{1,13})?$/.exec(part);
        if (!match) throw invalid('price', `has a band "${part.slice(0, 30)}" that is not min-max in minor units`);
        const min = Number(match[1]);
        const max = match[2] === undefined ? null : Number(match[2]);
        if (max !== null && max <= min) throw invalid('price', `has a band "${part}" whose max is not above its min`);
        return { min, max: max === null ? null : max - 1 };
      });
    }
    const minPrice = typeof query.min_price === 'number' ? query.min_price : null;
    const maxPrice = typeof query.max_price === 'number' ? query.max_price : null;
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) throw invalid('min_price', 'is above max_price');
    if (minPrice !== null || maxPrice !== null) {
      if (!ranges.length) ranges = [{ min: 0, max: null }];
      ranges = ranges.map((r) => ({
        min: Math.max(r.min, minPrice ?? 0),
        max: maxPrice === null ? r.max : r.max === null ? maxPrice : Math.min(r.max, maxPrice),
      }));
    }
    const property: PropertyFilters = {
      minRating,
      topProperty: toggle('top_property'),
      locationTags: list('location_filter', LOCATION_TAGS),
      categories: list('property_category', PROPERTY_CATEGORIES),
      idealFor: list('ideal_for', IDEAL_FOR),
      brandTypes: list('brand_type', BRAND_TYPES),
      amenities: list('amenities_filter', FACILITY_KEYS),
      payAtHotel: toggle('pah'),
      inDeal: toggle('deals_discount'),
      addOns: list('add_on_type', ADD_ON_TYPES),
      syariah: toggle('syariah'),
      previousBookedBy: previousBooked ? userId : null,
    };
    return { property, price: ranges.length ? { ranges } : null };
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
      return {
        ...stay.base,
        hotels: wished
          ? cardsOf(rows, params.nights).map((card) => ({ ...card, is_wishlisted: wished.has(card.id) }))
          : cardsOf(rows, params.nights),
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
