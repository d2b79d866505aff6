/**
 * The stay reward: every 5 completed stays earn one, 10% off a later stay up to its cap. The summary
 * says where the user stands (spec §4's loyalty status), add_user_red_loyalty applies a free one and
 * remove_user_red_loyalty takes it off; book_now takes it once however many bookings ask at once; a
 * cancelled booking gives it back; the profile's user_loyalty_type and loyalty_remaining_booking_count
 * follow.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, BookingSummary, SiteLoyaltyBenefits, UserInfo } from '@rednest/shared/contracts/dto';
import { call, decryptAes } from '../../../test/http.ts';
import {
  createCatalogTestApp,
  type CatalogTestApp,
  type TestClock,
  twoNightStay,
} from '../../../test/catalog-test-kit.ts';
import { pickBookableRoom, type RoomPick } from '../booking/booking-test-kit.ts';
import { createPaymentRepository } from '../payment/payment.repository.ts';
import { createStayRewardRepository } from '../account/stay-reward.repository.ts';
import { rowsOf } from '../../db/client.ts';
import { stayRewardStanding, stayRewardStatus } from '../account/stay-reward.ts';

const TODAY = '2026-03-10';
/** the cap of an IDR stay: Rp 100,000 in minor units */
const CAP = 10_000_000;
let kit: CatalogTestApp & { clock: TestClock };
let pick: RoomPick;
const stay = twoNightStay(TODAY);
const body = (extra: Record<string, unknown> = {}) => ({ ...pick, ...stay(10), ...extra });
const summaryOf = (token: string, extra: Record<string, unknown> = {}) =>
  call(kit.app, 'bookingSummary', { token, body: body(extra) });
const book = (token: string, extra: Record<string, unknown> = {}) =>
  call(kit.app, 'bookNow', {
    token,
    body: body({
      first_name: 'Ayu',
      email: 'ayu.reward@example.test',
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
      ...extra,
    }),
  });
const profile = async (token: string) => decryptAes<UserInfo>(await call(kit.app, 'profile', { token }));
/**
 * `count` completed stays of the user: one booked, the rest copies of it (completed stays are past ones:
 * they hold no room of the stay the tests book)
 */
const completeStays = async (token: string, count: number) => {
  const res = await book(token);
  assert.equal(res.statusCode, 201, res.body);
  const salt = res.json<Booking>().booking_salt;
  const db = kit.database.db;
  await db.execute(sql`update bookings set status = 'completed', hold_expires_at = null where booking_salt = ${salt}`);
  for (let i = 1; i < count; i += 1)
    await db.execute(sql`insert into bookings select (jsonb_populate_record(null::bookings, to_jsonb(b)
      || jsonb_build_object('id', nextval(pg_get_serial_sequence('bookings', 'id')), 'booking_salt', ${`${salt}c${i}`}::text))).*
      from bookings b where b.booking_salt = ${salt}`);
  // the booked stay's rooms go back, as a stay long past would hold none
  await db.execute(sql`update inventory i set sold_rooms = i.sold_rooms - b.rooms from bookings b
    where b.booking_salt = ${salt} and i.room_type_id = b.room_type_id
      and i.stay_date >= b.check_in and i.stay_date < b.check_out`);
};

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  pick = (await pickBookableRoom(kit, stay(10)))!;
  assert.ok(pick);
});
after(async () => {
  await kit?.close();
});

test('standing and status follow the counts: one reward per five completed stays', () => {
  assert.deepEqual(stayRewardStanding({ completed: 0, used: 0, held: false }), { available: 0, remaining: 5 });
  assert.deepEqual(stayRewardStanding({ completed: 5, used: 0, held: false }), { available: 1, remaining: 0 });
  assert.deepEqual(stayRewardStanding({ completed: 7, used: 1, held: false }), { available: 0, remaining: 3 });
  assert.deepEqual(stayRewardStanding({ completed: 11, used: 1, held: false }), { available: 1, remaining: 0 });
  assert.equal(stayRewardStatus({ loyaltyType: 'stay_reward', remaining: 3 }), 'availed');
  assert.equal(stayRewardStatus({ loyaltyType: null, remaining: 0 }), 'available');
  assert.equal(stayRewardStatus({ loyaltyType: null, remaining: 2 }), 'know_more');
  assert.equal(stayRewardStatus({ loyaltyType: null, remaining: null }), 'not_applicable');
});

test('a new member is told how many stays to go; a guest sees nothing and may not apply one', async () => {
  const m = await kit.signUp('reward.new@example.test');
  const s = (await summaryOf(m.token)).json<BookingSummary>();
  assert.equal(s.stay_reward?.status, 'know_more');
  assert.equal(s.stay_reward?.remaining_bookings, 5);
  assert.equal(s.stay_reward?.max_discount, CAP);
  const refused = await call(kit.app, 'addUserRedLoyalty', { token: m.token, body: body() });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json<{ code: string }>().code, 'STAY_REWARD_NOT_AVAILABLE');
  assert.match(refused.json<{ message: string }>().message, /complete 5 more stays/);
  assert.equal((await profile(m.token)).loyalty_remaining_booking_count, 5);

  const guest = await kit.guestToken();
  assert.equal((await summaryOf(guest)).json<BookingSummary>().stay_reward, null);
  const signIn = await call(kit.app, 'addUserRedLoyalty', { token: guest, body: body() });
  assert.equal(signIn.statusCode, 403);
  assert.equal(signIn.json<{ code: string }>().code, 'STAY_REWARD_SIGN_IN');
});

test('five completed stays earn one: applied, removed, taken by one booking only, given back by a cancel', async () => {
  const m = await kit.signUp('reward.earned@example.test');
  await completeStays(m.token, 5);
  assert.equal((await profile(m.token)).loyalty_remaining_booking_count, 0);
  const offered = (await summaryOf(m.token)).json<BookingSummary>();
  assert.equal(offered.stay_reward?.status, 'available');
  const off = Math.min(Math.floor(offered.stay_total / 10), CAP);
  assert.equal(offered.stay_reward?.discount, off);

  const applied = await call(kit.app, 'addUserRedLoyalty', { token: m.token, body: body() });
  assert.equal(applied.statusCode, 200, applied.body);
  const withReward = applied.json<BookingSummary>();
  assert.equal(withReward.stay_reward?.status, 'availed');
  assert.deepEqual(
    withReward.adjustments.filter((a) => a.kind === 'stay_reward').map((a) => a.amount),
    [-off],
  );
  assert.equal(withReward.total, offered.total - off);
  const removed = await call(kit.app, 'removeUserRedLoyalty', {
    token: m.token,
    body: body({ use_stay_reward: true }),
  });
  assert.equal(removed.json<BookingSummary>().total, offered.total);
  const nothing = await call(kit.app, 'removeUserRedLoyalty', { token: m.token, body: body() });
  assert.equal(nothing.statusCode, 409);
  assert.equal(nothing.json<{ code: string }>().code, 'NO_STAY_REWARD');

  // two bookings ask for the one reward at once: one takes it, the other is refused and not made
  const [a, b] = await Promise.all([
    book(m.token, { use_stay_reward: true }),
    book(m.token, { use_stay_reward: true }),
  ]);
  const codes = [a, b].map((r) => r.statusCode).sort();
  assert.deepEqual(codes, [201, 409], `${a.body} ${b.body}`);
  const made = (a.statusCode === 201 ? a : b).json<Booking>();
  const lost = (a.statusCode === 201 ? b : a).json<{ code: string }>();
  assert.ok(['STAY_REWARD_USED', 'STAY_REWARD_NOT_AVAILABLE'].includes(lost.code), lost.code);
  assert.equal(made.total, withReward.total);
  const held = await profile(m.token);
  assert.equal(held.user_loyalty_type, 'stay_reward');
  assert.equal(held.loyalty_remaining_booking_count, 5);
  assert.equal((await summaryOf(m.token)).json<BookingSummary>().stay_reward?.status, 'know_more');

  // the held booking is released: the reward is free again
  const cancel = await call(kit.app, 'cancelBooking', { token: m.token, body: { booking_salt: made.booking_salt } });
  assert.ok(cancel.statusCode < 300, cancel.body);
  assert.equal((await summaryOf(m.token)).json<BookingSummary>().stay_reward?.status, 'available');
  const after = await profile(m.token);
  assert.deepEqual([after.user_loyalty_type, after.loyalty_remaining_booking_count], [null, 0]);
});

test('a corporate rate takes no stay reward', async () => {
  const m = await kit.signUp('reward.corporate@example.test');
  await completeStays(m.token, 5);
  const refused = await call(kit.app, 'addUserRedLoyalty', { token: m.token, body: body({ corporate: true }) });
  assert.ok([403, 409].includes(refused.statusCode), refused.body);
});

test('site_loyalty_benefits: the country rules in its currency, and where a signed-in caller stands', async () => {
  const guest = await call(kit.app, 'siteLoyaltyBenefits', {
    token: await kit.guestToken(),
    query: { locale: 'en-sg' },
  });
  assert.equal(guest.statusCode, 200, guest.body);
  const sg = guest.json<SiteLoyaltyBenefits>();
  assert.deepEqual(
    [sg.country, sg.currency, sg.member_discount_percent, sg.stay_reward.max_discount, sg.you],
    ['sg', 'SGD', 10, 800, null],
  );
  assert.deepEqual(
    sg.points.tiers.map((t) => t.tier),
    ['bronze', 'silver', 'gold', 'diamond'],
  );

  const m = await kit.signUp('reward.benefits@example.test');
  await completeStays(m.token, 5);
  const mine = (
    await call(kit.app, 'siteLoyaltyBenefits', { token: m.token, query: { locale: 'id-id' } })
  ).json<SiteLoyaltyBenefits>();
  assert.equal(mine.stay_reward.max_discount, CAP);
  assert.deepEqual(mine.you, {
    loyalty_tier: 'bronze',
    completed_stays: 5,
    loyalty_status: 'available',
    remaining_bookings: 0,
  });
  const bad = await call(kit.app, 'siteLoyaltyBenefits', { token: m.token, query: { locale: 'xx-yy' } });
  assert.equal(bad.statusCode, 400);
});

test('a run-out booking paid after all gives its money back when its stay reward went to another booking', async () => {
  const m = await kit.signUp('reward.late@example.test');
  await completeStays(m.token, 5);
  const first = (await book(m.token, { use_stay_reward: true })).json<Booking>();
  const db = kit.database.db;
  // its hold ran out and the sweeper ended it: the rooms and the reward are free again
  await db.execute(
    sql`update bookings set status = 'cancelled', cancel_reason = 'hold_expired' where id = ${first.id}`,
  );
  await db.execute(sql`update inventory i set sold_rooms = i.sold_rooms - b.rooms from bookings b
    where b.id = ${first.id} and i.room_type_id = b.room_type_id and i.stay_date >= b.check_in and i.stay_date < b.check_out`);
  const second = await book(m.token, { use_stay_reward: true });
  assert.equal(second.statusCode, 201, second.body);

  const payments = createPaymentRepository(db);
  const stayRewards = createStayRewardRepository(db);
  const paymentId = await payments.insert({
    bookingId: first.id,
    method: 'card',
    provider: 'sandbox',
    amountMinor: first.total,
    currency: first.currency,
    createdAt: kit.clock.now,
  });
  const result = await payments.applyEvent({
    provider: 'sandbox',
    eventId: `evt_late_${paymentId}`,
    type: 'payment.succeeded',
    paymentId,
    payload: {},
    status: 'succeeded',
    now: kit.clock.now,
    stayRewardFree: (tx, userId) => stayRewards.free(tx, userId, kit.clock.now),
  });
  assert.equal(result, 'refund_due');
  const [row] = rowsOf<{ status: string }>(await db.execute(sql`select status from bookings where id = ${first.id}`));
  assert.equal(row?.status, 'cancelled', 'one reward pays for one stay: the late one is not brought back');
});
