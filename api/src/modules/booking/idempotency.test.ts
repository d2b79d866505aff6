/**
 * Idempotency keys belong to whoever sent them (a user, or the guest token's holder), as a payment
 * provider scopes keys per account: the same key and body from another principal is a new request,
 * never the first sender's answer (which would hand over their booking salt).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { Booking, OtpSent, PayAtHotelResult } from '@rednest/shared/contracts/dto';
import { call, guestToken } from '../../../test/http.ts';
import { payAtHotelCode } from '../../../test/dev-inbox.ts';
import {
  createCatalogTestApp,
  findBookableRoom,
  findPayAtHotelRoom,
  stayDate,
  type BookableRoom,
  type CatalogTestApp,
  type TestClock,
} from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let room: BookableRoom;

const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
const bodyFor = (
  r: { slug: string; roomTypeId: number; ratePlanId: number },
  day: number,
  key: string,
  email = 'same.person@example.test',
) => ({
  hotel: r.slug,
  room_type_id: r.roomTypeId,
  rate_plan_id: r.ratePlanId,
  ...on(day),
  first_name: 'Sari',
  email,
  phone: '+62 812 3456 7890',
  idempotency_key: key,
});
const book = async (token: string, body: unknown) => {
  const res = await call(kit.app, 'bookNow', { token, body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<Booking>();
};

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  room = (await findBookableRoom(kit, on(20), { minFree: 4 }))!;
  assert.ok(room);
});
after(async () => {
  await kit?.close();
});

test('one key and body from two guests: two bookings, each guest gets only their own again', async () => {
  const key = crypto.randomUUID();
  const body = bodyFor(room, 20, key);
  const [first, second] = [await guestToken(kit.app), await guestToken(kit.app)];
  const a = await book(first, body);
  const b = await book(second, body);
  assert.notEqual(b.booking_salt, a.booking_salt, "another guest never receives the first guest's booking");
  assert.notEqual(b.id, a.id);
  // each sender's retry is answered as before
  assert.equal((await book(first, body)).booking_salt, a.booking_salt);
  assert.equal((await book(second, body)).booking_salt, b.booking_salt);
});

test('one key and body from a guest and from a user: two bookings', async () => {
  const key = crypto.randomUUID();
  const body = bodyFor(room, 21, key);
  const guest = await guestToken(kit.app);
  const user = await kit.signUp('idem.user@example.test');
  const g = await book(guest, body);
  const u = await book(user.token, body);
  assert.notEqual(u.booking_salt, g.booking_salt);
  assert.equal((await book(user.token, body)).booking_salt, u.booking_salt);
  // and the other way round: the user's key is not the guest's either
  const later = bodyFor(room, 22, crypto.randomUUID());
  const u2 = await book(user.token, later);
  assert.notEqual((await book(guest, later)).booking_salt, u2.booking_salt);
});

test("pay_at_hotel_payment: another guest's same key and body is not answered as the first guest's attempt", async () => {
  const pah = await findPayAtHotelRoom(kit);
  assert.ok(pah);
  const to = 'idem.pah@example.test';
  const first = await guestToken(kit.app);
  const b = await book(first, bodyFor(pah, 5, crypto.randomUUID(), to));
  const asked = await call(kit.app, 'delayedPaymentsOtp', { token: first, body: { booking_salt: b.booking_salt } });
  assert.equal(asked.statusCode, 200, asked.body);
  const code = await payAtHotelCode(kit.app, to);
  const body = {
    booking_salt: b.booking_salt,
    request_id: asked.json<OtpSent>().request_id,
    otp: code,
    arrival_slot: '23:00-24:00',
    idempotency_key: crypto.randomUUID(),
  };
  const confirmed = await call(kit.app, 'payAtHotelPayment', { token: first, body });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(confirmed.json<PayAtHotelResult>().booking.status, 'confirmed');
  // the first guest's retry is their answer again
  assert.equal((await call(kit.app, 'payAtHotelPayment', { token: first, body })).statusCode, 200);
  // another guest holding the salt and sending the same key is a new attempt, which finds the booking paid
  const other = await call(kit.app, 'payAtHotelPayment', { token: await guestToken(kit.app), body });
  assert.equal(other.statusCode, 409, other.body);
  assert.equal(other.json<{ code: string }>().code, 'BOOKING_NOT_PENDING');
});
