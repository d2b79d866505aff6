/**
 * Passwords: forgot (hmac-signed, same answer for unknown addresses), reset with the
 * mailed code (every session ends), change (current password checked, other sessions end), and
 * sign out everywhere.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { UserInfo } from '@rednest/shared/contracts/dto';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, guestToken, pathOf } from '../../../test/http.ts';
import { hmacSign } from '../../http/wire.ts';

let t: TestApp;
let clock = Date.parse('2026-06-01T03:00:00Z');
let guest = '';
let ipCounter = 1;
const newIp = () => `203.0.113.${ipCounter++}`;

before(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  guest = await guestToken(t.app);
});
after(() => t?.close());

const signed = (name: EndpointName) => {
  const ts = Math.floor(clock / 1000);
  return { 'x-rn-timestamp': String(ts), 'x-rn-hmac': hmacSign(ts, 'POST', pathOf(t.app, name)) };
};
const as =
  (ip: string) =>
  (
    name: EndpointName,
    opts: { token?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ) =>
    call(t.app, name, { token: guest, ...opts, headers: { 'x-forwarded-for': ip, ...opts.headers } });

async function signUp(email: string, password = 'Secret123'): Promise<UserInfo> {
  const res = await as(newIp())('signup', { body: { first_name: 'Wulan', last_name: 'Sari', email, password } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}
const login = async (email: string, password: string) => as(newIp())('login', { body: { email, password } });
const profileStatus = async (token: string) => (await call(t.app, 'profile', { token })).statusCode;

async function mailedCode(to: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.config.apiBasePath}/dev/inbox?to=${encodeURIComponent(to)}`,
    });
    const code = (res.json() as { messages: Array<{ text: string }> }).messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

test('forgot password → the mailed code sets a new password and ends every session', async () => {
  const user = await signUp('forgot@example.com');
  const second = (await login('forgot@example.com', 'Secret123')).json<UserInfo>();
  const ask = as(newIp());

  const unsigned = await ask('forgotPasswordApp', { body: { email: 'forgot@example.com' } });
  assert.equal(unsigned.statusCode, 401, 'the hmac headers are required');

  const sent = await ask('forgotPasswordApp', {
    body: { email: 'forgot@example.com', locale: 'vi-vn' },
    headers: signed('forgotPasswordApp'),
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const unknown = await ask('forgotPasswordApp', {
    body: { email: 'nobody-here@example.com' },
    headers: signed('forgotPasswordApp'),
  });
  assert.equal(unknown.statusCode, 200);
  assert.deepEqual(
    Object.keys(unknown.json()).sort(),
    Object.keys(sent.json()).sort(),
    'an unknown address is answered alike',
  );

  const code = await mailedCode('forgot@example.com');
  const weak = await ask('resetPassword', {
    body: { request_id: sent.json().request_id, otp: code, password: 'short' },
  });
  assert.equal(weak.statusCode, 400);
  assert.equal(weak.json().code, 'VALIDATION_FAILED');

  const res = await ask('resetPassword', {
    body: { request_id: sent.json().request_id, otp: code, password: 'NewSecret456' },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(await profileStatus(user.access_token), 401, 'every session ends');
  assert.equal(await profileStatus(second.access_token), 401);
  assert.equal((await login('forgot@example.com', 'Secret123')).statusCode, 401, 'the old password is gone');
  assert.equal((await login('forgot@example.com', 'NewSecret456')).statusCode, 200);

  const again = await ask('resetPassword', {
    body: { request_id: sent.json().request_id, otp: code, password: 'Other789xyz' },
  });
  assert.equal(again.json().code, 'CODE_EXPIRED', 'a reset code works once');
});

test('a sign-in code is not a reset code, and the corporate route works the same way', async () => {
  await signUp('corp@example.com');
  const ask = as(newIp());
  const signIn = await ask('sendOtpPhoneEmail', { body: { email: 'corp@example.com' } });
  const code = await mailedCode('corp@example.com');
  const res = await ask('resetPassword', {
    body: { request_id: signIn.json().request_id, otp: code, password: 'NewSecret456' },
  });
  assert.equal(res.json().code, 'INVALID_CODE');

  clock += 31_000;
  const corp = await ask('forgotPasswordCorporate', {
    body: { email: 'corp@example.com' },
    headers: signed('forgotPasswordCorporate'),
  });
  assert.equal(corp.statusCode, 200, corp.body);
});

test('change password: the current one is checked (400, never 401); other sessions end, this one goes on', async () => {
  const me = await signUp('change@example.com');
  const other = (await login('change@example.com', 'Secret123')).json<UserInfo>();
  const ask = as(newIp());

  const wrong = await ask('changePassword', {
    token: me.access_token,
    body: { current_password: 'Nope12345', new_password: 'NewSecret456' },
  });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().code, 'WRONG_PASSWORD');
  assert.equal(await profileStatus(me.access_token), 200, 'a wrong current password does not sign the person out');

  const res = await ask('changePassword', {
    token: me.access_token,
    body: { current_password: 'Secret123', new_password: 'NewSecret456' },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { ok: true, other_sessions_ended: 1 });
  assert.equal(await profileStatus(me.access_token), 200);
  assert.equal(await profileStatus(other.access_token), 401);
  assert.equal((await login('change@example.com', 'NewSecret456')).statusCode, 200);
});

test('change password: five wrong current passwords → 429 for that account', async () => {
  const me = await signUp('guess@example.com');
  const ask = as(newIp());
  for (let i = 0; i < 5; i += 1) {
    assert.equal(
      (
        await ask('changePassword', {
          token: me.access_token,
          body: { current_password: `Wrong${i}xyz`, new_password: 'NewSecret456' },
        })
      ).statusCode,
      400,
    );
  }
  const limited = await ask('changePassword', {
    token: me.access_token,
    body: { current_password: 'Secret123', new_password: 'NewSecret456' },
  });
  assert.equal(limited.statusCode, 429);
});

test('sign out everywhere revokes every token of the user, and only theirs', async () => {
  const me = await signUp('everywhere@example.com');
  const phone = (await login('everywhere@example.com', 'Secret123')).json<UserInfo>();
  const stranger = await signUp('stranger@example.com');
  const res = await call(t.app, 'logout', { token: me.access_token, query: { everywhere: 'true' } });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(await profileStatus(me.access_token), 401);
  assert.equal(await profileStatus(phone.access_token), 401);
  assert.equal(await profileStatus(stranger.access_token), 200);
});
