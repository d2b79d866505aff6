/**
 * Finding a guest's booking without an account: booking code + email, a mailed one-time
 * code, then the booking's salt. Unknown bookings answer alike; wrong codes count and lock.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { Booking, FoundBooking, OtpSent } from '@rednest/shared/contracts/dto';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import { call } from '../../../test/http.ts';
import { pickBookableRoom, type RoomPick } from './booking-test-kit.ts';
import {
  createCatalogTestApp,
  type CatalogTestApp,
  type TestClock,
  twoNightStay,
} from '../../../test/catalog-test-kit.ts';
import { bookingIdOf, findPhone, samePhone } from './find-booking.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let pick: RoomPick;
let ipCounter = 1;
const stay = twoNightStay(TODAY);
const codeOf = (b: Booking) => `RN${String(b.id).padStart(6, '0')}`;

/** a signed-out caller from its own address (per-address limits of one test do not reach another) */
const caller = () => {
  const ip = `198.51.100.${ipCounter++}`;
  return async (name: EndpointName, opts: { body?: unknown; query?: Record<string, string> }) =>
    call(kit.app, name, { token: await kit.guestToken(), ...opts, headers: { 'x-forwarded-for': ip } });
};

const inbox = async (to: string) =>
  (
    (
      await kit.app.inject({ method: 'GET', url: `${kit.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}` })
    ).json() as { messages: Array<{ id: number; text: string; subject?: string }> }
  ).messages;
async function codeFor(to: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const code = (await inbox(to))[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code delivered to ${to}`);
}

async function guestBooking(day: number, email: string, phone = '+62 812 3456 7890'): Promise<Booking> {
  const res = await call(kit.app, 'bookNow', {
    token: await kit.guestToken(),
    body: {
      ...pick,
      ...stay(day),
      first_name: 'Siti',
      last_name: 'Rahma',
      email,
      phone,
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as Booking;
}

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  pick = (await pickBookableRoom(kit, stay(7)))!;
  assert.ok(pick);
});
after(async () => {
  await kit?.close();
});

test('booking codes read as ids; anything else is no booking', () => {
  assert.equal(bookingIdOf('RN000123'), 123);
  assert.equal(bookingIdOf(' rn42 '), 42);
  assert.equal(bookingIdOf('RN0'), null);
  assert.equal(bookingIdOf('RN99999999999'), null);
  assert.equal(bookingIdOf('123'), null);
});

test('the right code answers the salt, which opens the booking for a signed-out guest; the code works once', async () => {
  const b = await guestBooking(10, 'Siti.Find@example.test');
  const as = caller();
  const sent = await as('findBookingSendCode', {
    body: { booking_code: codeOf(b), email: 'siti.find@example.test', locale: 'id-id' },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const s = sent.json() as OtpSent;
  assert.equal(s.sent_to, 's***@example.test');
  const otp = await codeFor('siti.find@example.test');
  assert.match((await inbox('siti.find@example.test'))[0]!.text, /Kode RedNest/);

  const ok = await as('findBookingVerify', { body: { booking_code: codeOf(b), request_id: s.request_id, otp } });
  assert.equal(ok.statusCode, 200, ok.body);
  const found = ok.json() as FoundBooking;
  assert.equal(found.booking_salt, b.booking_salt);
  const opened = await as('getBooking', { query: { booking_salt: found.booking_salt } });
  assert.equal(opened.statusCode, 200, opened.body);
  assert.equal((opened.json() as Booking).id, b.id);

  const again = await as('findBookingVerify', { body: { booking_code: codeOf(b), request_id: s.request_id, otp } });
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().code, 'CODE_EXPIRED');
});

test('an unknown booking, a wrong email and a booking of an account answer exactly like a real one, and nothing is mailed', async () => {
  const b = await guestBooking(12, 'real.guest@example.test');
  const owner = await kit.signUp('has.account@example.test');
  const ownBooking = await call(kit.app, 'bookNow', {
    token: owner.token,
    body: {
      ...pick,
      ...stay(14),
      first_name: 'Ayu',
      last_name: 'Lestari',
      email: 'has.account@example.test',
      phone: '+62 812 3456 7891',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(ownBooking.statusCode, 201, ownBooking.body);
  const cases = [
    { booking_code: 'RN999999', email: 'nobody.here@example.test' },
    { booking_code: codeOf(b), email: 'not.the.guest@example.test' },
    { booking_code: codeOf(ownBooking.json() as Booking), email: 'has.account@example.test' },
  ];
  const shape = (r: OtpSent) => ({ ...r, request_id: r.request_id.length, sent_to: r.sent_to.replace(/^.\*\*\*/, '') });
  const real = await caller()('findBookingSendCode', {
    body: { booking_code: codeOf(b), email: 'real.guest@example.test' },
  });
  assert.equal(real.statusCode, 200);
  for (const body of cases) {
    const as = caller();
    const res = await as('findBookingSendCode', { body });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(shape(res.json() as OtpSent), shape(real.json() as OtpSent));
    // any code for a send that mailed nothing is simply wrong
    const tryIt = await as('findBookingVerify', {
      body: { booking_code: body.booking_code, request_id: (res.json() as OtpSent).request_id, otp: '123456' },
    });
    assert.equal(tryIt.statusCode, 400);
    assert.equal(tryIt.json().code, 'INVALID_CODE');
  }
  await new Promise((r) => setTimeout(r, 300));
  for (const to of ['nobody.here@example.test', 'not.the.guest@example.test', 'has.account@example.test']) {
    assert.ok(
      !(await inbox(to)).some((m) => /\b\d{6}\b/.test(m.text) && /RedNest/.test(m.text) && !/confirm/i.test(m.text)),
      `no code mailed to ${to}`,
    );
  }
});

test('wrong codes say how many tries are left; the fifth locks the code, even for the right one', async () => {
  const b = await guestBooking(16, 'lock.me@example.test');
  const as = caller();
  const s = (
    await as('findBookingSendCode', { body: { booking_code: codeOf(b), email: 'lock.me@example.test' } })
  ).json() as OtpSent;
  const otp = await codeFor('lock.me@example.test');
  const wrong = otp === '000000' ? '111111' : '000000';
  for (let i = 1; i <= 4; i += 1) {
    const res = await as('findBookingVerify', {
      body: { booking_code: codeOf(b), request_id: s.request_id, otp: wrong },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'INVALID_CODE');
    assert.match(res.json().message, new RegExp(`${5 - i} tr`));
  }
  const fifth = await as('findBookingVerify', {
    body: { booking_code: codeOf(b), request_id: s.request_id, otp: wrong },
  });
  assert.equal(fifth.json().code, 'CODE_LOCKED');
  const right = await as('findBookingVerify', { body: { booking_code: codeOf(b), request_id: s.request_id, otp } });
  assert.equal(right.statusCode, 400);
  assert.equal(right.json().code, 'CODE_LOCKED');
});

test('sends are throttled per email: a second code within 30 s is 429 with Retry-After', async () => {
  const b = await guestBooking(18, 'throttle@example.test');
  const body = { booking_code: codeOf(b), email: 'throttle@example.test' };
  assert.equal((await caller()('findBookingSendCode', { body })).statusCode, 200);
  const soon = await caller()('findBookingSendCode', { body });
  assert.equal(soon.statusCode, 429);
  assert.ok(Number(soon.headers['retry-after']) > 0);
  kit.clock.now = new Date(kit.clock.now.getTime() + 31_000);
  assert.equal((await caller()('findBookingSendCode', { body })).statusCode, 200);
});

test('phones read with the shared helper and the site country: local and international forms are one number', () => {
  assert.equal(findPhone('0812-3456-7890', 'id').e164, '+6281234567890');
  assert.equal(findPhone('+62 812 3456 7890', 'id').e164, '+6281234567890');
  assert.equal(findPhone('9123 4567', 'sg').e164, '+6591234567');
  assert.equal(findPhone('0812-3456-7890', 'id').masked, '+62 ••• 7890');
  assert.throws(() => findPhone('12', 'id'), /missing or invalid/);
  assert.ok(samePhone('+62 812 3456 7890', '+6281234567890'));
  assert.ok(samePhone('+62 0812 3456 7890', '+6281234567890'));
  assert.ok(samePhone('0812 3456 7890', '+6281234567890'));
  assert.ok(!samePhone('+62 812 3456 7890', '+6581234567890'));
  assert.ok(!samePhone(null, '+6281234567890'));
});

test('by phone: the booking code and the phone it was made with (typed locally) send an SMS code through the outbox that opens the booking', async () => {
  const b = await guestBooking(20, 'by.phone@example.test', '0812 5555 0101');
  const as = caller();
  const sent = await as('findBookingSendCode', {
    body: { booking_code: codeOf(b), phone: '+62 812-5555-0101', country_code: 'id', locale: 'en-id' },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const s = sent.json() as OtpSent;
  assert.equal(s.channel, 'sms');
  assert.equal(s.sent_to, '+62 ••• 0101');
  const otp = await codeFor('+6281255550101');
  const ok = await as('findBookingVerify', { body: { booking_code: codeOf(b), request_id: s.request_id, otp } });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal((ok.json() as FoundBooking).booking_salt, b.booking_salt);
});

test('by phone: a wrong phone or another country answers alike and texts nothing; email and phone together or neither is a 400', async () => {
  const b = await guestBooking(22, 'phone.miss@example.test', '+62 812 5555 0202');
  const real = await caller()('findBookingSendCode', {
    body: { booking_code: codeOf(b), phone: '081255550202', country_code: 'id' },
  });
  assert.equal(real.statusCode, 200, real.body);
  const shape = (r: OtpSent) => ({ ...r, request_id: r.request_id.length, sent_to: r.sent_to.length });
  for (const body of [
    { phone: '0899 0000 1111', country_code: 'id' },
    { phone: '8123 4567', country_code: 'sg' },
  ]) {
    const as = caller();
    const res = await as('findBookingSendCode', { body: { booking_code: codeOf(b), ...body } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as OtpSent).channel, 'sms');
    assert.equal(shape(res.json() as OtpSent).request_id, shape(real.json() as OtpSent).request_id);
    const tryIt = await as('findBookingVerify', {
      body: { booking_code: codeOf(b), request_id: (res.json() as OtpSent).request_id, otp: '123456' },
    });
    assert.equal(tryIt.json().code, 'INVALID_CODE');
  }
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(await inbox('+6289900001111'), []);
  assert.deepEqual(await inbox('+6581234567'), []);
  for (const body of [{ email: 'phone.miss@example.test', phone: '081234567890' }, {}]) {
    const res = await caller()('findBookingSendCode', { body: { booking_code: codeOf(b), ...body } });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().code, 'VALIDATION_FAILED');
  }
  const badCountry = await caller()('findBookingSendCode', {
    body: { booking_code: codeOf(b), phone: '081234567890', country_code: 'xx' },
  });
  assert.equal(badCountry.statusCode, 400);
});
