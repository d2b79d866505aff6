/**
 * book_now, get_booking, release_sale_room and the hold sweeper: the server prices
 * the stay, holds exactly the rooms there are, answers a repeated key with the first answer,
 * and gives held rooms back when a hold ends.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking } from '@rednest/shared/contracts/dto';
import { rowsOf } from '../../db/client.ts';
import { call } from '../../../test/http.ts';
import { createBookingRepository } from './booking.repository.ts';
import { createBookingService } from './booking.service.ts';
import {
  createCatalogTestApp,
  findBookableRoom,
  stayDate,
  type CatalogTestApp,
  type TestClock,
} from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let alice: { token: string; id: number };
let bob: { token: string; id: number };
/** a hotel, one of its room types with its free rooms, and a plan, for stays a week out */
let pick: { slug: string; roomTypeId: number; ratePlanId: number; total: number; free: number };

const stay = { check_in_date: stayDate(TODAY, 7), check_out_date: stayDate(TODAY, 9), rooms: 1, guest: 2 };
const key = () => crypto.randomUUID();
const guestDetails = {
  first_name: 'Sari',
  last_name: 'Wijaya',
  email: 'sari@example.test',
  phone: '+62 812 3456 7890',
};

const book = async (body: Record<string, unknown>, token?: string) =>
  call(kit.app, 'bookNow', { token: token ?? (await kit.guestToken()), body });
const bodyFor = (overrides: Record<string, unknown> = {}) => ({
  hotel: pick.slug,
  room_type_id: pick.roomTypeId,
  rate_plan_id: pick.ratePlanId,
  ...stay,
  ...guestDetails,
  idempotency_key: key(),
  ...overrides,
});
/** a stay of its own for each test (days after TODAY), so one test's holds never sell out another's room */
const on = (day: number) => ({ check_in_date: stayDate(TODAY, day), check_out_date: stayDate(TODAY, day + 1) });
const iso = (day: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + day);
  return d.toISOString().slice(0, 10);
};
const freeRooms = async (roomTypeId: number, from: string, to: string) =>
  rowsOf<{ free: number }>(
    await kit.database.db.execute(sql`
    select min(total_rooms - sold_rooms)::int as free from inventory where room_type_id = ${roomTypeId} and stay_date >= ${from} and stay_date < ${to}`),
  )[0]!.free;

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  alice = await kit.signUp('alice.holds@example.test');
  bob = await kit.signUp('bob.holds@example.test');
  pick = (await findBookableRoom(kit, stay))!;
  assert.ok(pick, 'a bookable room in Jakarta');
});
after(async () => {
  await kit?.close();
});

test('book_now holds the room at the price the hotel page showed, for the hold time, and takes the rooms off sale', async () => {
  const before = await freeRooms(pick.roomTypeId, '2026-03-17', '2026-03-19');
  const res = await book(bodyFor(), alice.token);
  assert.equal(res.statusCode, 201, res.body);
  const b = res.json<Booking>();
  assert.equal(b.status, 'pending');
  assert.equal(b.total, pick.total);
  assert.equal(b.room_charge - b.discount + b.service_charge + b.taxes, b.total);
  assert.match(b.booking_salt, /^[A-Za-z0-9_-]{22}$/);
  assert.equal(b.check_in_date, '2026-03-17');
  assert.equal(b.no_of_nights, 2);
  assert.equal(b.guest_name, 'Sari Wijaya');
  assert.equal(Date.parse(b.hold_expires_at!) - kit.clock.now.getTime(), 15 * 60_000);
  assert.equal(await freeRooms(pick.roomTypeId, '2026-03-17', '2026-03-19'), before - 1);
});

test("a client-sent total is ignored: the price is the server's", async () => {
  const res = await book({ ...bodyFor(on(10)), total: 1, total_tarrif: 1, price: 1 }, alice.token);
  assert.equal(res.statusCode, 201, res.body);
  const b = res.json<Booking>();
  assert.ok(b.total > 1);
  assert.equal(b.room_charge - b.discount + b.service_charge + b.taxes, b.total);
});

test('the same idempotency key and body get the first answer; another body with it is refused; nothing is held twice', async () => {
  const body = bodyFor();
  const first = await book(body, alice.token);
  const free = await freeRooms(pick.roomTypeId, '2026-03-17', '2026-03-19');
  const again = await book(body, alice.token);
  assert.equal(again.statusCode, 201);
  assert.deepEqual(again.json(), first.json());
  assert.equal(await freeRooms(pick.roomTypeId, '2026-03-17', '2026-03-19'), free);
  const other = await book({ ...body, guest: 1 }, alice.token);
  assert.equal(other.statusCode, 409);
  assert.equal(other.json<{ code: string }>().code, 'IDEMPOTENCY_KEY_REUSED');
  // the key belongs to its caller: Bob's use of it is his own booking
  const bobs = await book(body, bob.token);
  assert.equal(bobs.statusCode, 201);
  assert.notEqual(bobs.json<Booking>().booking_salt, first.json<Booking>().booking_salt);
});

test('the last room goes to exactly one of 200 concurrent bookings; the others are told it is sold out', async () => {
  const night = on(20);
  const free = await freeRooms(pick.roomTypeId, iso(20), iso(21));
  // take all but one room
  for (let i = 0; i < free - 1; i += 1) assert.equal((await book(bodyFor(night))).statusCode, 201);
  const answers = await Promise.all(Array.from({ length: 200 }, () => book(bodyFor(night))));
  const codes = answers.map((r) => r.statusCode).sort();
  assert.equal(codes.filter((c) => c === 201).length, 1, JSON.stringify(codes));
  assert.equal(codes.filter((c) => c === 409).length, 199);
  assert.ok(
    answers.filter((r) => r.statusCode === 409).every((r) => r.json<{ code: string }>().code === 'ROOM_SOLD_OUT'),
  );
  assert.equal(await freeRooms(pick.roomTypeId, iso(20), iso(21)), 0);
});

test('a guest booking is read with its salt; a user booking only by its owner; other ids are not found', async () => {
  const guest = (await book(bodyFor(on(11)))).json<Booking>();
  const read = await call(kit.app, 'getBooking', {
    token: await kit.guestToken(),
    query: { booking_salt: guest.booking_salt },
  });
  assert.equal(read.statusCode, 200);
  assert.equal(read.json<Booking>().id, guest.id);
  const alices = (await book(bodyFor(on(12)), alice.token)).json<Booking>();
  assert.equal(
    (await call(kit.app, 'getBooking', { token: alice.token, query: { booking_salt: alices.booking_salt } }))
      .statusCode,
    200,
  );
  for (const token of [bob.token, await kit.guestToken()]) {
    const other = await call(kit.app, 'getBooking', { token, query: { booking_salt: alices.booking_salt } });
    assert.equal(other.statusCode, 404);
    assert.equal(other.json<{ code: string }>().code, 'BOOKING_NOT_FOUND');
    assert.equal(
      (await call(kit.app, 'releaseSaleRoom', { token, body: { booking_salt: alices.booking_salt } })).statusCode,
      404,
    );
  }
  assert.equal(
    (await call(kit.app, 'getBooking', { token: alice.token, query: { booking_salt: 'A'.repeat(22) } })).statusCode,
    404,
  );
});

test('release_sale_room gives the rooms back at once and is safe to repeat', async () => {
  const b = (await book(bodyFor(on(13)), alice.token)).json<Booking>();
  const held = await freeRooms(pick.roomTypeId, iso(13), iso(14));
  const res = await call(kit.app, 'releaseSaleRoom', { token: alice.token, body: { booking_salt: b.booking_salt } });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json<Booking>().status, 'cancelled');
  assert.equal(res.json<Booking>().cancel_reason, 'released');
  assert.equal(await freeRooms(pick.roomTypeId, iso(13), iso(14)), held + 1);
  const again = await call(kit.app, 'releaseSaleRoom', { token: alice.token, body: { booking_salt: b.booking_salt } });
  assert.equal(again.statusCode, 200);
  assert.equal(await freeRooms(pick.roomTypeId, iso(13), iso(14)), held + 1);
});

test('an unpaid hold ends when its time runs out: it reads as expired and its rooms are on sale again', async () => {
  const b = (await book(bodyFor(on(14)), alice.token)).json<Booking>();
  const held = await freeRooms(pick.roomTypeId, iso(14), iso(15));
  const start = kit.clock.now;
  try {
    kit.clock.now = new Date(start.getTime() + 16 * 60_000);
    const read = (
      await call(kit.app, 'getBooking', { token: alice.token, query: { booking_salt: b.booking_salt } })
    ).json<Booking>();
    assert.equal(read.status, 'cancelled');
    assert.equal(read.cancel_reason, 'hold_expired');
    assert.equal(read.hold_expires_at, null);
    assert.equal(await freeRooms(pick.roomTypeId, iso(14), iso(15)), held + 1);
  } finally {
    kit.clock.now = start;
  }
});

test('the sweeper ends every hold that ran out, once, and leaves paid and live ones alone', async () => {
  const start = kit.clock.now;
  const held = await freeRooms(pick.roomTypeId, iso(16), iso(17));
  const early = (await book(bodyFor(on(16)), alice.token)).json<Booking>();
  kit.clock.now = new Date(start.getTime() + 10 * 60_000);
  const late = (await book(bodyFor(on(16)), alice.token)).json<Booking>();
  try {
    kit.clock.now = new Date(start.getTime() + 16 * 60_000);
    const sweeper = createBookingService({
      repo: createBookingRepository(kit.database.db),
      now: () => kit.clock.now,
      pictureUrl: () => '',
    });
    assert.ok((await sweeper.releaseExpiredHolds()) >= 1);
    assert.equal(await sweeper.releaseExpiredHolds(), 0);
    assert.equal(await freeRooms(pick.roomTypeId, iso(16), iso(17)), held - 1);
    const read = async (salt: string) =>
      (await call(kit.app, 'getBooking', { token: alice.token, query: { booking_salt: salt } })).json<Booking>().status;
    assert.equal(await read(early.booking_salt), 'cancelled');
    assert.equal(await read(late.booking_salt), 'pending');
  } finally {
    kit.clock.now = start;
  }
});

test('bad choices get a clear answer: unknown room or plan, too many guests, a past stay', async () => {
  const code = async (overrides: Record<string, unknown>) => {
    const res = await book(bodyFor({ ...on(15), ...overrides }), alice.token);
    return `${res.statusCode} ${res.json<{ code: string }>().code}`;
  };
  assert.equal(await code({ room_type_id: 999_999 }), '404 ROOM_NOT_FOUND');
  assert.equal(await code({ rate_plan_id: 999_999 }), '404 RATE_PLAN_NOT_FOUND');
  assert.equal(await code({ hotel: 'no-such-hotel' }), '404 HOTEL_NOT_FOUND');
  assert.equal(await code({ guest: 40, rooms: 1 }), '400 ROOM_TOO_SMALL');
  assert.match(await code({ check_in_date: stayDate(TODAY, 3), check_out_date: stayDate(TODAY, 2) }), /^400 /);
  assert.match(await code({ idempotency_key: 'short' }), /^400 VALIDATION_FAILED/);
});

test('get_booking reads the booking and what stands beside it from one moment: a change committed in between is not seen half-way', async (t) => {
  if (kit.database.kind === 'pglite')
    return t.skip('PGlite has one connection: no other writer can commit between two reads');
  const b = (await book(bodyFor(on(24)), alice.token)).json<Booking>();
  const db = kit.database.db;
  const repo = createBookingRepository(db);
  const service = createBookingService({
    repo,
    now: () => kit.clock.now,
    pictureUrl: () => '',
    snapshot: (fn) =>
      db.transaction((tx) => fn(tx as unknown as typeof db), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
  });
  const read = await service.getBookingWith(b.booking_salt, { userId: alice.id }, async (id, tx) => {
    // another connection moves the stay and commits while the read is under way
    await db.execute(sql`update bookings set check_out = check_out + 1 where id = ${id}`);
    return (await repo.findBySalt(b.booking_salt, tx))!.check_out;
  });
  assert.equal(read.booking.check_out_date, b.check_out_date);
  assert.equal(read.alongside, b.check_out_date, 'the second read sees the same moment as the first');
  const after = (
    await call(kit.app, 'getBooking', { token: alice.token, query: { booking_salt: b.booking_salt } })
  ).json<Booking & { date_change: unknown }>();
  assert.equal(after.no_of_nights, b.no_of_nights + 1, 'a new read sees the change');
  assert.equal(after.date_change, null);
});
