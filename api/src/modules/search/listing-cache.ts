/**
 * The listing cache (SEARCH_CACHE_SECONDS): a search's stay set (from the availability index, or SQL
 * shared through the app cache) and listing pages kept in process, and every active property's listing
 * facts, from which a place's listing is computed in memory (stay-listing.ts). Off when the setting is 0
 * (tests).
 */
import crypto from 'node:crypto';
import type { Cache } from '../../plugins/cache.ts';
import type { AvailabilityIndex } from './availability-index.ts';
import type { AvailabilityFeed } from './availability-feed.ts';
import type { HotelSearchRow } from './listing.repository.ts';
import type { ListingFact } from './listing-facts.repository.ts';
import type { SearchRepository } from './search.repository.ts';
import type { HotelSearchParams, StaySet } from './stay-query.repository.ts';
import { inScope, listFromStay, memoryListable } from './stay-listing.ts';

/** the listing facts (stay-listing.ts) are reloaded this often; a property's change shows within it */
const LISTING_FACTS_MS = 60_000;
/** stay sets kept in process (besides the shared cache): the most recent this many */
const LOCAL_STAY_SETS = 300;
/** listing pages remembered per stay set in process (sorts × filters × pages asked of one stay) */
const PAGES_PER_STAY = 200;

export function createListingCache(deps: {
  repo: SearchRepository;
  cache: Cache;
  listingCacheSeconds?: number;
  /** the instance's availability index: stay sets computed in memory once it is loaded */
  availability?: Pick<AvailabilityFeed, 'current' | 'version'>;
}) {
  const { repo, cache } = deps;

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
   * place, stay, occupancy and audience: from the availability index once it is loaded (any search
   * but a point's), else aggregated in SQL and cached like listings. The other sorts, pages and
   * filters of the same stay, its get_filters and its sold-out list reuse it. Off when the listing
   * cache is.
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
    const index = deps.availability?.current();
    if (index && point === null) return { ...params, stay: await indexStay(index, params, key) };
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

  /**
   * A stay set from the availability index: the search's candidates (the listing facts of its place,
   * type and audience, or of its properties) and a min over the stay's nights per room type, no SQL.
   * Remembered until the index or the facts change, so pages of the same stay set stay remembered too.
   */
  const indexStays = new Map<string, { stay: StaySet; version: number; factsAt: number }>();
  async function indexStay(index: AvailabilityIndex, params: HotelSearchParams, key: string): Promise<StaySet> {
    const snapshot = await listingFacts([]);
    const version = deps.availability!.version();
    const known = indexStays.get(key);
    if (known && known.version === version && known.factsAt === snapshot.at) return known.stay;
    const candidates = params.propertyIds
      ? params.propertyIds.flatMap((id) => {
          const fact = snapshot.byId.get(id);
          return fact && inScope(fact, params) ? [fact] : [];
        })
      : snapshot.scope(params);
    const stay = index.staySet(candidates, params);
    indexStays.delete(key);
    if (indexStays.size >= LOCAL_STAY_SETS) indexStays.delete(indexStays.keys().next().value!);
    indexStays.set(key, { stay, version, factsAt: snapshot.at });
    return stay;
  }

  return { listingRows, withStaySet, listingFacts };
}
