import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type {
  HotelDetails,
  HotelsList,
  PriceAvailability,
  PriceCalendar,
  Ratings,
  Recommended,
  Reviews,
} from '@rednest/shared/contracts/dto';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await kit.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const ok = async <T>(
  name: Parameters<CatalogTestApp['get']>[0],
  query: Record<string, string | number | undefined>,
  path?: Record<string, string>,
  token?: string,
) => {
  const res = await getWith(name, query, path, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<T>();
};
async function getWith(
  name: Parameters<CatalogTestApp['get']>[0],
  query: Record<string, string | number | undefined>,
  path: Record<string, string> = {},
  token?: string,
) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v));
  const url = kit.path(name).replace(/:([a-z_]+)/g, (_, key: string) => encodeURIComponent(path[key] ?? ''));
  return kit.app.inject({
    method: 'GET',
    url: `${url}?${search}`,
    headers: { authorization: `Bearer ${token ?? (await kit.guestToken())}` },
  });
}

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
});
after(async () => {
  await kit?.close();
});

describe('hotel details', () => {
  test('by id or slug: gallery tabs, facilities, position, times, policies, rooms with plans and cancellation policies', async () => {
    const [first] = await rows<{ id: number; slug: string }>(
      sql`select id, slug from properties where property_type = 'hotel' order by id limit 1`,
    );
    const byId = await ok<HotelDetails>('hotelDetails', {}, { id: String(first!.id) });
    const bySlug = await ok<HotelDetails>('hotelDetails', {}, { id: first!.slug });
    assert.deepEqual(byId, bySlug);
    assert.deepEqual(
      byId.gallery_pictures.map((t) => t.tab_name),
      ['all', 'property', 'rooms'],
    );
    assert.equal(
      byId.gallery_pictures[0]!.values.length,
      byId.gallery_pictures[1]!.values.length + byId.gallery_pictures[2]!.values.length,
    );
    assert.ok(byId.facilities.includes('wifi'));
    assert.ok(Math.abs(byId.lat) > 0 && Math.abs(byId.lng) > 0);
    assert.match(byId.check_in_time, /^\d\d:\d\d$/);
    assert.ok(byId.policies.accepted_ids.length > 0);
    assert.equal(byId.charges.prices_include_taxes_and_fees, true);
    assert.ok(byId.rooms.length >= 2);
    for (const room of byId.rooms) {
      assert.equal(room.rate_plans.length, 2);
      for (const plan of room.rate_plans) {
        const policy = plan.cancellation_policy;
        assert.equal(policy.refundable, plan.refundable);
        if (policy.refundable)
          assert.ok(policy.free_until_hours_before_check_in! > 0 && /Free cancellation/.test(policy.summary));
        else assert.equal(policy.free_until_hours_before_check_in, null);
      }
    }
    assert.equal(byId.is_wishlisted, false);
    assert.match(byId.meta_tag.title, new RegExp(byId.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('an unknown id or slug is a 404 HOTEL_NOT_FOUND, never a 5xx', async () => {
    for (const id of ['no-such-hotel', '999999', '0', "x' or 1=1 --", '9'.repeat(30)]) {
      const res = await getWith('hotelDetails', {}, { id });
      assert.equal(res.statusCode, 404, `${id}: ${res.body}`);
      assert.equal(res.json<{ code: string }>().code, 'HOTEL_NOT_FOUND');
    }
  });
});

describe('check_price_availability', () => {
  test('the same stay costs the same on the listing and on the details page (all-in, every hotel of a city)', async () => {
    for (const occupancy of [
      { rooms: 1, guest: 2 },
      { rooms: 2, guest: 3 },
    ]) {
      const stay = { check_in_date: stayDate(TODAY, 5), check_out_date: stayDate(TODAY, 8), ...occupancy };
      const listing = await ok<HotelsList>('hotelsList', { location: 'cit-jakarta', per_page: 50, ...stay });
      assert.ok(listing.hotels.length >= 5);
      assert.equal(listing.prices_include_taxes_and_fees, true);
      for (const hotel of listing.hotels) {
        const details = await ok<PriceAvailability>('hotelPriceAvailability', stay, { id: hotel.slug });
        assert.equal(details.sold_out, false);
        assert.equal(details.cheapest?.total_tarrif, hotel.tarrif, hotel.slug);
        assert.equal(details.cheapest?.per_night, hotel.per_night, hotel.slug);
        const plan = details.room_prices
          .flatMap((r) => r.plans)
          .find((p) => p.rate_plan_id === details.cheapest!.rate_plan_id)!;
        // a club member's price too: the listing's and the plan's are the same
        assert.equal(plan.club_total_tarrif, hotel.club_tarrif, hotel.slug);
        assert.equal(plan.club_per_night, hotel.club_per_night, hotel.slug);
        assert.ok(plan.club_total_tarrif < plan.total_tarrif);
        assert.equal(plan.room_charge - plan.discount + plan.service_charge + plan.taxes, plan.total_tarrif);
        assert.equal(plan.service_charge + plan.taxes, hotel.taxes_and_fees);
      }
    }
  });

  test('just after midnight in Jakarta (still yesterday in UTC) tonight is bookable and costs the same on both pages', async () => {
    kit.clock.now = new Date('2026-03-11T17:30:00Z'); // 00:30 on 12 March in Jakarta (UTC+7)
    try {
      const stay = { check_in_date: '12-03-2026', check_out_date: '13-03-2026' };
      const listing = await ok<HotelsList>('hotelsList', { location: 'cit-jakarta', per_page: 5, ...stay });
      assert.ok(listing.hotels.length > 0);
      for (const hotel of listing.hotels) {
        const details = await ok<PriceAvailability>('hotelPriceAvailability', stay, { id: hotel.slug });
        assert.equal(details.cheapest?.total_tarrif, hotel.tarrif);
      }
      const yesterday = await getWith(
        'hotelPriceAvailability',
        { check_in_date: '11-03-2026', check_out_date: '12-03-2026' },
        { id: listing.hotels[0]!.slug },
      );
      assert.equal(yesterday.json<{ code: string }>().code, 'INVALID_DATES', 'the 11th is over in Jakarta');
    } finally {
      kit.clock.now = new Date(`${TODAY}T05:00:00Z`);
    }
  });

  test('plans cost more than room only by their supplement; rooms that cannot hold the guests have no plans', async () => {
    const [hotel] = await rows<{ slug: string }>(
      sql`select p.slug from properties p where p.property_type = 'hotel' and exists (select 1 from room_types rt where rt.property_id = p.id and rt.max_guests >= 3) order by p.id limit 1`,
    );
    const stay = { check_in_date: stayDate(TODAY, 3), check_out_date: stayDate(TODAY, 5), rooms: 1, guest: 3 };
    const result = await ok<PriceAvailability>('hotelPriceAvailability', stay, { id: hotel!.slug });
    assert.equal(result.no_of_nights, 2);
    for (const room of result.room_prices) {
      if (!room.fits) assert.deepEqual(room.plans, []);
      if (room.plans.length === 2) assert.ok(room.plans[1]!.total_tarrif > room.plans[0]!.total_tarrif);
    }
    assert.ok(result.room_prices.some((r) => r.fits && r.plans.length > 0));
  });

  test('sold out: sold_out, no cheapest, other dates of the same length that are on sale', async () => {
    const [hotel] = await rows<{ id: number; slug: string }>(
      sql`select id, slug from properties where property_type = 'hotel' order by id desc limit 1`,
    );
    await kit.app.database.db.execute(
      sql`update inventory set sold_rooms = total_rooms where room_type_id in (select id from room_types where property_id = ${hotel!.id}) and stay_date between '2026-03-20' and '2026-03-21'`,
    );
    const result = await ok<PriceAvailability>(
      'hotelPriceAvailability',
      { check_in_date: '20-03-2026', check_out_date: '22-03-2026' },
      { id: hotel!.slug },
    );
    assert.equal(result.sold_out, true);
    assert.equal(result.cheapest, null);
    assert.ok(result.room_prices.every((r) => r.sold_out && r.plans.length === 0));
    assert.ok(result.suggested_dates.length > 0 && result.suggested_dates.length <= 3);
    for (const s of result.suggested_dates) {
      const again = await ok<PriceAvailability>(
        'hotelPriceAvailability',
        { check_in_date: s.check_in_date, check_out_date: s.check_out_date },
        { id: hotel!.slug },
      );
      assert.equal(again.sold_out, false);
      assert.equal(again.cheapest?.total_tarrif, s.total_tarrif);
    }
    assert.notEqual(result.suggested_dates[0]!.check_in_date, '20-03-2026');
  });

  test('bad input is a 400 with a stable code', async () => {
    const [hotel] = await rows<{ slug: string }>(
      sql`select slug from properties where property_type = 'hotel' order by id limit 1`,
    );
    const cases: [Record<string, string | number>, string][] = [
      [{ check_in_date: stayDate(TODAY, 5), check_out_date: stayDate(TODAY, 3) }, 'INVALID_DATES'],
      [{ check_in_date: stayDate(TODAY, -1), check_out_date: stayDate(TODAY, 3) }, 'INVALID_DATES'],
      [{ check_in_date: '31-02-2026', check_out_date: stayDate(TODAY, 3) }, 'INVALID_DATES'],
      [{ check_in_date: stayDate(TODAY, 1), check_out_date: stayDate(TODAY, 200) }, 'STAY_TOO_LONG'],
      [{ check_in_date: stayDate(TODAY, 1), check_out_date: stayDate(TODAY, 2), rooms: 3, guest: 2 }, 'INVALID_GUESTS'],
      [{ check_in_date: stayDate(TODAY, 1), check_out_date: stayDate(TODAY, 2), rooms: 99 }, 'VALIDATION_FAILED'],
    ];
    for (const [query, code] of cases) {
      const res = await getWith('hotelPriceAvailability', query, { id: hotel!.slug });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json<{ code: string }>().code, code, JSON.stringify(query));
    }
  });
});

describe('reviews, ratings, recommendations', () => {
  test('reviews: newest first, paged, counts agree with the rating on the card', async () => {
    const [hotel] = await rows<{ id: number; review_count: number; rating: number }>(
      sql`select id, review_count, rating from properties where review_count > 12 order by id limit 1`,
    );
    const first = await ok<Reviews>('hotelReviews', { per_page: 5 }, { id: String(hotel!.id) });
    assert.equal(first.review_count, hotel!.review_count);
    assert.equal(first.reviews.length, 5);
    assert.equal(first.total_pages, Math.ceil(hotel!.review_count / 5));
    assert.equal(first.next_page, 2);
    assert.equal(
      first.rating_breakdown.reduce((sum, b) => sum + b.count, 0),
      hotel!.review_count,
    );
    const average = first.rating_breakdown.reduce((sum, b) => sum + b.stars * b.count, 0) / hotel!.review_count;
    assert.equal(first.rating, Math.round(average * 10) / 10);
    const dates = first.reviews.map((r) => r.created_at);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const last = await ok<Reviews>('hotelReviews', { per_page: 5, page: first.total_pages }, { id: String(hotel!.id) });
    assert.equal(last.next_page, null);
    const past = await ok<Reviews>(
      'hotelReviews',
      { per_page: 5, page: first.total_pages + 1 },
      { id: String(hotel!.id) },
    );
    assert.deepEqual(past.reviews, []);
    assert.equal((await getWith('hotelReviews', { page: 0 }, { id: String(hotel!.id) })).statusCode, 400);
  });

  test('ratings of several properties by id or slug; too many is a 400', async () => {
    const some = await rows<{ id: number; slug: string; rating: number; review_count: number }>(
      sql`select id, slug, rating, review_count from properties order by id limit 3`,
    );
    const result = await ok<Ratings>('hotelRatings', {
      ids: `${some[0]!.id},${some[1]!.slug}, ${some[2]!.id},unknown-slug`,
    });
    assert.deepEqual(
      result.ratings.map((r) => [r.id, r.rating, r.review_count]),
      some.map((s) => [s.id, s.rating, s.review_count]),
    );
    const res = await getWith('hotelRatings', { ids: Array.from({ length: 51 }, (_, i) => i + 1).join(',') });
    assert.equal(res.json<{ code: string }>().code, 'TOO_MANY_IDS');
  });

  test("recommended: other properties of the same city with the listing's prices", async () => {
    const stay = { check_in_date: stayDate(TODAY, 2), check_out_date: stayDate(TODAY, 4) };
    const listing = await ok<HotelsList>('hotelsList', { location: 'cit-jakarta', per_page: 50, ...stay });
    const viewed = listing.hotels[0]!;
    const recommended = await ok<Recommended>('recommendedProperties', { hotel: viewed.slug, limit: 4, ...stay });
    assert.ok(recommended.hotels.length > 0 && recommended.hotels.length <= 4);
    for (const hotel of recommended.hotels) {
      assert.notEqual(hotel.id, viewed.id);
      assert.equal(hotel.tarrif, listing.hotels.find((h) => h.id === hotel.id)?.tarrif);
    }
    assert.equal((await getWith('recommendedProperties', { hotel: 'nope' })).statusCode, 404);
  });
});

describe('price calendar', () => {
  test('each day: the lowest all-in one-night price of the location, equal to the cheapest card of a one-night search', async () => {
    const calendar = await ok<PriceCalendar>('priceCalendar', { location: 'cit-jakarta', month: '2026-03' });
    assert.equal(calendar.days.length, 31);
    assert.equal(calendar.currency, 'IDR');
    assert.ok(
      calendar.days.slice(0, 9).every((d) => d.min_per_night === null),
      'days before today have no price',
    );
    for (const offset of [0, 4, 11]) {
      const day = calendar.days[9 + offset]!;
      const listing = await ok<HotelsList>('hotelsList', {
        location: 'cit-jakarta',
        sort_by: 'price',
        per_page: 1,
        check_in_date: stayDate(TODAY, offset),
        check_out_date: stayDate(TODAY, offset + 1),
      });
      assert.equal(day.min_per_night, listing.hotels[0]!.per_night, day.date);
    }
    const hotel = await ok<PriceCalendar>('priceCalendar', {
      hotel: (await rows<{ slug: string }>(sql`select slug from properties order by id limit 1`))[0]!.slug,
      month: '2026-04',
      rooms: 2,
      guest: 2,
    });
    assert.equal(hotel.days.length, 30);
    assert.ok(hotel.days.filter((d) => d.min_per_night !== null).length > 20);
    const [residence] = await rows<{ slug: string }>(
      sql`select slug from properties where property_type = 'residence' order by id limit 1`,
    );
    const own = await ok<PriceCalendar>('priceCalendar', { hotel: residence!.slug, month: '2026-04' });
    assert.ok(
      own.days.some((d) => d.min_per_night !== null),
      "a residence's own calendar has its prices",
    );
  });

  test('bad months and missing places are 400s', async () => {
    for (const [query, code] of [
      [{ location: 'cit-jakarta', month: '2026-13' }, 'INVALID_MONTH'],
      [{ location: 'cit-jakarta', month: '2026-02' }, 'INVALID_MONTH'],
      [{ location: 'cit-jakarta', month: '2030-01' }, 'INVALID_MONTH'],
      [{ month: '2026-04' }, 'LOCATION_REQUIRED'],
      [{ location: 'cit-atlantis', month: '2026-04' }, 'LOCATION_NOT_FOUND'],
    ] as const) {
      const res = await getWith('priceCalendar', query);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json<{ code: string }>().code, code);
    }
  });
});
