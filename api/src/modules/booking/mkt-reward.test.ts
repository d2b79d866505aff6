/**
 * Marketing rewards on the booking summary: a user's vouchers, listed for a stay,
 * applied as one adjustment, not with a coupon, held by book_now, used once paid and given back
 * when a hold ends unpaid. remove_membership answers a clear 409 while nothing adds one.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Booking, BookingSummary, MktRewardList } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { rowsOf } from '../../db/client.ts';
import {
  createCatalogTestApp,
  type CatalogTestApp,
  type TestClock,
  twoNightStay,
} from '../../../test/catalog-test-kit.ts';
import { mktRewards, promoCodes } from '../../db/schema/promotion.ts';
import { users } from '../../db/schema/platform.ts';
import { DEMO_USER } from '../../db/seed/platform.ts';
import { pickBookableRoom, type RoomPick } from './booking-test-kit.ts';
import { createPaymentRepository } from '../payment/payment.repository.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let room: RoomPick;
let stayTotal: number;
let me: { token: string; id: number };
let other: { token: string; id: number };
const stay = twoNightStay(TODAY);
const choice = (day = 7, extra: Record<string, unknown> = {}) => ({ ...room, ...stay(day), ...extra });
const guestDetails = {
  first_name: 'Dewi',
  last_name: 'Lestari',
  phone: '+62 812 1111 2222',
  email: 'rewards@example.test',
};
const book = (body: Record<string, unknown>, token: string) =>
  call(kit.app, 'bookNow', { token, body: { ...guestDetails, idempotency_key: crypto.randomUUID(), ...body } });
const until = new Date('2026-06-01T00:00:00Z');
const addReward = async (row: Partial<typeof mktRewards.$inferInsert> = {}) => {
  const [r] = await kit.database.db
    .insert(mktRewards)
    .values({
      userId: me.id,
      source: 'referral',
      title: 'Referral Rp 50.000',
      kind: 'fixed',
      amountMinor: 5_000_000,
      currency: 'IDR',
      validUntil: until,
      ...row,
    })
    .returning({ id: mktRewards.id });
  return r!.id;
};
const list = async (token: string, day = 7) => {
  const res = await kit.get('mktRewardList', choice(day), token);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as MktRewardList).rewards;
};

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  room = (await pickBookableRoom(kit, stay(7)))!;
  assert.ok(room, 'a bookable Jakarta room');
  me = await kit.signUp('rewards@example.test');
  other = await kit.signUp('someone.else@example.test');
  stayTotal = ((await call(kit.app, 'bookingSummary', { token: me.token, body: choice() })).json() as BookingSummary)
    .stay_total;
});
after(async () => {
  await kit?.close();
});

test('the demo user is seeded with rewards: a referral and campaigns, percent and fixed', async () => {
  const [demo] = await kit.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_USER.email}`);
  const rows = await kit.database.db.select().from(mktRewards).where(eq(mktRewards.userId, demo!.id));
  assert.ok(rows.length >= 2);
  assert.ok(
    rows.some((r) => r.source === 'referral') && rows.some((r) => r.kind === 'percent' && r.maxDiscountMinor !== null),
  );
  assert.ok(rows.every((r) => r.bookingId === null));
});

test('apply_mkt_reward: a fixed reward is one adjustment; remove_mkt_reward takes it off again', async () => {
  const id = await addReward();
  const res = await call(kit.app, 'applyMktReward', { token: me.token, body: choice(7, { mkt_reward_id: id }) });
  assert.equal(res.statusCode, 200, res.body);
  const summary = res.json() as BookingSummary;
  assert.equal(summary.mkt_reward_id, id);
  assert.deepEqual(
    summary.adjustments.map((a) => [a.kind, a.code, a.amount]),
    [['mkt_reward', String(id), -Math.min(5_000_000, Math.floor(stayTotal * 0.9))]],
  );
  assert.equal(summary.total, summary.stay_total + summary.adjustments[0]!.amount);
  const removed = (
    await call(kit.app, 'removeMktReward', { token: me.token, body: choice(7, { mkt_reward_id: id }) })
  ).json() as BookingSummary;
  assert.deepEqual(removed.adjustments, []);
  assert.equal(removed.total, stayTotal);
  assert.equal(removed.mkt_reward_id, null);
});

test('a percent reward takes its share of the stay up to its cap', async () => {
  const id = await addReward({
    kind: 'percent',
    percent: 50,
    amountMinor: null,
    maxDiscountMinor: 100,
    title: 'Half off, capped',
  });
  const summary = (
    await call(kit.app, 'applyMktReward', { token: me.token, body: choice(7, { mkt_reward_id: id }) })
  ).json() as BookingSummary;
  assert.equal(summary.adjustments[0]!.amount, -100);
});

test("another user's reward, a guest's attempt and an unknown id all answer the same 404", async () => {
  const id = await addReward();
  const unknown = await call(kit.app, 'applyMktReward', {
    token: me.token,
    body: choice(7, { mkt_reward_id: 987_654 }),
  });
  const theirs = await call(kit.app, 'applyMktReward', { token: other.token, body: choice(7, { mkt_reward_id: id }) });
  const guest = await call(kit.app, 'applyMktReward', {
    token: await kit.guestToken(),
    body: choice(7, { mkt_reward_id: id }),
  });
  for (const res of [unknown, theirs, guest]) {
    assert.equal(res.statusCode, 404, res.body);
    assert.deepEqual(
      { code: res.json().code, message: res.json().message },
      { code: unknown.json().code, message: unknown.json().message },
    );
  }
  assert.equal(unknown.json().code, 'MKT_REWARD_NOT_FOUND');
  assert.ok(!(await list(other.token)).some((r) => r.id === id));
  assert.deepEqual(await list(await kit.guestToken()), []);
});

test('a reward and a promo code do not combine, whichever comes second', async () => {
  const id = await addReward();
  await kit.database.db.insert(promoCodes).values({
    code: 'REWARDCLASH',
    title: 'Clash',
    kind: 'percent',
    percent: 5,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: until,
  });
  const withCoupon = await call(kit.app, 'applyMktReward', {
    token: me.token,
    body: choice(7, { mkt_reward_id: id, coupon_code: 'REWARDCLASH' }),
  });
  const withReward = await call(kit.app, 'applyCouponCode', {
    token: me.token,
    body: choice(7, { mkt_reward_id: id, coupon_code: 'REWARDCLASH' }),
  });
  for (const res of [withCoupon, withReward]) {
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().code, 'MKT_REWARD_WITH_COUPON');
  }
});

test('expired, other-currency and under-minimum rewards: 409 with their code, and the list says why', async () => {
  const expired = await addReward({ validUntil: new Date('2026-03-01T00:00:00Z') });
  const sgd = await addReward({ currency: 'SGD', amountMinor: 1500 });
  const big = await addReward({ minSpendMinor: stayTotal + 1 });
  const codes = [];
  for (const id of [expired, sgd, big])
    codes.push(
      (await call(kit.app, 'applyMktReward', { token: me.token, body: choice(7, { mkt_reward_id: id }) })).json().code,
    );
  assert.deepEqual(codes, ['MKT_REWARD_EXPIRED', 'MKT_REWARD_NOT_FOR_CURRENCY', 'MKT_REWARD_MIN_SPEND']);
  const rewards = await list(me.token);
  assert.ok(!rewards.some((r) => r.id === expired), 'an expired reward is not listed');
  assert.equal(rewards.find((r) => r.id === sgd)!.unavailable_reason, 'MKT_REWARD_NOT_FOR_CURRENCY');
  assert.equal(rewards.find((r) => r.id === big)!.discount, 0);
});

test('book_now holds the reward; a released hold gives it back; a paid booking uses it', async () => {
  const id = await addReward({ amountMinor: 1000 });
  const seen = (
    await call(kit.app, 'applyMktReward', { token: me.token, body: choice(20, { mkt_reward_id: id }) })
  ).json() as BookingSummary;
  const first = await book(choice(20, { mkt_reward_id: id }), me.token);
  assert.equal(first.statusCode, 201, first.body);
  const booking = first.json() as Booking;
  assert.equal(booking.total, seen.stay_total - 1000);
  assert.equal(booking.total, seen.total);
  assert.ok(!(await list(me.token)).some((r) => r.id === id), 'held: not listed');
  assert.equal(
    (await call(kit.app, 'applyMktReward', { token: me.token, body: choice(24, { mkt_reward_id: id }) })).json().code,
    'MKT_REWARD_HELD',
  );

  assert.equal(
    (await call(kit.app, 'releaseSaleRoom', { token: me.token, body: { booking_salt: booking.booking_salt } }))
      .statusCode,
    200,
  );
  assert.ok(
    (await list(me.token)).some((r) => r.id === id),
    'released: usable again',
  );

  const second = await book(choice(24, { mkt_reward_id: id }), me.token);
  assert.equal(second.statusCode, 201, second.body);
  await kit.database.db.execute(
    sql`update bookings set status = 'confirmed', hold_expires_at = null where booking_salt = ${(second.json() as Booking).booking_salt}`,
  );
  const again = await call(kit.app, 'applyMktReward', { token: me.token, body: choice(20, { mkt_reward_id: id }) });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'MKT_REWARD_USED');
  assert.equal((await book(choice(20, { mkt_reward_id: id }), me.token)).json().code, 'MKT_REWARD_USED');
});

test('two bookings racing for one reward: one holds it, the other is refused and holds nothing', async () => {
  const id = await addReward({ amountMinor: 1000 });
  const attempts = await Promise.all([7, 20].map((day) => book(choice(day, { mkt_reward_id: id }), me.token)));
  assert.deepEqual(attempts.map((r) => r.statusCode).sort(), [201, 409]);
  const refused = attempts.find((r) => r.statusCode === 409)!;
  assert.match(refused.json().code, /^MKT_REWARD_(HELD|USED)$/);
  const [row] = rowsOf<{ n: number }>(
    await kit.database.db.execute(
      sql`select count(*)::int as n from bookings b join mkt_rewards r on r.booking_id = b.id where r.id = ${id}`,
    ),
  );
  assert.equal(row?.n, 1);
});

/** the instant a booking's hold ends, as stored (the DTO rounds it to the second) */
async function holdEnd(b: Booking): Promise<Date> {
  const [row] = rowsOf<{ at: string }>(
    await kit.database.db.execute(
      sql`select to_char(hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from bookings where booking_salt = ${b.booking_salt}`,
    ),
  );
  return new Date(row!.at);
}
const statusOf = async (b: Booking) =>
  rowsOf<{ status: string; cancel_reason: string | null }>(
    await kit.database.db.execute(
      sql`select status, cancel_reason from bookings where booking_salt = ${b.booking_salt}`,
    ),
  )[0]!;
/** the provider's success event for a booking's card payment, applied as the webhook applies it */
async function latePayment(b: Booking) {
  const payments = createPaymentRepository(kit.database.db);
  const paymentId = await payments.insert({
    bookingId: b.id,
    method: 'card',
    provider: 'sandbox',
    amountMinor: b.total,
    currency: b.currency,
    createdAt: kit.clock.now,
  });
  return payments.applyEvent({
    provider: 'sandbox',
    eventId: `evt_late_${paymentId}`,
    type: 'payment.succeeded',
    paymentId,
    payload: {},
    status: 'succeeded',
    now: kit.clock.now,
  });
}

test("a reward whose booking's hold ran out is free at once, before the sweeper: listed, applied and booked; the late payment of the old booking is refunded, not confirmed", async () => {
  const id = await addReward({ amountMinor: 2000, title: 'Run-out hold' });
  const first = (await book(choice(30, { mkt_reward_id: id }), me.token)).json<Booking>();
  assert.ok(!(await list(me.token, 30)).some((r) => r.id === id), 'held while the hold runs');
  const saved = kit.clock.now;
  try {
    // the hold's last instant: ended for the guest, but the sweeper only takes holds past it, so the booking is still pending in the database
    kit.clock.now = await holdEnd(first);
    const listed = (await list(me.token, 30)).find((r) => r.id === id);
    assert.ok(listed, 'free at once');
    assert.equal(listed.discount, 2000);
    assert.equal(listed.unavailable_reason, null);
    const applied = await call(kit.app, 'applyMktReward', { token: me.token, body: choice(33, { mkt_reward_id: id }) });
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal(applied.json<BookingSummary>().adjustments[0]!.amount, -2000);
    assert.deepEqual(await statusOf(first), { status: 'pending', cancel_reason: null }, 'the sweeper has not ended it');

    const second = await book(choice(33, { mkt_reward_id: id }), me.token);
    assert.equal(second.statusCode, 201, second.body);
    // taking the reward ended the old booking at once (its rooms back), so it cannot spend the reward too
    assert.deepEqual(await statusOf(first), { status: 'cancelled', cancel_reason: 'hold_expired' });
    assert.equal(await latePayment(first), 'refund_due');
    assert.deepEqual(await statusOf(first), { status: 'cancelled', cancel_reason: 'hold_expired' });
    const [holder] = await kit.database.db
      .select({ bookingId: mktRewards.bookingId })
      .from(mktRewards)
      .where(eq(mktRewards.id, id));
    assert.equal(holder!.bookingId, second.json<Booking>().id);
    assert.equal(
      (await call(kit.app, 'applyMktReward', { token: me.token, body: choice(30, { mkt_reward_id: id }) })).json().code,
      'MKT_REWARD_HELD',
    );
  } finally {
    kit.clock.now = saved;
  }
});

test('a reward whose run-out booking is paid after all is used: not listed, not applied, not booked', async () => {
  const id = await addReward({ amountMinor: 3000, title: 'Paid late' });
  const first = (await book(choice(40, { mkt_reward_id: id }), me.token)).json<Booking>();
  const saved = kit.clock.now;
  try {
    kit.clock.now = await holdEnd(first);
    assert.ok(
      (await list(me.token, 40)).some((r) => r.id === id),
      'free once the hold ran out',
    );
    // the money arrives before anyone takes the reward: the booking is confirmed with it
    assert.equal(await latePayment(first), 'confirmed');
    assert.ok(!(await list(me.token, 40)).some((r) => r.id === id), 'used by the paid booking');
    const again = await call(kit.app, 'applyMktReward', { token: me.token, body: choice(43, { mkt_reward_id: id }) });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'MKT_REWARD_USED');
    assert.equal((await book(choice(43, { mkt_reward_id: id }), me.token)).json().code, 'MKT_REWARD_USED');
  } finally {
    kit.clock.now = saved;
  }
});

test('remove_membership: a summary without a membership answers 409 NO_MEMBERSHIP', async () => {
  const res = await call(kit.app, 'removeMembership', { token: me.token, body: choice(7) });
  assert.equal(res.statusCode, 409, res.body);
  assert.equal(res.json().code, 'NO_MEMBERSHIP');
});
