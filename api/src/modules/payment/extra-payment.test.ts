/**
 * A booking is paid once (on loopback, with the sandbox gateway). When one payment confirms it, its
 * other ways to pay still open at the gateway (a card checkout, its payment link's checkout, a
 * virtual account) are closed there; money that still arrives through one of them (paid at the same
 * moment) is kept apart and given back whole at once, as its own refund: the booking stays
 * confirmed once, its own refund (a cancellation's) is untouched, and its owner reads both payments
 * honestly. Replayed events move no money twice.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  Booking,
  BookingData,
  CancelQuote,
  CardPayment,
  OtpSent,
  PaymentInstruction,
  PaymentLink,
} from '@rednest/shared/contracts/dto';
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
import { outboxMessages } from '../../db/schema/outbox.ts';
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
const checkout = (b: Booking, token?: string) => openCardCheckout(kit, b, `${SITE}/en-id/payments`, token);
const read = (b: Booking, token?: string) => readBooking(kit, b, token);
/** the booking once `ok`, asked for up to 10 s (refunds are asked of the gateway at once; their events follow) */
const until = (b: Booking, ok: (x: Booking) => boolean, token?: string) => pollUntil(() => read(b, token), ok);
/** a link sent to the booking's email, opened by its payer: the link's token and its checkout */
async function openLink(b: Booking, to: string, owner?: string): Promise<{ token: string; checkout: CardPayment }> {
  assert.equal(
    (
      await call(kit.app, 'sendPaymentLink', {
        token: owner ?? (await kit.guestToken()),
        body: { booking_salt: b.booking_salt, channels: ['email'] },
      })
    ).statusCode,
    201,
  );
  const token = (await paymentLinkTokens(kit.app, to)).at(-1)!;
  const res = await call(kit.app, 'paymentLinkCardPayment', {
    token: await kit.guestToken(),
    body: { token, return_url: `${SITE}/en-id/link-payment/${token}` },
  });
  assert.equal(res.statusCode, 201, res.body);
  return { token, checkout: res.json<CardPayment>() };
}
interface PaymentRow {
  id: number;
  method: string;
  status: string;
  failure_reason: string | null;
  amount_minor: number;
}
const paymentsOf = async (b: Booking) =>
  rowsOf<PaymentRow>(
    await kit.database.db.execute(sql`
  select id, method, status, failure_reason, amount_minor from payments where booking_id = ${b.id} and date_change_id is null order by id`),
  );
const mailsTo = async (to: string, kind: string) =>
  (await kit.app.database.db.select().from(outboxMessages)).filter((m) => m.recipient === to && m.kind === kind).length;

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

test('paid by card and through its payment link before the API hears of either: the payment it hears of first is kept, the other is given back whole as its own refund, the booking is confirmed once', async () => {
  const to = 'twice.paid@example.test';
  const b = await hold(20, to);
  const link = await openLink(b, to);
  const card = await checkout(b);
  // both payers pay before the API has heard of either; the card's event reaches the API first
  await webhooks.inTurn(
    async () => assert.equal((await payOnGatewayPage(card.redirect_url)).status, 303),
    async () => assert.equal((await payOnGatewayPage(link.checkout.redirect_url)).status, 303),
  );
  const done = await until(b, (x) => x.extra_payments?.[0]?.refund_status === 'refunded');
  assert.equal(done.status, 'confirmed');
  assert.equal(done.refund ?? null, null, 'the booking itself is not refunded');
  assert.deepEqual(
    [done.last_payment?.method, done.last_payment?.status, done.last_payment?.reason_code],
    ['card', 'succeeded', null],
    'the payment that paid it',
  );
  assert.equal(done.extra_payments?.length, 1);
  const extra = done.extra_payments![0]!;
  assert.deepEqual(
    [extra.method, extra.amount, extra.currency, extra.refund_status],
    ['payment_link', b.total, b.currency, 'refunded'],
  );
  assert.ok(extra.paid_at && extra.refunded_at);

  const rows = await paymentsOf(b);
  assert.deepEqual(
    rows.map((r) => [r.method, r.status, r.failure_reason]),
    [
      ['payment_link', 'succeeded', 'already_paid'],
      ['card', 'succeeded', null],
    ],
  );
  assert.equal(await mailsTo(to, 'booking_confirmation'), 1, 'confirmed (and mailed) once');
  const view = (
    await call(kit.app, 'paymentLink', { token: await kit.guestToken(), query: { token: link.token } })
  ).json<PaymentLink>();
  assert.equal(view.state, 'paid');

  // what the owner may do is worked out on the one payment kept
  const data = (
    await call(kit.app, 'fetchBookingData', { token: await kit.guestToken(), query: { booking_salt: b.booking_salt } })
  ).json<BookingData>();
  const quote = (
    await call(kit.app, 'cancelQuote', { token: await kit.guestToken(), query: { booking_salt: b.booking_salt } })
  ).json<CancelQuote>();
  assert.deepEqual(
    [data.status, data.actions.pay, data.actions.cancel, data.cancel_refund],
    ['confirmed', false, true, quote.refund],
  );
  assert.ok(quote.refund <= b.total);

  // the provider sends every event again: nothing moves twice
  const replayed = await webhooks.replay();
  assert.ok(replayed.length >= 3 && replayed.every((r) => r.result === 'duplicate'), JSON.stringify(replayed));
  const refunds = rowsOf<{ kind: string; payment_id: number; amount_minor: number; fee_minor: number }>(
    await kit.database.db.execute(
      sql`select kind, payment_id, amount_minor, fee_minor from refunds where booking_id = ${b.id}`,
    ),
  );
  assert.deepEqual(
    refunds.map((r) => [r.kind, r.payment_id, r.amount_minor, r.fee_minor]),
    [['extra_payment', rows[0]!.id, b.total, 0]],
  );

  // cancelled later: its refund comes from the payment kept, the one given back is not touched again
  const cancelled = await call(kit.app, 'cancelBooking', {
    token: await kit.guestToken(),
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  const end = await until(b, (x) => x.refund?.status === 'refunded');
  assert.deepEqual([end.status, end.refund?.amount, end.refund?.status], ['cancelled', quote.refund, 'refunded']);
  assert.deepEqual(
    end.extra_payments?.map((e) => [e.amount, e.refund_status]),
    [[b.total, 'refunded']],
  );
  const parts = rowsOf<{ payment_id: number; amount_minor: number; status: string }>(
    await kit.database.db.execute(sql`
    select rp.payment_id, rp.amount_minor, rp.status from refund_parts rp join refunds r on r.id = rp.refund_id where r.booking_id = ${b.id} order by rp.id`),
  );
  assert.deepEqual(
    parts.map((p) => [p.payment_id, p.amount_minor, p.status]),
    [
      [rows[0]!.id, b.total, 'refunded'],
      [rows[1]!.id, quote.refund, 'refunded'],
    ],
  );
});

test('two payments of one booking whose events reach the API at the same moment: exactly one is kept, whichever it is, the other is given back whole', async () => {
  const to = 'same.moment@example.test';
  const b = await hold(24, to);
  const link = await openLink(b, to);
  const card = await checkout(b);
  webhooks.hold();
  try {
    assert.equal((await payOnGatewayPage(card.redirect_url)).status, 303);
    assert.equal((await payOnGatewayPage(link.checkout.redirect_url)).status, 303);
    await webhooks.whenHeld(2);
  } finally {
    await webhooks.release({ atOnce: true });
  }
  const done = await until(b, (x) => x.extra_payments?.[0]?.refund_status === 'refunded');
  const rows = await paymentsOf(b);
  assert.deepEqual(
    rows.map((r) => [r.status, r.amount_minor]),
    [
      ['succeeded', b.total],
      ['succeeded', b.total],
    ],
  );
  const kept = rows.filter((r) => r.failure_reason === null);
  const extra = rows.filter((r) => r.failure_reason === 'already_paid');
  assert.equal(kept.length, 1, JSON.stringify(rows));
  assert.equal(extra.length, 1, JSON.stringify(rows));
  assert.deepEqual(
    [done.status, done.refund ?? null, done.last_payment?.method, done.last_payment?.status],
    ['confirmed', null, kept[0]!.method, 'succeeded'],
  );
  assert.deepEqual(
    done.extra_payments?.map((e) => [e.method, e.amount, e.refund_status]),
    [[extra[0]!.method, b.total, 'refunded']],
  );
  const refunds = rowsOf<{ kind: string; payment_id: number; amount_minor: number }>(
    await kit.database.db.execute(sql`select kind, payment_id, amount_minor from refunds where booking_id = ${b.id}`),
  );
  assert.deepEqual(
    refunds.map((r) => [r.kind, r.payment_id, r.amount_minor]),
    [['extra_payment', extra[0]!.id, b.total]],
  );
  assert.equal(await mailsTo(to, 'booking_confirmation'), 1, 'confirmed (and mailed) once');
});

test('once a booking is paid by card, its payment link checkout and its virtual account are closed at the gateway', async () => {
  const to = 'closed.others@example.test';
  const owner = await kit.signUp(to);
  const b = await hold(21, to, pick, owner.token);
  const link = await openLink(b, to, owner.token);
  const opened = await call(kit.app, 'bankTransferPayment', {
    token: owner.token,
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(opened.statusCode, 200, opened.body);
  const va = opened.json<PaymentInstruction>().simulate_url!.split('/va/')[1]!;
  const card = await checkout(b, owner.token);
  assert.equal((await payOnGatewayPage(card.redirect_url)).status, 303);
  const paid = await until(b, (x) => x.status === 'confirmed', owner.token);
  assert.equal(paid.status, 'confirmed');

  // closed right after the payment is applied
  let rows = await paymentsOf(b);
  for (let i = 0; i < 100 && rows.some((r) => r.status !== 'succeeded' && r.status !== 'expired'); i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    rows = await paymentsOf(b);
  }
  assert.deepEqual(
    rows.map((r) => [r.method, r.status]),
    [
      ['payment_link', 'expired'],
      ['bank_transfer', 'expired'],
      ['card', 'succeeded'],
    ],
  );
  const page = await payOnGatewayPage(link.checkout.redirect_url);
  assert.notEqual(page.status, 303, "the link's card page takes no card");
  const sent = await fetch(`${gatewayUrl}/v1/virtual_accounts/${va}/simulate_transfer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${GATEWAY_TEST_KEY}` },
  });
  assert.equal(sent.status, 410, 'the bank refuses a transfer to the closed account');
  const now = await read(b, owner.token);
  assert.deepEqual(
    [now.status, now.last_payment?.method, now.last_payment?.status, now.extra_payments ?? []],
    ['confirmed', 'card', 'succeeded', []],
  );
});

test('a card payment that arrives for a booking confirmed to be paid at the hotel is given back whole; the total stays due at the hotel', async () => {
  const found = await findPayAtHotelRoom(kit);
  assert.ok(found);
  const to = 'pah.and.card@example.test';
  const token = await kit.guestToken();
  const b = await hold(6, to, found, token);
  const card = await checkout(b, token);
  const asked = await call(kit.app, 'delayedPaymentsOtp', { token, body: { booking_salt: b.booking_salt } });
  assert.equal(asked.statusCode, 200, asked.body);
  const code = await payAtHotelCode(kit.app, to);
  // the card is paid just as the guest confirms paying at the hotel
  webhooks.hold();
  try {
    assert.equal((await payOnGatewayPage(card.redirect_url)).status, 303);
    const confirmed = await call(kit.app, 'payAtHotelPayment', {
      token,
      body: {
        booking_salt: b.booking_salt,
        request_id: asked.json<OtpSent>().request_id,
        otp: code,
        arrival_slot: '23:00-24:00',
        idempotency_key: crypto.randomUUID(),
      },
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
  } finally {
    await webhooks.release();
  }
  const done = await until(b, (x) => x.extra_payments?.[0]?.refund_status === 'refunded', token);
  assert.deepEqual([done.status, done.last_payment?.status, done.refund ?? null], ['confirmed', 'due_at_hotel', null]);
  assert.deepEqual(
    done.extra_payments?.map((e) => [e.method, e.amount, e.refund_status]),
    [['card', b.total, 'refunded']],
  );
  assert.equal(await mailsTo(to, 'booking_confirmation'), 1);
});

test('the database keeps one payment per booking: a second one kept for the same booking is refused', async () => {
  const b = await hold(22, 'one.kept@example.test');
  await kit.database.db.execute(
    sql`insert into payments (booking_id, method, provider, status, amount_minor, currency) values (${b.id}, 'card', 'sandbox', 'succeeded', ${b.total}, ${b.currency})`,
  );
  await assert.rejects(
    kit.database.db.execute(
      sql`insert into payments (booking_id, method, provider, status, amount_minor, currency) values (${b.id}, 'payment_link', 'sandbox', 'succeeded', ${b.total}, ${b.currency})`,
    ),
    (e: Error & { cause?: { code?: string } }) => (e.cause?.code ?? (e as { code?: string }).code) === '23505',
  );
  // marked as given back, it may be recorded
  await kit.database.db.execute(
    sql`insert into payments (booking_id, method, provider, status, amount_minor, currency, failure_reason) values (${b.id}, 'payment_link', 'sandbox', 'succeeded', ${b.total}, ${b.currency}, 'already_paid')`,
  );
});

test('a bank transfer that arrives for a booking a card had paid: payment_instruction says already_paid, not paid, and get_booking lists its refund', async () => {
  const to = 'card.and.transfer@example.test';
  const owner = await kit.signUp(to);
  const b = await hold(23, to, pick, owner.token);
  const opened = await call(kit.app, 'bankTransferPayment', {
    token: owner.token,
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(opened.statusCode, 200, opened.body);
  const va = opened.json<PaymentInstruction>().simulate_url!.split('/va/')[1]!;
  const card = await checkout(b, owner.token);
  // the card is paid and the transfer sent before the API has heard of either, the card's event first
  await webhooks.inTurn(
    async () => assert.equal((await payOnGatewayPage(card.redirect_url)).status, 303),
    async () => {
      const sent = await fetch(`${gatewayUrl}/v1/virtual_accounts/${va}/simulate_transfer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${GATEWAY_TEST_KEY}` },
      });
      assert.ok(sent.ok, `transfer sent: ${sent.status}`);
    },
  );
  const done = await until(b, (x) => x.extra_payments?.[0]?.refund_status === 'refunded', owner.token);
  assert.deepEqual([done.status, done.last_payment?.method], ['confirmed', 'card']);
  assert.deepEqual(
    done.extra_payments?.map((e) => [e.method, e.amount, e.refund_status]),
    [['bank_transfer', b.total, 'refunded']],
  );

  const res = await call(kit.app, 'paymentInstruction', {
    token: owner.token,
    query: { booking_salt: b.booking_salt },
  });
  assert.equal(res.statusCode, 200, res.body);
  const instruction = res.json<PaymentInstruction>();
  assert.deepEqual(
    [instruction.status, instruction.amount],
    ['already_paid', b.total],
    'the transfer was not needed: it is given back, not "paid"',
  );
  // asking for the transfer again answers the same, and opens no other account
  const again = await call(kit.app, 'bankTransferPayment', {
    token: owner.token,
    body: { booking_salt: b.booking_salt },
  });
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.json<PaymentInstruction>().status, 'already_paid');
});
