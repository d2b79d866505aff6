/**
 * Change of dates end to end on loopback: a booking paid through the sandbox gateway
 * moves to cheaper dates (refunded by the gateway's webhook) or dearer ones (the difference paid
 * by card, applied by webhook); the rooms of every night follow; other users cannot touch it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Booking, CardPayment, DateChange, PriceAvailability } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { TEST_CARDS } from '../../sandbox-gateway/gateway-app.ts';
import { createGatewayTestApp, type GatewayTestApp } from '../../../test/gateway-test-kit.ts';
import { createBookingRepository } from './booking.repository.ts';
import { createDateChangeRepository } from './date-change.repository.ts';
import { createDateChangeService } from './date-change.service.ts';
import { refundParts } from '../../db/schema/payment.ts';
import { mktRewards } from '../../db/schema/promotion.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let webhooks: GatewayTestApp['webhooks'];
let pick: { slug: string; roomTypeId: number; ratePlanId: number };
let alice: { token: string; id: number };
let bob: { token: string; id: number };

const stay = (day: number, nights: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + nights),
});
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function price(day: number, nights: number): Promise<PriceAvailability> {
  const query = new URLSearchParams({ ...stay(day, nights), rooms: '1', guest: '2' });
  return (
    await kit.app.inject({
      method: 'GET',
      url: `${kit.path('hotelPriceAvailability').replace(':id', pick.slug)}?${query}`,
      headers: { authorization: `Bearer ${await kit.guestToken()}` },
    })
  ).json<PriceAvailability>();
}
const freeRooms = async (day: number) =>
  (await price(day, 1)).room_prices.find((r) => r.room_type_id === pick.roomTypeId)!.available_rooms;
const planTotal = async (day: number, nights: number) =>
  (await price(day, nights)).room_prices
    .find((r) => r.room_type_id === pick.roomTypeId)!
    .plans.find((p) => p.rate_plan_id === pick.ratePlanId)!.total_tarrif;

async function getBooking(b: Booking, token = alice.token): Promise<Booking> {
  return (await call(kit.app, 'getBooking', { token, query: { booking_salt: b.booking_salt } })).json<Booking>();
}
async function until(b: Booking, ok: (x: Booking) => boolean, what: string): Promise<Booking> {
  // the gateway's refund event arrives on its own schedule: poll for up to 30 s (a loaded CI machine took longer than 5)
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const now = await getBooking(b);
    if (ok(now)) return now;
    await wait(50);
  }
  assert.fail(`never ${what}: ${JSON.stringify(await getBooking(b))}`);
}
async function payOn(url: string) {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: TEST_CARDS.success, exp: '12/30', cvc: '123', name: 'Alice Tan' }),
  });
  assert.equal(res.status, 303);
}
/** a confirmed booking of alice's, paid by card (`extra`: the summary's picks, e.g. a reward) */
async function paidBooking(day: number, nights: number, extra: Record<string, unknown> = {}): Promise<Booking> {
  const res = await call(kit.app, 'bookNow', {
    token: alice.token,
    body: {
      hotel: pick.slug,
      room_type_id: pick.roomTypeId,
      rate_plan_id: pick.ratePlanId,
      ...stay(day, nights),
      rooms: 1,
      guest: 2,
      first_name: 'Alice',
      email: 'alice@example.test',
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
      ...extra,
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const b = res.json<Booking>();
  const c = (
    await call(kit.app, 'cardPayment', {
      token: alice.token,
      body: { booking_salt: b.booking_salt, return_url: 'http://localhost:8080/en-id/payments' },
    })
  ).json<CardPayment>();
  await payOn(c.redirect_url);
  return until(b, (x) => x.status === 'confirmed', 'confirmed');
}
const change = (b: Booking, day: number, nights: number, token = alice.token) =>
  call(kit.app, 'bookingDateChange', { token, body: { booking_salt: b.booking_salt, ...stay(day, nights) } });

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY });
  ({ kit, gateway, webhooks } = env);
  alice = await kit.signUp('alice@example.test');
  bob = await kit.signUp('bob@example.test');
  const list = (
    await kit.get('hotelsList', { location: 'cit-jakarta', ...stay(30, 1), rooms: 1, guest: 2 })
  ).json() as { hotels: { slug: string }[] };
  for (const h of list.hotels) {
    pick = { slug: h.slug, roomTypeId: 0, ratePlanId: 0 };
    const room = (await price(30, 1)).room_prices.find(
      (r) => !r.sold_out && r.fits && r.available_rooms >= 3 && r.plans.some((p) => p.refundable),
    );
    if (room) {
      pick = {
        slug: h.slug,
        roomTypeId: room.room_type_id,
        ratePlanId: room.plans.find((p) => p.refundable)!.rate_plan_id,
      };
      break;
    }
  }
  assert.ok(pick.roomTypeId);
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('a shorter stay: priced as search prices it, applied at once, the dropped night back on sale, the difference refunded', async () => {
  const b = await paidBooking(20, 2);
  const freeBefore = await freeRooms(21);
  const quote = (
    await call(kit.app, 'dateChangeQuote', {
      token: alice.token,
      query: { booking_salt: b.booking_salt, ...stay(20, 1) },
    })
  ).json<DateChange>();
  assert.equal(quote.status, 'quote');
  assert.equal(quote.new_total, await planTotal(20, 1));
  assert.equal(quote.difference, quote.new_total - b.total);
  assert.ok(quote.difference < 0);

  const res = await change(b, 20, 1);
  assert.equal(res.statusCode, 200, res.body);
  const done = res.json<DateChange>();
  assert.equal(done.status, 'applied');
  assert.equal(done.new_total, quote.new_total);
  assert.equal(done.refund?.amount, -quote.difference);
  assert.equal(await freeRooms(21), freeBefore + 1);

  const after = await until(b, (x) => x.date_change?.refund?.status === 'refunded', 'refunded');
  assert.equal(after.check_out_date, stayDate(TODAY, 21).split('-').reverse().join('-'));
  assert.equal(after.no_of_nights, 1);
  assert.equal(after.total, quote.new_total);
  assert.ok(after.date_change?.refund?.processed_at);

  // cancelling it afterwards refunds by the policy on the new total
  const cancelled = (
    await call(kit.app, 'cancelBooking', { token: alice.token, body: { booking_salt: b.booking_salt } })
  ).json<Booking>();
  assert.equal(cancelled.status, 'cancelled');
  assert.equal((cancelled.refund?.amount ?? 0) + (cancelled.refund?.fee ?? 0), quote.new_total);
  await until(b, (x) => x.refund?.status === 'refunded', 'cancellation refunded');
});

test('a longer stay: the added night is held, the difference paid by card applies the change by webhook', async () => {
  const b = await paidBooking(40, 1);
  const freeBefore = await freeRooms(41);
  const res = await change(b, 40, 2);
  assert.equal(res.statusCode, 200, res.body);
  const open = res.json<DateChange>();
  assert.equal(open.status, 'awaiting_payment');
  assert.equal(open.new_total, await planTotal(40, 2));
  assert.ok(open.difference > 0 && open.hold_expires_at);
  assert.equal(await freeRooms(41), freeBefore - 1, 'the added night is held');
  assert.equal((await getBooking(b)).no_of_nights, 1, 'not applied before the money');
  // asking again for the same dates answers the same change
  assert.equal((await change(b, 40, 2)).json<DateChange>().id, open.id);

  const pay = await call(kit.app, 'dateChangePayment', {
    token: alice.token,
    body: {
      booking_salt: b.booking_salt,
      return_url: `http://localhost:8080/en-id/bookings/modify-booking/${b.booking_salt}`,
    },
  });
  assert.ok(pay.statusCode < 300, pay.body);
  const checkout = pay.json<CardPayment>();
  assert.equal(checkout.amount, open.difference);
  await payOn(checkout.redirect_url);
  // get_booking reads the booking and its latest change in one snapshot: once applied, the nights have moved too
  const moved = await until(b, (x) => x.date_change?.status === 'applied', 'applied');
  assert.equal(moved.no_of_nights, 2);
  assert.equal(moved.total, open.new_total);
  assert.equal(await freeRooms(41), freeBefore - 1);
  const again = await call(kit.app, 'dateChangePayment', {
    token: alice.token,
    body: { booking_salt: b.booking_salt, return_url: 'http://localhost:8080/en-id/x' },
  });
  assert.equal(again.json<{ code: string }>().code, 'NO_DATE_CHANGE_TO_PAY');
});

test('cancelling after a paid dearer change refunds both payments through the gateway, each within what it took, and reaches refunded', async () => {
  const b = await paidBooking(46, 1);
  const open = (await change(b, 46, 2)).json<DateChange>();
  assert.equal(open.status, 'awaiting_payment');
  const pay = (
    await call(kit.app, 'dateChangePayment', {
      token: alice.token,
      body: {
        booking_salt: b.booking_salt,
        return_url: `http://localhost:8080/en-id/bookings/modify-booking/${b.booking_salt}`,
      },
    })
  ).json<CardPayment>();
  await payOn(pay.redirect_url);
  await until(b, (x) => x.date_change?.status === 'applied' && x.no_of_nights === 2, 'applied');

  const cancelled = (
    await call(kit.app, 'cancelBooking', { token: alice.token, body: { booking_salt: b.booking_salt } })
  ).json<Booking>();
  assert.equal(cancelled.status, 'cancelled');
  const refund = cancelled.refund!.amount;
  // a free cancellation gives back more than the first card payment took: the difference's payment gives its share
  assert.ok(refund > b.total, `refund ${refund} should exceed the first payment ${b.total}`);
  const done = await until(b, (x) => x.refund?.status === 'refunded', 'cancellation refunded');
  assert.ok(done.refund?.processed_at);
  const parts = (await kit.app.database.db.select().from(refundParts)).filter((p) => p.status !== 'failed');
  const mine = parts.filter((p) => p.providerRef !== null && p.amountMinor > 0).slice(-2);
  assert.deepEqual(
    mine.map((p) => p.status),
    ['refunded', 'refunded'],
  );
  assert.deepEqual(
    mine.map((p) => p.amountMinor).sort((x, y) => x - y),
    [open.difference, refund - open.difference].sort((x, y) => x - y),
  );
  assert.notEqual(mine[0]!.providerRef, mine[1]!.providerRef);
});

test('an unpaid change expires: its held night goes back and the booking keeps its dates', async () => {
  const b = await paidBooking(50, 1);
  const freeBefore = await freeRooms(51);
  assert.equal((await change(b, 50, 2)).json<DateChange>().status, 'awaiting_payment');
  assert.equal(await freeRooms(51), freeBefore - 1);
  const saved = kit.clock.now;
  try {
    kit.clock.now = new Date(saved.getTime() + 16 * 60_000);
    assert.equal((await getBooking(b)).date_change?.status, 'expired');
    // the sweeper (every 30 s in the app) gives the night back
    const db = kit.app.database.db;
    const sweeper = createDateChangeService({
      repo: createDateChangeRepository(db),
      bookings: createBookingRepository(db),
      pricing: {} as never,
      promos: {} as never,
      provider: {} as never,
      now: () => kit.clock.now,
      holdMinutes: 15,
      webhookUrl: '',
      isSiteOrigin: () => false,
    });
    assert.ok((await sweeper.sweep()) >= 1);
    assert.equal(await freeRooms(51), freeBefore);
    assert.equal((await getBooking(b)).no_of_nights, 1);
  } finally {
    kit.clock.now = saved;
  }
});

test('a night sold out refuses the change and changes nothing', async () => {
  const b = await paidBooking(60, 1);
  const total = await freeRooms(61);
  // others take every room of the 61st
  for (let i = 0; i < total; i += 1) {
    const r = await call(kit.app, 'bookNow', {
      token: await kit.guestToken(),
      body: {
        hotel: pick.slug,
        room_type_id: pick.roomTypeId,
        rate_plan_id: pick.ratePlanId,
        ...stay(61, 1),
        rooms: 1,
        guest: 2,
        first_name: 'Other',
        email: `o${i}@example.test`,
        phone: '+62 812 3456 7890',
        idempotency_key: crypto.randomUUID(),
      },
    });
    assert.equal(r.statusCode, 201, r.body);
  }
  const res = await change(b, 60, 2);
  assert.equal(res.statusCode, 409);
  assert.equal(res.json<{ code: string }>().code, 'ROOM_SOLD_OUT');
  // moving to the next night alone: the same story
  assert.equal((await change(b, 61, 1)).json<{ code: string }>().code, 'ROOM_SOLD_OUT');
  const same = await getBooking(b);
  assert.equal(same.check_in_date, b.check_in_date);
  assert.equal(same.date_change, null);
  assert.equal(await freeRooms(61), 0);
});

test("another user's booking cannot be quoted, changed or paid; its own dates are refused", async () => {
  const b = await paidBooking(70, 2);
  for (const token of [bob.token, await kit.guestToken()]) {
    const q = await call(kit.app, 'dateChangeQuote', {
      token,
      query: { booking_salt: b.booking_salt, ...stay(70, 1) },
    });
    assert.equal(q.statusCode, 404);
    assert.equal((await change(b, 70, 1, token)).statusCode, 404);
    const p = await call(kit.app, 'dateChangePayment', {
      token,
      body: { booking_salt: b.booking_salt, return_url: 'http://localhost:8080/en-id/x' },
    });
    assert.equal(p.statusCode, 404);
  }
  const same = await change(b, 70, 2);
  assert.equal(same.statusCode, 400);
  assert.equal(same.json<{ code: string }>().code, 'SAME_DATES');
  const past = await change(b, -2, 1);
  assert.equal(past.statusCode, 400);
  assert.equal((await getBooking(b)).no_of_nights, 2);
});

/** one of alice's marketing rewards (IDR) */
async function rewardOfAlice(row: Partial<typeof mktRewards.$inferInsert>): Promise<number> {
  const [r] = await kit.app.database.db
    .insert(mktRewards)
    .values({
      userId: alice.id,
      source: 'campaign',
      title: 'Campaign reward',
      kind: 'fixed',
      currency: 'IDR',
      validUntil: new Date('2026-12-31T00:00:00Z'),
      ...row,
    })
    .returning({ id: mktRewards.id });
  return r!.id;
}
const rewardLine = (x: { adjustments?: Booking['adjustments'] }) => x.adjustments?.find((a) => a.kind === 'mkt_reward');
const quote = (b: Booking, day: number, nights: number) =>
  call(kit.app, 'dateChangeQuote', {
    token: alice.token,
    query: { booking_salt: b.booking_salt, ...stay(day, nights) },
  });

test("a marketing reward is priced again for the new dates by the summary's rules: a much cheaper stay keeps at most 90% off, shown in the quote and applied", async () => {
  const three = await planTotal(80, 3);
  const one = await planTotal(80, 1);
  // a fixed reward that takes 85% of the three-night stay: on one night it would be more than the stay
  const amount = Math.floor(three * 0.85);
  const id = await rewardOfAlice({ amountMinor: amount, title: 'Big campaign voucher' });
  const b = await paidBooking(80, 3, { mkt_reward_id: id });
  assert.equal(rewardLine(b)?.amount, -amount);
  assert.equal(b.total, three - amount);

  const q = await quote(b, 80, 1);
  assert.equal(q.statusCode, 200, q.body);
  const quoted = q.json<DateChange>();
  const capped = Math.floor((one * 9000) / 10_000);
  assert.ok(capped < amount, 'the 90% share binds on the shorter stay');
  assert.equal(quoted.stay_total, one);
  assert.deepEqual(
    quoted.adjustments?.map((a) => [a.kind, a.code, a.amount]),
    [['mkt_reward', String(id), -capped]],
  );
  assert.equal(quoted.new_total, one - capped);
  assert.ok(quoted.new_total > 0);
  assert.equal(quoted.difference, quoted.new_total - b.total);

  const done = (await change(b, 80, 1)).json<DateChange>();
  assert.equal(done.status, 'applied');
  assert.equal(rewardLine(done)?.amount, -capped);
  const after = await until(b, (x) => x.date_change?.refund?.status === 'refunded', 'refunded');
  assert.equal(after.total, one - capped);
  assert.equal(rewardLine(after)?.amount, -capped);
});

test('a percent reward follows the new stay up to its cap; below its minimum spend the change is refused and nothing moves', async () => {
  const three = await planTotal(84, 3);
  const two = await planTotal(84, 2);
  const cap = Math.floor(two * 0.15);
  // 10% of an amount in minor units, half up
  const tenth = (x: number) => Math.floor((x * 1000 + 5000) / 10_000);
  const id = await rewardOfAlice({
    kind: 'percent',
    percent: 10,
    amountMinor: null,
    maxDiscountMinor: cap,
    minSpendMinor: two,
    title: '10% from two nights',
  });
  const b = await paidBooking(84, 3, { mkt_reward_id: id });
  assert.equal(rewardLine(b)?.amount, -Math.min(tenth(three), cap));

  const shorter = (await quote(b, 84, 2)).json<DateChange>();
  assert.equal(rewardLine(shorter)?.amount, -Math.min(tenth(two), cap));
  assert.equal(shorter.new_total, two + rewardLine(shorter)!.amount);

  const tooCheap = await quote(b, 84, 1);
  assert.equal(tooCheap.statusCode, 409, tooCheap.body);
  assert.equal(tooCheap.json<{ code: string }>().code, 'MKT_REWARD_MIN_SPEND');
  const refused = await change(b, 84, 1);
  assert.equal(refused.json<{ code: string }>().code, 'MKT_REWARD_MIN_SPEND');
  const same = await getBooking(b);
  assert.equal(same.no_of_nights, 3);
  assert.equal(same.total, b.total);
  assert.equal(same.date_change, null);
});

/** other guests hold every room of the night `day` (their holds run BOOKING_HOLD_MINUTES) */
async function fillNight(day: number) {
  const total = await freeRooms(day);
  for (let i = 0; i < total; i += 1) {
    const r = await call(kit.app, 'bookNow', {
      token: await kit.guestToken(),
      body: {
        hotel: pick.slug,
        room_type_id: pick.roomTypeId,
        rate_plan_id: pick.ratePlanId,
        ...stay(day, 1),
        rooms: 1,
        guest: 2,
        first_name: 'Other',
        email: `fill${day}.${i}@example.test`,
        phone: '+62 812 3456 7890',
        idempotency_key: crypto.randomUUID(),
      },
    });
    assert.equal(r.statusCode, 201, r.body);
  }
  assert.equal(await freeRooms(day), 0);
}

test('the quote answers 409 ROOM_SOLD_OUT for a night with no room left, as the change does; the nights the booking holds are its own', async () => {
  const b = await paidBooking(100, 1);
  await fillNight(101);
  for (const [day, nights] of [
    [100, 2],
    [101, 1],
  ] as const) {
    const q = await quote(b, day, nights);
    assert.equal(q.statusCode, 409, q.body);
    assert.equal(q.json<{ code: string }>().code, 'ROOM_SOLD_OUT');
    assert.equal((await change(b, day, nights)).json<{ code: string }>().code, 'ROOM_SOLD_OUT');
  }
  // the booking's own night counts as its own even when no other room is left that night
  const longer = await paidBooking(104, 1);
  await fillNight(104);
  const q = await quote(longer, 104, 2);
  assert.equal(q.statusCode, 200, q.body);
  const done = await change(longer, 104, 2);
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(done.json<DateChange>().difference, q.json<DateChange>().difference);
});

test('cancelling a booking cancels its open change of dates: the held night back on sale at once, its checkout refused at the API and at the gateway', async () => {
  const b = await paidBooking(110, 1);
  const freeBefore = await freeRooms(111);
  const open = (await change(b, 110, 2)).json<DateChange>();
  assert.equal(open.status, 'awaiting_payment');
  assert.equal(await freeRooms(111), freeBefore - 1);
  const pay = await call(kit.app, 'dateChangePayment', {
    token: alice.token,
    body: {
      booking_salt: b.booking_salt,
      return_url: `http://localhost:8080/en-id/bookings/modify-booking/${b.booking_salt}`,
    },
  });
  assert.equal(pay.statusCode, 201, pay.body);
  const checkout = pay.json<CardPayment>();

  const cancelled = await call(kit.app, 'cancelBooking', {
    token: alice.token,
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(
    cancelled.json<Booking>().refund?.amount,
    b.total,
    'the cancellation refunds what the booking took, nothing of the unpaid change',
  );
  const read = await getBooking(b);
  assert.equal(read.date_change?.status, 'cancelled');
  assert.equal(read.date_change?.hold_expires_at, null);
  assert.equal(await freeRooms(111), freeBefore, 'the held night is on sale at once, not when the hold runs out');

  const again = await call(kit.app, 'dateChangePayment', {
    token: alice.token,
    body: { booking_salt: b.booking_salt, return_url: 'http://localhost:8080/en-id/x' },
  });
  assert.equal(again.statusCode, 409, again.body);
  assert.equal(again.json<{ code: string }>().code, 'DATE_CHANGE_CANCELLED');
  // the gateway's page of the open checkout no longer takes the card
  const page = await fetch(checkout.redirect_url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: TEST_CARDS.success, exp: '12/30', cvc: '123', name: 'Alice Tan' }),
  });
  assert.notEqual(page.status, 303);
  assert.match(await page.text(), /closed/);
});

test('a change of dates paid at the gateway just as its booking is cancelled: the money is refunded whole at once, the change stays cancelled', async () => {
  const b = await paidBooking(114, 1);
  const freeBefore = await freeRooms(115);
  assert.equal((await change(b, 114, 2)).json<DateChange>().status, 'awaiting_payment');
  const checkout = (
    await call(kit.app, 'dateChangePayment', {
      token: alice.token,
      body: {
        booking_salt: b.booking_salt,
        return_url: `http://localhost:8080/en-id/bookings/modify-booking/${b.booking_salt}`,
      },
    })
  ).json<CardPayment>();
  // the guest pays; the gateway's event is still on its way when the booking is cancelled
  webhooks.hold();
  try {
    await payOn(checkout.redirect_url);
    assert.equal(
      (await call(kit.app, 'cancelBooking', { token: alice.token, body: { booking_salt: b.booking_salt } })).statusCode,
      200,
    );
  } finally {
    await webhooks.release();
  }
  // asked of the gateway by the webhook itself, not by the 30 s sweeper
  const started = Date.now();
  let now = await getBooking(b);
  while (now.date_change?.refund?.status !== 'refunded' && Date.now() - started < 10_000) {
    await wait(50);
    now = await getBooking(b);
  }
  assert.equal(now.date_change?.status, 'cancelled');
  assert.deepEqual([now.date_change?.refund?.amount, now.date_change?.refund?.status], [checkout.amount, 'refunded']);
  assert.deepEqual([now.status, now.no_of_nights], ['cancelled', 1]);
  assert.equal(await freeRooms(115), freeBefore);
});
