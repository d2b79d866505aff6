/** Devices signed in and the display currency (settings): a user sees and ends only their own sign-ins. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { UserInfo, UserSessions } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, decryptAes, guestToken } from '../../../test/http.ts';
import { describeUserAgent } from './user-agent.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let clock = new Date('2026-11-20T08:00:00Z');
let t: TestApp;
let guest = '';
before(async () => {
  t = await createTestApp({ now: () => clock });
  guest = await guestToken(t.app);
});
after(() => t?.close());

const PASSWORD = 'Secret123';
async function signUp(email: string, ua: string): Promise<UserInfo> {
  const res = await call(t.app, 'signup', {
    token: guest,
    body: { first_name: 'Dewi', email, password: PASSWORD },
    headers: { 'user-agent': ua },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}
async function signIn(email: string, ua: string): Promise<UserInfo> {
  const res = await call(t.app, 'login', {
    token: guest,
    body: { email, password: PASSWORD },
    headers: { 'user-agent': ua },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}
const sessions = async (token: string) => {
  const res = await call(t.app, 'userSessions', { token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<UserSessions>().sessions;
};
const revoke = (token: string, id: number) =>
  call(t.app, 'revokeUserSession', { token, query: { session_id: String(id) } });

test('the devices list shows each live sign-in of the caller with browser, system and "this device"', async () => {
  const phone = await signUp('dewi@example.com', ANDROID_CHROME);
  clock = new Date(clock.getTime() + 5 * 60_000);
  const laptop = await signIn('dewi@example.com', MAC_SAFARI);
  const other = await signUp('someone-else@example.com', IPHONE_SAFARI);

  const seenFromLaptop = await sessions(laptop.access_token);
  assert.equal(seenFromLaptop.length, 2, "only the caller's own sign-ins");
  assert.deepEqual(
    seenFromLaptop.map((s) => [s.browser, s.os, s.device_type, s.current]),
    [
      ['Safari', 'macOS', 'desktop', true],
      ['Chrome', 'Android', 'mobile', false],
    ],
  );
  assert.equal(seenFromLaptop[0]!.signed_in_at, '2026-11-20T08:05:00.000Z');
  assert.equal(seenFromLaptop[0]!.last_used_at, '2026-11-20T08:05:00.000Z');
  assert.equal(
    seenFromLaptop[1]!.last_used_at,
    '2026-11-20T08:00:00.000Z',
    'never used since sign-up: its sign-in time',
  );
  assert.ok(!JSON.stringify(seenFromLaptop).includes(phone.access_token), 'tokens are never shown');
  assert.equal((await sessions(other.access_token)).length, 1);

  // using the phone later moves its "last used" and puts it first. Read from the phone: a call from
  // the laptop at 08:15 is a use of the laptop too, recorded or not depending on whether its token's
  // look-up was still cached (real time, 60 s) while this test's clock jumped ten minutes; under a
  // loaded machine a Redis read past its 500 ms timeout is a miss, and the laptop's list then said so.
  clock = new Date(clock.getTime() + 10 * 60_000);
  assert.equal((await call(t.app, 'userDemographics', { token: phone.access_token })).statusCode, 200);
  const later = await sessions(phone.access_token);
  assert.deepEqual(
    later.map((s) => [s.browser, s.last_used_at, s.current]),
    [
      ['Chrome', '2026-11-20T08:15:00.000Z', true],
      ['Safari', '2026-11-20T08:05:00.000Z', false],
    ],
  );
});

test("a user cannot see or end another user's sign-in; ending one of their own signs only that device out", async () => {
  const a1 = await signUp('anna@example.com', ANDROID_CHROME);
  const a2 = await signIn('anna@example.com', MAC_SAFARI);
  const b = await signUp('budi@example.com', IPHONE_SAFARI);
  const [bSession] = await sessions(b.access_token);

  const stolen = await revoke(a1.access_token, bSession!.id);
  assert.equal(stolen.statusCode, 404, stolen.body);
  assert.equal(stolen.json<{ code: string }>().code, 'SESSION_NOT_FOUND');
  assert.equal(
    (await call(t.app, 'userDemographics', { token: b.access_token })).statusCode,
    200,
    "the other user's device is still signed in",
  );
  assert.equal((await revoke(a1.access_token, 999_999)).statusCode, 404, 'an unknown id answers the same');

  const a2Id = (await sessions(a2.access_token)).find((s) => s.current)!.id;
  const ended = await revoke(a1.access_token, a2Id);
  assert.deepEqual(ended.json(), { ok: true, current: false });
  assert.equal(
    (await call(t.app, 'userDemographics', { token: a2.access_token })).statusCode,
    401,
    'the ended device is signed out at once',
  );
  assert.equal((await sessions(a1.access_token)).length, 1);
  assert.equal((await revoke(a1.access_token, a2Id)).statusCode, 404, 'an ended sign-in cannot be ended twice');

  const a1Id = (await sessions(a1.access_token))[0]!.id;
  const self = await revoke(a1.access_token, a1Id);
  assert.deepEqual(self.json(), { ok: true, current: true });
  assert.equal((await call(t.app, 'userSessions', { token: a1.access_token })).statusCode, 401);

  assert.equal((await call(t.app, 'userSessions', { token: guest })).statusCode, 401);
  assert.equal(
    (await call(t.app, 'revokeUserSession', { token: guest, query: { session_id: String(bSession!.id) } })).statusCode,
    401,
  );
  assert.equal(
    (await call(t.app, 'revokeUserSession', { token: b.access_token, query: { session_id: 'x' } })).statusCode,
    400,
  );
});

test('sign out everywhere empties the devices list', async () => {
  const one = await signUp('citra@example.com', ANDROID_CHROME);
  await signIn('citra@example.com', MAC_SAFARI);
  const three = await signIn('citra@example.com', IPHONE_SAFARI);
  assert.equal((await sessions(three.access_token)).length, 3);
  assert.equal(
    (await call(t.app, 'logout', { token: one.access_token, query: { everywhere: 'true' } })).statusCode,
    200,
  );
  assert.equal((await call(t.app, 'userSessions', { token: three.access_token })).statusCode, 401);
});

test('the display currency is saved to the profile from the site currency list; others are refused', async () => {
  const me = await signUp('eka@example.com', ANDROID_CHROME);
  assert.equal(me.currency, null);
  const set = await call(t.app, 'updateUserInfo', { token: me.access_token, body: { currency: 'sgd' } });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal(set.json<UserInfo>().currency, 'SGD');
  assert.equal(decryptAes<UserInfo>(await call(t.app, 'profile', { token: me.access_token })).currency, 'SGD');
  const bad = await call(t.app, 'updateUserInfo', { token: me.access_token, body: { currency: 'EUR' } });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json<{ details: { field: string }[] }>().details[0]!.field, 'currency');
  const cleared = await call(t.app, 'updateUserInfo', { token: me.access_token, body: { currency: '' } });
  assert.equal(cleared.json<UserInfo>().currency, null, "'' goes back to the site's own currency");
});

test('user agents read as a person would name the device', () => {
  assert.deepEqual(describeUserAgent(IPHONE_SAFARI), { browser: 'Safari', os: 'iOS', device_type: 'mobile' });
  assert.deepEqual(
    describeUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
    ),
    { browser: 'Edge', os: 'Windows', device_type: 'desktop' },
  );
  assert.deepEqual(
    describeUserAgent(
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
    ),
    { browser: 'Samsung Internet', os: 'Android', device_type: 'tablet' },
  );
  assert.deepEqual(
    describeUserAgent('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'),
    { browser: 'Firefox', os: 'Linux', device_type: 'desktop' },
  );
  assert.deepEqual(describeUserAgent(''), { browser: null, os: null, device_type: 'unknown' });
  assert.deepEqual(describeUserAgent('curl/8.5'), { browser: null, os: null, device_type: 'unknown' });
});
