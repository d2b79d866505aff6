/**
 * A declined card is told: the booking's latest payment attempt and how it ended, as
 * get_booking, payment_options and incomplete_card_booking_status answer it (`last_payment`), on
 * loopback with the sandbox gateway: declined by the card's bank, then paid with another card on
 * the same page; a wrong 3-D Secure code; a fresh attempt after a decline; only the owner reads it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  Booking,
  CardPayment,
  IncompleteCardBooking,
  LastPayment,
  PaymentOptions,
} from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { findBookableRoom, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { TEST_CARDS } from '../../sandbox-gateway/gateway-app.ts';
import { createGatewayTestApp } from '../../../test/gateway-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let pick: { slug: string; roomTypeId: number; ratePlanId: number };
let owner: { token: string; id: number };
let stranger: { token: string; id: number };

const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});

async function hold(day: number, token: string): Promise<Booking> {
  const res = await call(kit.app, 'bookNow', {
    token,
    body: {
      hotel: pick.slug,
      room_type_id: pick.roomTypeId,
      rate_plan_id: pick.ratePlanId,
      ...on(day),
      first_name: 'Sari',
      email: 'sari.declined@example.test',
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<Booking>();
}
async function checkout(b: Booking, token: string): Promise<CardPayment> {
  const res = await call(kit.app, 'cardPayment', {
    token,
    body: { booking_salt: b.booking_salt, return_url: 'http://localhost:8080/en-id/payments' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<CardPayment>();
}
/** the guest submits the gateway's card form */
async function pay(url: string, card: string) {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, exp: '12/30', cvc: '123', name: 'Sari Wijaya' }),
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}
async function read(b: Booking, token: string): Promise<Booking> {
  const res = await call(kit.app, 'getBooking', { token, query: { booking_salt: b.booking_salt } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<Booking>();
}
/** the gateway's event arrives on its own schedule: ask until the booking says so */
async function eventually(b: Booking, token: string, ok: (x: Booking) => boolean, what: string): Promise<Booking> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const now = await read(b, token);
    if (ok(now)) return now;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`never ${what}: ${JSON.stringify((await read(b, token)).last_payment)}`);
}

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY });
  ({ kit, gateway } = env);
  pick = (await findBookableRoom(kit, on(30), { minFree: 4 }))!;
  assert.ok(pick);
  owner = await kit.signUp('declined.owner@example.test');
  stranger = await kit.signUp('declined.stranger@example.test');
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('a declined card: get_booking says declined (the booking still held), then the same page takes 4242 and it says succeeded', async () => {
  const b = await hold(20, owner.token);
  assert.equal((await read(b, owner.token)).last_payment, null, 'no attempt yet');
  const c = await checkout(b, owner.token);
  const opened = (await read(b, owner.token)).last_payment!;
  assert.deepEqual(
    { method: opened.method, status: opened.status, amount: opened.amount, declined_at: opened.declined_at },
    { method: 'card', status: 'pending', amount: b.total, declined_at: null },
  );

  const declined = await pay(c.redirect_url, TEST_CARDS.decline);
  assert.equal(declined.status, 402);
  const seen = await eventually(b, owner.token, (x) => x.last_payment?.status === 'declined', 'declined');
  assert.equal(seen.status, 'pending', 'a decline keeps the hold: the guest may pay another way');
  assert.equal(seen.last_payment!.reason_code, 'card_declined');
  assert.ok(
    seen.last_payment!.declined_at &&
      Date.parse(seen.last_payment!.declined_at) >= Date.parse(seen.last_payment!.attempted_at),
  );

  // the ways to pay and the banner that leads back to paying say it too
  const options = (
    await call(kit.app, 'paymentOptions', { token: owner.token, query: { order_id: b.booking_salt } })
  ).json<PaymentOptions>();
  assert.equal(options.order.last_payment?.status, 'declined');
  const banner = (
    await call(kit.app, 'incompleteCardBooking', { token: owner.token, query: { booking_salt: b.booking_salt } })
  ).json<IncompleteCardBooking>();
  assert.equal(banner.booking?.last_payment?.status, 'declined');

  // another card on the same page
  assert.equal((await pay(c.redirect_url, TEST_CARDS.success)).status, 303);
  const paid = await eventually(b, owner.token, (x) => x.status === 'confirmed', 'confirmed');
  assert.deepEqual(
    {
      status: paid.last_payment!.status,
      declined_at: paid.last_payment!.declined_at,
      reason_code: paid.last_payment!.reason_code,
    },
    { status: 'succeeded', declined_at: null, reason_code: null },
  );
});

test('a wrong 3-D Secure code is declined as authentication_failed; paying again opens a new attempt, pending until answered', async () => {
  const b = await hold(21, owner.token);
  const c = await checkout(b, owner.token);
  const asked = await pay(c.redirect_url, TEST_CARDS.challenge);
  assert.equal(asked.status, 303);
  const wrong = await fetch(new URL(asked.location!, c.redirect_url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'code=000000',
  });
  assert.equal(wrong.status, 402);
  const declined = await eventually(b, owner.token, (x) => x.last_payment?.status === 'declined', 'declined');
  assert.equal(declined.last_payment!.reason_code, 'authentication_failed');

  // "Try another card": a new checkout is the latest attempt
  const again = await checkout(b, owner.token);
  assert.notEqual(again.payment_id, c.payment_id);
  assert.equal((await read(b, owner.token)).last_payment?.status, 'pending');
});

test("only the booking's owner reads its payment: another user and a guest get 404", async () => {
  const b = await hold(22, owner.token);
  const c = await checkout(b, owner.token);
  await pay(c.redirect_url, TEST_CARDS.decline);
  await eventually(b, owner.token, (x) => x.last_payment?.status === 'declined', 'declined');
  for (const token of [stranger.token, await kit.guestToken()]) {
    const res = await call(kit.app, 'getBooking', { token, query: { booking_salt: b.booking_salt } });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json<{ code: string }>().code, 'BOOKING_NOT_FOUND');
    assert.doesNotMatch(res.body, /declined/);
    assert.equal(
      (await call(kit.app, 'paymentOptions', { token, query: { order_id: b.booking_salt } })).statusCode,
      404,
    );
  }
  const theirs = (
    await call(kit.app, 'incompleteCardBooking', { token: stranger.token, query: { booking_salt: b.booking_salt } })
  ).json<IncompleteCardBooking>();
  assert.equal(theirs.booking, null);
});

test('a guest booking: whoever holds its salt reads the decline, as they read the booking', async () => {
  const guest = await kit.guestToken();
  const b = await hold(23, guest);
  const c = await checkout(b, guest);
  await pay(c.redirect_url, TEST_CARDS.decline);
  const seen: LastPayment = (await eventually(b, guest, (x) => x.last_payment?.status === 'declined', 'declined'))
    .last_payment!;
  assert.equal(seen.currency, b.currency);
});
