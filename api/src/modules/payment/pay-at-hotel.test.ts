/**
 * Payment options and pay at hotel: the rules, then the journey a guest makes
 * (book_now_pah → verify_pah → delayed_payments_otp → arrival_time_slots → pay_at_hotel_payment),
 * its idempotency, the invoice and mail it leaves, and other people's ids refused on every route.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  ArrivalTimeSlots,
  Booking,
  Invoice,
  OtpSent,
  PayAtHotelResult,
  PaymentOptions,
  VerifyPah,
} from '@rednest/shared/contracts/dto';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import { rowsOf } from '../../db/client.ts';
import { call, captchaToken } from '../../../test/http.ts';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts/wire';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { payAtHotelCode } from '../../../test/dev-inbox.ts';
import { arrivalSlots, pahVerdict, paymentOptions } from './payment-options.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
interface Pick {
  hotel: string;
  room_type_id: number;
  rate_plan_id: number;
}
let pah: Pick;
let nonRefundable: Pick | undefined;
let noPah: Pick;
let ipCounter = 1;

const stay = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
const as = (token: string) => {
  const ip = `203.0.113.${ipCounter++}`;
  return (name: EndpointName, opts: { body?: unknown; query?: Record<string, string> } = {}) =>
    call(kit.app, name, { token, ...opts, headers: { 'x-forwarded-for': ip } });
};
const inbox = async (to: string) =>
  (
    (
      await kit.app.inject({ method: 'GET', url: `${kit.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}` })
    ).json() as { messages: Array<{ kind: string; subject: string; text: string }> }
  ).messages;
const codeFor = (to: string) => payAtHotelCode(kit.app, to);
const guestBody = (p: Pick, day: number, email: string) => ({
  ...p,
  ...stay(day),
  first_name: 'Ayu',
  last_name: 'Lestari',
  email,
  phone: '+62 812 3456 7890',
  idempotency_key: crypto.randomUUID(),
});

/** a Jakarta-area room of a property that does (or does not) take pay at hotel, on a plan that is (or is not) refundable */
async function findPick(payAtHotel: boolean, refundable: boolean): Promise<Pick | undefined> {
  const rows = rowsOf<{ slug: string; room_type_id: number; rate_plan_id: number }>(
    await kit.app.database.db.execute(sql`
    select p.slug, rt.id as room_type_id, rp.id as rate_plan_id
    from rate_plans rp join room_types rt on rt.id = rp.room_type_id join properties p on p.id = rt.property_id
    where p.pay_at_hotel = ${payAtHotel} and (rp.refundable and rp.free_cancellation_hours > 0) = ${refundable} and p.currency = 'IDR' and p.is_active
      and rt.max_guests >= 2
    order by p.id, rt.id, rp.id limit 40`),
  );
  for (const r of rows) {
    const res = await as(await kit.guestToken())('bookNow', {
      body: guestBody(
        { hotel: r.slug, room_type_id: r.room_type_id, rate_plan_id: r.rate_plan_id },
        2,
        'probe@example.test',
      ),
    });
    if (res.statusCode === 201) {
      await as(await kit.guestToken())('releaseSaleRoom', { body: { booking_salt: res.json<Booking>().booking_salt } });
      return { hotel: r.slug, room_type_id: r.room_type_id, rate_plan_id: r.rate_plan_id };
    }
  }
  return undefined;
}

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  pah = (await findPick(true, true))!;
  noPah = (await findPick(false, true))!;
  nonRefundable = await findPick(true, false);
  assert.ok(pah && noPah);
});
after(async () => {
  await kit?.close();
});

test('the rules: pay at hotel needs the property, a refundable plan, check-in within 30 days and the check-in day not over', () => {
  const base = {
    payAtHotel: true,
    refundable: true,
    checkIn: '2026-03-12',
    checkInTime: '14:00',
    timezone: 'Asia/Jakarta',
    now: new Date('2026-03-10T05:00:00Z'),
  };
  assert.equal(pahVerdict(base), null);
  assert.equal(pahVerdict({ ...base, payAtHotel: false }), 'PAH_NOT_OFFERED');
  assert.equal(pahVerdict({ ...base, refundable: false }), 'PAH_NON_REFUNDABLE');
  assert.equal(pahVerdict({ ...base, checkIn: '2026-04-12' }), 'PAH_TOO_FAR_AHEAD');
  assert.equal(
    pahVerdict({ ...base, noShows: 1 }),
    'PAH_NOT_FOR_GUEST',
    'one missed pay-at-hotel stay turns it off for the account',
  );
  // midnight at the hotel (UTC+7) ends the check-in day: 16:59 UTC still in, 17:00 out
  assert.equal(pahVerdict({ ...base, now: new Date('2026-03-12T16:59:00Z') }), null);
  assert.equal(pahVerdict({ ...base, now: new Date('2026-03-12T17:00:00Z') }), 'PAH_TOO_LATE');
  const { options, default_method } = paymentOptions({ ...base, status: 'pending', total: 500_000, currency: 'IDR' });
  assert.equal(default_method, 'card');
  assert.deepEqual(
    options.map((o) => [o.method, o.available, o.due_now, o.due_at_hotel]),
    [
      ['card', true, 500_000, 0],
      ['pay_at_hotel', true, 0, 500_000],
      ['bank_transfer', true, 500_000, 0],
    ],
  );
  const ended = paymentOptions({ ...base, status: 'cancelled', total: 500_000, currency: 'IDR' });
  assert.equal(ended.default_method, null);
  assert.ok(ended.options.every((o) => o.reason === 'ORDER_NOT_PENDING'));
  // slots: check-in hour to midnight, hotel time; hours already over are not offered
  const slots = arrivalSlots({
    checkIn: '2026-03-12',
    checkInTime: '14:00',
    timezone: 'Asia/Jakarta',
    now: new Date('2026-03-12T09:30:00Z'),
  });
  assert.equal(slots[0]!.id, '14:00-15:00');
  assert.equal(slots.at(-1)!.id, '23:00-24:00');
  // 16:30 at the hotel: the hour under way may still be picked
  assert.deepEqual(
    slots.filter((s) => !s.available).map((s) => s.id),
    ['14:00-15:00', '15:00-16:00'],
  );
});

test('a guest pays at the hotel: hold, code, arrival slot → confirmed, the invoice and mail say pay at the hotel, nothing to refund on cancel', async () => {
  const email = 'ayu.pah@example.test';
  const api = as(await kit.guestToken());
  const held = await api('bookNowPah', { body: guestBody(pah, 5, email) });
  assert.equal(held.statusCode, 201, held.body);
  const b = held.json<Booking>();
  assert.equal(b.status, 'pending');

  const options = (
    await api('paymentOptions', { query: { order_kind: 'booking', order_id: b.booking_salt } })
  ).json<PaymentOptions>();
  assert.equal(options.order.amount, b.total);
  assert.equal(options.order.status, 'pending');
  assert.deepEqual(
    options.options.filter((o) => o.available).map((o) => o.method),
    ['card', 'pay_at_hotel', 'bank_transfer'],
  );

  const verify = (await api('verifyPah', { query: { booking_salt: b.booking_salt } })).json<VerifyPah>();
  assert.equal(verify.eligible, true);
  assert.equal(verify.amount_due_at_hotel, b.total);
  assert.match(verify.sent_to, /^a\*+@example\.test$|\*/);

  const sent = await api('delayedPaymentsOtp', { body: { booking_salt: b.booking_salt, locale: 'id-id' } });
  assert.equal(sent.statusCode, 200, sent.body);
  const { request_id } = sent.json<OtpSent>();
  const code = await codeFor(email);
  const slots = (await api('arrivalTimeSlots', { query: { booking_salt: b.booking_salt } })).json<ArrivalTimeSlots>();
  const slot = slots.slots.find((s) => s.available)!.id;

  const body = {
    booking_salt: b.booking_salt,
    request_id,
    otp: code,
    arrival_slot: slot,
    idempotency_key: crypto.randomUUID(),
    shopback_transaction_id: 'sb_123-abc',
    sun_referer_url: 'https://partner.example/deals',
  };
  const badSlot = await api('payAtHotelPayment', { body: { ...body, arrival_slot: '03:00-04:00' } });
  assert.equal(badSlot.statusCode, 400);
  assert.equal(badSlot.json<{ code: string }>().code, 'INVALID_ARRIVAL_SLOT');
  const wrong = await api('payAtHotelPayment', { body: { ...body, otp: code === '000000' ? '111111' : '000000' } });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json<{ code: string }>().code, 'INVALID_CODE');

  const paid = await api('payAtHotelPayment', { body });
  assert.equal(paid.statusCode, 200, paid.body);
  const result = paid.json<PayAtHotelResult>();
  assert.equal(result.booking.status, 'confirmed');
  assert.equal(result.arrival_slot, slot);
  assert.equal(result.amount_due_at_hotel, b.total);
  // the same attempt again (a retried request): the first answer, without the used code
  const again = await api('payAtHotelPayment', { body });
  assert.equal(again.statusCode, 200, again.body);
  assert.deepEqual(again.json<PayAtHotelResult>().arrival_slot, slot);
  const reused = await api('payAtHotelPayment', {
    body: { ...body, arrival_slot: slots.slots.filter((s) => s.available)[1]!.id },
  });
  assert.equal(reused.json<{ code: string }>().code, 'IDEMPOTENCY_KEY_REUSED');
  const second = await api('payAtHotelPayment', { body: { ...body, idempotency_key: crypto.randomUUID() } });
  assert.equal(second.statusCode, 409);
  assert.equal(second.json<{ code: string }>().code, 'BOOKING_NOT_PENDING');

  // one payment, stored with what the partner sites add
  const rows = rowsOf<{ method: string; status: string; amount_minor: number; details: Record<string, string> }>(
    await kit.app.database.db.execute(
      sql`select method, status, amount_minor, details from payments where booking_id = ${b.id}`,
    ),
  );
  assert.deepEqual(
    rows.map((r) => [r.method, r.status, r.amount_minor]),
    [['pay_at_hotel', 'due_at_hotel', b.total]],
  );
  assert.deepEqual(rows[0]!.details, {
    arrival_slot: slot,
    shopback_transaction_id: 'sb_123-abc',
    sun_referer_url: 'https://partner.example/deals',
  });

  const invoice = (await api('bookingInvoice', { query: { booking_salt: b.booking_salt } })).json<Invoice>();
  assert.equal(invoice.payment_method, 'pay_at_hotel');
  assert.equal(invoice.paid_at, null);
  let mail;
  for (let i = 0; i < 100 && !mail; i += 1) {
    mail = (await inbox(email)).find((m) => m.kind === 'booking_confirmation');
    if (!mail) await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(mail);
  assert.match(mail.text, /You pay the total at the hotel/);
  assert.match(mail.text, /To pay at the hotel:/);

  const quote = (await api('cancelQuote', { query: { booking_salt: b.booking_salt } })).json<{
    rule: string;
    refund: number;
  }>();
  assert.deepEqual([quote.rule, quote.refund], ['unpaid', 0]);
  const cancelled = (await api('cancelBooking', { body: { booking_salt: b.booking_salt } })).json<Booking>();
  assert.equal(cancelled.status, 'cancelled');
  assert.equal(cancelled.refund?.amount, 0);
});

test('book_now_pah refuses a stay that cannot be paid at the hotel before holding a room', async () => {
  const api = as(await kit.guestToken());
  const res = await api('bookNowPah', { body: guestBody(noPah, 6, 'no.pah@example.test') });
  assert.equal(res.statusCode, 409, res.body);
  assert.equal(res.json<{ code: string }>().code, 'PAH_NOT_AVAILABLE');
  const far = await api('bookNowPah', { body: guestBody(pah, 45, 'far.pah@example.test') });
  assert.equal(far.statusCode, 409);
  assert.equal(far.json<{ details: { message: string }[] }>().details[0]!.message, 'PAH_TOO_FAR_AHEAD');
  const held = rowsOf<{ n: number }>(
    await kit.app.database.db.execute(
      sql`select count(*)::int as n from bookings where guest_email in ('no.pah@example.test', 'far.pah@example.test')`,
    ),
  );
  assert.equal(held[0]!.n, 0);
  if (nonRefundable) {
    const b = (await api('bookNow', { body: guestBody(nonRefundable, 7, 'nr.pah@example.test') })).json<Booking>();
    const options = (await api('paymentOptions', { query: { order_id: b.booking_salt } })).json<PaymentOptions>();
    assert.equal(options.options.find((o) => o.method === 'pay_at_hotel')!.reason, 'PAH_NON_REFUNDABLE');
    const send = await api('delayedPaymentsOtp', { body: { booking_salt: b.booking_salt } });
    assert.equal(send.json<{ code: string }>().code, 'PAH_NOT_AVAILABLE');
  }
});

test('a signed-in guest who missed a stay to be paid at the hotel pays up front from then on (the profile says pay_at_hotel false)', async () => {
  const user = await kit.signUp('pah.noshow@example.test');
  const api = as(user.token);
  const first = (await api('bookNowPah', { body: guestBody(pah, 10, 'pah.noshow@example.test') })).json<Booking>();
  assert.equal(
    (await api('verifyPah', { query: { booking_salt: first.booking_salt } })).json<VerifyPah>().eligible,
    true,
  );
  // the hotel ends it as a no-show
  const [row] = rowsOf<{ id: number; total_minor: number; currency: string }>(
    await kit.app.database.db.execute(
      sql`select id, total_minor, currency from bookings where booking_salt = ${first.booking_salt}`,
    ),
  );
  await kit.app.database.db.execute(
    sql`insert into payments (booking_id, method, provider, status, amount_minor, currency) values (${row!.id}, 'pay_at_hotel', 'sandbox', 'due_at_hotel', ${row!.total_minor}, ${row!.currency})`,
  );
  await kit.app.database.db.execute(
    sql`update bookings set status = 'cancelled', cancel_reason = 'no_show', hold_expires_at = null where id = ${row!.id}`,
  );
  const refused = await api('bookNowPah', { body: guestBody(pah, 11, 'pah.noshow@example.test') });
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal(refused.json<{ details: { message: string }[] }>().details[0]!.message, 'PAH_NOT_FOR_GUEST');
  const byCard = (await api('bookNow', { body: guestBody(pah, 12, 'pah.noshow@example.test') })).json<Booking>();
  const options = (await api('paymentOptions', { query: { order_id: byCard.booking_salt } })).json<PaymentOptions>();
  assert.equal(options.options.find((o) => o.method === 'pay_at_hotel')!.reason, 'PAH_NOT_FOR_GUEST');
  assert.equal(options.options.find((o) => o.method === 'card')!.available, true);
  // a guest booking (no account) is judged by the stay alone
  const g = as(await kit.guestToken());
  const guestBooking = (await g('bookNowPah', { body: guestBody(pah, 12, 'pah.noshow@example.test') })).json<Booking>();
  assert.equal(
    (await g('verifyPah', { query: { booking_salt: guestBooking.booking_salt } })).json<VerifyPah>().eligible,
    true,
  );
});

test("another user's booking is not found on every route; the code of one booking does not confirm another's", async () => {
  const owner = await kit.signUp('pah.owner@example.test');
  const other = await kit.signUp('pah.other@example.test');
  const mine = as(owner.token);
  const b = (await mine('bookNowPah', { body: guestBody(pah, 8, 'pah.owner@example.test') })).json<Booking>();
  const theirs = as(other.token);
  const guest = as(await kit.guestToken());
  for (const api of [theirs, guest]) {
    for (const [name, opts] of [
      ['paymentOptions', { query: { order_id: b.booking_salt } }],
      ['verifyPah', { query: { booking_salt: b.booking_salt } }],
      ['arrivalTimeSlots', { query: { booking_salt: b.booking_salt } }],
      ['delayedPaymentsOtp', { body: { booking_salt: b.booking_salt } }],
      [
        'payAtHotelPayment',
        {
          body: {
            booking_salt: b.booking_salt,
            request_id: 'x'.repeat(22),
            otp: '123456',
            arrival_slot: '23:00-24:00',
            idempotency_key: crypto.randomUUID(),
          },
        },
      ],
    ] as const) {
      const res = await api(name, opts as { body?: unknown; query?: Record<string, string> });
      assert.equal(res.statusCode, 404, `${name}: ${res.body}`);
      assert.equal(res.json<{ code: string }>().code, 'BOOKING_NOT_FOUND');
    }
  }
  // a code mailed for another booking (another email) does not confirm this one
  const g = as(await kit.guestToken());
  const otherBooking = (
    await g('bookNowPah', { body: guestBody(pah, 9, 'someone.else@example.test') })
  ).json<Booking>();
  const { request_id } = (
    await g('delayedPaymentsOtp', { body: { booking_salt: otherBooking.booking_salt } })
  ).json<OtpSent>();
  const otp = await codeFor('someone.else@example.test');
  const res = await mine('payAtHotelPayment', {
    body: {
      booking_salt: b.booking_salt,
      request_id,
      otp,
      arrival_slot: '23:00-24:00',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json<{ code: string }>().code, 'INVALID_CODE');
  assert.equal(
    (await mine('getBooking', { query: { booking_salt: b.booking_salt } })).json<Booking>().status,
    'pending',
  );
});

test('book_now_pah takes the same captcha as book_now: missing or reused is refused before a room is held, captcha_by_pass skips it', async () => {
  const ip = { 'x-forwarded-for': `203.0.113.${ipCounter++}` };
  const missing = await call(kit.app, 'bookNowPah', {
    token: await kit.guestToken(),
    body: guestBody(pah, 10, 'captcha.pah@example.test'),
    captcha: false,
    headers: ip,
  });
  assert.equal(missing.statusCode, 400, missing.body);
  assert.equal(missing.json<{ code: string }>().code, 'CAPTCHA_REQUIRED');
  const forged = await call(kit.app, 'bookNowPah', {
    token: await kit.guestToken(),
    body: guestBody(pah, 10, 'captcha.pah@example.test'),
    headers: { ...ip, [CAPTCHA_HEADER]: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
  });
  assert.equal(forged.json<{ code: string }>().code, 'CAPTCHA_INVALID');
  const solved = await captchaToken(kit.app);
  assert.equal(
    (
      await call(kit.app, 'bookNowPah', {
        token: await kit.guestToken(),
        body: guestBody(pah, 10, 'captcha.pah@example.test'),
        headers: { ...ip, [CAPTCHA_HEADER]: solved },
      })
    ).statusCode,
    201,
  );
  const reused = await call(kit.app, 'bookNowPah', {
    token: await kit.guestToken(),
    body: guestBody(pah, 11, 'captcha.pah@example.test'),
    headers: { ...ip, [CAPTCHA_HEADER]: solved },
  });
  assert.equal(reused.json<{ code: string }>().code, 'CAPTCHA_ALREADY_USED');
  const held = rowsOf<{ n: number }>(
    await kit.app.database.db.execute(
      sql`select count(*)::int as n from bookings where guest_email = 'captcha.pah@example.test'`,
    ),
  );
  assert.equal(held[0]!.n, 1);

  const open = await createCatalogTestApp({
    today: TODAY,
    config: { captcha: { ...kit.config.captcha, bypass: true } },
  });
  try {
    const res = await call(open.app, 'bookNowPah', {
      token: await open.guestToken(),
      body: guestBody(pah, 12, 'bypass.pah@example.test'),
      captcha: false,
    });
    assert.equal(res.statusCode, 201, res.body);
  } finally {
    await open.close();
  }
});

test("a guest who books to pay at the hotel on a brand site gets the confirmation's links on that site", async () => {
  const email = 'brand.pah@example.test';
  // what the edge forwards for a browser on the brand's host (TRUST_PROXY_HOPS 1: the edge's word is taken)
  const headers = {
    'x-forwarded-for': `203.0.113.${ipCounter++}`,
    'x-forwarded-host': 'lumo.localhost:8080',
    'x-forwarded-proto': 'http',
  };
  const token = await kit.guestToken();
  const api = (name: EndpointName, opts: { body?: unknown; query?: Record<string, string> }) =>
    call(kit.app, name, { token, ...opts, headers });
  const held = await api('bookNowPah', { body: guestBody(pah, 13, email) });
  assert.equal(held.statusCode, 201, held.body);
  const b = held.json<Booking>();
  const sent = await api('delayedPaymentsOtp', { body: { booking_salt: b.booking_salt } });
  assert.equal(sent.statusCode, 200, sent.body);
  const slot = (await api('arrivalTimeSlots', { query: { booking_salt: b.booking_salt } }))
    .json<ArrivalTimeSlots>()
    .slots.find((s) => s.available)!.id;
  const paid = await api('payAtHotelPayment', {
    body: {
      booking_salt: b.booking_salt,
      request_id: sent.json<OtpSent>().request_id,
      otp: await codeFor(email),
      arrival_slot: slot,
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(paid.statusCode, 200, paid.body);

  let mail;
  for (let i = 0; i < 100 && !mail; i += 1) {
    mail = (await inbox(email)).find((m) => m.kind === 'booking_confirmation');
    if (!mail) await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(mail);
  const urls = [...mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
  assert.ok(urls.length > 0, mail.text);
  assert.deepEqual([...new Set(urls.map((u) => new URL(u).origin))], ['http://lumo.localhost:8080'], mail.text);
  assert.ok(urls.includes(`http://lumo.localhost:8080/en-id/bookings/invoice/${b.booking_salt}`), urls.join('\n'));
});
