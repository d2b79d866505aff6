/**
 * Links in mails and SMS lead to the site the guest used: the public origin the edge forwarded
 * (X-Forwarded-Host / -Proto) when it is one of the configured origins of its site kind, else that
 * kind's configured origin; never a Host, X-Forwarded-Host or Origin as sent. A mail built later
 * (the confirmation, queued when the gateway's webhook confirms the payment) keeps the origin the
 * booking was made on. The stack here is on port 18080 (SITE_URL), as `PORT=18080 npm start` is.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Booking, CardPayment } from '@rednest/shared/contracts/dto';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import { call } from '../../../test/http.ts';
import { findBookableRoom, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { createGatewayTestApp } from '../../../test/gateway-test-kit.ts';
import { TEST_CARDS } from '../../sandbox-gateway/gateway-app.ts';
import { corporateCompanies, corporateMembers } from '../../db/schema/corporate.ts';
import { roomTypes } from '../../db/schema/catalog.ts';
import { createOutbox } from '../outbox/outbox.service.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { createSiteOrigins } from '../../http/site-origin.ts';
import { createBookingReminders } from './booking-reminder.ts';

const TODAY = '2026-03-10';
const SITE = 'http://localhost:18080';
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let pick: { slug: string; roomTypeId: number; ratePlanId: number };

/** the headers the edge sends the API for a browser on `host` (deploy/src/edge/edge.ts forwardedHeaders) */
const through = (host: string, more: Record<string, string> = {}) => ({
  host: '127.0.0.1:18090',
  'x-forwarded-host': host,
  'x-forwarded-proto': 'http',
  ...more,
});
const api = async (
  name: EndpointName,
  headers: Record<string, string>,
  opts: { token?: string; body?: unknown; query?: Record<string, string> } = {},
) =>
  call(kit.app, name, { token: opts.token ?? (await kit.guestToken()), body: opts.body, query: opts.query, headers });

const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
async function hold(day: number, email: string, headers: Record<string, string>): Promise<Booking> {
  const res = await api('bookNow', headers, {
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

type Delivered = { id: number; kind: string; text: string; html?: string };
/** what the development inbox delivered to `to` of `kind` (the worker delivers in the background) */
async function delivered(to: string, kind: string, count = 1): Promise<Delivered[]> {
  for (let i = 0; i < 200; i += 1) {
    const res = await kit.app.inject({ method: 'GET', url: `/api/dev/inbox?to=${encodeURIComponent(to)}&limit=200` });
    const found = res.json<{ messages: Delivered[] }>().messages.filter((m) => m.kind === kind);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${kind} delivered to ${to}`);
}
/** every http(s) URL in a message's text and html */
const urlsIn = (m: Delivered) =>
  [...`${m.text}\n${m.html ?? ''}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((x) => x[0].replace(/&amp;/g, '&'));
const originsIn = (m: Delivered) => [...new Set(urlsIn(m).map((u) => new URL(u).origin))];

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY, config: { siteUrl: SITE } });
  ({ kit, gateway } = env);
  pick = (await findBookableRoom(kit, on(30), { minFree: 6 }))!;
  assert.ok(pick);
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('a guest who books on a brand site gets the payment link and, after the webhook, the confirmation on that site', async () => {
  const brand = through('lumo.localhost:18080');
  const email = 'links.brand@example.test';
  const b = await hold(20, email, brand);

  const sent = await api('sendPaymentLink', brand, {
    body: { booking_salt: b.booking_salt, channels: ['email', 'sms'] },
  });
  assert.equal(sent.statusCode, 201, sent.body);
  const [linkMail] = await delivered(email, 'payment_link');
  const [linkSms] = await delivered('+6281234567890', 'payment_link');
  for (const m of [linkMail!, linkSms!]) {
    assert.deepEqual(originsIn(m), ['http://lumo.localhost:18080'], m.text);
    assert.match(urlsIn(m)[0]!, /^http:\/\/lumo\.localhost:18080\/en-id\/link-payment\/[A-Za-z0-9_-]{43}$/);
  }

  // the guest pays on the gateway; its webhook (from 127.0.0.1, no forwarded host) confirms the booking
  const opened = await api('cardPayment', brand, {
    body: {
      booking_salt: b.booking_salt,
      return_url: `http://lumo.localhost:18080/en-id/payments?booking=${b.booking_salt}`,
    },
  });
  assert.equal(opened.statusCode, 201, opened.body);
  const paid = await fetch(opened.json<CardPayment>().redirect_url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: TEST_CARDS.success, exp: '12/30', cvc: '123', name: 'Sari' }),
  });
  assert.equal(paid.status, 303);
  const [confirmation] = await delivered(email, 'booking_confirmation');
  assert.deepEqual(originsIn(confirmation!), ['http://lumo.localhost:18080'], confirmation!.text);
  const urls = urlsIn(confirmation!);
  assert.ok(urls.includes(`http://lumo.localhost:18080/en-id/bookings/invoice/${b.booking_salt}`), urls.join('\n'));
  assert.ok(
    urls.some((u) => u.startsWith('http://lumo.localhost:18080/en-id/signUp?ota_onboard=')),
    urls.join('\n'),
  );
});

test('the unpaid-booking reminder, sent later by the sweeper, leads to the site the booking was made on', async () => {
  const email = 'links.reminder@example.test';
  const b = await hold(29, email, through('urbano.localhost:18080'));
  // halfway through the hold, one API instance's sweeper (no request) sends it
  kit.clock.now = new Date(Date.parse(b.created_at) + 8 * 60_000);
  const outbox = createOutbox({
    repo: createOutboxRepository(kit.database.db),
    mail: null,
    sms: null,
    now: () => kit.clock.now,
  });
  await createBookingReminders({
    db: kit.database.db,
    outbox,
    sites: createSiteOrigins(kit.config),
    now: () => kit.clock.now,
  }).sweep();
  const [reminder] = await delivered(email, 'booking_reminder');
  assert.deepEqual(originsIn(reminder!), ['http://urbano.localhost:18080'], reminder!.text);
  assert.ok(
    urlsIn(reminder!).includes(`http://urbano.localhost:18080/en-id/abandoned-booking?booking=${b.booking_salt}`),
    reminder!.text,
  );
});

test('a booking made on the Vietnamese site gets its mails in Vietnamese, linking to vi-vn', async () => {
  const vn = (await findBookableRoom(kit, on(40), { location: 'cit-ho-chi-minh-city', minFree: 2 }))!;
  assert.ok(vn, 'a bookable room in Ho Chi Minh City');
  const headers = { ...through('localhost:18080'), 'accept-language': 'vi' };
  const email = 'links.vi@example.test';
  const res = await api('bookNow', headers, {
    body: {
      hotel: vn.slug,
      room_type_id: vn.roomTypeId,
      rate_plan_id: vn.ratePlanId,
      ...on(40),
      first_name: 'Linh',
      email,
      phone: '+84 912 345 678',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const b = res.json<Booking>();
  const [room] = await kit.database.db
    .select({ name: roomTypes.name, translations: roomTypes.translations })
    .from(roomTypes)
    .where(eq(roomTypes.id, vn.roomTypeId));
  assert.equal(b.room_type, room!.translations.vi?.name, `the room in Vietnamese, not "${room!.name}"`);

  // an agent sends the link in English from an English page: the mail follows the link's locale
  const sent = await api('sendPaymentLink', headers, {
    body: { booking_salt: b.booking_salt, channels: ['email'], locale: 'vi-vn' },
  });
  assert.equal(sent.statusCode, 201, sent.body);
  const [link] = await delivered(email, 'payment_link');
  assert.match(link!.text, /^Xin chào Linh,/);
  assert.match(link!.text, /Liên kết có hiệu lực đến .* \(giờ khách sạn, GMT\+7\)/);
  assert.doesNotMatch(link!.text, /UTC/);

  const opened = await api('cardPayment', headers, {
    body: { booking_salt: b.booking_salt, return_url: `${SITE}/vi-vn/payments?booking=${b.booking_salt}` },
  });
  assert.equal(opened.statusCode, 201, opened.body);
  const paid = await fetch(opened.json<CardPayment>().redirect_url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: TEST_CARDS.success, exp: '12/30', cvc: '123', name: 'Linh' }),
  });
  assert.equal(paid.status, 303);
  // confirmed by the gateway's webhook (an English request): the mail is in the booking's language
  const [confirmation] = await delivered(email, 'booking_confirmation');
  assert.match(confirmation!.text, /^Xin chào Linh,/);
  assert.match(confirmation!.text, /Mã đặt phòng: /);
  assert.ok(confirmation!.text.includes(b.room_type), 'the room named as the Vietnamese site names it');
  assert.ok(
    urlsIn(confirmation!).includes(`${SITE}/vi-vn/bookings/invoice/${b.booking_salt}`),
    urlsIn(confirmation!).join('\n'),
  );
});

test('a forged Host, X-Forwarded-Host or Origin never puts its origin into a mail', async () => {
  const cases: Array<{ email: string; headers: Record<string, string>; origin: string }> = [
    // an origin that is no site of ours: the main site's
    {
      email: 'links.forged1@example.test',
      headers: through('attacker.example', { origin: 'https://attacker.example' }),
      origin: SITE,
    },
    // a brand's name on another domain: that brand's own site
    {
      email: 'links.forged2@example.test',
      headers: through('urbano.attacker.example:18080'),
      origin: 'http://urbano.localhost:18080',
    },
    // the right host on another port or scheme: not one of ours either
    { email: 'links.forged3@example.test', headers: through('localhost:9999'), origin: SITE },
    {
      email: 'links.forged4@example.test',
      headers: { ...through('localhost:18080'), 'x-forwarded-proto': 'https' },
      origin: SITE,
    },
    // no edge in between: the Host as sent counts no more
    { email: 'links.forged5@example.test', headers: { host: 'attacker.example' }, origin: SITE },
    // a userinfo trick in the host: parsed, it names attacker.example
    { email: 'links.forged6@example.test', headers: through('lumo.localhost:18080@attacker.example'), origin: SITE },
  ];
  let day = 21;
  for (const c of cases) {
    const b = await hold(day++, c.email, c.headers);
    const sent = await api('sendPaymentLink', c.headers, {
      body: { booking_salt: b.booking_salt, channels: ['email'] },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const [mail] = await delivered(c.email, 'payment_link');
    assert.deepEqual(originsIn(mail!), [c.origin], `${JSON.stringify(c.headers)}: ${mail!.text}`);
  }
});

test("a corporate client's verification link is on the corporate site the booker used", async () => {
  const member = await kit.signUp('links.booker@example.test');
  const [company] = await kit.database.db
    .insert(corporateCompanies)
    .values({ name: 'Links Logistics', country: 'id', defaultDiscountBp: 800 })
    .returning({ id: corporateCompanies.id });
  await kit.database.db.insert(corporateMembers).values({ userId: member.id, companyId: company!.id });

  const added = await api('addCorpClient', through('corporate.localhost:18080'), {
    token: member.token,
    body: { locale: 'en-id', name: 'Dewi Client', email: 'links.client@example.test' },
  });
  assert.equal(added.statusCode, 201, added.body);
  const [mail] = await delivered('links.client@example.test', 'corp_client_verify');
  assert.deepEqual(originsIn(mail!), ['http://corporate.localhost:18080'], mail!.text);
  assert.match(
    urlsIn(mail!)[0]!,
    /^http:\/\/corporate\.localhost:18080\/en-id\/external\/verify-client\/\?token=[A-Za-z0-9_-]{43}$/,
  );

  // asked from the main site's host (or a forged one), the link still leads to the corporate site
  const again = await api('addCorpClient', through('attacker.example'), {
    token: member.token,
    body: { locale: 'en-id', name: 'Eko Client', phone: '+62 813 1111 2222' },
  });
  assert.equal(again.statusCode, 201, again.body);
  const [sms] = await delivered('+6281311112222', 'corp_client_verify');
  assert.deepEqual(originsIn(sms!), ['http://corporate.localhost:18080'], sms!.text);
});
