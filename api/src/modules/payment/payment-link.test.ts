/**
 * Payment links (send_payment_link) on loopback: the owner has a link sent through the
 * outbox, whoever opens it pays it on the sandbox gateway's page, and the gateway's signed webhook
 * confirms the booking. Also: other users' bookings, resends (the older link stops working, sends
 * are limited), expiry with the hold, unknown tokens.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Booking, CardPayment, PaymentLink, SendPaymentLink } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { findBookableRoom, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { TEST_CARDS } from '../../sandbox-gateway/gateway-app.ts';
import {
  createGatewayTestApp,
  holdRoom,
  openCardCheckout,
  payOnGatewayPage,
  pollUntil,
  readBooking,
  type GatewayTestApp,
} from '../../../test/gateway-test-kit.ts';
import { paymentLinkTokens } from '../../../test/dev-inbox.ts';
import { paymentLinks } from '../../db/schema/payment.ts';

const TODAY = '2026-03-10';
const SITE = 'http://localhost:8080';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let webhooks: GatewayTestApp['webhooks'];
let pick: { slug: string; roomTypeId: number; ratePlanId: number };

const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
const hold = (day: number, email: string, token?: string) => holdRoom(kit, pick, on(day), email, token);
const send = async (b: Booking, channels: string[], token?: string) =>
  call(kit.app, 'sendPaymentLink', {
    token: token ?? (await kit.guestToken()),
    body: { booking_salt: b.booking_salt, channels },
  });
const view = async (token: string) => call(kit.app, 'paymentLink', { token: await kit.guestToken(), query: { token } });
const payLink = async (token: string) =>
  call(kit.app, 'paymentLinkCardPayment', {
    token: await kit.guestToken(),
    body: { token, return_url: `${SITE}/en-id/link-payment/${token}` },
  });
/** the link tokens sent to a recipient, oldest first */
const linksSentTo = (to: string) => paymentLinkTokens(kit.app, to);
const later = (seconds: number) => {
  kit.clock.now = new Date(kit.clock.now.getTime() + seconds * 1000);
};
async function statusOf(b: Booking): Promise<string> {
  return (
    await call(kit.app, 'getBooking', { token: await kit.guestToken(), query: { booking_salt: b.booking_salt } })
  ).json<Booking>().status;
}

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY, config: { siteUrl: SITE } });
  ({ kit, gateway, webhooks } = env);
  pick = (await findBookableRoom(kit, on(30), { minFree: 4 }))!;
  assert.ok(pick);
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('a link sent by email and SMS shows the booking, is paid with the 4242 card and confirms it by webhook', async () => {
  const b = await hold(20, 'link.payer@example.test');
  const res = await send(b, ['email', 'sms']);
  assert.equal(res.statusCode, 201, res.body);
  const sent = res.json<SendPaymentLink>();
  assert.deepEqual(sent.sent_to, [
    { channel: 'email', to: 'l***@example.test' },
    { channel: 'sms', to: '+62 ••• 7890' },
  ]);
  // never after the hold ends
  assert.ok(Date.parse(sent.expires_at) <= Date.parse(b.hold_expires_at!));
  const [token] = await linksSentTo('link.payer@example.test');
  assert.deepEqual(await linksSentTo('+6281234567890'), [token]);
  // only the token's hash is stored
  const stored = await kit.app.database.db.select().from(paymentLinks);
  assert.ok(stored.every((l) => l.tokenHash !== token && /^[0-9a-f]{64}$/.test(l.tokenHash)));

  const shown = (await view(token!)).json<PaymentLink>();
  assert.equal(shown.state, 'payable');
  assert.equal(shown.booking.booking_code, `RN${String(b.id).padStart(6, '0')}`);
  assert.equal(shown.booking.total, b.total);
  assert.equal(shown.booking.hotel_name, b.hotel_name);
  // the paid link's page draws the stay with the hotel's picture and check-in rules: it names the hotel's page
  assert.equal(shown.booking.hotel_slug, b.hotel_slug);
  assert.equal(shown.last_payment, null, 'no attempt yet');

  const opened = await payLink(token!);
  assert.equal(opened.statusCode, 201, opened.body);
  const checkout = opened.json<CardPayment>();
  assert.equal(checkout.amount, b.total);
  const card = (number: string) =>
    fetch(checkout.redirect_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number, exp: '12/30', cvc: '123', name: 'Budi' }),
    });
  // a card the bank declines: the link's page is told (the gateway's page stays open for another card)
  await card(TEST_CARDS.decline);
  let told = (await view(token!)).json<PaymentLink>();
  for (let i = 0; i < 100 && told.last_payment?.status !== 'declined'; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    told = (await view(token!)).json<PaymentLink>();
  }
  assert.equal(told.state, 'payable');
  assert.deepEqual(
    { status: told.last_payment?.status, reason: told.last_payment?.reason_code, method: told.last_payment?.method },
    { status: 'declined', reason: 'card_declined', method: 'payment_link' },
  );
  const paid = await card(TEST_CARDS.success);
  assert.equal(paid.status, 303);
  // back to the link's page, without the booking's salt
  assert.equal(paid.headers.get('location'), `${SITE}/en-id/link-payment/${token}?result=return`);
  for (let i = 0; i < 100 && (await statusOf(b)) !== 'confirmed'; i += 1) await new Promise((r) => setTimeout(r, 50));
  assert.equal(await statusOf(b), 'confirmed');
  const settled = (await view(token!)).json<PaymentLink>();
  assert.equal(settled.state, 'paid');
  assert.equal(settled.given_back ?? null, null, "the link's payment paid the booking: nothing of it goes back");
  const again = await payLink(token!);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json<{ code: string }>().code, 'PAYMENT_LINK_PAID');
  // a paid booking gets no new link
  assert.equal((await send(b, ['email'])).json<{ code: string }>().code, 'BOOKING_NOT_PENDING');
});

test("only the booking's owner sends its link: another user's booking is not found", async () => {
  const owner = await kit.signUp('link.owner@example.test');
  const other = await kit.signUp('link.other@example.test');
  const b = await hold(21, 'link.owner@example.test', owner.token);
  for (const token of [other.token, await kit.guestToken()]) {
    const res = await send(b, ['email'], token);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json<{ code: string }>().code, 'BOOKING_NOT_FOUND');
  }
  assert.deepEqual(await linksSentTo('link.owner@example.test'), []);
  const mine = await send(b, ['email'], owner.token);
  assert.equal(mine.statusCode, 201, mine.body);
  assert.equal((await linksSentTo('link.owner@example.test')).length, 1);
});

test('a resend replaces the older link; sends are limited per booking', async () => {
  const b = await hold(22, 'link.resend@example.test');
  assert.equal((await send(b, ['email'])).statusCode, 201);
  const soon = await send(b, ['email']);
  assert.equal(soon.statusCode, 429);
  assert.equal(soon.json<{ code: string }>().code, 'RATE_LIMITED');
  assert.ok(Number(soon.headers['retry-after']) > 0);
  later(31);
  assert.equal((await send(b, ['email'])).statusCode, 201);
  const [first, second] = await linksSentTo('link.resend@example.test');
  assert.equal((await view(first!)).json<PaymentLink>().state, 'replaced');
  const refused = await payLink(first!);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json<{ code: string }>().code, 'PAYMENT_LINK_REPLACED');
  assert.equal((await view(second!)).json<PaymentLink>().state, 'payable');
  for (let i = 0; i < 3; i += 1) {
    later(31);
    assert.equal((await send(b, ['email'])).statusCode, 201);
  }
  later(31);
  const sixth = await send(b, ['email']);
  assert.equal(sixth.statusCode, 429, 'at most 5 links an hour');
  assert.equal((await linksSentTo('link.resend@example.test')).length, 5);
});

test('a link expires with the hold; unknown tokens and ended bookings say so', async () => {
  const b = await hold(23, 'link.expiry@example.test');
  const sent = (await send(b, ['email'])).json<SendPaymentLink>();
  const [token] = await linksSentTo('link.expiry@example.test');
  kit.clock.now = new Date(Date.parse(sent.expires_at) + 1000);
  assert.equal((await view(token!)).json<PaymentLink>().state, 'expired');
  const refused = await payLink(token!);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json<{ code: string }>().code, 'PAYMENT_LINK_EXPIRED');
  assert.equal((await send(b, ['email'])).json<{ code: string }>().code, 'BOOKING_NOT_PENDING');

  const unknown = await view(crypto.randomBytes(32).toString('base64url'));
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json<{ code: string }>().code, 'PAYMENT_LINK_NOT_FOUND');
  assert.equal((await view('short')).statusCode, 400);
});

test('a released booking ends its link', async () => {
  const b = await hold(24, 'link.released@example.test');
  assert.equal((await send(b, ['sms'])).statusCode, 201);
  const [token] = await linksSentTo('+6281234567890').then((all) => all.slice(-1));
  const released = await call(kit.app, 'releaseSaleRoom', {
    token: await kit.guestToken(),
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(released.statusCode, 200, released.body);
  assert.equal((await view(token!)).json<PaymentLink>().state, 'ended');
  assert.equal((await payLink(token!)).json<{ code: string }>().code, 'PAYMENT_LINK_ENDED');
});

/** the guest's own card checkout of the booking */
const cardCheckout = (b: Booking) => openCardCheckout(kit, b, `${SITE}/en-id/payments`);
const payOnPage = async (url: string) => (await payOnGatewayPage(url)).status;
/** the link's answer once `ok`, asked for up to 10 s (a refund is asked of the gateway at once; its event follows) */
const viewUntil = (token: string, ok: (l: PaymentLink) => boolean) =>
  pollUntil(async () => (await view(token)).json<PaymentLink>(), ok);

test("paid by the guest's card and through its link at once: the link says its own payment is given back whole, and where the refund stands", async () => {
  const to = 'link.given.back@example.test';
  const b = await hold(25, to);
  assert.equal((await send(b, ['email'])).statusCode, 201);
  const [token] = await linksSentTo(to);
  const linkCheckout = (await payLink(token!)).json<CardPayment>();
  const card = await cardCheckout(b);
  // the card is seen first: it pays the booking, the link's payment comes after it
  await webhooks.inTurn(
    async () => assert.equal(await payOnPage(card.redirect_url), 303),
    async () => assert.equal(await payOnPage(linkCheckout.redirect_url), 303),
  );
  const done = await viewUntil(token!, (l) => l.given_back?.refund_status === 'refunded');
  assert.equal(done.state, 'paid', 'the booking is paid (by the card)');
  const back = done.given_back;
  assert.ok(back, 'the link tells its payer what became of their money');
  assert.deepEqual(
    [back.reason, back.amount, back.currency, back.refund_status],
    ['already_paid', b.total, b.currency, 'refunded'],
  );
  assert.ok(back.paid_at && back.refunded_at && Date.parse(back.refunded_at) >= Date.parse(back.paid_at));
});

test("a link whose payment paid the booking says nothing given back, though the guest's card paid it too", async () => {
  const to = 'link.kept@example.test';
  const b = await hold(26, to);
  assert.equal((await send(b, ['email'])).statusCode, 201);
  const [token] = await linksSentTo(to);
  const linkCheckout = (await payLink(token!)).json<CardPayment>();
  const card = await cardCheckout(b);
  await webhooks.inTurn(
    async () => assert.equal(await payOnPage(linkCheckout.redirect_url), 303),
    async () => assert.equal(await payOnPage(card.redirect_url), 303),
  );
  await pollUntil(
    () => readBooking(kit, b),
    (x) => Boolean(x.extra_payments?.length),
  );
  const shown = (await view(token!)).json<PaymentLink>();
  assert.deepEqual(
    [shown.state, shown.given_back ?? null],
    ['paid', null],
    "the card's refund is not the link payer's",
  );
});

test("a newer link opens a checkout of its own, which brings its payer back to its page; what became of that money is the newer link's to say", async () => {
  const to = 'link.newer@example.test';
  const b = await hold(27, to);
  assert.equal((await send(b, ['email'])).statusCode, 201);
  const [first] = await linksSentTo(to);
  const older = (await payLink(first!)).json<CardPayment>();
  later(31);
  assert.equal((await send(b, ['email'])).statusCode, 201);
  const [, second] = await linksSentTo(to);
  const newer = (await payLink(second!)).json<CardPayment>();
  assert.notEqual(
    newer.redirect_url,
    older.redirect_url,
    "the older link's checkout would send its payer back to the older link's page",
  );
  const card = await cardCheckout(b);
  await webhooks.inTurn(
    async () => assert.equal(await payOnPage(card.redirect_url), 303),
    async () => {
      const paid = await payOnGatewayPage(newer.redirect_url);
      assert.equal(paid.status, 303);
      assert.equal(paid.location, `${SITE}/en-id/link-payment/${second}?result=return`);
    },
  );
  const done = await viewUntil(second!, (l) => l.given_back?.refund_status === 'refunded');
  assert.deepEqual(
    [done.state, done.given_back?.reason, done.given_back?.refund_status],
    ['paid', 'already_paid', 'refunded'],
  );
  assert.equal(
    (await view(first!)).json<PaymentLink>().given_back ?? null,
    null,
    'nothing was paid through the older link',
  );
});
