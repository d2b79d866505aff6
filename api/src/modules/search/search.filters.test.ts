import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Filters, HotelsList, Locations } from '@rednest/shared/contracts/dto';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
const STAY = { check_in_date: stayDate(TODAY, 2), check_out_date: stayDate(TODAY, 4) };

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await kit.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const list = async (query: Record<string, string | number | undefined>, token?: string) => {
  const res = await kit.get('hotelsList', { ...STAY, per_page: 50, ...query }, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<HotelsList>();
};
const errorOf = async (
  query: Record<string, string | number | undefined>,
  name: 'hotelsList' | 'getFilters' = 'hotelsList',
) => {
  const res = await kit.get(name, { location: 'pro-dki-jakarta', ...STAY, ...query });
  assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(query)} → ${res.statusCode} ${res.body}`);
  return res.json<{ code: string; message: string; details?: { field: string }[] }>();
};
/** the ids of a location's properties that satisfy a SQL condition */
const idsWhere = async (location: string, condition: ReturnType<typeof sql>) =>
  new Set(
    (
      await rows<{ id: number }>(
        sql`select p.id from properties p join areas a on p.area_path @> array[a.id] where a.slug = ${location} and ${condition}`,
      )
    ).map((r) => r.id),
  );

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
});
after(async () => {
  await kit?.close();
});

describe('listing filters (real SQL)', () => {
  const location = 'pro-dki-jakarta';

  test('every property filter narrows the result to properties that have the option', async () => {
    const all = await list({ location });
    assert.ok(all.properties_count > 10);
    const cases: [Record<string, string>, ReturnType<typeof sql>][] = [
      [{ amenities_filter: 'wifi,pool' }, sql`p.facilities @> array['wifi','pool']`],
      [{ location_filter: 'beach,city_center' }, sql`p.location_tags && array['beach','city_center']`],
      [{ property_category: 'boutique' }, sql`p.category = 'boutique'`],
      [{ ideal_for: 'family' }, sql`'family' = any(p.ideal_for)`],
      [{ brand_type: 'independent' }, sql`p.brand is null`],
      [{ brand_type: 'lumo,urbano' }, sql`p.brand is not null`],
      [{ pah: 'true' }, sql`p.pay_at_hotel`],
      [{ syariah: 'true' }, sql`p.syariah`],
      [{ top_property: 'true' }, sql`p.top_property`],
      [{ deals_discount: 'true' }, sql`p.deal_id is not null`],
      [{ add_on_type: 'breakfast' }, sql`'breakfast' = any(p.add_on_types)`],
      [{ user_rating: '4' }, sql`p.rating >= 4`],
    ];
    for (const [filter, condition] of cases) {
      const allowed = await idsWhere(location, condition);
      const filtered = await list({ location, ...filter });
      assert.ok(
        filtered.hotels.every((h) => allowed.has(h.id)),
        JSON.stringify(filter),
      );
      assert.equal(
        filtered.properties_count,
        all.hotels.filter((h) => allowed.has(h.id)).length,
        JSON.stringify(filter),
      );
    }
  });

  test('price bands and min/max price filter on the all-in price per night; a deal shows its discount', async () => {
    const all = await list({ location, sort_by: 'price' });
    const nightly = all.hotels.map((h) => h.per_night!);
    const mid = nightly[Math.floor(nightly.length / 2)]!;
    const upper = await list({ location, min_price: mid });
    assert.deepEqual(
      upper.hotels.map((h) => h.id).sort(),
      all.hotels
        .filter((h) => h.per_night! >= mid)
        .map((h) => h.id)
        .sort(),
    );
    const band = await list({ location, price: `0-${mid}` });
    assert.deepEqual(
      band.hotels.map((h) => h.id).sort(),
      all.hotels
        .filter((h) => h.per_night! < mid)
        .map((h) => h.id)
        .sort(),
    );
    const both = await list({ location, price: `0-${mid},${mid}-`, max_price: mid });
    assert.deepEqual(
      both.hotels.map((h) => h.id).sort(),
      all.hotels
        .filter((h) => h.per_night! <= mid)
        .map((h) => h.id)
        .sort(),
    );
    for (const hotel of all.hotels.filter((h) => h.deal_percent))
      assert.ok(hotel.discount! > 0 && hotel.rack_rate! > hotel.tarrif!);
  });

  test('malformed filters are 400 INVALID_FILTER naming the field', async () => {
    for (const [filter, field] of [
      [{ amenities_filter: 'wifi,teleporter' }, 'amenities_filter'],
      [{ pah: 'maybe' }, 'pah'],
      [{ user_rating: '7' }, 'user_rating'],
      [{ user_rating: 'abc' }, 'user_rating'],
      [{ price: '500-100' }, 'price'],
      [{ price: 'cheap' }, 'price'],
      [{ min_price: 900, max_price: 100 }, 'min_price'],
      [{ brand_type: 'hilton' }, 'brand_type'],
    ] as const) {
      const error = await errorOf(filter);
      assert.equal(error.code, 'INVALID_FILTER', JSON.stringify(filter));
      assert.equal(error.details?.[0]?.field, field);
    }
    assert.equal((await errorOf({ previous_booked: 'true' })).code, 'SIGN_IN_REQUIRED');
    assert.equal((await errorOf({ sort_by: 'distance' })).code, 'INVALID_SORT');
  });

  test('previous_booked lists what the signed-in user booked before; is_wishlisted and wishlist_count follow the wish list', async () => {
    const user = await kit.signUp('filters@rednest.test');
    const [booked] = await rows<{ id: number; room_type_id: number; rate_plan_id: number }>(sql`
      select p.id, rt.id as room_type_id, rp.id as rate_plan_id from properties p join areas a on p.area_path @> array[a.id]
      join room_types rt on rt.property_id = p.id join rate_plans rp on rp.room_type_id = rt.id
      where a.slug = ${location} and p.property_type = 'hotel' order by p.id limit 1`);
    await kit.app.database.db
      .execute(sql`insert into bookings (user_id, property_id, room_type_id, rate_plan_id, check_in, check_out, rooms, guests, status, total_minor, currency, booking_salt)
      values (${user.id}, ${booked!.id}, ${booked!.room_type_id}, ${booked!.rate_plan_id}, '2026-01-02', '2026-01-03', 1, 2, 'completed', 100000, 'IDR', 'salt-filters-1')`);
    const previous = await list({ location, previous_booked: 'true' }, user.token);
    assert.deepEqual(
      previous.hotels.map((h) => h.id),
      [booked!.id],
    );
    assert.equal(previous.wishlist_count, 0);
    await kit.app.database.db.execute(
      sql`insert into wishlists (user_id, property_id) values (${user.id}, ${booked!.id})`,
    );
    const signedIn = await list({ location }, user.token);
    assert.deepEqual(
      signedIn.hotels.filter((h) => h.is_wishlisted).map((h) => h.id),
      [booked!.id],
    );
    assert.equal(signedIn.wishlist_count, 1);
    assert.equal((await list({ location })).wishlist_count, null, 'guests have no count');
  });

  test('totals: reviews summed and the review-weighted average rating of the whole result; meta tags name the place', async () => {
    const result = await list({ location: 'cit-jakarta', per_page: 3 });
    const [expected] = await rows<{ reviews: number }>(
      sql`select sum(review_count)::int as reviews from properties where id = any(${`{${(await list({ location: 'cit-jakarta' })).hotels.map((h) => h.id).join(',')}}`}::int[])`,
    );
    assert.equal(result.total_reviews, expected!.reviews);
    assert.ok(result.avg_rating! >= 1 && result.avg_rating! <= 5);
    assert.match(result.meta_tag!.title, /Jakarta/);
    assert.match(result.meta_tag!.description, /taxes and fees/);
  });
});

describe('around a point, sold out', () => {
  test('lat/lng lists properties within the radius, nearest first with sort_by=distance', async () => {
    const [area] = await rows<{ lat: number; lng: number }>(sql`select lat, lng from areas where slug = 'cit-jakarta'`);
    const result = await list({ lat: area!.lat, lng: area!.lng, radius_km: 15, sort_by: 'distance' });
    assert.ok(result.hotels.length > 3);
    const distances = result.hotels.map((h) => h.distance_km!);
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    );
    assert.ok(distances.every((d) => d <= 15));
    assert.equal(result.currency, 'IDR');
    assert.equal((await errorOf({ location: undefined, lat: 100, lng: 0 })).code, 'VALIDATION_FAILED');
    assert.equal((await errorOf({ location: undefined })).code, 'LOCATION_REQUIRED');
  });

  test('sold_out_hotels lists what hotels/list leaves out for the stay, and the listing counts them', async () => {
    const query = {
      location: 'cit-singapore',
      check_in_date: stayDate(TODAY, 30),
      check_out_date: stayDate(TODAY, 31),
    };
    const before = await list(query);
    const target = before.hotels[0]!;
    await kit.app.database.db.execute(
      sql`update inventory set sold_rooms = total_rooms where room_type_id in (select id from room_types where property_id = ${target.id}) and stay_date = '2026-04-09'`,
    );
    const after = await list(query);
    assert.equal(after.sold_out_count, (before.sold_out_count ?? 0) + 1);
    const res = await kit.get('hotelsSoldOut', { ...query, per_page: 50 });
    assert.equal(res.statusCode, 200, res.body);
    const soldOut = res.json<HotelsList>();
    assert.ok(soldOut.hotels.some((h) => h.id === target.id && h.tarrif === null));
    assert.equal(soldOut.properties_count, after.sold_out_count);
  });
});

describe('get_filters', () => {
  test('options with counts over the available properties, price bands that add up, previous_booked only when signed in', async () => {
    const res = await kit.get('getFilters', { location: 'pro-dki-jakarta', ...STAY });
    assert.equal(res.statusCode, 200, res.body);
    const filters = res.json<Filters>();
    const all = await list({ location: 'pro-dki-jakarta' });
    assert.equal(filters.properties_count, all.properties_count);
    assert.equal(
      filters.price_bands.reduce((sum, b) => sum + b.count, 0),
      all.properties_count,
    );
    for (const band of filters.price_bands) {
      assert.equal(
        (await list({ location: 'pro-dki-jakarta', price: band.value })).properties_count,
        band.count,
        band.value,
      );
    }
    const wifi = filters.filters.find((f) => f.key === 'amenities_filter')!.options.find((o) => o.value === 'pool')!;
    assert.equal((await list({ location: 'pro-dki-jakarta', amenities_filter: 'pool' })).properties_count, wifi.count);
    const pah = filters.filters.find((f) => f.key === 'pah')!.options[0]!;
    assert.equal((await list({ location: 'pro-dki-jakarta', pah: 'true' })).properties_count, pah.count);
    assert.ok(!filters.filters.some((f) => f.key === 'previous_booked'));
    const user = await kit.signUp('get-filters@rednest.test');
    const signedIn = (
      await kit.get('getFilters', { location: 'pro-dki-jakarta', ...STAY }, user.token)
    ).json<Filters>();
    assert.ok(signedIn.filters.some((f) => f.key === 'previous_booked'));
    assert.equal((await errorOf({ location: 'cit-nowhere' }, 'getFilters')).code, 'LOCATION_NOT_FOUND');
  });
});

describe('get_locations', () => {
  test('typos still find the place (trigram similarity), prefix matches first, hotels by name', async () => {
    const typo = (await kit.get('getLocations', { q: 'jakrta' })).json<Locations>();
    assert.ok(
      typo.locations.some((l) => l.slug === 'cit-jakarta' && l.matched_by === 'similar'),
      JSON.stringify(typo.locations.map((l) => l.slug)),
    );
    const typo2 = (await kit.get('getLocations', { q: 'bangkk' })).json<Locations>();
    assert.ok(typo2.locations.some((l) => l.slug === 'cit-bangkok'));
    const prefix = (await kit.get('getLocations', { q: 'jak' })).json<Locations>();
    assert.equal(prefix.locations[0]!.slug, 'cit-jakarta');
    assert.equal(prefix.locations[0]!.matched_by, 'prefix');
    const [hotel] = await rows<{ name: string; slug: string }>(
      sql`select name, slug from properties where brand = 'lumo' order by id limit 1`,
    );
    const byName = (await kit.get('getLocations', { q: hotel!.name.slice(0, 12) })).json<Locations>();
    assert.ok(byName.hotels.some((h) => h.slug === hotel!.slug));
    assert.equal((await kit.get('getLocations', { q: 'x' })).statusCode, 400);
    const th = (await kit.get('getLocations', { q: 'bangkk', country: 'id' })).json<Locations>();
    assert.ok(th.locations.every((l) => l.country === 'id'));
  });
});

describe('the listing cache (SEARCH_CACHE_SECONDS)', () => {
  test('a sale shows in the next searches (the availability index follows it); wish-list state stays per user; the details page stays live', async () => {
    const cached = await createCatalogTestApp({ today: TODAY, size: 0.05, config: { searchCacheSeconds: 30 } });
    try {
      const query = { location: 'cit-jakarta', ...STAY, per_page: 50 };
      const first = (await cached.get('hotelsList', query)).json<HotelsList>();
      const target = first.hotels[0]!;
      await cached.app.database.db.execute(
        sql`update inventory set sold_rooms = total_rooms where room_type_id in (select id from room_types where property_id = ${target.id})`,
      );
      // the sale's notification reaches the app's LISTEN after the commit: the index (loaded as the app started)
      // follows it within moments, and the listing with it
      let again = (await cached.get('hotelsList', query)).json<HotelsList>();
      for (let waited = 0; again.hotels.some((h) => h.id === target.id); waited += 50) {
        assert.ok(waited < 10_000, 'the sold-out hotel left the listing');
        await new Promise((resolve) => setTimeout(resolve, 50));
        again = (await cached.get('hotelsList', query)).json<HotelsList>();
      }
      assert.deepEqual(
        again.hotels.map((h) => h.id),
        first.hotels.map((h) => h.id).filter((id) => id !== target.id),
      );
      assert.notEqual(again.search_id, first.search_id);
      const live = await cached.app.inject({
        method: 'GET',
        url: `${cached.path('hotelPriceAvailability').replace(':id', target.slug)}?check_in_date=${STAY.check_in_date}&check_out_date=${STAY.check_out_date}`,
        headers: { authorization: `Bearer ${await cached.guestToken()}` },
      });
      assert.equal(live.json<{ sold_out: boolean }>().sold_out, true);
      const user = await cached.signUp('cache@rednest.test');
      const wished = again.hotels[0]!.id;
      await cached.app.database.db.execute(
        sql`insert into wishlists (user_id, property_id) values (${user.id}, ${wished})`,
      );
      const mine = (await cached.get('hotelsList', query, user.token)).json<HotelsList>();
      assert.deepEqual(
        mine.hotels.filter((h) => h.is_wishlisted).map((h) => h.id),
        [wished],
      );
      assert.ok(
        (await cached.get('hotelsList', query)).json<HotelsList>().hotels.every((h) => !h.is_wishlisted),
        'a guest never sees it',
      );
      // other sorts, filters and get_filters of the same stay reuse its stay set (same TTL)
      const byPrice = (await cached.get('hotelsList', { ...query, sort_by: 'price' })).json<HotelsList>();
      assert.deepEqual(byPrice.hotels.map((h) => h.id).sort(), again.hotels.map((h) => h.id).sort());
      const prices = byPrice.hotels.map((h) => h.tarrif!);
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
      );
      const withPool = (await cached.get('hotelsList', { ...query, amenities_filter: 'wifi' })).json<HotelsList>();
      const filters = (await cached.get('getFilters', { location: 'cit-jakarta', ...STAY })).json<Filters>();
      assert.equal(
        filters.filters.find((f) => f.key === 'amenities_filter')!.options.find((o) => o.value === 'wifi')!.count,
        withPool.properties_count,
      );
      assert.equal(filters.properties_count, again.properties_count);
      // another stay is computed afresh
      const later = (
        await cached.get('hotelsList', { ...query, check_out_date: stayDate(TODAY, 5) })
      ).json<HotelsList>();
      assert.ok(!later.hotels.some((h) => h.id === target.id), 'another stay sees the sold-out nights');
    } finally {
      await cached.close();
    }
  });
});
