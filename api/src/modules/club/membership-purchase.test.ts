/**
 * Joining the club with a stay: the summary adds the plan's price as a membership line for a
 * signed-in member, book_now keeps it waiting for the payment, the card payment starts it (a second
 * plan follows the first), the hotel cannot take it, and cancelling the stay refunds the stay only.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type {
  Booking,
  BookingSummary,
  ClubInvoice,
  ClubMember,
  ClubProfile,
  PaymentOptions,
  PriceAvailability,
} from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { findBookableRoom, type CatalogTestApp, type TestClock, stayDate } from '../../../test/catalog-test-kit.ts';
import {
  createGatewayTestApp,
  holdRoom,
  openCardCheckout,
  payOnGatewayPage,
  pollUntil,
  readBooking,
} from '../../../test/gateway-test-kit.ts';
import { rowsOf } from '../../db/client.ts';

const TODAY = '2026-03-10';
const SITE = 'http://localhost:8080';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let room: { slug: string; roomTypeId: number; ratePlanId: number };
let plans: { id: number; country: string; price_minor: number; duration_days: number }[];

const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
const stayOf = (day: number) => ({
  hotel: room.slug,
  room_type_id: room.roomTypeId,
  rate_plan_id: room.ratePlanId,
  ...on(day),
});
const idPlan = () => plans.find((p) => p.country === 'id')!;
const summaryOf = (token: string, body: Record<string, unknown>) => call(kit.app, 'bookingSummary', { token, body });
const standing = async (token: string) => (await call(kit.app, 'clubMember', { token })).json<ClubMember>();
const book = (token: string, day: number, planId: number) =>
  holdRoom(kit, room, on(day), 'club.buyer@example.test', token, { club_plan_id: planId });
const payByCard = async (b: Booking, token: string) => {
  const checkout = await openCardCheckout(kit, b, `${SITE}/en-id/payments`, token);
  assert.equal((await payOnGatewayPage(checkout.redirect_url)).status, 303);
  const paid = await pollUntil(
    () => readBooking(kit, b, token),
    (x) => x.status === 'confirmed',
  );
  assert.equal(paid.status, 'confirmed');
  return paid;
};

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY, config: { siteUrl: SITE } });
  ({ kit, gateway } = env);
  room = (await findBookableRoom(kit, on(20), { minFree: 3 }))!;
  assert.ok(room);
  plans = rowsOf(
    await kit.database.db.execute(
      sql`select id, country, price_minor, duration_days from club_plans order by country, "order"`,
    ),
  );
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

/** the member price of a stay: 10% off its all-in total, half up */
const memberOff = (stayTotal: number) => Math.floor((stayTotal * 1000 + 5000) / 10_000);

test('the summary sells a plan of the stay country to a signed-in member, and takes it off again', async () => {
  const member = await kit.signUp('club.summary@example.test');
  const plain = (await summaryOf(member.token, stayOf(20))).json<BookingSummary>();
  assert.ok(!plain.adjustments.some((a) => a.kind === 'club_discount'), 'no member price before joining');
  const res = await summaryOf(member.token, { ...stayOf(20), club_plan_id: idPlan().id });
  assert.equal(res.statusCode, 200, res.body);
  const withPlan = res.json<BookingSummary>();
  const line = withPlan.adjustments.find((a) => a.kind === 'membership');
  assert.equal(line?.amount, idPlan().price_minor);
  // joining with the stay gives the stay its member price already
  const off = withPlan.adjustments.find((a) => a.kind === 'club_discount');
  assert.equal(off?.amount, -memberOff(plain.stay_total));
  assert.equal(withPlan.total, plain.total + idPlan().price_minor - memberOff(plain.stay_total));
  assert.equal(withPlan.stay_total, plain.stay_total, 'the stay costs the same');

  const removed = await call(kit.app, 'removeMembership', {
    token: member.token,
    body: { ...stayOf(20), club_plan_id: idPlan().id },
  });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.equal(removed.json<BookingSummary>().total, plain.total);

  const guest = await summaryOf(await kit.guestToken(), { ...stayOf(20), club_plan_id: idPlan().id });
  assert.equal(guest.statusCode, 403);
  assert.equal(guest.json<{ code: string }>().code, 'CLUB_SIGN_IN');
  const abroad = plans.find((p) => p.country !== 'id')!;
  for (const planId of [abroad.id, 999_999]) {
    const refused = await summaryOf(member.token, { ...stayOf(20), club_plan_id: planId });
    assert.equal(refused.statusCode, 404, refused.body);
    assert.equal(refused.json<{ code: string }>().code, 'PLAN_NOT_FOUND');
  }
});

test('paid by card, the plan starts today at home; a second one follows it; the stay refunds alone', async () => {
  const member = await kit.signUp('club.buyer@example.test');
  const first = await book(member.token, 21, idPlan().id);
  assert.ok(first.adjustments?.some((a) => a.kind === 'membership'));
  // waiting for the payment: listed as pending, not a member yet, never paid at the hotel, no invoice yet
  const waiting = await standing(member.token);
  const early = await call(kit.app, 'clubInvoice', {
    token: member.token,
    query: { membership_id: String(waiting.memberships[0]!.id) },
  });
  assert.equal(early.statusCode, 409, early.body);
  assert.equal(early.json<{ code: string }>().code, 'MEMBERSHIP_NOT_PAID');
  assert.equal(waiting.club_member, false);
  assert.deepEqual(
    waiting.memberships.map((m) => m.status),
    ['pending'],
  );
  const options = (
    await call(kit.app, 'paymentOptions', { token: member.token, query: { order_id: first.booking_salt } })
  ).json<PaymentOptions>();
  const pah = options.options.find((o) => o.method === 'pay_at_hotel');
  assert.equal(pah?.available, false);
  assert.ok(pah?.reason === 'PAH_CLUB_PLAN' || pah?.reason === 'PAH_NOT_OFFERED', pah?.reason ?? '');

  await payByCard(first, member.token);
  const joined = await standing(member.token);
  assert.equal(joined.club_member, true);
  assert.equal(joined.membership?.starts_on, TODAY);
  assert.equal(joined.days_left, idPlan().duration_days);
  // the paid membership's invoice, for its member only, and its PDF through the signed link
  const invoiceRes = await call(kit.app, 'clubInvoice', {
    token: member.token,
    query: { membership_id: String(joined.membership!.id) },
  });
  assert.equal(invoiceRes.statusCode, 200, invoiceRes.body);
  const invoice = invoiceRes.json<ClubInvoice>();
  assert.equal(invoice.total, idPlan().price_minor);
  assert.equal(invoice.starts_on, TODAY);
  assert.equal(invoice.issued_on, TODAY, 'paid that day on the member’s home calendar');
  assert.equal(invoice.member_email, 'club.buyer@example.test');
  assert.deepEqual(invoice.paid_with?.booking_salt, first.booking_salt);
  const pdf = await kit.app.inject({ method: 'GET', url: invoice.pdf_url });
  assert.equal(pdf.statusCode, 200);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
  const forged = await kit.app.inject({
    method: 'GET',
    url: invoice.pdf_url.replace(/signature=[0-9a-f]/, 'signature=0'),
  });
  assert.equal(forged.statusCode, 404);
  const stranger = await kit.signUp('club.stranger@example.test');
  const theirs = await call(kit.app, 'clubInvoice', {
    token: stranger.token,
    query: { membership_id: String(joined.membership!.id) },
  });
  assert.equal(theirs.statusCode, 404);
  assert.equal(theirs.json<{ code: string }>().code, 'MEMBERSHIP_NOT_FOUND');

  // a member's every stay has its member price, without buying anything
  const asMember = (await summaryOf(member.token, stayOf(25))).json<BookingSummary>();
  assert.deepEqual(
    asMember.adjustments.map((a) => [a.kind, a.amount]),
    [['club_discount', -memberOff(asMember.stay_total)]],
  );
  assert.equal(asMember.total, asMember.stay_total - memberOff(asMember.stay_total));
  // the club price the hotel page showed for that plan is what the member's summary charges
  const shownRes = await kit.app.inject({
    method: 'GET',
    url: `${kit.path('hotelPriceAvailability').replace(':id', room.slug)}?${new URLSearchParams({ ...on(25), rooms: '1', guest: '2' })}`,
    headers: { authorization: `Bearer ${member.token}` },
  });
  assert.equal(shownRes.statusCode, 200, shownRes.body);
  const shown = shownRes.json<PriceAvailability>();
  const shownPlan = shown.room_prices
    .find((r) => r.room_type_id === room.roomTypeId)!
    .plans.find((p) => p.rate_plan_id === room.ratePlanId)!;
  assert.equal(shownPlan.club_total_tarrif, asMember.total);

  // a second plan bought with another stay starts where the first ends
  const second = await book(member.token, 22, idPlan().id);
  await payByCard(second, member.token);
  const renewed = await standing(member.token);
  const ends = joined.membership!.ends_on!;
  assert.deepEqual(
    renewed.memberships.map((m) => [m.starts_on, m.ends_on]),
    [
      [ends, renewed.covered_until],
      [TODAY, ends],
    ],
  );
  assert.equal(renewed.membership?.starts_on, TODAY);

  // cancelling the second stay refunds what the stay cost; the plan bought with it stays the member's
  const cancelled = await call(kit.app, 'cancelBooking', {
    token: member.token,
    body: { booking_salt: second.booking_salt },
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  const refund = cancelled.json<Booking>().refund;
  const plan = second.adjustments!.find((a) => a.kind === 'membership')!.amount;
  assert.ok(refund, 'a refund is due');
  assert.ok(
    refund!.amount <= second.total - plan,
    `refund ${refund!.amount} is at most the stay ${second.total - plan}`,
  );
  assert.equal((await standing(member.token)).covered_until, renewed.covered_until);

  // the club history counts what the member price took off the paid stay; the cancelled one saved nothing
  const profile = await call(kit.app, 'clubProfile', { token: member.token });
  assert.equal(profile.statusCode, 200, profile.body);
  const saved = -first.adjustments!.find((a) => a.kind === 'club_discount')!.amount;
  assert.deepEqual(profile.json<ClubProfile>().savings, [{ currency: 'IDR', amount: saved, stays: 1 }]);
  assert.deepEqual(
    profile.json<ClubProfile>().saved_stays.map((x) => [x.booking_salt, x.saved, x.status]),
    [[first.booking_salt, saved, 'confirmed']],
  );
  assert.equal(profile.json<ClubProfile>().memberships.length, 2);
  assert.equal((await call(kit.app, 'clubProfile', { token: await kit.guestToken() })).statusCode, 401);
});
