import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Area, HotelsList } from '@rednest/shared/contracts/dto';
import { MAX_PAGE } from '@rednest/shared/format';
import { allIn, priceStay } from '../pricing/pricing.ts';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await kit.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const list = async (query: Record<string, string | number | undefined>) => {
  const res = await kit.get('hotelsList', {
    check_in_date: stayDate(TODAY, 1),
    check_out_date: stayDate(TODAY, 3),
    ...query,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<HotelsList>();
};
const errorOf = async (query: Record<string, string | number | undefined>) => {
  const res = await kit.get('hotelsList', {
    location: 'cit-jakarta',
    check_in_date: stayDate(TODAY, 1),
    check_out_date: stayDate(TODAY, 3),
    ...query,
  });
  assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(query)} → ${res.statusCode} ${res.body}`);
  return res.json<{ code: string; message: string }>().code;
};

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
});
after(async () => {
  await kit?.close();
});

describe('seeded inventory', () => {
  test('a year of nights per room type, rack above price, weekends dearer', async () => {
    const [stats] = await rows<{
      nights: number;
      room_types: number;
      bad_rack: number;
      weekend: number;
      weekday: number;
      first: string;
    }>(sql`
      select count(*)::int as nights, count(distinct room_type_id)::int as room_types,
             count(*) filter (where rack_minor < price_minor)::int as bad_rack,
             avg(price_minor) filter (where extract(isodow from stay_date) in (5, 6))::float8 as weekend,
             avg(price_minor) filter (where extract(isodow from stay_date) not in (5, 6))::float8 as weekday,
             to_char(min(stay_date), 'YYYY-MM-DD') as first
      from inventory`);
    assert.ok(stats);
    assert.equal(stats.nights, stats.room_types * 367);
    assert.equal(stats.bad_rack, 0);
    assert.ok(stats.weekend > stats.weekday * 1.1);
    assert.equal(stats.first, '2026-03-09');
  });
});

describe('areas', () => {
  test('suggestions put the city first and carry full names and hotel counts', async () => {
    const res = await kit.get('areas', { q: 'jak' });
    assert.equal(res.statusCode, 200);
    const areas = res.json<{ areas: Area[] }>().areas;
    assert.equal(areas[0]?.slug, 'cit-jakarta');
    assert.equal(areas[0]?.full_name, 'Jakarta, DKI Jakarta, Indonesia');
    assert.ok(areas.every((a) => a.hotel_count > 0 && a.country === 'id'));
    assert.ok(
      areas.some((a) => a.slug === 'sub-south-jakarta'),
      'word matches count too',
    );
    assert.ok(areas.length <= 10);
  });

  test('matching ignores case and accents', async () => {
    const plain = (await kit.get('areas', { q: 'da nang' })).json<{ areas: Area[] }>().areas.map((a) => a.slug);
    const accented = (await kit.get('areas', { q: 'ĐÀ NẴNG' })).json<{ areas: Area[] }>().areas.map((a) => a.slug);
    assert.ok(plain.includes('cit-da-nang'));
    assert.deepEqual(accented, plain);
  });

  test('country and limit narrow the list; a one-letter query is refused', async () => {
    const th = (await kit.get('areas', { q: 'ba', country: 'th', limit: 3 })).json<{ areas: Area[] }>().areas;
    assert.ok(th.length <= 3 && th.every((a) => a.country === 'th'));
    assert.equal((await kit.get('areas', { q: 'j' })).statusCode, 400);
    assert.equal((await kit.get('areas', { q: 'jak', limit: 50 })).statusCode, 400);
    assert.equal((await kit.get('areas', { q: 'jak', country: 'xx' })).statusCode, 400);
  });

  test('corporate suggestions only offer places with properties open to corporate clients', async () => {
    const all = (await kit.get('areas', { q: 'ba' })).json<{ areas: Area[] }>().areas;
    const corporate = (await kit.get('areasCorporate', { q: 'ba', platform: 'corporate' })).json<{ areas: Area[] }>()
      .areas;
    assert.ok(corporate.length > 0);
    for (const area of corporate) {
      const [counted] = await rows<{ n: number }>(
        sql`select count(*)::int as n from properties where corporate_enabled and area_path @> array[${area.id}]::integer[]`,
      );
      assert.equal(area.hotel_count, counted?.n);
      const everyone = all.find((a) => a.id === area.id);
      if (everyone) assert.ok(everyone.hotel_count >= area.hotel_count);
    }
  });

  test('brand suggestions only offer places with that brand; an unknown brand is a 400', async () => {
    const [lumo] = await rows<{ city: string }>(
      sql`select a.name as city from properties p join areas a on a.id = p.city_id where p.brand = 'lumo' order by p.id limit 1`,
    );
    assert.ok(lumo, 'the test catalogue has a Lumo hotel');
    const res = await kit.get('areasBrand', { q: lumo.city.slice(0, 3), source: 'lumo' });
    assert.equal(res.statusCode, 200);
    const areas = res.json<{ areas: Area[] }>().areas;
    assert.ok(areas.length > 0);
    for (const area of areas) {
      const [counted] = await rows<{ n: number }>(
        sql`select count(*)::int as n from properties where brand = 'lumo' and area_path @> array[${area.id}]::integer[]`,
      );
      assert.ok((counted?.n ?? 0) > 0 && area.hotel_count === counted?.n);
    }
    const unknown = await kit.get('areasBrand', { q: 'jak', source: 'nope' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json<{ code: string }>().code, 'UNKNOWN_BRAND');
  });

  test('the CDN tree of a country needs no token, is cacheable and lists parents before children', async () => {
    const res = await kit.get('areasCdn', { country: 'sg' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['cache-control']), /max-age=300/);
    const areas = res.json<{ areas: Area[] }>().areas;
    assert.ok(areas.length > 5 && areas.every((a) => a.country === 'sg'));
    const seen = new Set<number>();
    for (const a of areas) {
      if (a.parent_id !== null) assert.ok(seen.has(a.parent_id));
      seen.add(a.id);
    }
    const cities = (await kit.get('areasCdn', { country: 'id', category: 'city' })).json<{ areas: Area[] }>().areas;
    assert.ok(cities.every((a) => a.category === 'city' && a.slug.startsWith('cit-')));
    // each place says its own zone, so a link can start a stay on that place's today (Bali is an hour ahead of Jakarta)
    assert.equal(cities.find((a) => a.slug === 'cit-kuta')?.timezone, 'Asia/Makassar');
    assert.equal(cities.find((a) => a.slug === 'cit-jakarta')?.timezone, 'Asia/Jakarta');
  });

  test('suggestions need a token', async () => {
    const res = await kit.app.inject({ method: 'GET', url: `${kit.path('areas')}?q=jak` });
    assert.equal(res.statusCode, 401);
  });
});

describe('list_hotels', () => {
  test('names and slugs of a city, and of any location level', async () => {
    const res = await kit.get('listHotels', { city: 'jakarta' });
    assert.equal(res.statusCode, 200);
    const hotels = res.json<{ hotels: { slug: string; city: string }[] }>().hotels;
    assert.ok(hotels.length > 10 && hotels.every((h) => h.city === 'Jakarta'));
    const senopati = (await kit.get('listHotels', { location: 'are-senopati' })).json<{ hotels: unknown[] }>().hotels;
    assert.ok(senopati.length >= 1 && senopati.length < hotels.length);
    const unknown = await kit.get('listHotels', { city: 'atlantis' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json<{ code: string }>().code, 'LOCATION_NOT_FOUND');
  });
});

describe('hotels/list', () => {
  test('10 per page, next_page until the last page, no hotel twice', async () => {
    const first = await list({ location: 'cit-jakarta' });
    assert.equal(first.hotels.length, 10);
    assert.equal(first.next_page, 2);
    assert.ok(first.properties_count > 10);
    const slugs = new Set(first.hotels.map((h) => h.slug));
    let page: HotelsList = first;
    while (page.next_page) {
      page = await list({ location: 'cit-jakarta', page: page.next_page });
      for (const h of page.hotels) {
        assert.ok(!slugs.has(h.slug), `${h.slug} repeated`);
        slugs.add(h.slug);
      }
    }
    assert.equal(page.next_page, null);
    assert.equal(slugs.size, first.properties_count);
    assert.equal(first.total_pages, Math.ceil(first.properties_count / 10));
    assert.equal(first.currency, 'IDR');
    assert.equal(first.currency_symbol, 'Rp');
    assert.equal(first.no_of_nights, 2);
    assert.match(first.hotels[0]!.lead_picture, /^\/api\/images\/properties\/\d+\/1\.svg$/);
  });

  test('a location includes its descendants', async () => {
    const province = await list({ location: 'pro-dki-jakarta', per_page: 50 });
    const district = await list({ location: 'dis-kebayoran-baru', per_page: 50 });
    assert.ok(district.properties_count > 0 && district.properties_count < province.properties_count);
    const inProvince = new Set(province.hotels.map((h) => h.id));
    assert.ok(district.hotels.every((h) => inProvince.has(h.id)));
  });

  test('the price is all-in: the nightly prices of the cheapest fitting room type times rooms, with its deal, service and tax', async () => {
    const result = await list({
      location: 'cit-bangkok',
      rooms: 2,
      guest: 5,
      check_in_date: stayDate(TODAY, 4),
      check_out_date: stayDate(TODAY, 8),
    });
    assert.ok(result.hotels.length > 0);
    for (const hotel of result.hotels) {
      const [expected] = await rows<{ stay: string; service_bp: number; tax_bp: number; discount: number }>(sql`
        select min(stay)::text as stay, (select service_bp from properties where id = ${hotel.id}) as service_bp, (select tax_bp from properties where id = ${hotel.id}) as tax_bp,
          (select coalesce(max(d.discount_percent), 0) from properties p join deals d on d.id = p.deal_id and '2026-03-10' between d.starts_on and d.ends_on where p.id = ${hotel.id}) as discount
        from (
          select sum(i.price_minor) as stay from room_types rt join inventory i on i.room_type_id = rt.id
          where rt.property_id = ${hotel.id} and rt.max_guests * 2 >= 5 and i.stay_date >= '2026-03-14' and i.stay_date < '2026-03-18'
          group by rt.id having count(*) = 4 and min(i.total_rooms - i.sold_rooms) >= 2) s`);
      const rates = { serviceBp: expected!.service_bp, taxBp: expected!.tax_bp, discountPercent: expected!.discount };
      assert.equal(
        hotel.tarrif,
        priceStay({ roomChargeMinor: Number(expected?.stay) * 2, rackChargeMinor: 0, nights: 4 }, rates).total,
        hotel.slug,
      );
      assert.ok(
        hotel.tarrif! > Number(expected?.stay) * 2 * (1 - rates.discountPercent / 100),
        'taxes and fees are included',
      );
      assert.equal(hotel.taxes_and_fees! - hotel.discount! + Number(expected?.stay) * 2, hotel.tarrif);
      assert.ok(hotel.rack_rate! >= hotel.tarrif!);
      assert.equal(hotel.currency, 'THB');
      assert.equal(hotel.per_night, Math.round(hotel.tarrif! / 4));
    }
    assert.equal(result.minPrice, Math.min(...result.hotels.map((h) => h.tarrif!)));
  });

  test('rooms and guests default to 1 and 2', async () => {
    const defaults = await list({ location: 'cit-jakarta', per_page: 50 });
    const explicit = await list({ location: 'cit-jakarta', per_page: 50, rooms: 1, guest: 2 });
    assert.deepEqual(
      explicit.hotels.map((h) => [h.id, h.tarrif]),
      defaults.hotels.map((h) => [h.id, h.tarrif]),
    );
  });

  test('a sold-out room type is skipped and a fully sold-out hotel is not listed', async () => {
    const query = {
      location: 'cit-singapore',
      check_in_date: stayDate(TODAY, 20),
      check_out_date: stayDate(TODAY, 22),
      per_page: 50,
    };
    const before = await list(query);
    const target = before.hotels[0]!;
    const types = await rows<{ id: number; stay: string }>(sql`
      select rt.id, sum(i.price_minor)::text as stay from room_types rt join inventory i on i.room_type_id = rt.id
      where rt.property_id = ${target.id} and rt.max_guests >= 2 and i.stay_date >= '2026-03-30' and i.stay_date < '2026-04-01'
      group by rt.id having min(i.total_rooms - i.sold_rooms) >= 1 order by 2::bigint, rt.id`);
    assert.ok(types.length >= 2, 'the hotel has two fitting room types');
    // the cheapest room type sells out on the second night only
    await kit.app.database.db.execute(
      sql`update inventory set sold_rooms = total_rooms where room_type_id = ${types[0]!.id} and stay_date = '2026-03-31'`,
    );
    const cheaperGone = (await list(query)).hotels.find((h) => h.id === target.id);
    const [rates] = await rows<{ service_bp: number; tax_bp: number; discount: number }>(sql`
      select service_bp, tax_bp, coalesce((select discount_percent from deals d where d.id = p.deal_id and '2026-03-10' between d.starts_on and d.ends_on), 0) as discount
      from properties p where id = ${target.id}`);
    assert.equal(
      cheaperGone?.tarrif,
      allIn(Number(types[1]!.stay), {
        serviceBp: rates!.service_bp,
        taxBp: rates!.tax_bp,
        discountPercent: rates!.discount,
      }).total,
    );
    await kit.app.database.db.execute(
      sql`update inventory set sold_rooms = total_rooms where room_type_id in (select id from room_types where property_id = ${target.id}) and stay_date = '2026-03-31'`,
    );
    const after = await list(query);
    assert.ok(!after.hotels.some((h) => h.id === target.id));
    assert.equal(after.properties_count, before.properties_count - 1);
  });

  test('sorts: price ascending by default, rating descending, order_by flips', async () => {
    const byPrice = await list({ location: 'pro-bali', sort_by: 'price', per_page: 50 });
    const prices = byPrice.hotels.map((h) => h.tarrif!);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    const desc = await list({ location: 'pro-bali', sort_by: 'price', order_by: 'desc', per_page: 50 });
    assert.deepEqual(
      desc.hotels.map((h) => h.tarrif!),
      [...prices].sort((a, b) => b - a),
    );
    const ratings = (await list({ location: 'pro-bali', sort_by: 'rating', per_page: 50 })).hotels.map((h) => h.rating);
    assert.deepEqual(
      ratings,
      [...ratings].sort((a, b) => b - a),
    );
  });

  test('brand and corporate searches only list their properties', async () => {
    const [lumo] = await rows<{ slug: string }>(
      sql`select a.slug from properties p join areas a on a.id = p.area_path[1] where p.brand = 'lumo' limit 1`,
    );
    const brand = await list({ location: lumo!.slug, source: 'lumo', per_page: 50 });
    assert.ok(brand.hotels.length > 0 && brand.hotels.every((h) => h.name.startsWith('Lumo Hotel')));
    // the api client adds brand_name on brand sites: the same filter
    const ambient = await list({ location: lumo!.slug, brand_name: 'lumo', per_page: 50 });
    assert.deepEqual(
      ambient.hotels.map((h) => h.id),
      brand.hotels.map((h) => h.id),
    );
    const corporate = await list({ location: 'cit-jakarta', platform: 'corporate', per_page: 50 });
    const open = await rows<{ id: number }>(sql`select id from properties where corporate_enabled`);
    const openIds = new Set(open.map((r) => r.id));
    assert.ok(corporate.hotels.every((h) => openIds.has(h.id)));
  });

  test('residences need 30 nights', async () => {
    const [residence] = await rows<{ slug: string }>(
      sql`select a.slug from properties p join areas a on a.id = p.city_id where p.property_type = 'residence' order by p.id limit 1`,
    );
    assert.equal(await errorOf({ location: residence!.slug, property_type: 'residence' }), 'STAY_TOO_SHORT');
    const month = await list({
      location: residence!.slug,
      property_type: 'residence',
      check_out_date: stayDate(TODAY, 31),
    });
    assert.ok(month.hotels.length > 0 && month.hotels.every((h) => h.property_type === 'residence'));
    assert.equal(month.no_of_nights, 30);
    // a search of every type shows residences only for stays they can take
    const short = await list({ location: residence!.slug, per_page: 50 });
    assert.ok(short.hotels.length > 0 && short.hotels.every((h) => h.property_type !== 'residence'));
    const long = await list({ location: residence!.slug, per_page: 50, check_out_date: stayDate(TODAY, 31) });
    assert.ok(long.hotels.some((h) => h.property_type === 'residence'));
  });

  test('date and input errors are 400s with clear codes', async () => {
    assert.equal(await errorOf({ check_in_date: '2026-03-11' }), 'INVALID_DATES');
    assert.equal(await errorOf({ check_in_date: '31-02-2026' }), 'INVALID_DATES');
    assert.equal(await errorOf({ check_in_date: stayDate(TODAY, -1) }), 'INVALID_DATES');
    assert.equal(await errorOf({ check_out_date: stayDate(TODAY, 1) }), 'INVALID_DATES');
    assert.equal(
      await errorOf({ check_in_date: stayDate(TODAY, 5), check_out_date: stayDate(TODAY, 2) }),
      'INVALID_DATES',
    );
    assert.equal(await errorOf({ check_out_date: stayDate(TODAY, 92) }), 'STAY_TOO_LONG');
    assert.equal(await errorOf({ location: 'cit-atlantis' }), 'LOCATION_NOT_FOUND');
    assert.equal(await errorOf({ property_type: 'castle' }), 'INVALID_PROPERTY_TYPE');
    assert.equal(await errorOf({ sort_by: 'cheapest' }), 'INVALID_SORT');
    assert.equal(await errorOf({ rooms: 3, guest: 2 }), 'INVALID_GUESTS');
    assert.equal(await errorOf({ rooms: 0 }), 'VALIDATION_FAILED');
    assert.equal(await errorOf({ per_page: 51 }), 'VALIDATION_FAILED');
    assert.equal(await errorOf({ location: undefined }), 'LOCATION_REQUIRED');
  });

  test('a 90-night stay is allowed; a stay past the inventory year is simply empty', async () => {
    const long = await list({ location: 'cit-jakarta', check_out_date: stayDate(TODAY, 91) });
    assert.equal(long.no_of_nights, 90);
    const far = await list({
      location: 'cit-jakarta',
      check_in_date: stayDate(TODAY, 400),
      check_out_date: stayDate(TODAY, 401),
    });
    assert.equal(far.properties_count, 0);
    assert.equal(far.next_page, null);
    assert.equal(far.minPrice, null);
  });

  test('bad input never makes a 500', async () => {
    const weird: Record<string, string>[] = [
      { location: "cit-jakarta' or 1=1 --" },
      { location: '' },
      { location: 'x'.repeat(5000) },
      { page: '99999999999999' },
      { page: '-1' },
      { per_page: '0' },
      { guest: 'many' },
      { rooms: '1e9' },
      { order_by: 'sideways' },
      { check_in_date: '00-00-0000' },
      { check_in_date: '99-99-9999' },
      { source: 'x'.repeat(100) },
      { platform: 'mobile' },
      { sort_by: '' },
      { property_type: '' },
    ];
    for (const query of weird) {
      const res = await kit.get('hotelsList', {
        location: 'cit-jakarta',
        check_in_date: stayDate(TODAY, 1),
        check_out_date: stayDate(TODAY, 2),
        ...query,
      });
      assert.ok(
        res.statusCode < 500,
        `${JSON.stringify(query).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
    }
    // the deepest page the contract accepts (MAX_PAGE) is an empty page; deeper is a 400, not a scan
    const deep = await list({ location: 'cit-jakarta', page: MAX_PAGE });
    assert.equal(deep.hotels.length, 0);
    assert.equal(deep.next_page, null);
    assert.equal(await errorOf({ page: MAX_PAGE + 1 }), 'VALIDATION_FAILED');
  });

  test("today is the hotel's day: around midnight Jakarta and Bali differ from UTC and from each other", async () => {
    const saved = kit.clock.now;
    try {
      // 16:30 UTC on the 10th = 23:30 in Jakarta (UTC+7) but 00:30 on the 11th in Bali (UTC+8)
      kit.clock.now = new Date('2026-03-10T16:30:00Z');
      const tonight = { check_in_date: '10-03-2026', check_out_date: '11-03-2026' };
      assert.ok(
        (await list({ location: 'cit-jakarta', ...tonight })).properties_count > 0,
        'still the 10th in Jakarta',
      );
      assert.equal(await errorOf({ location: 'cit-kuta', ...tonight }), 'INVALID_DATES');
      // the answer names Bali's earliest check-in, so a listing dated by Jakarta's calendar can move on
      const refused = await kit.get('hotelsList', { location: 'cit-kuta', ...tonight });
      assert.deepEqual(refused.json<{ details: unknown }>().details, [
        { field: 'check_in_date', message: 'must be 2026-03-11 or later', value: '11-03-2026' },
      ]);
      // 17:30 UTC = 00:30 on the 11th in Jakarta: the 10th is now past there, although UTC is still on the 10th
      kit.clock.now = new Date('2026-03-10T17:30:00Z');
      assert.equal(await errorOf({ location: 'cit-jakarta', ...tonight }), 'INVALID_DATES');
      const next = await list({ location: 'cit-jakarta', check_in_date: '11-03-2026', check_out_date: '12-03-2026' });
      assert.ok(next.properties_count > 0);
    } finally {
      kit.clock.now = saved;
    }
  });

  test('needs a token', async () => {
    const res = await kit.app.inject({
      method: 'GET',
      url: `${kit.path('hotelsList')}?location=cit-jakarta&check_in_date=${stayDate(TODAY, 1)}&check_out_date=${stayDate(TODAY, 2)}`,
    });
    assert.equal(res.statusCode, 401);
  });
});
