/**
 * The webhook's safety net: when the gateway's webhook never arrives (here: the API's
 * webhook address is dead and the gateway gives up at once), the status sweep asks the gateway
 * about card checkouts in flight for longer than PAYMENT_STATUS_SWEEP_MINUTES and applies the
 * answer once: a paid booking is confirmed (one mail), a declined card leaves it payable, and a webhook
 * that arrives after all changes nothing.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Booking, CardPayment } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import {
  createCatalogTestApp,
  findBookableRoom,
  stayDate,
  type CatalogTestApp,
  type TestClock,
} from '../../../test/catalog-test-kit.ts';
import { buildGateway, TEST_CARDS } from '../../sandbox-gateway/gateway-app.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { createBookingRepository } from '../booking/booking.repository.ts';
import { queueConfirmationMail } from '../booking/confirmation-mail.ts';
import { createSiteOrigins } from '../../http/site-origin.ts';
import { createOutbox } from '../outbox/outbox.service.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { sandboxProvider } from '../payment-provider/gateway-client.ts';
import { createPaymentRepository } from './payment.repository.ts';
import { createPaymentService, type PaymentService } from './payment.service.ts';
import { signWebhook } from './webhook-signature.ts';

const TODAY = '2026-03-10';
const KEY = 'sk_sandbox_test_key';
const SECRET = 'whsec_sandbox_test_secret';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let sweep: PaymentService;
let pick: { slug: string; roomTypeId: number; ratePlanId: number };

const deadPort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
async function holdAndCheckout(day: number, email: string): Promise<{ b: Booking; c: CardPayment }> {
  const res = await call(kit.app, 'bookNow', {
    token: await kit.guestToken(),
    body: {
      hotel: pick.slug,
      room_type_id: pick.roomTypeId,
      rate_plan_id: pick.ratePlanId,
      ...on(day),
      first_name: 'Sari',
      email,
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const b = res.json<Booking>();
  const c = await call(kit.app, 'cardPayment', {
    token: await kit.guestToken(),
    body: { booking_salt: b.booking_salt, return_url: 'http://localhost:8080/en-id/payments' },
  });
  assert.equal(c.statusCode, 201, c.body);
  return { b, c: c.json<CardPayment>() };
}
async function pay(url: string, card: string) {
  await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, exp: '12/30', cvc: '123', name: 'Sari Wijaya' }),
  });
}
const statusOf = async (b: Booking) =>
  (
    await call(kit.app, 'getBooking', { token: await kit.guestToken(), query: { booking_salt: b.booking_salt } })
  ).json<Booking>().status;
const later = (minutes: number) => {
  kit.clock.now = new Date(kit.clock.now.getTime() + minutes * 60_000);
};
const mails = async (to: string) =>
  (await kit.app.database.db.select().from(outboxMessages)).filter(
    (m) => m.recipient === to && m.kind === 'booking_confirmation',
  ).length;

before(async () => {
  // no retries: the first failed delivery is the last, as after the gateway's ~4 minutes of backoff
  gateway = await buildGateway({
    apiKey: KEY,
    webhookSecret: SECRET,
    retryDelaysMs: [],
    now: () => kit?.clock.now ?? new Date(),
  });
  const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const payments = {
    gatewayUrl,
    apiKey: KEY,
    webhookSecret: SECRET,
    webhookBaseUrl: `http://127.0.0.1:${await deadPort()}/api`,
  };
  kit = await createCatalogTestApp({ today: TODAY, config: { payments, bookingHoldMinutes: 30 } });
  const bookings = createBookingRepository(kit.app.database.db);
  const outbox = createOutbox({
    repo: createOutboxRepository(kit.app.database.db),
    mail: null,
    sms: null,
    now: () => kit.clock.now,
  });
  sweep = createPaymentService({
    repo: createPaymentRepository(kit.app.database.db),
    provider: sandboxProvider(payments),
    findBooking: (salt) => bookings.findBySalt(salt),
    isSiteOrigin: () => true,
    webhookUrl: `${payments.webhookBaseUrl}/payments/webhooks/sandbox`,
    now: () => kit.clock.now,
    holdMinutes: 30,
    onConfirmed: async (tx, salt) => {
      await queueConfirmationMail(tx, salt, { outbox, sites: createSiteOrigins({ siteUrl: 'http://localhost:8080' }) });
    },
  });
  pick = (await findBookableRoom(kit, on(30), { minFree: 4 }))!;
  assert.ok(pick);
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('a paid checkout whose webhook was dropped is confirmed by the status sweep, once; the late webhook changes nothing', async () => {
  const email = 'sweep.paid@example.test';
  const { b, c } = await holdAndCheckout(20, email);
  await pay(c.redirect_url, TEST_CARDS.success);
  assert.equal(await statusOf(b), 'pending', 'the webhook never arrived');
  // too early: the webhook may still come
  assert.deepEqual(await sweep.reconcile(5), []);
  later(6);
  assert.deepEqual(await sweep.reconcile(5), ['confirmed']);
  assert.equal(await statusOf(b), 'confirmed');
  assert.deepEqual(await sweep.reconcile(5), [], 'nothing left in flight');
  // the provider's own event after all (another id): recorded, not applied twice
  const body = JSON.stringify({
    id: 'evt_late_1',
    type: 'payment.succeeded',
    created: 0,
    data: {
      session_id: 'x',
      reference: String(c.payment_id),
      amount: c.amount,
      currency: c.currency,
      status: 'succeeded',
    },
  });
  const late = await kit.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signWebhook(SECRET, body, kit.clock.now) },
    payload: body,
  });
  assert.equal(late.json<{ result: string }>().result, 'recorded');
  assert.equal(await mails(email), 1, 'one confirmation mail');
});

test('a declined card leaves the checkout open at the gateway: the sweep applies nothing until another card pays it', async () => {
  const { b, c } = await holdAndCheckout(21, 'sweep.declined@example.test');
  await pay(c.redirect_url, TEST_CARDS.decline);
  later(6);
  // the gateway keeps the page open for another card: nothing to apply, the booking can still be paid
  assert.deepEqual(await sweep.reconcile(5), ['open']);
  assert.equal(await statusOf(b), 'pending');
  await pay(c.redirect_url, TEST_CARDS.success);
  assert.deepEqual(await sweep.reconcile(5), ['confirmed']);
  assert.equal(await statusOf(b), 'confirmed');
});
