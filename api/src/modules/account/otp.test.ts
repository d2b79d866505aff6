/**
 * One-time codes over HTTP, read from the development inbox the way a developer (and e2e) reads
 * them: sign-in by email and phone, no enumeration, single use, expiry, five wrong tries lock the
 * code, resend throttle, email and phone verification, another user's request ids.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { OtpSent, UserInfo, Verified } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, decryptAes, guestToken } from '../../../test/http.ts';
import { rowsOf } from '../../db/client.ts';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import { CODE_LIMITS } from './code-limits.ts';

let t: TestApp;
let clock = Date.parse('2026-05-01T03:00:00Z');
const advance = (seconds: number) => {
  clock += seconds * 1000;
};
let guest = '';
let ipCounter = 1;
/** each test calls from its own address, so per-address limits of one test do not reach another */
const newIp = () => `198.51.100.${ipCounter++}`;

before(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  guest = await guestToken(t.app);
});
after(() => t?.close());

const as =
  (ip: string) =>
  (name: EndpointName, opts: { token?: string; body?: unknown; query?: Record<string, string> } = {}) =>
    call(t.app, name, { token: guest, ...opts, headers: { 'x-forwarded-for': ip } });

async function signUp(email: string, phone = ''): Promise<UserInfo> {
  const res = await call(t.app, 'signup', {
    token: guest,
    body: {
      first_name: 'Ayu',
      last_name: 'Lestari',
      email,
      password: 'Secret123',
      ...(phone ? { phone, country_code: 'id' } : {}),
    },
    headers: { 'x-forwarded-for': newIp() },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

/** The newest code delivered to `to`, read from GET /dev/inbox (the worker delivers in the background). */
async function codeFor(to: string, after = 0): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}`,
    });
    const messages = (res.json() as { messages: Array<{ id: number; text: string }> }).messages.filter(
      (m) => m.id > after,
    );
    const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code delivered to ${to}`);
}
const lastInboxId = async (to: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: `${t.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}` })
    ).json() as { messages: Array<{ id: number }> }
  ).messages[0]?.id ?? 0;
const inboxCount = async (to: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: `${t.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}` })
    ).json() as { messages: unknown[] }
  ).messages.length;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('sign in with a code sent to an email address; the code works once', async () => {
  await signUp('ayu@example.com');
  const ask = as(newIp());
  const sent = await ask('sendOtpPhoneEmail', { body: { email: 'Ayu@Example.com', locale: 'id-id' } });
  assert.equal(sent.statusCode, 200, sent.body);
  const body = sent.json<OtpSent>();
  assert.equal(body.channel, 'email');
  assert.equal(body.sent_to, 'a***@example.com');
  assert.equal(body.expires_in, 300);
  assert.equal(body.resend_after, 30);
  assert.match(body.request_id, /^[A-Za-z0-9_-]{22}$/);

  const code = await codeFor('ayu@example.com');
  const res = await ask('emailOtpLogin', { body: { request_id: body.request_id, otp: code } });
  assert.equal(res.statusCode, 200, res.body);
  const user = res.json<UserInfo>();
  assert.equal(user.email, 'ayu@example.com');
  assert.equal(user.isLogin, true);
  const profile = await call(t.app, 'profile', { token: user.access_token });
  assert.equal(decryptAes<UserInfo>(profile).id, user.id, 'the new token works');

  const again = await ask('emailOtpLogin', { body: { request_id: body.request_id, otp: code } });
  assert.equal(again.statusCode, 400);
  assert.equal(again.json().code, 'CODE_EXPIRED', 'single use');

  // at rest: only an HMAC of the code, and the delivered mail no longer holds it
  const [row] = rowsOf<{ code_hash: string }>(
    await t.database.db.execute(sql`select code_hash from one_time_codes where request_id = ${body.request_id}`),
  );
  assert.ok(row && row.code_hash !== code && !row.code_hash.includes(code));
  const bodies = rowsOf<{ body: string }>(
    await t.database.db.execute(
      sql`select body from outbox_messages where recipient = 'ayu@example.com' and state = 'sent'`,
    ),
  );
  assert.ok(bodies.length > 0 && bodies.every((b) => !b.body.includes(code)));
});

test('no enumeration: an unknown address gets the same answer, nothing is sent, and no code verifies', async () => {
  advance(31);
  const ask = as(newIp());
  const known = await ask('sendOtpPhoneEmail', { body: { email: 'ayu@example.com' } });
  const unknown = await ask('sendOtpPhoneEmail', { body: { email: 'nobody@example.com' } });
  assert.equal(unknown.statusCode, known.statusCode);
  assert.deepEqual(Object.keys(unknown.json()).sort(), Object.keys(known.json()).sort());
  assert.equal(unknown.json().sent_to, 'n***@example.com');
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(await inboxCount('nobody@example.com'), 0);
  const res = await ask('emailOtpLogin', { body: { request_id: unknown.json().request_id, otp: '123456' } });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'INVALID_CODE');
  // throttled alike too
  const soon = await ask('sendOtpPhoneEmail', { body: { email: 'nobody@example.com' } });
  assert.equal(soon.statusCode, 429);
  advance(31);
});

test('five wrong codes lock that code: even the right one is refused after', async () => {
  await signUp('locked@example.com');
  const ask = as(newIp());
  const sent = (await ask('sendOtpPhoneEmail', { body: { email: 'locked@example.com' } })).json<OtpSent>();
  const code = await codeFor('locked@example.com');
  for (let i = 1; i <= 4; i += 1) {
    const res = await ask('emailOtpLogin', { body: { request_id: sent.request_id, otp: wrong(code) } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'INVALID_CODE');
    assert.match(res.json().message, new RegExp(`${5 - i} tr`));
  }
  const fifth = await ask('emailOtpLogin', { body: { request_id: sent.request_id, otp: wrong(code) } });
  assert.equal(fifth.json().code, 'CODE_LOCKED');
  const right = await ask('emailOtpLogin', { body: { request_id: sent.request_id, otp: code } });
  assert.equal(right.statusCode, 400);
  assert.equal(right.json().code, 'CODE_LOCKED');

  // the owner is not locked out: a new code (after the resend wait) works
  advance(31);
  const seen = await lastInboxId('locked@example.com');
  const again = (
    await ask('sendOtpPhoneEmail', { body: { email: 'locked@example.com', last_request_id: sent.request_id } })
  ).json<OtpSent>();
  const fresh = await codeFor('locked@example.com', seen);
  const ok = await as(newIp())('emailOtpLogin', { body: { request_id: again.request_id, otp: fresh } });
  assert.equal(ok.statusCode, 200, ok.body);
});

test('a code expires after 300 seconds; a resend waits 30 s and replaces the previous code', async () => {
  await signUp('late@example.com');
  const ask = as(newIp());
  const first = (await ask('sendOtpPhoneEmail', { body: { email: 'late@example.com' } })).json<OtpSent>();
  const firstCode = await codeFor('late@example.com');

  const tooSoon = await ask('sendOtpPhoneEmail', {
    body: { email: 'late@example.com', last_request_id: first.request_id },
  });
  assert.equal(tooSoon.statusCode, 429);
  assert.equal(tooSoon.json().code, 'RATE_LIMITED');
  assert.ok(Number(tooSoon.headers['retry-after']) > 0 && Number(tooSoon.headers['retry-after']) <= 30);

  advance(30);
  const lastId = await lastInboxId('late@example.com');
  const second = (
    await ask('sendOtpPhoneEmail', { body: { email: 'late@example.com', last_request_id: first.request_id } })
  ).json<OtpSent>();
  const secondCode = await codeFor('late@example.com', lastId);
  const replaced = await ask('emailOtpLogin', { body: { request_id: first.request_id, otp: firstCode } });
  assert.equal(replaced.json().code, 'CODE_EXPIRED', 'a resend stops the replaced code');

  advance(301);
  const late = await ask('emailOtpLogin', { body: { request_id: second.request_id, otp: secondCode } });
  assert.equal(late.statusCode, 400);
  assert.equal(late.json().code, 'CODE_EXPIRED');
});

test('the resend wait is per purpose: a sign-in code does not hold back an email verification code to the same address', async () => {
  const me = await signUp('two-purposes@example.com');
  const ask = as(newIp());
  const login = await ask('sendOtpPhoneEmail', { body: { email: 'two-purposes@example.com' } });
  assert.equal(login.statusCode, 200, login.body);
  const verify = await ask('sendEmailVerificationOtp', { token: me.access_token, body: {} });
  assert.equal(verify.statusCode, 200, verify.body);
  // the same purpose again waits
  const again = await ask('sendOtpPhoneEmail', { body: { email: 'two-purposes@example.com' } });
  assert.equal(again.statusCode, 429);
});

test('sign in with a code by SMS: the number as typed locally or internationally, country from the locale', async () => {
  await signUp('phone@example.com', '0812 3456 7890');
  const ask = as(newIp());
  const sent = await ask('sendOtpPhoneEmail', {
    body: { phone: '+62 812-3456-7890', locale: 'en-id', rc_redesign: true },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  assert.equal(sent.json().channel, 'sms');
  assert.equal(sent.json().sent_to, '+62 ••• 7890');
  const code = await codeFor('+6281234567890');
  const viaEmail = await ask('emailOtpLogin', { body: { request_id: sent.json().request_id, otp: code } });
  assert.equal(viaEmail.json().code, 'INVALID_CODE', 'an SMS code is not an email code');
  const res = await ask('otpLogin', { body: { request_id: sent.json().request_id, otp: code } });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().email, 'phone@example.com');

  const neither = await ask('sendOtpPhoneEmail', { body: {} });
  assert.equal(neither.statusCode, 400);
  assert.equal(neither.json().code, 'VALIDATION_FAILED');
  const short = await ask('sendOtpPhoneEmail', { body: { phone: '123' } });
  assert.equal(short.json().details[0].field, 'phone');
});

test("email verification: a code to the signed-in user's address; another user cannot use it", async () => {
  const me = await signUp('verify-me@example.com');
  const other = await signUp('other@example.com');
  const ask = as(newIp());
  assert.equal(me.email_verified, false);
  const sent = await ask('sendEmailVerificationOtp', { token: me.access_token, body: {} });
  assert.equal(sent.statusCode, 200, sent.body);
  const code = await codeFor('verify-me@example.com');
  const stolen = await ask('verifyUserEmail', {
    token: other.access_token,
    body: { request_id: sent.json().request_id, otp: code },
  });
  assert.equal(stolen.statusCode, 400);
  assert.equal(stolen.json().code, 'INVALID_CODE');
  const res = await ask('verifyUserEmail', {
    token: me.access_token,
    body: { request_id: sent.json().request_id, otp: code },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json<Verified>().email_verified, true);
  assert.equal(decryptAes<UserInfo>(await call(t.app, 'profile', { token: me.access_token })).email_verified, true);
  assert.equal(decryptAes<UserInfo>(await call(t.app, 'profile', { token: other.access_token })).email_verified, false);
  const guestCall = await ask('sendEmailVerificationOtp', { body: {} });
  assert.equal(guestCall.statusCode, 401);
});

test('phone verification: store a number (unverified), verify it by SMS code; a login code is not a verification code', async () => {
  const me = await signUp('mobile@example.com');
  const ask = as(newIp());
  const stored = await ask('storePrimaryPhone', {
    token: me.access_token,
    body: { phone: '0813-1111-2222', country_code: 'ID' },
  });
  assert.equal(stored.statusCode, 200, stored.body);
  assert.deepEqual(stored.json(), {
    ok: true,
    email_verified: false,
    primary_phone_verified: false,
    phone: '81311112222',
  });
  const elsewhere = await ask('storePrimaryPhone', {
    token: me.access_token,
    body: { phone: '91234567', country_code: 'sg' },
  });
  assert.equal(elsewhere.statusCode, 400);

  const sent = await ask('sendVerificationCode', {
    token: me.access_token,
    query: { mobile: '081311112222', locale: 'th-th', app_type: 'web' },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const code = await codeFor('+6281311112222');
  const other = await signUp('thief@example.com');
  const stolen = await ask('verifyVerificationCode', {
    token: other.access_token,
    body: { request_id: sent.json().request_id, otp: code },
  });
  assert.equal(stolen.json().code, 'INVALID_CODE');
  const asLogin = await ask('otpLogin', { body: { request_id: sent.json().request_id, otp: code } });
  assert.equal(asLogin.json().code, 'INVALID_CODE');
  const res = await ask('verifyVerificationCode', {
    token: me.access_token,
    body: { request_id: sent.json().request_id, otp: code },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json<Verified>().primary_phone_verified, true);
  const profile = decryptAes<UserInfo>(await call(t.app, 'profile', { token: me.access_token }));
  assert.equal(profile.primary_phone_verified, true);
  assert.equal(profile.phone_number, '+6281311112222');

  const changed = await ask('storePrimaryPhone', { token: me.access_token, body: { phone: '081399998888' } });
  assert.equal(changed.json().primary_phone_verified, false, 'a new number is not verified');
});

test('wrong codes are limited per address (429, a burst guard) without touching the owner elsewhere', async () => {
  const attacker = as(newIp());
  for (let i = 0; i < CODE_LIMITS.wrongCodesPerAddressPerMinute; i += 1)
    await attacker('emailOtpLogin', { body: { request_id: 'A'.repeat(22), otp: '000000' } });
  const blocked = await attacker('emailOtpLogin', { body: { request_id: 'A'.repeat(22), otp: '000000' } });
  assert.equal(blocked.statusCode, 429);
  assert.ok(Number(blocked.headers['retry-after']) <= 60, 'a minute at most');
  const owner = await as(newIp())('emailOtpLogin', { body: { request_id: 'A'.repeat(22), otp: '000000' } });
  assert.equal(owner.statusCode, 400);
});
