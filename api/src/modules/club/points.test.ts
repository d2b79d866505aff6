/**
 * Points as a member meets them: the summary offers whole points worth up to 20% of the stay, paying
 * part of it before redcash; book_now reserves them, paying spends them, an ended hold gives them
 * back, a cancelled paid booking returns them; recent_redpoints shows the balance, the tier, what a
 * point is worth and every movement; the tier-up animation shows once; the trial balance agrees.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, BookingSummary, RecentRedpoints } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import {
  createCatalogTestApp,
  type CatalogTestApp,
  type TestClock,
  twoNightStay,
} from '../../../test/catalog-test-kit.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { ledgerOn } from '../ledger/ledger-on.ts';
import { trialBalance } from '../ledger/trial-balance.repository.ts';
import { pickBookableRoom, type RoomPick } from '../booking/booking-test-kit.ts';

const TODAY = '2026-03-10';
/** what a point takes off an IDR stay (Rp 5,000 in minor units) */
const POINT = 500_000;
let kit: CatalogTestApp & { clock: TestClock };
let ledger: Ledger;
let pick: RoomPick;
const stay = twoNightStay(TODAY);
const member = async (email: string, points: number) => {
  const m = await kit.signUp(email);
  if (points > 0) await ledger.creditPoints({ userId: m.id, amount: points, kind: 'stay', key: `test:${email}` });
  return m;
};
const summaryOf = (token: string, extra: Record<string, unknown> = {}) =>
  call(kit.app, 'bookingSummary', { token, body: { ...pick, ...stay(10), ...extra } });
const redpoints = async (token: string) => (await call(kit.app, 'recentRedpoints', { token })).json<RecentRedpoints>();
const book = (token: string, extra: Record<string, unknown> = {}) =>
  call(kit.app, 'bookNow', {
    token,
    body: {
      ...pick,
      ...stay(10),
      first_name: 'Ayu',
      email: 'ayu.points@example.test',
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
      ...extra,
    },
  });
const setStatus = (id: number, status: string) =>
  kit.database.db.execute(sql`update bookings set status = ${status}, hold_expires_at = null where id = ${id}`);

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  ledger = ledgerOn(kit.database.db, () => kit.clock.now);
  pick = (await pickBookableRoom(kit, stay(10)))!;
  assert.ok(pick);
});
after(async () => {
  await kit?.close();
});

test('apply_door_points pays whole points up to 20% of the stay; remove_door_points takes them off', async () => {
  const m = await member('points.rich@example.test', 100_000);
  const offered = (await summaryOf(m.token)).json<BookingSummary>();
  const usable = Math.floor(Math.floor((offered.stay_total * 20) / 100) / POINT);
  assert.ok(usable > 0);
  assert.deepEqual(offered.points, { available: 100_000, usable, point_value: POINT });

  const applied = await call(kit.app, 'applyDoorPoints', { token: m.token, body: { ...pick, ...stay(10) } });
  assert.equal(applied.statusCode, 200, applied.body);
  const line = applied.json<BookingSummary>().adjustments.find((a) => a.kind === 'points');
  assert.deepEqual([line?.quantity, line?.amount], [usable, -usable * POINT]);
  assert.equal(applied.json<BookingSummary>().total, offered.total - usable * POINT);

  // with redcash too, each pays its own share and the total never goes below what is left
  await ledger.creditRedcash({
    userId: m.id,
    currency: 'IDR',
    amount: 1_000_000_000,
    kind: 'cashback',
    from: 'cashback',
    key: 'test:points.rich',
  });
  const both = (await summaryOf(m.token, { use_points: true, use_redcash: true })).json<BookingSummary>();
  const redcash = -both.adjustments.find((a) => a.kind === 'redcash')!.amount;
  assert.equal(redcash, Math.floor((offered.stay_total * 30) / 100));
  assert.equal(both.total, offered.total - usable * POINT - redcash);

  const removed = await call(kit.app, 'removeDoorPoints', {
    token: m.token,
    body: { ...pick, ...stay(10), use_points: true },
  });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.equal(removed.json<BookingSummary>().total, offered.total);

  const few = await member('points.few@example.test', 3);
  const small = (await summaryOf(few.token, { use_points: true })).json<BookingSummary>();
  assert.equal(small.adjustments.find((a) => a.kind === 'points')?.quantity, 3, 'a small balance pays all it holds');
});

test('a guest and a member with no points are refused in words', async () => {
  const guest = await call(kit.app, 'applyDoorPoints', {
    token: await kit.guestToken(),
    body: { ...pick, ...stay(10) },
  });
  assert.equal(guest.statusCode, 401);
  const asGuest = await summaryOf(await kit.guestToken(), { use_points: true });
  assert.equal(asGuest.statusCode, 403);
  assert.equal(asGuest.json().code, 'POINTS_SIGN_IN');

  const empty = await member('points.none@example.test', 0);
  const none = await summaryOf(empty.token, { use_points: true });
  assert.equal(none.statusCode, 409);
  assert.equal(none.json().code, 'POINTS_EMPTY');
  assert.match(none.json().message, /no points/);
});

test('book_now reserves the points; paid they are spent, an ended hold and a cancellation give them back', async () => {
  const m = await member('points.spender@example.test', 50);
  const paid = await book(m.token, { use_points: true });
  assert.equal(paid.statusCode, 201, paid.body);
  const booking = paid.json<Booking>();
  const spent = booking.adjustments.find((a) => a.kind === 'points')!.quantity;
  assert.ok(spent > 0);
  assert.equal((await redpoints(m.token)).point_balance, 50 - spent);
  await setStatus(booking.id, 'confirmed');

  const held = (await book(m.token, { use_points: true, ...stay(12) })).json<Booking>();
  const second = held.adjustments.find((a) => a.kind === 'points')!.quantity;
  assert.equal((await redpoints(m.token)).point_balance, 50 - spent - second);
  await setStatus(held.id, 'cancelled');
  assert.equal((await redpoints(m.token)).point_balance, 50 - spent, 'the ended hold gave them back');

  await setStatus(booking.id, 'cancelled');
  const after = await redpoints(m.token);
  assert.equal(after.point_balance, 50, 'the cancelled paid booking returned them');
  assert.deepEqual(
    after.lines.map((l) => [l.kind, l.points, l.pending]),
    [
      ['points_return', spent, false],
      ['points_spend', -spent, false],
      ['stay', 50, false],
    ],
  );
  assert.match(after.lines[0]!.booking_code ?? '', /^RN\d+/);
  const tb = await trialBalance(kit.database.db);
  assert.equal(tb.ok, true, JSON.stringify(tb.mismatches));
});

test('points spent elsewhere between the summary and book_now: 409 POINTS_CHANGED, nothing booked', async () => {
  const m = await member('points.racer@example.test', 4);
  const seen = (await summaryOf(m.token, { use_points: true })).json<BookingSummary>();
  const shown = seen.adjustments.find((a) => a.kind === 'points')!.quantity;
  await ledger.spendPoints({ userId: m.id, amount: 3, kind: 'adjustment', key: 'points.elsewhere' });
  const res = await book(m.token, { use_points: true, points_used: shown });
  assert.equal(res.statusCode, 409, res.body);
  assert.equal(res.json().code, 'POINTS_CHANGED');
});

test('recent_redpoints: tier, the next one, what a point is worth; a tier rise animates once', async () => {
  const m = await member('points.tier@example.test', 7);
  const first = await redpoints(m.token);
  assert.equal(first.loyalty_tier, 'bronze');
  assert.deepEqual(first.next_tier, { key: 'silver', min_stays: 3 });
  assert.deepEqual([first.point_value, first.currency, first.points_per_night], [POINT, 'IDR', 1]);
  assert.equal(first.show_tier_animation, false);

  await kit.database.db.execute(sql`update users set loyalty_tier = 'gold' where id = ${m.id}`);
  assert.equal((await redpoints(m.token)).show_tier_animation, true);
  const marked = await call(kit.app, 'markShowAnimation', { token: m.token });
  assert.equal(marked.statusCode, 200, marked.body);
  assert.deepEqual(marked.json(), { loyalty_tier: 'gold', shown: true });
  const later = await redpoints(m.token);
  assert.equal(later.show_tier_animation, false, 'shown once');
  assert.deepEqual(later.next_tier, { key: 'diamond', min_stays: 15 });

  // an unknown tier reads as bronze
  await kit.database.db.execute(sql`update users set loyalty_tier = 'platinum' where id = ${m.id}`);
  assert.equal((await redpoints(m.token)).loyalty_tier, 'bronze');
  assert.equal((await call(kit.app, 'recentRedpoints', { token: await kit.guestToken() })).statusCode, 401);
});
