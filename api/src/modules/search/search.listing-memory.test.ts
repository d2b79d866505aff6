import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { HotelsList, HotelsListQuery } from '@rednest/shared/contracts';
import { createCache } from '../../plugins/cache.ts';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSearchService, type SearchService } from './search.service.ts';
import { createAvailabilityFeed, type AvailabilityFeed } from './availability-feed.ts';
import { createAvailabilityRepository } from './availability.repository.ts';

// The in-memory listing over a cached stay set (stay-listing.ts) must give what the listing statement gives.
const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let fromSql: SearchService;
let fromMemory: SearchService;
/** stay sets from the availability index (no inventory SQL), listings in memory */
let fromIndex: SearchService;
let feed: AvailabilityFeed;

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  const repo = createSearchRepository(kit.app.database.db);
  const now = () => kit.clock.now;
  const apiBasePath = kit.config.apiBasePath;
  fromSql = createSearchService({
    repo,
    cache: await createCache({ redisUrl: null, prefix: 'a' }),
    now,
    apiBasePath,
    listingCacheSeconds: 0,
  });
  fromMemory = createSearchService({
    repo,
    cache: await createCache({ redisUrl: null, prefix: 'b' }),
    now,
    apiBasePath,
    listingCacheSeconds: 30,
  });
  const { database } = kit.app;
  feed = createAvailabilityFeed({
    repo: createAvailabilityRepository(database.db),
    listen: database.listen,
    log: { info() {}, warn() {} },
  });
  await feed.start();
  fromIndex = createSearchService({
    repo,
    cache: await createCache({ redisUrl: null, prefix: 'c' }),
    now,
    apiBasePath,
    listingCacheSeconds: 30,
    availability: feed,
  });
  // a running deal for some Jakarta properties, so the deal filter and discounts are compared too
  await kit.app.database.db
    .execute(sql`update properties set deal_id = (select id from deals where ${TODAY}::date between starts_on and ends_on order by id limit 1)
    where id in (select id from properties where city_id = (select id from areas where slug = 'cit-jakarta') order by id limit 6)`);
});
after(async () => {
  await feed?.close();
  await kit?.close();
});

const without = (list: HotelsList) => ({ ...list, search_id: '' });

describe('the in-memory listing of a cached stay set', () => {
  test('gives the same page, prices, order and totals as the listing statement for every sort, filter and page', async () => {
    const stays = [
      { check_in_date: stayDate(TODAY, 2), check_out_date: stayDate(TODAY, 4) },
      { check_in_date: stayDate(TODAY, 0), check_out_date: stayDate(TODAY, 1), rooms: 2, guest: 3 },
    ];
    const places: Partial<HotelsListQuery>[] = [
      { location: 'cit-jakarta' },
      { location: 'pro-dki-jakarta' },
      { location: 'pro-bali' },
      { location: 'cit-jakarta', source: 'lumo' },
      { location: 'cit-jakarta', platform: 'corporate' },
      { location: 'pro-dki-jakarta', property_type: 'hotel' },
    ];
    const variants: Partial<HotelsListQuery>[] = [
      {},
      { sort_by: 'price' },
      { sort_by: 'price', order_by: 'desc' },
      { sort_by: 'rating' },
      { sort_by: 'rating', order_by: 'asc' },
      { order_by: 'asc' },
      { page: 2, per_page: 5 },
      { page: 3, per_page: 4, sort_by: 'price' },
      { page: 40 },
      { amenities_filter: 'wifi,ac' },
      { location_filter: 'city_center,beach' },
      { property_category: 'budget,business' },
      { ideal_for: 'family' },
      { brand_type: 'independent' },
      { brand_type: 'lumo' },
      { pah: 'true' },
      { pah: 'false' },
      { syariah: 'true' },
      { top_property: 'true' },
      { deals_discount: 'true' },
      { deals_discount: 'false' },
      { add_on_type: 'breakfast' },
      { user_rating: '4' },
      { user_rating: '3.5', sort_by: 'rating' },
      { price: '0-40000000,60000000-' },
      { min_price: 300_000, max_price: 900_000, sort_by: 'price' },
      { price: '1-2' },
    ];
    let compared = 0;
    for (const stay of stays) {
      for (const place of places) {
        for (const variant of variants) {
          const query = { ...stay, ...place, ...variant } as HotelsListQuery;
          const expected = without(await fromSql.hotelsList(query, null));
          // twice: the first computes and caches the stay set, the second is answered from it
          assert.deepEqual(without(await fromMemory.hotelsList(query, null)), expected, JSON.stringify(query));
          assert.deepEqual(without(await fromMemory.hotelsList(query, null)), expected, JSON.stringify(query));
          assert.deepEqual(
            without(await fromIndex.hotelsList(query, null)),
            expected,
            `index: ${JSON.stringify(query)}`,
          );
          compared++;
        }
      }
    }
    assert.equal(compared, stays.length * places.length * variants.length);
  });

  test('from the availability index, a sale or a return shows in the next search, as the statement gives it', async () => {
    const query = {
      location: 'cit-jakarta',
      check_in_date: stayDate(TODAY, 3),
      check_out_date: stayDate(TODAY, 5),
      sort_by: 'price',
      per_page: 50,
    } as HotelsListQuery;
    const before = await fromIndex.hotelsList(query, null);
    const cheapest = before.hotels[0]!;
    // every room of the cheapest hotel sold for one night of the stay: it leaves the listing, or shows a dearer room type
    const night = stayDate(TODAY, 4).split('-').reverse().join('-');
    const sell = sql`update inventory set sold_rooms = total_rooms where property_id = ${cheapest.id} and stay_date = ${night}::date`;
    await kit.app.database.db.execute(sell);
    await feed.settled();
    const sold = without(await fromIndex.hotelsList(query, null));
    assert.deepEqual(sold, without(await fromSql.hotelsList(query, null)));
    assert.ok(!sold.hotels.some((h) => h.id === cheapest.id));
    await kit.app.database.db.execute(
      sql`update inventory set sold_rooms = 0 where property_id = ${cheapest.id} and stay_date = ${night}::date`,
    );
    await feed.settled();
    assert.deepEqual(without(await fromIndex.hotelsList(query, null)), without(await fromSql.hotelsList(query, null)));
  });

  test('a user sees their wish list on the in-memory page, and previous_booked is answered by the statement', async () => {
    const user = await kit.signUp('memory@rednest.test');
    const query = {
      location: 'cit-jakarta',
      check_in_date: stayDate(TODAY, 2),
      check_out_date: stayDate(TODAY, 4),
    } as HotelsListQuery;
    const first = await fromMemory.hotelsList(query, null);
    await kit.app.database.db.execute(
      sql`insert into wishlists (user_id, property_id) values (${user.id}, ${first.hotels[1]!.id})`,
    );
    const mine = await fromMemory.hotelsList(query, user.id);
    assert.deepEqual(
      mine.hotels.filter((h) => h.is_wishlisted).map((h) => h.id),
      [first.hotels[1]!.id],
    );
    const booked = await fromMemory.hotelsList({ ...query, previous_booked: 'true' }, user.id);
    assert.deepEqual(
      without(booked),
      without(await fromSql.hotelsList({ ...query, previous_booked: 'true' }, user.id)),
    );
  });
});
