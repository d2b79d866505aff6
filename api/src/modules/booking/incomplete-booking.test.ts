/**
 * Abandoned booking: incomplete_card_booking_status answers the caller's booking still
 * on hold for a card payment, and nothing once it is paid (the sandbox gateway's real webhook),
 * released or run out; nobody sees another user's.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Booking, CardPayment, IncompleteCardBooking } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { TEST_CARDS } from '../../sandbox-gateway/gateway-app.ts';
import { createGatewayTestApp } from '../../../test/gateway-test-kit.ts';
import { pickBookableRoom, type RoomPick } from './booking-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let pick: RoomPick;
let alice: { token: string; id: number };
let bob: { token: string; id: number };
let day = 20;

async function hold(token: string): Promise<Booking> {
  day += 1;
  const res = await call(kit.app, 'bookNow', {
    token,
    body: {
      ...pick,
      check_in_date: stayDate(TODAY, day),
      check_out_date: stayDate(TODAY, day + 1),
      rooms: 1,
      guest: 2,
      first_name: 'Wulan',
      email: 'wulan@example.test',
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<Booking>();
}
const incomplete = async (token: string, salt?: string) => {
  const res = await call(kit.app, 'incompleteCardBooking', { token, query: salt ? { booking_salt: salt } : {} });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<IncompleteCardBooking>().booking;
};

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY });
  ({ kit, gateway } = env);
  const found = await pickBookableRoom(kit, {
    check_in_date: stayDate(TODAY, 21),
    check_out_date: stayDate(TODAY, 22),
    rooms: 1,
    guest: 2,
  });
  assert.ok(found, 'a bookable room');
  pick = found;
  alice = await kit.signUp('alice.incomplete@example.test');
  bob = await kit.signUp('bob.incomplete@example.test');
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test("a user's newest unpaid hold is answered until the card payment confirms it", async () => {
  assert.equal(await incomplete(alice.token), null, 'nothing booked yet');
  await hold(alice.token);
  const newest = await hold(alice.token);
  const open = await incomplete(alice.token);
  assert.equal(open?.booking_salt, newest.booking_salt);
  assert.equal(open?.status, 'pending');
  assert.equal(open?.hold_expires_at, newest.hold_expires_at);
  // the guest left at the card page and comes back: pays there, the gateway's webhook confirms
  const checkout = (
    await call(kit.app, 'cardPayment', {
      token: alice.token,
      body: { booking_salt: newest.booking_salt, return_url: 'http://localhost:8080/en-id/payments' },
    })
  ).json<CardPayment>();
  const paid = await fetch(checkout.redirect_url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: TEST_CARDS.success, exp: '12/30', cvc: '123', name: 'Wulan' }),
  });
  assert.equal(paid.status, 303);
  for (let i = 0; i < 100 && (await incomplete(alice.token))?.booking_salt === newest.booking_salt; i += 1)
    await new Promise((r) => setTimeout(r, 50));
  const after = await incomplete(alice.token);
  assert.notEqual(after?.booking_salt, newest.booking_salt, 'the paid booking is no longer offered');
  // the older hold is still unpaid: it is offered now
  assert.equal(after?.status, 'pending');
});

test('a released hold and a hold that ran out are not offered', async () => {
  const bobs = await hold(bob.token);
  assert.equal((await incomplete(bob.token))?.booking_salt, bobs.booking_salt);
  await call(kit.app, 'releaseSaleRoom', { token: bob.token, body: { booking_salt: bobs.booking_salt } });
  assert.equal(await incomplete(bob.token), null);

  const guest = await kit.guestToken();
  const g = await hold(guest);
  assert.equal(
    (await incomplete(guest, g.booking_salt))?.booking_salt,
    g.booking_salt,
    "a guest's kept salt finds its hold",
  );
  const saved = kit.clock.now;
  kit.clock.now = new Date(Date.parse(g.hold_expires_at!) + 1000);
  try {
    assert.equal(await incomplete(await kit.guestToken(), g.booking_salt), null, 'the hold ran out');
  } finally {
    kit.clock.now = saved;
  }
});

test("nobody is offered another user's hold, even with its salt; a guest without a salt gets nothing", async () => {
  const alices = await hold(alice.token);
  assert.equal(await incomplete(bob.token, alices.booking_salt), null);
  assert.equal(await incomplete(await kit.guestToken(), alices.booking_salt), null);
  assert.equal(await incomplete(await kit.guestToken()), null);
  // a salt of nothing at all: null too (not a 404 that would tell salts apart)
  assert.equal(await incomplete(bob.token, 'x'.repeat(22)), null);
});
