/**
 * The booking summary: the stay priced as search prices it, then one list of
 * adjustments (add-ons, coupon) computed by the server, and book_now charging exactly that total.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  AddOnAvailability,
  Booking,
  BookingSummary,
  PriceAvailability,
  SummaryPromos,
} from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { promoCodes } from '../../db/schema/promotion.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
/** a Jakarta hotel selling breakfast and dinner, a room and plan of it */
let pick: { slug: string; room_type_id: number; rate_plan_id: number; total: number; listTotal: number };
const stay = (day: number, nights = 2) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + nights),
  rooms: 1,
  guest: 2,
});
const guest = { first_name: 'Dewi', last_name: 'Lestari', phone: '+62 812 1111 2222' };
const choice = (day = 7, extra: Record<string, unknown> = {}) => ({
  hotel: pick.slug,
  room_type_id: pick.room_type_id,
  rate_plan_id: pick.rate_plan_id,
  ...stay(day),
  ...extra,
});
const put = async (name: 'bookingSummary' | 'applyCouponCode' | 'removeCouponCode', body: unknown, token?: string) =>
  call(kit.app, name, { token: token ?? (await kit.guestToken()), body });
const book = async (body: Record<string, unknown>, token?: string) =>
  call(kit.app, 'bookNow', {
    token: token ?? (await kit.guestToken()),
    body: { ...guest, idempotency_key: crypto.randomUUID(), ...body },
  });
const addPromo = (row: Partial<typeof promoCodes.$inferInsert> & { code: string }) =>
  kit.database.db.insert(promoCodes).values({
    title: row.code,
    kind: 'percent',
    percent: 10,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2027-01-01T00:00:00Z'),
    ...row,
  });

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  const list = (await kit.get('hotelsList', { location: 'cit-jakarta', ...stay(7) })).json() as {
    hotels: { slug: string; add_on_types?: string[]; tarrif?: { total_tarrif?: number } }[];
  };
  for (const h of list.hotels) {
    const price = (
      await kit.app.inject({
        method: 'GET',
        url: `${kit.path('hotelPriceAvailability').replace(':id', h.slug)}?${new URLSearchParams(Object.entries(stay(7)).map(([k, v]): [string, string] => [k, String(v)]))}`,
        headers: { authorization: `Bearer ${await kit.guestToken()}` },
      })
    ).json() as PriceAvailability;
    const sells = (
      await kit.get('checkAddonAvailability', {
        hotel: h.slug,
        room_type_id: price.cheapest?.room_type_id,
        rate_plan_id: price.cheapest?.rate_plan_id,
        ...stay(7),
      })
    ).json() as AddOnAvailability;
    if (price.cheapest && sells.add_ons?.some((a) => a.type === 'breakfast')) {
      pick = {
        slug: h.slug,
        room_type_id: price.cheapest.room_type_id,
        rate_plan_id: price.cheapest.rate_plan_id,
        total: price.cheapest.total_tarrif,
        listTotal: h.tarrif?.total_tarrif ?? -1,
      };
      break;
    }
  }
  assert.ok(pick, 'a Jakarta hotel with breakfast');
});
after(async () => {
  await kit?.close();
});

test('with nothing picked the summary is the stay search and the hotel page priced: stay_total = total, no adjustments', async () => {
  const res = await put('bookingSummary', choice());
  assert.equal(res.statusCode, 200, res.body);
  const summary = res.json() as BookingSummary;
  assert.equal(summary.stay_total, pick.total);
  assert.equal(summary.total, pick.total);
  assert.deepEqual(summary.adjustments, []);
  assert.equal(summary.room_charge - summary.discount + summary.service_charge + summary.taxes, summary.stay_total);
});

test('check_addon_availability: breakfast is one best-seller entry per night from the day after check-in; dinner from check-in', async () => {
  const res = await kit.get('checkAddonAvailability', choice(7));
  assert.equal(res.statusCode, 200, res.body);
  const { add_ons, currency } = res.json() as AddOnAvailability;
  assert.equal(currency, 'IDR');
  const breakfast = add_ons.find((a) => a.type === 'breakfast')!;
  assert.equal(breakfast.sub_category, 10);
  const best = breakfast.menu_list.find((m) => m.best_seller)!;
  assert.deepEqual(
    breakfast.entries.map((e) => [e.menu_code, e.menu_date]),
    [
      [best.catalogue_code, '2026-03-18'],
      [best.catalogue_code, '2026-03-19'],
    ],
  );
  assert.equal(breakfast.price, best.price * 2);
  assert.equal(breakfast.max_quantity, 2);
  const dinner = add_ons.find((a) => a.type === 'dinner');
  if (dinner)
    assert.deepEqual(
      dinner.entries.map((e) => [e.menu_code, e.menu_date]),
      [
        [dinner.menu_list[0]!.catalogue_code, '2026-03-17'],
        [dinner.menu_list[0]!.catalogue_code, '2026-03-18'],
      ],
    );
});

test('an add-on is priced per night and unit by the server; unsold, repeated or too many is a clear 4xx', async () => {
  const { add_ons } = (await kit.get('checkAddonAvailability', choice(7))).json() as AddOnAvailability;
  const breakfast = add_ons.find((a) => a.type === 'breakfast')!;
  const res = await put('bookingSummary', choice(7, { add_ons: [{ type: 'breakfast', quantity: 2 }] }));
  assert.equal(res.statusCode, 200, res.body);
  const summary = res.json() as BookingSummary;
  assert.equal(summary.adjustments.length, 1);
  assert.equal(summary.adjustments[0]!.amount, breakfast.price * 2);
  assert.equal(summary.adjustments[0]!.entries.length, 2);
  assert.equal(summary.total, pick.total + breakfast.price * 2);

  const notSold = add_ons.map((a) => a.type);
  const missing = (['breakfast', 'airport_transfer', 'late_checkout', 'laundry', 'dinner'] as const).find(
    (t) => !notSold.includes(t),
  );
  if (missing)
    assert.equal(
      (await put('bookingSummary', choice(7, { add_ons: [{ type: missing, quantity: 1 }] }))).json().code,
      'ADD_ON_UNAVAILABLE',
    );
  const twice = await put(
    'bookingSummary',
    choice(7, {
      add_ons: [
        { type: 'breakfast', quantity: 1 },
        { type: 'breakfast', quantity: 1 },
      ],
    }),
  );
  assert.equal(twice.statusCode, 400);
  assert.equal(twice.json().code, 'ADD_ON_REPEATED');
  const many = await put('bookingSummary', choice(7, { add_ons: [{ type: 'breakfast', quantity: 3 }] }));
  assert.equal(many.statusCode, 400);
  assert.equal(many.json().code, 'ADD_ON_QUANTITY');
});

test('apply_coupan_code: a percent code takes its share of the stay (any case); remove_coupan_code takes it off', async () => {
  await addPromo({ code: 'TENOFF', percent: 10 });
  const res = await put('applyCouponCode', choice(7, { coupon_code: 'tenoff' }));
  assert.equal(res.statusCode, 200, res.body);
  const summary = res.json() as BookingSummary;
  const discount = Math.floor((pick.total * 1000 + 5000) / 10_000);
  assert.deepEqual(
    summary.adjustments.map((a) => [a.kind, a.code, a.amount]),
    [['coupon', 'TENOFF', -discount]],
  );
  assert.equal(summary.total, pick.total - discount);
  assert.equal(summary.coupon_code, 'TENOFF');
  const removed = (await put('removeCouponCode', choice(7, { coupon_code: 'TENOFF' }))).json() as BookingSummary;
  assert.equal(removed.total, pick.total);
  assert.equal(removed.coupon_code, null);
});

test('promo rules: unknown, not yet, expired, other country, other currency, minimum spend, cap', async () => {
  const refusal = async (coupon_code: string) => {
    const r = await put('applyCouponCode', choice(7, { coupon_code }));
    return [r.statusCode, r.json().code, r.json().message];
  };
  assert.deepEqual((await refusal('NOSUCHCODE')).slice(0, 2), [404, 'PROMO_NOT_FOUND']);
  await addPromo({ code: 'LATER', validFrom: new Date('2026-04-01T00:00:00Z') });
  assert.deepEqual((await refusal('LATER')).slice(0, 2), [409, 'PROMO_NOT_STARTED']);
  await addPromo({
    code: 'GONE',
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2026-03-01T00:00:00Z'),
  });
  assert.deepEqual((await refusal('GONE')).slice(0, 2), [409, 'PROMO_EXPIRED']);
  await addPromo({ code: 'THAIONLY', countries: ['th'] });
  assert.deepEqual((await refusal('THAIONLY')).slice(0, 2), [409, 'PROMO_NOT_FOR_COUNTRY']);
  await addPromo({ code: 'SGDFIX', kind: 'fixed', percent: null, amountMinor: 1000, currency: 'SGD' });
  assert.deepEqual((await refusal('SGDFIX')).slice(0, 2), [409, 'PROMO_NOT_FOR_CURRENCY']);
  await addPromo({ code: 'BIGSPEND', currency: 'IDR', minSpendMinor: pick.total + 100 });
  const [status, code, message] = await refusal('BIGSPEND');
  assert.deepEqual([status, code], [409, 'PROMO_MIN_SPEND']);
  assert.match(String(message), /at least Rp/);
  await addPromo({ code: 'CAPPED', percent: 50, currency: 'IDR', maxDiscountMinor: 100 });
  const capped = (await put('applyCouponCode', choice(7, { coupon_code: 'CAPPED' }))).json() as BookingSummary;
  assert.equal(capped.total, pick.total - 100);
  await addPromo({ code: 'HUGE', kind: 'fixed', percent: null, amountMinor: pick.total * 5, currency: 'IDR' });
  const huge = (await put('applyCouponCode', choice(7, { coupon_code: 'HUGE' }))).json() as BookingSummary;
  assert.ok(huge.total >= Math.ceil(pick.total / 10), 'a coupon never takes more than 90% of the stay');
});

test('book_now charges the summary: coupon and add-on in one list, a client-sent total has no say', async () => {
  await addPromo({ code: 'BOOKTEN', percent: 10 });
  const picks = { coupon_code: 'BOOKTEN', add_ons: [{ type: 'breakfast', quantity: 1 }] };
  const summary = (await put('applyCouponCode', choice(20, picks))).json() as BookingSummary;
  const res = await book({ ...choice(20, picks), email: 'dewi.summary@example.test' });
  assert.equal(res.statusCode, 201, res.body);
  const booking = res.json() as Booking;
  assert.equal(booking.total, summary.total);
  assert.deepEqual(booking.adjustments, summary.adjustments);
  const read = (await kit.get('getBooking', { booking_salt: booking.booking_salt })).json() as Booking;
  assert.equal(read.total, summary.total);
  const plain = (await put('bookingSummary', choice(23))).json() as BookingSummary;
  const withTotal = await book({
    ...choice(23),
    email: 'dewi.summary@example.test',
    total: 1,
    stay_total: 1,
    adjustments: [{ kind: 'coupon', amount: -plain.total }],
  });
  assert.equal(withTotal.statusCode, 201, withTotal.body);
  assert.equal((withTotal.json() as Booking).total, plain.total);
  assert.deepEqual((withTotal.json() as Booking).adjustments, []);
});

test('usage limits count held and paid bookings, per email and in all; a hold that ends gives its use back', async () => {
  await addPromo({ code: 'ONCEEACH', perUserLimit: 1 });
  const first = await book({ ...choice(30), coupon_code: 'ONCEEACH', email: 'limit.a@example.test' });
  assert.equal(first.statusCode, 201, first.body);
  const again = await book({ ...choice(32), coupon_code: 'ONCEEACH', email: 'LIMIT.A@example.test' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'PROMO_ALREADY_USED');
  // released: the use comes back
  const released = await call(kit.app, 'releaseSaleRoom', {
    token: await kit.guestToken(),
    body: { booking_salt: (first.json() as Booking).booking_salt },
  });
  assert.equal(released.statusCode, 200, released.body);
  assert.equal((await book({ ...choice(32), coupon_code: 'ONCEEACH', email: 'limit.a@example.test' })).statusCode, 201);

  await addPromo({ code: 'LASTONE', totalLimit: 1 });
  const attempts = await Promise.all(
    ['x', 'y', 'z', 'w'].map((who, i) =>
      book({ ...choice(40 + i * 2), coupon_code: 'LASTONE', email: `race.${who}@example.test` }),
    ),
  );
  assert.deepEqual(attempts.map((r) => r.statusCode).sort(), [201, 409, 409, 409]);
  assert.ok(attempts.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'PROMO_USED_UP'));
});

test('new-user codes: refused to an account or email with a paid stay, at the summary and at book_now', async () => {
  await addPromo({ code: 'FIRSTSTAY', newUserOnly: true });
  const user = await kit.signUp('veteran@example.test');
  const held = await book({ ...choice(60), email: 'veteran@example.test' }, user.token);
  assert.equal(held.statusCode, 201, held.body);
  await kit.database.db.execute(
    sql`update bookings set status = 'confirmed', hold_expires_at = null where booking_salt = ${(held.json() as Booking).booking_salt}`,
  );
  const asUser = await put('applyCouponCode', choice(62, { coupon_code: 'FIRSTSTAY' }), user.token);
  assert.equal(asUser.json().code, 'PROMO_NEW_USERS_ONLY');
  // a guest is only known by email at book_now
  assert.equal((await put('applyCouponCode', choice(62, { coupon_code: 'FIRSTSTAY' }))).statusCode, 200);
  const asGuest = await book({ ...choice(62), coupon_code: 'FIRSTSTAY', email: 'veteran@example.test' });
  assert.equal(asGuest.statusCode, 409);
  assert.equal(asGuest.json().code, 'PROMO_NEW_USERS_ONLY');
  assert.equal(
    (await book({ ...choice(62), coupon_code: 'FIRSTSTAY', email: 'newcomer@example.test' })).statusCode,
    201,
  );
});

test('booking_summary_promos: running codes of this country and currency, with their discount or why not', async () => {
  const res = await kit.get('bookingSummaryPromos', choice(7));
  assert.equal(res.statusCode, 200, res.body);
  const { promos } = res.json() as SummaryPromos;
  const codes = promos.map((p) => p.code);
  assert.ok(codes.includes('STAY10') || codes.includes('WELCOME15'), codes.join());
  for (const hidden of ['SGSAVE20', 'THAIONLY', 'SGDFIX', 'GONE', 'LATER', 'WEEKEND8'])
    assert.ok(!codes.includes(hidden), hidden);
  const tenoff = promos.find((p) => p.code === 'TENOFF')!;
  assert.equal(tenoff.unavailable_reason, null);
  assert.equal(tenoff.discount, Math.floor((pick.total * 1000 + 5000) / 10_000));
  assert.equal(promos.find((p) => p.code === 'BIGSPEND')!.unavailable_reason, 'PROMO_MIN_SPEND');
});
