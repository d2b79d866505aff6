/**
 * One-time code limits against what an attacker repeats (per recipient, per booking, per account),
 * not against the address: many guests behind one carrier-grade NAT address each get their code;
 * one recipient, booking or account past its budget waits the true remaining time, told in words
 * and in Retry-After; the per-address guard is a burst guard, an IPv6 client counts by its /64;
 * five wrong tries still lock a code.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, OtpSent } from '@rednest/shared/contracts/dto';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import { rowsOf } from '../../db/client.ts';
import { users } from '../../db/schema/platform.ts';
import { call } from '../../../test/http.ts';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { pickBookableRoom, type RoomPick } from '../booking/booking-test-kit.ts';
import { createCache, type Cache } from '../../plugins/cache.ts';
import { redisServerMissing, startRedisServer } from '../../../test/redis-server.ts';
import { CODE_LIMITS, createCodeLimits } from './code-limits.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let room: RoomPick;
let pahRoom: RoomPick;
let ipCounter = 1;
/** each test from its own address: the burst guard of one test does not reach another */
const newIp = () => `198.51.100.${ipCounter++}`;
const advance = (seconds: number) => {
  kit.clock.now = new Date(kit.clock.now.getTime() + seconds * 1000);
};
const from =
  (ip: string, token?: string) =>
  async (name: EndpointName, opts: { body?: unknown; query?: Record<string, string> } = {}) =>
    call(kit.app, name, { token: token ?? (await kit.guestToken()), ...opts, headers: { 'x-forwarded-for': ip } });
const codeOf = (b: Booking) => `RN${String(b.id).padStart(6, '0')}`;
const stay = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
const guestBody = (p: RoomPick, day: number, email: string, phone = '+62 812 5555 0000') => ({
  ...p,
  ...stay(day),
  first_name: 'Ayu',
  last_name: 'Lestari',
  email,
  phone,
  idempotency_key: crypto.randomUUID(),
});

/** the newest code delivered to `to`, read from the development inbox */
async function codeFor(to: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const res = await kit.app.inject({
      method: 'GET',
      url: `${kit.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}`,
    });
    const code = (res.json() as { messages: Array<{ text: string }> }).messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code delivered to ${to}`);
}

/** what the messages queued for these recipients of one kind are, by recipient */
async function queued(kind: string, recipients: string[]): Promise<Map<string, number>> {
  const rows = rowsOf<{ recipient: string; n: number }>(
    await kit.database.db.execute(sql`
    select recipient, count(*)::int as n from outbox_messages where kind = ${kind} and recipient in (${sql.join(
      recipients.map((r) => sql`${r}`),
      sql`, `,
    )}) group by recipient`),
  );
  return new Map(rows.map((r) => [r.recipient, r.n]));
}

/** 429 RATE_LIMITED whose Retry-After is `seconds` (± 2 for the cache's real clock) and whose message says it in words */
function assertWait(
  res: {
    statusCode: number;
    body: string;
    headers: Record<string, unknown>;
    json(): { code: string; message: string };
  },
  seconds: number,
  words: RegExp,
) {
  assert.equal(res.statusCode, 429, res.body);
  assert.equal(res.json().code, 'RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  // Redis counts its expiries on the real clock while the test moves the app's: on a loaded machine a
  // test's real seconds add up, so the wait is checked to within 10 s of the rule
  assert.ok(
    Math.abs(retryAfter - seconds) <= 10,
    `Retry-After ${String(res.headers['retry-after'])}, expected ${seconds}`,
  );
  assert.match(res.json().message, words);
}

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  room = (await pickBookableRoom(kit, stay(7)))!;
  const rows = rowsOf<{ slug: string; room_type_id: number; rate_plan_id: number }>(
    await kit.database.db.execute(sql`
    select p.slug, rt.id as room_type_id, rp.id as rate_plan_id
    from rate_plans rp join room_types rt on rt.id = rp.room_type_id join properties p on p.id = rt.property_id
    where p.pay_at_hotel and rp.refundable and rp.free_cancellation_hours > 0 and p.currency = 'IDR' and p.is_active and rt.max_guests >= 2
    order by p.id, rt.id, rp.id limit 40`),
  );
  for (const r of rows) {
    const pick = { hotel: r.slug, room_type_id: r.room_type_id, rate_plan_id: r.rate_plan_id };
    const res = await from(newIp())('bookNowPah', { body: guestBody(pick, 3, 'probe@example.test') });
    if (res.statusCode === 201) {
      pahRoom = pick;
      break;
    }
  }
  assert.ok(room && pahRoom);
});
after(async () => {
  await kit?.close();
});

test('200 guests behind one address each get their sign-in code; find-booking and pay-at-hotel codes still go out from it', async () => {
  const emails = Array.from({ length: 100 }, (_, i) => `nat-guest-${i}@example.test`);
  const phones = Array.from({ length: 100 }, (_, i) => `8199${String(i).padStart(7, '0')}`);
  await kit.database.db.insert(users).values([
    ...emails.map((email) => ({ email, passwordHash: 'x', firstName: 'Nat' })),
    ...phones.map((phone, i) => ({
      email: `nat-phone-${i}@example.test`,
      passwordHash: 'x',
      firstName: 'Nat',
      phone,
      countryCode: 'id',
    })),
  ]);
  const nat = from(newIp());
  for (const email of emails) {
    const res = await nat('sendOtpPhoneEmail', { body: { email } });
    assert.equal(res.statusCode, 200, `${email}: ${res.body}`);
  }
  for (const phone of phones) {
    const res = await nat('sendOtpPhoneEmail', { body: { phone: `0${phone}`, country_code: 'id' } });
    assert.equal(res.statusCode, 200, `${phone}: ${res.body}`);
  }
  const mailed = await queued('otp_login', emails);
  const texted = await queued(
    'otp_login',
    phones.map((p) => `+62${p}`),
  );
  assert.equal(mailed.size + texted.size, 200, 'every guest got a code');

  // the next guests behind the same address: a booking found by its code, a stay paid at the hotel
  const found = (
    await from(newIp())('bookNow', { body: guestBody(room, 7, 'nat-finder@example.test') })
  ).json<Booking>();
  const find = await nat('findBookingSendCode', {
    body: { booking_code: codeOf(found), email: 'nat-finder@example.test' },
  });
  assert.equal(find.statusCode, 200, find.body);
  const held = await nat('bookNowPah', { body: guestBody(pahRoom, 4, 'nat-pah@example.test') });
  assert.equal(held.statusCode, 201, held.body);
  const pah = await nat('delayedPaymentsOtp', { body: { booking_salt: held.json<Booking>().booking_salt } });
  assert.equal(pah.statusCode, 200, pah.body);
  assert.equal((await queued('otp_find_booking', ['nat-finder@example.test'])).get('nat-finder@example.test'), 1);
  assert.equal((await queued('otp_pay_at_hotel', ['nat-pah@example.test'])).get('nat-pah@example.test'), 1);
});

test('one email: 10 sign-in codes an hour; the 11th waits the true rest of the hour, in words and in Retry-After, then goes', async () => {
  await kit.database.db.insert(users).values({ email: 'eleven@example.test', passwordHash: 'x', firstName: 'Eleven' });
  for (let i = 0; i < 10; i += 1) {
    // from a different address each time: the recipient is what counts
    const res = await from(newIp())('sendOtpPhoneEmail', { body: { email: 'eleven@example.test' } });
    assert.equal(res.statusCode, 200, `send ${i + 1}: ${res.body}`);
    advance(31);
  }
  // the first code went 310 s ago: 3290 s left of its hour
  const eleventh = await from(newIp())('sendOtpPhoneEmail', { body: { email: 'eleven@example.test' } });
  assertWait(
    eleventh,
    3290,
    /^Too many codes were sent to this email address or phone number\. Please try again in 55 minutes\.$/,
  );
  advance(3289);
  assertWait(
    await from(newIp())('sendOtpPhoneEmail', { body: { email: 'eleven@example.test' } }),
    1,
    /try again in 1 second\b/,
  );
  advance(1);
  const later = await from(newIp())('sendOtpPhoneEmail', { body: { email: 'eleven@example.test' } });
  assert.equal(later.statusCode, 200, later.body);
  assert.equal((await queued('otp_login', ['eleven@example.test'])).get('eleven@example.test'), 11);
});

test('one phone: the 11th sign-in code in an hour is refused with its wait; an unknown number is refused alike', async () => {
  await kit.database.db.insert(users).values({
    email: 'eleven-phone@example.test',
    passwordHash: 'x',
    firstName: 'Eleven',
    phone: '81277776666',
    countryCode: 'id',
  });
  for (const phone of ['081277776666', '081277770000']) {
    for (let i = 0; i < 10; i += 1) {
      const res = await from(newIp())('sendOtpPhoneEmail', { body: { phone, country_code: 'id' } });
      assert.equal(res.statusCode, 200, `${phone} send ${i + 1}: ${res.body}`);
      advance(40);
    }
    assertWait(
      await from(newIp())('sendOtpPhoneEmail', { body: { phone, country_code: 'id' } }),
      3600 - 400,
      /try again in 54 minutes/,
    );
  }
});

test('find-booking: 10 codes an hour per booking, by its email and its phone together; naming that booking then waits, whatever the contact', async () => {
  const b = (
    await from(newIp())('bookNow', { body: guestBody(room, 9, 'finder@example.test', '+62 812 4444 3333') })
  ).json<Booking>();
  for (let i = 0; i < 10; i += 1) {
    const contact = i % 2 ? { phone: '0812 4444 3333', country_code: 'id' } : { email: 'finder@example.test' };
    const res = await from(newIp())('findBookingSendCode', { body: { booking_code: codeOf(b), ...contact } });
    assert.equal(res.statusCode, 200, `send ${i + 1}: ${res.body}`);
    advance(31);
  }
  const byEmail = await from(newIp())('findBookingSendCode', {
    body: { booking_code: codeOf(b), email: 'finder@example.test' },
  });
  assertWait(byEmail, 3600, /try again in (59|60) minutes/);
  const wrongEmail = await from(newIp())('findBookingSendCode', {
    body: { booking_code: codeOf(b), email: 'someone-else@example.test' },
  });
  assert.equal(wrongEmail.statusCode, 429, 'the answer does not tell whether the contact matched');
  // another booking is not affected
  const other = (
    await from(newIp())('bookNow', { body: guestBody(room, 11, 'finder@example.test', '+62 812 4444 3333') })
  ).json<Booking>();
  const otherSend = await from(newIp())('findBookingSendCode', {
    body: { booking_code: codeOf(other), email: 'finder-other@example.test' },
  });
  assert.equal(otherSend.statusCode, 200, otherSend.body);
});

test('pay at hotel: the 11th code in an hour for one booking waits, in words and Retry-After', async () => {
  const api = from(newIp());
  const held = await api('bookNowPah', { body: guestBody(pahRoom, 5, 'pah-eleven@example.test') });
  assert.equal(held.statusCode, 201, held.body);
  const salt = held.json<Booking>().booking_salt;
  for (let i = 0; i < 10; i += 1) {
    const res = await from(newIp())('delayedPaymentsOtp', { body: { booking_salt: salt } });
    assert.equal(res.statusCode, 200, `send ${i + 1}: ${res.body}`);
    advance(31);
  }
  // the booking's budget and its email's are both spent: the longer wait is told. The booking's hour
  // (the shared cache, real time) began with its first code; the email's (the codes table, the
  // app's clock that this test moved 310 s) ends sooner
  assertWait(
    await from(newIp())('delayedPaymentsOtp', { body: { booking_salt: salt } }),
    3600,
    /Too many codes were sent for this booking\. Please try again in (59|60) minutes\./,
  );
});

test('one account: phone verification codes to many numbers stop at the account budget', async () => {
  const { token } = await kit.signUp('pumper@example.test');
  const api = from(newIp(), token);
  for (let i = 0; i < CODE_LIMITS.perAccountPerHour; i += 1) {
    const res = await api('sendVerificationCode', {
      query: { mobile: `0813${String(i).padStart(8, '0')}`, app_type: 'web' },
    });
    assert.equal(res.statusCode, 200, `send ${i + 1}: ${res.body}`);
  }
  assertWait(
    await api('sendVerificationCode', { query: { mobile: '081399999999', app_type: 'web' } }),
    3600,
    /try again in (59|60) minutes/,
  );
});

test('the per-address guard is a burst guard: past it a minute at most, and an IPv6 client counts by its /64', async () => {
  const block = (i: number) => `2001:db8:77:1:${(i + 1).toString(16)}::1`;
  for (let i = 0; i < CODE_LIMITS.sendsPerAddressPerMinute; i += 1) {
    const res = await from(block(i))('sendOtpPhoneEmail', { body: { email: `burst-${i}@example.test` } });
    assert.equal(res.statusCode, 200, `send ${i + 1}: ${res.body}`);
  }
  const over = await from(block(999))('sendOtpPhoneEmail', { body: { email: 'burst-over@example.test' } });
  assert.equal(over.statusCode, 429, over.body);
  const wait = Number(over.headers['retry-after']);
  assert.ok(wait > 0 && wait <= 60, `Retry-After ${String(over.headers['retry-after'])}`);
  assert.match(over.json().message, /try again in \d+ seconds?\b|try again in 1 minute\b/);
  const otherBlock = await from('2001:db8:77:2::1')('sendOtpPhoneEmail', {
    body: { email: 'burst-over@example.test' },
  });
  assert.equal(otherBlock.statusCode, 200, otherBlock.body);
});

test('five wrong tries still lock a code, and only that code: the next guest behind the address signs in', async () => {
  await kit.database.db.insert(users).values([
    { email: 'lock-a@example.test', passwordHash: 'x', firstName: 'A' },
    { email: 'lock-b@example.test', passwordHash: 'x', firstName: 'B' },
  ]);
  const nat = from(newIp());
  const a = (await nat('sendOtpPhoneEmail', { body: { email: 'lock-a@example.test' } })).json<OtpSent>();
  const b = (await nat('sendOtpPhoneEmail', { body: { email: 'lock-b@example.test' } })).json<OtpSent>();
  const codeA = await codeFor('lock-a@example.test');
  const wrong = String((Number(codeA) + 1) % 1_000_000).padStart(6, '0');
  for (let i = 1; i <= 5; i += 1) {
    const res = await nat('emailOtpLogin', { body: { request_id: a.request_id, otp: wrong } });
    assert.equal(res.json().code, i < 5 ? 'INVALID_CODE' : 'CODE_LOCKED', res.body);
  }
  const right = await nat('emailOtpLogin', { body: { request_id: a.request_id, otp: codeA } });
  assert.equal(right.json().code, 'CODE_LOCKED', 'even the right code, once locked');
  const other = await nat('emailOtpLogin', {
    body: { request_id: b.request_id, otp: await codeFor('lock-b@example.test') },
  });
  assert.equal(other.statusCode, 200, other.body);
});

test(
  'two API instances on one Redis share the booking, account and address budgets',
  { skip: redisServerMissing() || undefined },
  async () => {
    const redis = await startRedisServer();
    const caches: Cache[] = [];
    try {
      // a command past its timeout counts in the instance's memory instead (the designed outage
      // fallback), which splits the budget in two: beside the other suites on a loaded CI machine a
      // Redis answer has taken longer than 500 ms, so this test waits for its answers
      for (let i = 0; i < 2; i += 1)
        caches.push(
          await createCache({ redisUrl: redis.url, prefix: 'code_limits_shared:', commandTimeoutMs: 10_000 }),
        );
      const [a, b] = caches.map((c) => createCodeLimits(c));
      for (let i = 0; i < CODE_LIMITS.perBookingPerHour; i += 1) await (i % 2 ? a! : b!).spend({ bookingId: 42 });
      assert.deepEqual(
        (await a!.spentBudgets({ bookingId: 42 })).map((s) => s.reason),
        ['booking'],
      );
      await assert.rejects(
        b!.spend({ bookingId: 42 }),
        (err: { statusCode?: number; message?: string }) =>
          err.statusCode === 429 && /for this booking/.test(err.message ?? ''),
      );
      for (let i = 0; i < CODE_LIMITS.perAccountPerHour; i += 1) await (i % 2 ? a! : b!).spend({ userId: 7 });
      await assert.rejects(a!.spend({ userId: 7 }), (err: { statusCode?: number }) => err.statusCode === 429);
      for (let i = 0; i < CODE_LIMITS.sendsPerAddressPerMinute; i += 1)
        await (i % 2 ? a! : b!).sendFromAddress(`2001:db8:9:9::${(i + 1).toString(16)}`);
      await assert.rejects(
        a!.sendFromAddress('2001:db8:9:9:ffff::1'),
        (err: { statusCode?: number; headers?: Record<string, string> }) =>
          err.statusCode === 429 && Number(err.headers?.['retry-after']) <= 60,
      );
    } finally {
      for (const c of caches) await c.close();
      await redis.stop();
    }
  },
);
