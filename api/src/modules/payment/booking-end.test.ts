/**
 * What hangs off a booking ends with it (on loopback, with the sandbox gateway): released or
 * cancelled, its open card checkouts (by card or through a payment link) and its open virtual
 * account are closed at the gateway, a payment that arrives for it anyway is refunded whole and
 * never confirms the ended booking, a transfer proof is no longer taken, and a pay-at-hotel code
 * asked for it confirms nothing. (A change of dates ending with its booking: date-change.test.ts.)
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Booking, CardPayment, OtpSent, PaymentInstruction, PaymentLink } from '@rednest/shared/contracts/dto';
import { rowsOf } from '../../db/client.ts';
import { call } from '../../../test/http.ts';
import {
  findBookableRoom,
  findPayAtHotelRoom,
  stayDate,
  type CatalogTestApp,
  type TestClock,
} from '../../../test/catalog-test-kit.ts';
import {
  createGatewayTestApp,
  GATEWAY_TEST_KEY,
  holdRoom,
  openCardCheckout,
  payOnGatewayPage,
  pollUntil,
  readBooking,
  type GatewayTestApp,
} from '../../../test/gateway-test-kit.ts';
import { payAtHotelCode, paymentLinkTokens } from '../../../test/dev-inbox.ts';

const TODAY = '2026-03-10';
const SITE = 'http://localhost:8080';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let webhooks: GatewayTestApp['webhooks'];
let gatewayUrl: string;
let pick: { slug: string; roomTypeId: number; ratePlanId: number };

const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
const hold = (day: number, email: string, room = pick, token?: string) => holdRoom(kit, room, on(day), email, token);
const checkout = (b: Booking) => openCardCheckout(kit, b, `${SITE}/en-id/payments`);
const read = (b: Booking, token?: string) => readBooking(kit, b, token);
/** the booking once `ok`, asked for up to 10 s (a refund is asked of the gateway at once; its event follows) */
const until = (b: Booking, ok: (x: Booking) => boolean, token?: string) => pollUntil(() => read(b, token), ok);
const freeRooms = async (day: number) =>
  rowsOf<{ free: number }>(
    await kit.database.db.execute(sql`
  select total_rooms - sold_rooms as free from inventory where room_type_id = ${pick.roomTypeId} and stay_date = ${stayDate(TODAY, day).split('-').reverse().join('-')}`),
  )[0]!.free;

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY, config: { siteUrl: SITE } });
  ({ kit, gateway, webhooks, gatewayUrl } = env);
  pick = (await findBookableRoom(kit, on(30), { minFree: 4 }))!;
  assert.ok(pick);
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('a released booking closes its card checkout at the gateway: the page takes no card', async () => {
  const b = await hold(20, 'release.card@example.test');
  const c = await checkout(b);
  const free = await freeRooms(20);
  assert.equal(
    (await call(kit.app, 'releaseSaleRoom', { token: await kit.guestToken(), body: { booking_salt: b.booking_salt } }))
      .statusCode,
    200,
  );
  assert.equal(await freeRooms(20), free + 1);
  const page = await payOnGatewayPage(c.redirect_url);
  assert.notEqual(page.status, 303, 'the card page no longer takes the card');
  assert.match(page.text, /closed/);
  const now = await read(b);
  assert.deepEqual([now.status, now.last_payment?.status], ['cancelled', 'expired']);
});

test('money taken at the gateway just as the booking is released is refunded whole at once, and does not bring the booking back though its room is free', async () => {
  const b = await hold(24, 'release.race@example.test');
  const c = await checkout(b);
  const free = await freeRooms(24);
  webhooks.hold();
  try {
    assert.equal((await payOnGatewayPage(c.redirect_url)).status, 303);
    assert.equal(
      (
        await call(kit.app, 'releaseSaleRoom', {
          token: await kit.guestToken(),
          body: { booking_salt: b.booking_salt },
        })
      ).statusCode,
      200,
    );
  } finally {
    await webhooks.release();
  }
  const done = await until(b, (x) => x.refund?.status === 'refunded');
  assert.deepEqual([done.status, done.cancel_reason], ['cancelled', 'released']);
  assert.deepEqual([done.refund?.amount, done.refund?.fee, done.refund?.status], [b.total, 0, 'refunded']);
  assert.equal(done.last_payment?.reason_code, 'paid_after_release');
  assert.equal(await freeRooms(24), free + 1, 'the room stays on sale');
});

test('a cancelled booking closes the checkout its payment link opened; money paid through it as the booking is cancelled is refunded whole, the booking stays cancelled', async () => {
  const to = 'cancel.link@example.test';
  const b = await hold(21, to);
  assert.equal(
    (
      await call(kit.app, 'sendPaymentLink', {
        token: await kit.guestToken(),
        body: { booking_salt: b.booking_salt, channels: ['email'] },
      })
    ).statusCode,
    201,
  );
  const [token] = await paymentLinkTokens(kit.app, to);
  const opened = await call(kit.app, 'paymentLinkCardPayment', {
    token: await kit.guestToken(),
    body: { token, return_url: `${SITE}/en-id/link-payment/${token}` },
  });
  assert.equal(opened.statusCode, 201, opened.body);
  const pl = opened.json<CardPayment>();
  // the link's payer pays, and the guest cancels the held booking before that money is seen
  webhooks.hold();
  try {
    assert.equal((await payOnGatewayPage(pl.redirect_url)).status, 303);
    const cancelled = await call(kit.app, 'cancelBooking', {
      token: await kit.guestToken(),
      body: { booking_salt: b.booking_salt },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
  } finally {
    await webhooks.release();
  }
  const done = await until(b, (x) => x.refund?.status === 'refunded');
  assert.deepEqual([done.status, done.cancel_reason], ['cancelled', 'released'], 'never confirmed');
  assert.deepEqual([done.refund?.amount, done.refund?.fee, done.refund?.status], [pl.amount, 0, 'refunded']);
  assert.deepEqual(
    [done.last_payment?.method, done.last_payment?.reason_code, done.extra_payments],
    ['payment_link', 'paid_after_release', []],
  );
  // whoever paid through the link (and cannot read the booking) is told their money goes back whole, and where its refund stands
  const link = (
    await call(kit.app, 'paymentLink', { token: await kit.guestToken(), query: { token: token! } })
  ).json<PaymentLink>();
  assert.equal(link.state, 'ended');
  assert.deepEqual(
    link.given_back && {
      reason: link.given_back.reason,
      amount: link.given_back.amount,
      currency: link.given_back.currency,
      refund_status: link.given_back.refund_status,
      refunded: Boolean(link.given_back.refunded_at),
    },
    {
      reason: 'paid_after_release',
      amount: pl.amount,
      currency: b.currency,
      refund_status: 'refunded',
      refunded: true,
    },
  );
  // (a paid booking whose link was paid too: extra-payment.test.ts)
});

test('a transfer that arrives as its booking is released is refunded whole, and the instructions say so, never paid', async () => {
  const to = 'release.transfer.race@example.test';
  const owner = await kit.signUp(to);
  const b = await hold(25, to, pick, owner.token);
  const opened = await call(kit.app, 'bankTransferPayment', {
    token: owner.token,
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(opened.statusCode, 200, opened.body);
  const va = opened.json<PaymentInstruction>().simulate_url!.split('/va/')[1]!;
  // the bank takes the transfer, and the guest releases the room before the API has heard of it
  webhooks.hold();
  try {
    const sent = await fetch(`${gatewayUrl}/v1/virtual_accounts/${va}/simulate_transfer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${GATEWAY_TEST_KEY}` },
    });
    assert.ok(sent.ok, `transfer sent: ${sent.status}`);
    assert.equal(
      (await call(kit.app, 'releaseSaleRoom', { token: owner.token, body: { booking_salt: b.booking_salt } }))
        .statusCode,
      200,
    );
  } finally {
    await webhooks.release();
  }
  const done = await until(b, (x) => x.refund?.status === 'refunded', owner.token);
  assert.deepEqual(
    [done.status, done.cancel_reason, done.last_payment?.reason_code],
    ['cancelled', 'released', 'paid_after_release'],
  );
  assert.deepEqual([done.refund?.amount, done.refund?.fee, done.refund?.status], [b.total, 0, 'refunded']);

  const instruction = await call(kit.app, 'paymentInstruction', {
    token: owner.token,
    query: { booking_salt: b.booking_salt },
  });
  assert.equal(instruction.statusCode, 200, instruction.body);
  assert.deepEqual(
    [instruction.json<PaymentInstruction>().status, instruction.json<PaymentInstruction>().amount],
    ['paid_after_release', b.total],
    'the transfer paid nothing: it is given back',
  );
  // asking for the transfer again answers the same, and opens no other account
  const again = await call(kit.app, 'bankTransferPayment', {
    token: owner.token,
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.json<PaymentInstruction>().status, 'paid_after_release');
});

test('a released booking closes its virtual account: the bank refuses the transfer, the instructions say expired, and no proof is taken', async () => {
  const owner = await kit.signUp('release.transfer@example.test');
  const b = await hold(22, 'release.transfer@example.test', pick, owner.token);
  const opened = await call(kit.app, 'bankTransferPayment', {
    token: owner.token,
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(opened.statusCode, 200, opened.body);
  const va = opened.json<PaymentInstruction>().simulate_url!.split('/va/')[1]!;
  assert.equal(
    (await call(kit.app, 'releaseSaleRoom', { token: owner.token, body: { booking_salt: b.booking_salt } })).statusCode,
    200,
  );

  const sent = await fetch(`${gatewayUrl}/v1/virtual_accounts/${va}/simulate_transfer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${GATEWAY_TEST_KEY}` },
  });
  assert.equal(sent.status, 410, 'the account is closed at the bank');
  assert.equal(
    (
      await call(kit.app, 'paymentInstruction', { token: owner.token, query: { booking_salt: b.booking_salt } })
    ).json<PaymentInstruction>().status,
    'expired',
  );
  const proof = await call(kit.app, 'uploadTransferProof', {
    token: owner.token,
    body: {
      booking_salt: b.booking_salt,
      filename: 'transfer.png',
      content_base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64'),
    },
  });
  assert.equal(proof.statusCode, 409, proof.body);
  assert.equal(proof.json<{ code: string }>().code, 'BOOKING_NOT_PENDING');
});

test('a pay-at-hotel code asked for a held booking confirms nothing once the booking is released', async () => {
  const pah = await findPayAtHotelRoom(kit);
  assert.ok(pah);
  const to = 'release.pah@example.test';
  const b = await hold(5, to, pah);
  const token = await kit.guestToken();
  const asked = await call(kit.app, 'delayedPaymentsOtp', { token, body: { booking_salt: b.booking_salt } });
  assert.equal(asked.statusCode, 200, asked.body);
  const requestId = asked.json<OtpSent>().request_id;
  const code = await payAtHotelCode(kit.app, to);
  assert.equal(
    (await call(kit.app, 'releaseSaleRoom', { token, body: { booking_salt: b.booking_salt } })).statusCode,
    200,
  );
  const confirm = await call(kit.app, 'payAtHotelPayment', {
    token,
    body: {
      booking_salt: b.booking_salt,
      request_id: requestId,
      otp: code,
      arrival_slot: '23:00-24:00',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(confirm.statusCode, 409, confirm.body);
  assert.equal(confirm.json<{ code: string }>().code, 'PAH_NOT_AVAILABLE');
  assert.deepEqual([(await read(b)).status, (await read(b)).cancel_reason], ['cancelled', 'released']);
});
