/**
 * Card payments end to end on loopback: the API opens a checkout at the sandbox
 * gateway (its own HTTP server), a "guest" pays on the gateway's page with the test cards, and
 * the gateway's signed webhook confirms the booking through the API's real HTTP port.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Booking, CardPayment } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { findBookableRoom, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { CHALLENGE_CODE, TEST_CARDS } from '../../sandbox-gateway/gateway-app.ts';
import { createGatewayTestApp, GATEWAY_TEST_KEY, GATEWAY_TEST_SECRET } from '../../../test/gateway-test-kit.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney } from '@rednest/shared/format';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { createOutbox } from '../outbox/outbox.service.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { queueConfirmationMail } from '../booking/confirmation-mail.ts';
import { createSiteOrigins } from '../../http/site-origin.ts';
import { createPaymentRepository } from './payment.repository.ts';
import { signWebhook } from './webhook-signature.ts';
import { and, eq, sql } from 'drizzle-orm';
import { inventory } from '../../db/schema/catalog.ts';
import { bookings } from '../../db/schema/booking.ts';
import { mailDay, mailWords } from '../booking/mail-words.ts';
import { payments, refundParts, refunds } from '../../db/schema/payment.ts';

const TODAY = '2026-03-10';
const KEY = GATEWAY_TEST_KEY;
const SECRET = GATEWAY_TEST_SECRET;
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let apiUrl: string;
let gatewayUrl: string;
let pick: { slug: string; roomTypeId: number; ratePlanId: number };

const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
async function hold(day: number, email = 'sari@example.test'): Promise<Booking> {
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
  return res.json<Booking>();
}
async function checkout(b: Booking): Promise<CardPayment> {
  const res = await call(kit.app, 'cardPayment', {
    token: await kit.guestToken(),
    body: { booking_salt: b.booking_salt, return_url: 'http://localhost:8080/en-id/payments' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<CardPayment>();
}
/** the guest submits the gateway's form; answers the status and where it sends them */
async function pay(url: string, card: string) {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, exp: '12/30', cvc: '123', name: 'Sari Wijaya' }),
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}
async function statusOf(b: Booking): Promise<string> {
  return (
    await call(kit.app, 'getBooking', { token: await kit.guestToken(), query: { booking_salt: b.booking_salt } })
  ).json<Booking>().status;
}
async function eventually(b: Booking, status: string) {
  for (let i = 0; i < 100; i += 1) {
    if ((await statusOf(b)) === status) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`booking never became ${status} (is ${await statusOf(b)})`);
}

/** the booking once its refund has left requested/processing (the provider's event arrived), or after 5 s */
async function refundSettled(b: Booking, token: string): Promise<Booking> {
  const read = async () =>
    (await call(kit.app, 'getBooking', { token, query: { booking_salt: b.booking_salt } })).json<Booking>();
  for (let i = 0; i < 100; i += 1) {
    const now = await read();
    if (now.refund && !['requested', 'processing'].includes(now.refund.status)) return now;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY });
  ({ kit, gateway, gatewayUrl, apiUrl } = env);
  pick = (await findBookableRoom(kit, on(30), { minFree: 4 }))!;
  assert.ok(pick);
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('a test card that succeeds confirms the booking by webhook, and the guest is sent back to this site', async () => {
  const b = await hold(20);
  const c = await checkout(b);
  assert.equal(c.amount, b.total);
  assert.match(c.redirect_url, /\/checkout\/cs_[0-9a-f]{32}$/);
  const page = await fetch(c.redirect_url);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /Pay by card/);
  // opening the checkout again gives the same page, not a second charge
  assert.equal((await checkout(b)).redirect_url, c.redirect_url);
  const paid = await pay(c.redirect_url, TEST_CARDS.success);
  assert.equal(paid.status, 303);
  assert.equal(paid.location, `http://localhost:8080/en-id/payments?booking=${b.booking_salt}&result=return`);
  await eventually(b, 'confirmed');
  const again = await call(kit.app, 'cardPayment', {
    token: await kit.guestToken(),
    body: { booking_salt: b.booking_salt, return_url: 'http://localhost:8080/en-id/payments' },
  });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json<{ code: string }>().code, 'BOOKING_NOT_PENDING');
});

test('a declined card leaves the booking pending and the page offers another try', async () => {
  const b = await hold(21);
  const c = await checkout(b);
  const declined = await pay(c.redirect_url, TEST_CARDS.decline);
  assert.equal(declined.status, 402);
  assert.match(declined.text, /Your card was declined/);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(await statusOf(b), 'pending');
  assert.equal((await pay(c.redirect_url, TEST_CARDS.success)).status, 303);
  await eventually(b, 'confirmed');
});

test('the 3-D Secure-like card asks for a code: a wrong one refuses, the right one confirms', async () => {
  const b = await hold(22);
  const c = await checkout(b);
  const asked = await pay(c.redirect_url, TEST_CARDS.challenge);
  assert.equal(asked.status, 303);
  const challengeUrl = new URL(asked.location!, c.redirect_url).href;
  const wrong = await fetch(challengeUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'code=000000',
  });
  assert.equal(wrong.status, 402);
  assert.equal((await pay(c.redirect_url, TEST_CARDS.challenge)).status, 303);
  const right = await fetch(challengeUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `code=${CHALLENGE_CODE}`,
  });
  assert.equal(right.status, 303);
  await eventually(b, 'confirmed');
});

test('the webhook refuses a bad signature or an old timestamp, and applies the same event once', async () => {
  const b = await hold(23);
  const c = await checkout(b);
  const body = JSON.stringify({
    id: 'evt_replayed_1',
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
  const post = (signature: string, payload = body) =>
    fetch(`${apiUrl}/api/payments/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      body: payload,
    });
  assert.equal((await post(signWebhook('wrong-secret', body, kit.clock.now))).status, 400);
  assert.equal((await post(signWebhook(SECRET, body, new Date(kit.clock.now.getTime() - 301_000)))).status, 400);
  assert.equal((await post('nonsense')).status, 400);
  assert.equal(await statusOf(b), 'pending');
  const first = await post(signWebhook(SECRET, body, kit.clock.now));
  assert.equal(first.status, 200);
  assert.equal(((await first.json()) as { result: string }).result, 'confirmed');
  const second = await post(signWebhook(SECRET, body, kit.clock.now));
  assert.equal(((await second.json()) as { result: string }).result, 'duplicate');
  assert.equal(await statusOf(b), 'confirmed');
  // a failure event arriving late (out of order) does not undo the payment
  const late = JSON.stringify({
    id: 'evt_late_failure',
    type: 'payment.failed',
    created: 0,
    data: {
      session_id: 'x',
      reference: String(c.payment_id),
      amount: c.amount,
      currency: c.currency,
      status: 'failed',
    },
  });
  assert.equal((await post(signWebhook(SECRET, late, kit.clock.now), late)).status, 200);
  assert.equal(await statusOf(b), 'confirmed');
});

test("the amount is the server's: an event for another amount is not applied; a return URL off this site is refused", async () => {
  const b = await hold(24);
  const c = await checkout(b);
  const body = JSON.stringify({
    id: 'evt_wrong_amount',
    type: 'payment.succeeded',
    created: 0,
    data: { session_id: 'x', reference: String(c.payment_id), amount: 1, currency: c.currency, status: 'succeeded' },
  });
  const res = await fetch(`${apiUrl}/api/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signWebhook(SECRET, body, kit.clock.now) },
    body,
  });
  assert.equal(((await res.json()) as { result: string }).result, 'amount_mismatch');
  assert.equal(await statusOf(b), 'pending');
  const evil = await call(kit.app, 'cardPayment', {
    token: await kit.guestToken(),
    body: { booking_salt: b.booking_salt, return_url: 'https://evil.example/steal' },
  });
  assert.equal(evil.statusCode, 400);
  assert.equal(evil.json<{ code: string }>().code, 'INVALID_RETURN_URL');
});

test('cancelling a paid booking: the policy quote, the rooms back on sale, and the refund followed to refunded', async () => {
  const b = await hold(25);
  const c = await checkout(b);
  assert.equal((await pay(c.redirect_url, TEST_CARDS.success)).status, 303);
  await eventually(b, 'confirmed');
  const token = await kit.guestToken();
  const quote = (await call(kit.app, 'cancelQuote', { token, query: { booking_salt: b.booking_salt } })).json<{
    rule: string;
    refund: number;
    fee: number;
  }>();
  assert.ok(['free', 'fee', 'non_refundable'].includes(quote.rule), quote.rule);
  assert.equal(quote.refund + quote.fee, b.total);
  const res = await call(kit.app, 'cancelBooking', { token, body: { booking_salt: b.booking_salt } });
  assert.equal(res.statusCode, 200, res.body);
  const cancelled = res.json<Booking>();
  assert.equal(cancelled.status, 'cancelled');
  assert.equal(cancelled.cancel_reason, 'guest');
  assert.equal(cancelled.refund?.amount, quote.refund);
  assert.equal(cancelled.refund?.fee, quote.fee);
  // the provider's refund event arrives by webhook
  const done = await refundSettled(b, token);
  assert.equal(done.refund?.status, 'refunded');
  assert.ok(done.refund?.processed_at);
  // cancelling again changes nothing
  const again = await call(kit.app, 'cancelBooking', { token, body: { booking_salt: b.booking_salt } });
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.json<Booking>().refund, done.refund);
});

test('a refund event that comes before the refund id is stored settles its share by our reference; one reference is one refund at the gateway', async () => {
  const b = await hold(29);
  const c = await checkout(b);
  assert.equal((await pay(c.redirect_url, TEST_CARDS.success)).status, 303);
  await eventually(b, 'confirmed');
  const token = await kit.guestToken();
  assert.equal(
    (await call(kit.app, 'cancelBooking', { token, body: { booking_salt: b.booking_salt } })).statusCode,
    200,
  );
  // the real refund's own event first: arriving during the rewind below, it would settle the share
  // between the two updates and leave the refund requested
  assert.equal((await refundSettled(b, token)).refund?.status, 'refunded');
  const db = kit.app.database.db;
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bookingSalt, b.booking_salt));
  const [part] = await db
    .select()
    .from(refundParts)
    .innerJoin(payments, eq(payments.id, refundParts.paymentId))
    .where(eq(payments.bookingId, booking!.id));
  assert.ok(part);
  // the moment between the gateway taking the refund and the API storing its id: the share is still requested
  await db
    .update(refundParts)
    .set({ status: 'requested', providerRef: null, processedAt: null })
    .where(eq(refundParts.id, part.refund_parts.id));
  await db
    .update(refunds)
    .set({ status: 'requested', providerRef: null, processedAt: null })
    .where(eq(refunds.id, part.refund_parts.refundId));
  const body = JSON.stringify({
    id: 'evt_refund_early',
    type: 'refund.succeeded',
    created: 0,
    data: {
      refund_id: 're_early',
      refund_reference: `refund_part_${part.refund_parts.id}`,
      session_id: 'x',
      reference: String(c.payment_id),
      amount: part.refund_parts.amountMinor,
      currency: c.currency,
      status: 'succeeded',
    },
  });
  const res = await fetch(`${apiUrl}/api/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signWebhook(SECRET, body, kit.clock.now) },
    body,
  });
  assert.equal(res.status, 200);
  // the API then stores the id the gateway answered: the share stays refunded
  await createPaymentRepository(db).refundShareAccepted(part.refund_parts.id, 're_early');
  const done = (await call(kit.app, 'getBooking', { token, query: { booking_salt: b.booking_salt } })).json<Booking>();
  assert.equal(done.refund?.status, 'refunded');

  // the gateway: the same reference asked again answers the same refund and moves no money twice
  const ask = (amount: number) =>
    fetch(`${gatewayUrl}/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      body: JSON.stringify({
        session_id: part.payments.providerRef,
        amount,
        reference: `refund_part_${part.refund_parts.id}`,
      }),
    });
  const again = await ask(part.refund_parts.amountMinor);
  assert.equal(again.status, 200);
  const reused = await ask(1);
  assert.equal(reused.status, 409);
  assert.equal(((await reused.json()) as { code: string }).code, 'REFERENCE_REUSED');
});

test('money that arrives after the hold ran out and the room sold is refunded whole, and the guest sees the refund', async () => {
  const b = await hold(31);
  const c = await checkout(b);
  const token = await kit.guestToken();
  // the hold runs out (read as ended at once); unlike a release, its card page stays open: money may still confirm it while the room is free
  const start = kit.clock.now;
  kit.clock.now = new Date(Date.parse(b.hold_expires_at!) + 60_000);
  const ran = (await call(kit.app, 'getBooking', { token, query: { booking_salt: b.booking_salt } })).json<Booking>();
  kit.clock.now = start;
  assert.deepEqual([ran.status, ran.cancel_reason], ['cancelled', 'hold_expired']);
  // the room goes to other guests meanwhile: that night is full
  const [stay] = await kit.database.db
    .select({ checkIn: bookings.checkIn })
    .from(bookings)
    .where(eq(bookings.id, b.id));
  const night = and(eq(inventory.roomTypeId, pick.roomTypeId), eq(inventory.stayDate, stay!.checkIn));
  const [before] = await kit.database.db.select({ sold: inventory.soldRooms }).from(inventory).where(night);
  await kit.database.db
    .update(inventory)
    .set({ soldRooms: sql`${inventory.totalRooms}` })
    .where(night);
  try {
    // the guest had the card page open and pays anyway
    assert.equal((await pay(c.redirect_url, TEST_CARDS.success)).status, 303);
    let now = (await call(kit.app, 'getBooking', { token, query: { booking_salt: b.booking_salt } })).json<Booking>();
    for (const deadline = Date.now() + 30_000; now.refund?.status !== 'refunded' && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 50));
      now = (await call(kit.app, 'getBooking', { token, query: { booking_salt: b.booking_salt } })).json<Booking>();
    }
    assert.equal(now.status, 'cancelled', 'not confirmed on a room that is sold');
    assert.equal(now.refund?.status, 'refunded', JSON.stringify(now.refund));
    assert.equal(now.refund?.amount, b.total);
    assert.equal(now.refund?.fee, 0);
    assert.equal(now.last_payment?.reason_code, 'paid_after_release');
    // one refund at the gateway, for the whole amount
    const parts = await kit.database.db
      .select({ amount: refundParts.amountMinor, status: refundParts.status })
      .from(refundParts)
      .innerJoin(payments, eq(payments.id, refundParts.paymentId))
      .where(eq(payments.bookingId, b.id));
    assert.equal(parts.length, 1);
    assert.equal(parts[0]!.status, 'refunded');
  } finally {
    await kit.database.db.update(inventory).set({ soldRooms: before!.sold }).where(night);
  }
});

test('a booking cannot be cancelled from check-in time on, nor by someone without it', async () => {
  const b = await hold(26);
  const c = await checkout(b);
  assert.equal((await pay(c.redirect_url, TEST_CARDS.success)).status, 303);
  await eventually(b, 'confirmed');
  const other = await kit.signUp('other.cancel@example.test');
  const stranger = await call(kit.app, 'cancelBooking', { token: other.token, body: { booking_salt: 'X'.repeat(22) } });
  assert.equal(stranger.statusCode, 404);
  const start = kit.clock.now;
  try {
    kit.clock.now = new Date(Date.parse(`${b.check_in_date}T12:00:00Z`));
    const late = await call(kit.app, 'cancelBooking', {
      token: await kit.guestToken(),
      body: { booking_salt: b.booking_salt },
    });
    assert.equal(late.statusCode, 409);
    assert.equal(late.json<{ code: string }>().code, 'TOO_LATE_TO_CANCEL');
  } finally {
    kit.clock.now = start;
  }
});

/** the outbox rows queued to an address (what the worker delivers) */
const queuedTo = async (to: string) =>
  (await kit.app.database.db.select().from(outboxMessages)).filter((m) => m.recipient === to);
const inbox = async (to: string) =>
  (await kit.app.inject({ method: 'GET', url: `/api/dev/inbox?to=${encodeURIComponent(to)}` })).json<{
    messages: Array<{
      kind: string;
      subject: string;
      text: string;
      html: string | null;
      attachments: Array<{ filename: string; contentType: string; size: number }>;
    }>;
  }>().messages;
const successEvent = (id: string, c: CardPayment) =>
  JSON.stringify({
    id,
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
const postEvent = async (body: string) =>
  (
    (await (
      await fetch(`${apiUrl}/api/payments/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signWebhook(SECRET, body, kit.clock.now) },
        body,
      })
    ).json()) as { result: string }
  ).result;

test('a confirmed booking mails its guest once: code, stay, total, the invoice link and the invoice PDF', async () => {
  const to = 'confirm.mail@example.test';
  const b = await hold(27, to);
  const c = await checkout(b);
  assert.deepEqual(await queuedTo(to), [], 'nothing is mailed for a pending booking');
  const event = successEvent('evt_confirm_mail_1', c);
  assert.equal(await postEvent(event), 'confirmed');
  // the same event again, and another success event of the same payment: still one mail
  assert.equal(await postEvent(event), 'duplicate');
  assert.equal(await postEvent(successEvent('evt_confirm_mail_2', c)), 'recorded');
  const code = `RN${String(b.id).padStart(6, '0')}`;
  let delivered = await inbox(to);
  for (let i = 0; i < 100 && delivered.length === 0; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    delivered = await inbox(to);
  }
  assert.equal(delivered.length, 1);
  const [mail] = delivered;
  assert.equal(mail!.kind, 'booking_confirmation');
  assert.match(mail!.subject, new RegExp(code));
  assert.ok(mail!.text.includes(code));
  // the stay's days as the mail's language writes them (English: "Sat, 12 Jun 2027 to Mon, 14 Jun 2027")
  const w = mailWords('en');
  assert.ok(mail!.text.includes(`${mailDay(b.check_in_date, w)} to ${mailDay(b.check_out_date, w)}`), mail!.text);
  assert.ok(mail!.text.includes(formatMoney(b.total, b.currency, 'en-id')));
  // the plan's rule in the words the pages use (no "day(s)")
  assert.match(
    mail!.text,
    /Cancellation: (Free cancellation until (check-in|\d+ (day|days|hour|hours) before check-in)\.|Non-refundable)/,
  );
  assert.ok(!mail!.text.includes('(s)'), mail!.text);
  assert.ok(mail!.text.includes(`http://localhost:8080/en-id/bookings/invoice/${b.booking_salt}`), mail!.text);
  assert.deepEqual(
    mail!.attachments.map((a) => [a.filename, a.contentType]),
    [[`INV-${code}.pdf`, 'application/pdf']],
  );
  const rows = await queuedTo(to);
  assert.equal(rows.length, 1);
  const pdf = new Uint8Array(Buffer.from(rows[0]!.attachments[0]!.contentBase64, 'base64'));
  const text = (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text;
  assert.ok(text.includes(code), text);
  assert.match(text, /Paid on \w{3}, \d{1,2} \w{3} \d{4} by card/);
  // every letter drawn: no glyph the PDF's fonts lack (they would read as "?")
  assert.ok(!text.includes('?'), text);
});

test('a confirmation that rolls back queues no mail and leaves the booking pending', async () => {
  const to = 'rollback.mail@example.test';
  const b = await hold(28, to);
  const c = await checkout(b);
  const db = kit.app.database.db;
  const outbox = createOutbox({ repo: createOutboxRepository(db), mail: null, sms: null, now: () => kit.clock.now });
  await assert.rejects(
    createPaymentRepository(db).applyEvent({
      provider: 'sandbox',
      eventId: 'evt_rolled_back',
      type: 'payment.succeeded',
      paymentId: c.payment_id,
      payload: {},
      status: 'succeeded',
      now: kit.clock.now,
      onConfirmed: async (tx, salt) => {
        assert.equal(
          await queueConfirmationMail(tx, salt, {
            outbox,
            sites: createSiteOrigins({ siteUrl: 'http://localhost:8080' }),
          }),
          true,
        );
        throw new Error('crash after queueing');
      },
    }),
    /crash after queueing/,
  );
  assert.deepEqual(await queuedTo(to), []);
  assert.equal(await statusOf(b), 'pending');
});
