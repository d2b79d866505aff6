/**
 * Buying a club plan alone: club_membership_order, then the payment screens' rows with order_kind
 * membership (payment_options, card_payment) and the gateway's webhook that starts the membership.
 * Another user's order reads as unknown, a declined card leaves it payable, a renewal follows the
 * current membership, and money that comes after the order was paid goes back whole.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CardPayment, ClubMember, ClubMembershipOrder, PaymentOptions } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import type { CatalogTestApp, TestClock } from '../../../test/catalog-test-kit.ts';
import { createGatewayTestApp, payOnGatewayPage, pollUntil } from '../../../test/gateway-test-kit.ts';
import { TEST_CARDS } from '../../sandbox-gateway/test-cards.ts';
import { rowsOf } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/payment.ts';
import { createPaymentRepository } from '../payment/payment.repository.ts';
import { createMembershipRepository } from './membership.repository.ts';

const TODAY = '2026-03-10';
const SITE = 'http://localhost:8080';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let plans: { id: number; country: string; price_minor: number; currency: string; duration_days: number }[];

const idPlan = () => plans.find((p) => p.country === 'id')!;
const sgPlan = () => plans.find((p) => p.country === 'sg')!;
const order = (token: string, planId: number, locale = 'en-id') =>
  call(kit.app, 'clubMembershipOrder', { token, body: { plan_id: planId, locale } });
const options = (token: string, id: number | string) =>
  call(kit.app, 'paymentOptions', { token, query: { order_kind: 'membership', order_id: String(id) } });
const checkout = (token: string, id: number) =>
  call(kit.app, 'cardPayment', {
    token,
    body: { order_kind: 'membership', order_id: String(id), return_url: `${SITE}/en-id/payment` },
  });
const standing = async (token: string) => (await call(kit.app, 'clubMember', { token })).json<ClubMember>();
const paidOrder = async (token: string, id: number) =>
  pollUntil(
    async () => (await options(token, id)).json<PaymentOptions>(),
    (o) => o.order.status !== 'pending',
  );

before(async () => {
  ({ kit, gateway } = await createGatewayTestApp({ today: TODAY, config: { siteUrl: SITE } }));
  plans = rowsOf(
    await kit.database.db.execute(
      sql`select id, country, price_minor, currency, duration_days from club_plans order by country, "order"`,
    ),
  );
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('a plan bought alone is paid by card on the payment screens and starts today', async () => {
  const buyer = await kit.signUp('club.alone@example.test');
  const res = await order(buyer.token, idPlan().id);
  assert.equal(res.statusCode, 201, res.body);
  const ordered = res.json<ClubMembershipOrder>();
  assert.equal(ordered.amount, idPlan().price_minor);
  assert.equal(ordered.currency, 'IDR');
  assert.equal(ordered.starts_on, TODAY);
  assert.equal((await order(buyer.token, idPlan().id)).json<ClubMembershipOrder>().member_id, ordered.member_id);

  const ways = (await options(buyer.token, ordered.member_id)).json<PaymentOptions>();
  assert.deepEqual(
    { kind: ways.order.kind, status: ways.order.status, amount: ways.order.amount, last: ways.order.last_payment },
    { kind: 'membership', status: 'pending', amount: idPlan().price_minor, last: null },
  );
  assert.deepEqual(
    ways.options.map((o) => [o.method, o.available, o.reason]),
    [
      ['card', true, null],
      ['pay_at_hotel', false, 'PAH_CLUB_PLAN'],
      ['bank_transfer', false, 'BANK_TRANSFER_NOT_FOR_ORDER'],
    ],
  );
  assert.equal(ways.default_method, 'card');

  const opened = await checkout(buyer.token, ordered.member_id);
  assert.equal(opened.statusCode, 201, opened.body);
  const card = opened.json<CardPayment>();
  assert.equal(card.amount, idPlan().price_minor);
  // asking again while the gateway's page is open answers the same checkout
  assert.equal((await checkout(buyer.token, ordered.member_id)).json<CardPayment>().payment_id, card.payment_id);

  const paid = await payOnGatewayPage(card.redirect_url);
  assert.equal(paid.status, 303);
  const back = new URL(paid.location!);
  assert.equal(back.pathname, '/en-id/payment');
  assert.equal(back.searchParams.get('member'), String(ordered.member_id));
  assert.equal(back.searchParams.get('result'), 'return');

  assert.equal((await paidOrder(buyer.token, ordered.member_id)).order.status, 'confirmed');
  const member = await standing(buyer.token);
  assert.equal(member.club_member, true);
  assert.equal(member.membership?.id, ordered.member_id);
  assert.equal(member.membership?.starts_on, TODAY);
  assert.equal(member.days_left, idPlan().duration_days);

  const again = await checkout(buyer.token, ordered.member_id);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json<{ code: string }>().code, 'MEMBERSHIP_ALREADY_PAID');
  const invoice = await call(kit.app, 'clubInvoice', {
    token: buyer.token,
    query: { membership_id: String(ordered.member_id) },
  });
  assert.equal(invoice.statusCode, 200, invoice.body);

  // a renewal bought now starts where this one ends, and never overlaps it
  const renewal = (await order(buyer.token, idPlan().id)).json<ClubMembershipOrder>();
  assert.notEqual(renewal.member_id, ordered.member_id);
  assert.equal(renewal.starts_on, member.membership?.ends_on);
  const renewalCard = (await checkout(buyer.token, renewal.member_id)).json<CardPayment>();
  assert.equal((await payOnGatewayPage(renewalCard.redirect_url)).status, 303);
  assert.equal((await paidOrder(buyer.token, renewal.member_id)).order.status, 'confirmed');
  const renewed = await standing(buyer.token);
  assert.equal(renewed.membership?.id, ordered.member_id, 'the current membership goes on');
  assert.equal(renewed.covered_until, stayEnd(member.membership!.ends_on!, idPlan().duration_days));
});

test('a declined card leaves the order payable and says so', async () => {
  const buyer = await kit.signUp('club.declined@example.test');
  const ordered = (await order(buyer.token, idPlan().id)).json<ClubMembershipOrder>();
  const card = (await checkout(buyer.token, ordered.member_id)).json<CardPayment>();
  await payOnGatewayPage(card.redirect_url, TEST_CARDS.decline);
  const declined = await pollUntil(
    async () => (await options(buyer.token, ordered.member_id)).json<PaymentOptions>(),
    (o) => o.order.last_payment?.status === 'declined',
  );
  assert.equal(declined.order.status, 'pending');
  assert.equal(declined.order.last_payment?.status, 'declined');
  assert.equal((await standing(buyer.token)).club_member, false);
  const retry = (await checkout(buyer.token, ordered.member_id)).json<CardPayment>();
  assert.notEqual(retry.payment_id, card.payment_id, 'a new checkout after the decline');
  await payOnGatewayPage(retry.redirect_url);
  assert.equal((await paidOrder(buyer.token, ordered.member_id)).order.status, 'confirmed');
});

test("another user's order, an unknown one and another country's plan read as not found", async () => {
  const owner = await kit.signUp('club.owner@example.test');
  const other = await kit.signUp('club.other@example.test');
  const ordered = (await order(owner.token, idPlan().id)).json<ClubMembershipOrder>();
  for (const res of [
    await options(other.token, ordered.member_id),
    await options(other.token, 999_999),
    await options(other.token, 'not-a-number'),
    await checkout(other.token, ordered.member_id),
    await options(await kit.guestToken(), ordered.member_id),
  ]) {
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json<{ code: string }>().code, 'MEMBERSHIP_NOT_FOUND');
  }
  const foreign = await order(owner.token, sgPlan().id, 'en-id');
  assert.equal(foreign.statusCode, 404);
  assert.equal(foreign.json<{ code: string }>().code, 'PLAN_NOT_FOUND');
  assert.equal((await order(owner.token, sgPlan().id, 'en-sg')).statusCode, 201);
  const guest = await order(await kit.guestToken(), idPlan().id);
  assert.equal(guest.statusCode, 401);
});

test('money that comes after the membership was paid goes back whole, naming no booking', async () => {
  const buyer = await kit.signUp('club.twice@example.test');
  const ordered = (await order(buyer.token, idPlan().id)).json<ClubMembershipOrder>();
  const card = (await checkout(buyer.token, ordered.member_id)).json<CardPayment>();
  await payOnGatewayPage(card.redirect_url);
  assert.equal((await paidOrder(buyer.token, ordered.member_id)).order.status, 'confirmed');

  // a second checkout of the same order that the gateway charged as well (one opened before the first was paid)
  const db = kit.database.db;
  const [second] = await db
    .insert(payments)
    .values({
      orderKind: 'membership',
      membershipId: ordered.member_id,
      method: 'card',
      provider: 'sandbox',
      amountMinor: idPlan().price_minor,
      currency: 'IDR',
    })
    .returning({ id: payments.id });
  const memberships = createMembershipRepository(db);
  const result = await createPaymentRepository(db).applyEvent({
    provider: 'sandbox',
    eventId: `evt_second_${second!.id}`,
    type: 'payment.succeeded',
    paymentId: second!.id,
    payload: {},
    status: 'succeeded',
    now: kit.clock.now,
    onMembershipPaid: async (tx, id) => (await memberships.activateOrder(tx, id, kit.clock.now)).outcome,
  });
  assert.equal(result, 'refund_due');
  const [refund] = await db
    .select()
    .from(refunds)
    .where(sql`${refunds.paymentId} = ${second!.id}`);
  assert.deepEqual(
    { kind: refund?.kind, bookingId: refund?.bookingId, amount: refund?.amountMinor, fee: refund?.feeMinor },
    { kind: 'extra_payment', bookingId: null, amount: idPlan().price_minor, fee: 0 },
  );
  const member = await standing(buyer.token);
  assert.equal(member.memberships.filter((m) => m.status === 'active').length, 1, 'still one membership');
});

/** the day a membership bought to follow one ending on `end` ends */
function stayEnd(end: string, days: number): string {
  return new Date(Date.parse(`${end}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
