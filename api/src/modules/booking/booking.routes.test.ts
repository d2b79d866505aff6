import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { MyBookings } from '@rednest/shared/contracts/dto';
import { seedBookingsFor } from '../../db/seed/demo-bookings.ts';
import { createCatalogTestApp, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let alice: { token: string; id: number };
let bob: { token: string; id: number };

const mine = async (token: string, query: Record<string, string | number | undefined> = {}) => {
  const res = await kit.get('myBookings', query, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<MyBookings>();
};

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  alice = await kit.signUp('alice@example.test');
  bob = await kit.signUp('bob@example.test');
  await seedBookingsFor(kit.app.database.db, alice.id, 'Alice Tan', TODAY);
});
after(async () => {
  await kit?.close();
});

test('a new account has an empty list with no pages', async () => {
  for (const type of ['upcoming', 'completed', 'cancelled']) {
    const list = await mine(bob.token, { type });
    assert.deepEqual(list, { bookings: [], next_page: null, total_pages: 0, type });
  }
});

test('upcoming stays come soonest first, with hotel, picture, nights and total', async () => {
  const list = await mine(alice.token);
  assert.equal(list.type, 'upcoming');
  assert.equal(list.bookings.length, 2);
  assert.deepEqual(
    list.bookings.map((b) => b.status),
    ['confirmed', 'pending'],
  );
  const [first] = list.bookings;
  assert.equal(first!.check_in_date, '2026-03-24');
  assert.equal(first!.check_out_date, '2026-03-27');
  assert.equal(first!.no_of_nights, 3);
  assert.equal(first!.city, 'Jakarta');
  assert.equal(first!.currency, 'IDR');
  assert.ok(first!.total > 0 && first!.hotel_name.length > 0);
  assert.match(first!.lead_picture, /^\/api\/images\/properties\/\d+\/1\.svg$/);
  assert.equal(list.next_page, null);
  assert.equal(list.total_pages, 1);
});

test('completed and cancelled tabs', async () => {
  const completed = await mine(alice.token, { type: 'completed' });
  assert.deepEqual(
    completed.bookings.map((b) => b.check_in_date),
    ['2026-01-09', '2025-11-10'],
  );
  const cancelled = await mine(alice.token, { type: 'cancelled' });
  assert.equal(cancelled.bookings.length, 1);
  assert.equal(cancelled.bookings[0]!.status, 'cancelled');
});

test('a confirmed stay moves to completed once its check-out day has passed at the hotel', async () => {
  const saved = kit.clock.now;
  try {
    // the Jakarta stay checks out on the 27th: 16:30 UTC is 23:30 there, 17:30 UTC is already the 28th
    kit.clock.now = new Date('2026-03-27T16:30:00Z');
    assert.ok((await mine(alice.token)).bookings.some((b) => b.check_out_date === '2026-03-27'));
    kit.clock.now = new Date('2026-03-27T17:30:00Z');
    assert.ok(!(await mine(alice.token)).bookings.some((b) => b.check_out_date === '2026-03-27'));
    const done = (await mine(alice.token, { type: 'completed' })).bookings.find(
      (b) => b.check_out_date === '2026-03-27',
    );
    assert.equal(done?.status, 'completed');
  } finally {
    kit.clock.now = saved;
  }
});

test('each user sees only their own bookings', async () => {
  const all = [
    ...(await mine(alice.token)).bookings,
    ...(await mine(alice.token, { type: 'completed' })).bookings,
    ...(await mine(alice.token, { type: 'cancelled' })).bookings,
  ];
  assert.equal(all.length, 5);
  await seedBookingsFor(kit.app.database.db, bob.id, 'Bob Lim', TODAY);
  const bobs = (await mine(bob.token)).bookings;
  assert.equal(bobs.length, 2);
  const aliceSalts = new Set(all.map((b) => b.booking_salt));
  assert.ok(bobs.every((b) => !aliceSalts.has(b.booking_salt)));
  // the user comes from the token: a user_id in the query changes nothing
  const res = await kit.get('myBookings', { user_id: alice.id } as never, bob.token);
  assert.ok(res.statusCode === 400 || res.json<MyBookings>().bookings.every((b) => !aliceSalts.has(b.booking_salt)));
});

test('guests and anonymous callers get a 401; bad input a 400', async () => {
  assert.equal((await kit.get('myBookings', {}, await kit.guestToken())).statusCode, 401);
  assert.equal((await kit.app.inject({ method: 'GET', url: kit.path('myBookings') })).statusCode, 401);
  assert.equal((await kit.get('myBookings', { type: 'everything' }, alice.token)).statusCode, 400);
  assert.equal((await kit.get('myBookings', { page: 0 }, alice.token)).statusCode, 400);
  assert.equal((await kit.get('myBookings', { page: 'two' }, alice.token)).statusCode, 400);
});
