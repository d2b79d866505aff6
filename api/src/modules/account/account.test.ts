import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { UserInfo } from '@rednest/shared/contracts/dto';
import { EMAIL_PATTERN } from '@rednest/shared/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, decryptAes, guestToken, pathOf, WEB_CLIENT_BASIC } from '../../../test/http.ts';
import { seedPlatform, DEMO_USER, DEMO_USER_OPENING } from '../../db/seed/platform.ts';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS } from './credential-limits.ts';

let t: TestApp;
let clock = Date.now();
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

before(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  await seedPlatform(t.database.db);
});
after(() => t?.close());

const signup = (token: string, body: Record<string, unknown>) => call(t.app, 'signup', { token, body });

describe('guest token grant', () => {
  test('client credentials in a form body → Bearer token with created_at and expires_in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(t.app, 'oauthToken'),
      headers: { authorization: WEB_CLIENT_BASIC(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 7200);
    assert.equal(body.created_at, Math.floor(clock / 1000));
    assert.match(body.access_token, /^[A-Za-z0-9_-]{40,}$/);
  });

  test('a JSON body works too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(t.app, 'oauthToken'),
      headers: { authorization: WEB_CLIENT_BASIC() },
      payload: { grant_type: 'client_credentials' },
    });
    assert.equal(res.statusCode, 200);
  });

  test('wrong or missing client credentials → 401 INVALID_CLIENT', async () => {
    for (const authorization of [
      WEB_CLIENT_BASIC('rednest-web', 'wrong'),
      WEB_CLIENT_BASIC('someone', 'rednest-web-public'),
      undefined,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: pathOf(t.app, 'oauthToken'),
        headers: authorization ? { authorization } : {},
        payload: { grant_type: 'client_credentials' },
      });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().code, 'INVALID_CLIENT');
    }
  });

  test('another grant type → 400 with the field named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(t.app, 'oauthToken'),
      headers: { authorization: WEB_CLIENT_BASIC() },
      payload: { grant_type: 'password' },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'VALIDATION_FAILED');
    assert.equal(res.json().details[0].field, 'grant_type');
  });

  test('the token works until it expires, then 401 TOKEN_EXPIRED', async () => {
    const token = await guestToken(t.app);
    assert.equal((await call(t.app, 'countryList', { token })).statusCode, 200);
    advance(7200 - 5);
    assert.equal((await call(t.app, 'countryList', { token })).statusCode, 200);
    advance(10);
    const res = await call(t.app, 'countryList', { token });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().code, 'TOKEN_EXPIRED');
  });

  test('guest tokens are stateless: signed, no row written; a forged or altered one → 401 INVALID_TOKEN', async () => {
    const { sql } = await import('drizzle-orm');
    const count = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`select count(*)::int as n from access_tokens where kind = 'guest'`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows[0]!.n,
      );
    const before = await count();
    const token = await guestToken(t.app);
    await guestToken(t.app);
    assert.equal(await count(), before, 'no guest rows');
    assert.match(token, /^g1[A-Za-z0-9_-]{44}$/);
    assert.equal((await call(t.app, 'countryList', { token })).statusCode, 200);
    // one character changed in the random part or the signature
    for (const at of [10, token.length - 3]) {
      const altered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
      const res = await call(t.app, 'countryList', { token: altered });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().code, 'INVALID_TOKEN');
    }
    // the same shape signed with another secret
    const other = await createTestApp({
      config: { tokenSigningSecret: 'another-secret-of-at-least-thirty-two-chars' },
    });
    try {
      const foreign = await guestToken(other.app);
      assert.equal((await call(t.app, 'countryList', { token: foreign })).json().code, 'INVALID_TOKEN');
    } finally {
      await other.close();
    }
  });

  test('user tokens are stored hashed, never in clear', async () => {
    const guest = await guestToken(t.app);
    const user = (
      await signup(guest, { first_name: 'Hash', email: 'hash-check@example.test', password: 'hash-check-1' })
    ).json() as UserInfo;
    const rows = await t.database.db.execute<{ token_hash: string; kind: string }>(
      (await import('drizzle-orm')).sql`select token_hash, kind from access_tokens order by id desc limit 1`,
    );
    const row = (rows as unknown as { rows: Array<{ token_hash: string; kind: string }> }).rows[0]!;
    assert.notEqual(row.token_hash, user.access_token);
    assert.match(row.token_hash, /^[0-9a-f]{64}$/);
    assert.equal(row.kind, 'user');
  });
});

describe('auth kinds', () => {
  test('token routes: no token or a garbage token → 401; a guest token is enough', async () => {
    assert.equal((await call(t.app, 'countryList')).statusCode, 401);
    const bad = await call(t.app, 'countryList', { token: 'x'.repeat(43) });
    assert.equal(bad.statusCode, 401);
    assert.equal(bad.json().code, 'INVALID_TOKEN');
    assert.equal((await call(t.app, 'countryList', { token: await guestToken(t.app) })).statusCode, 200);
  });

  test('user routes refuse a guest token with 401', async () => {
    const res = await call(t.app, 'profile', { token: await guestToken(t.app) });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().code, 'UNAUTHORIZED');
    assert.equal(res.headers['www-authenticate'], 'Bearer');
  });

  test('none routes ignore the missing header', async () => {
    assert.equal((await call(t.app, 'currentTimestamp')).statusCode, 200);
  });
});

describe('sign-up, sign-in, profile, sign-out', () => {
  test('sign-up returns a signed-in UserInfo (is_new_user) and profile decrypts to the same user', async () => {
    const guest = await guestToken(t.app);
    const res = await signup(guest, {
      first_name: ' Linh ',
      last_name: 'Tran',
      email: 'Linh.Tran@example.test',
      password: 'hanoi2026',
      phone: '0901 234 567',
      locale: 'vi-vn',
    });
    assert.equal(res.statusCode, 201, res.body);
    const user = res.json() as UserInfo;
    assert.equal(user.is_new_user, true);
    assert.equal(user.isLogin, true);
    assert.equal(user.first_name, 'Linh');
    assert.equal(user.country_name, 'Vietnam');
    assert.equal(user.currency_symbol, '₫');
    assert.equal(user.phone, '901234567');
    assert.equal(user.loyalty_tier, 'bronze');

    const profile = await call(t.app, 'profile', { token: user.access_token });
    assert.equal(profile.statusCode, 200);
    assert.match(profile.json().data, /---[0-9a-f]{32}$/);
    const decrypted = decryptAes<UserInfo>(profile);
    assert.equal(decrypted.email, 'Linh.Tran@example.test');
    assert.equal(decrypted.id, user.id);
    assert.equal(decrypted.is_new_user, false);
  });

  test('the same email in another case → 409 EMAIL_TAKEN', async () => {
    const res = await signup(await guestToken(t.app), {
      first_name: 'Other',
      email: 'linh.tran@EXAMPLE.test',
      password: 'another1pass',
    });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().code, 'EMAIL_TAKEN');
  });

  test('sign-up validation names every bad field', async () => {
    const res = await signup(await guestToken(t.app), { first_name: '', email: 'not-an-email', password: 'short' });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.code, 'VALIDATION_FAILED');
    const fields = Object.fromEntries(
      body.details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    assert.equal(fields.email, 'must be a valid email address');
    assert.equal(fields.password, 'must be at least 8 characters');
    assert.equal(fields.first_name, 'must not be empty');
    assert.ok(body.request_id);
  });

  test("an email is checked with the contract's pattern, the one the forms use", async () => {
    const guest = await guestToken(t.app);
    // ajv-formats' own email format refuses both; the contract's pattern (EMAIL_PATTERN) takes them
    for (const email of ['dewi.ünal@example.test', 'a..b@example.test']) {
      assert.match(email, new RegExp(EMAIL_PATTERN));
      const res = await call(t.app, 'login', { token: guest, body: { email, password: 'whatever1' } });
      assert.equal(res.statusCode, 401, `${email}: ${res.body}`);
    }
    const bad = await call(t.app, 'login', { token: guest, body: { email: 'dewi@example', password: 'whatever1' } });
    assert.deepEqual(bad.json().details, [{ field: 'email', message: 'must be a valid email address' }]);
  });

  test('a password without a digit is refused with a clear message', async () => {
    const res = await signup(await guestToken(t.app), {
      first_name: 'A',
      email: 'nodigit@example.test',
      password: 'onlyletters',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().details, [
      { field: 'password', message: 'must contain at least one letter and one digit' },
    ]);
  });

  test('the demo user signs in; a wrong password → 401 INVALID_CREDENTIALS', async () => {
    const guest = await guestToken(t.app);
    const ok = await call(t.app, 'login', {
      token: guest,
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const user = ok.json() as UserInfo;
    assert.equal(user.is_new_user, false);
    assert.equal(user.first_name, 'Dewi');
    assert.equal(user.token_type, 'Bearer');
    assert.notEqual(user.access_token, guest);
    // the wallet and points are what the ledger holds for them: the seed's opening transfers
    assert.equal(user.redcash_balance, DEMO_USER_OPENING.redcash);
    assert.equal(user.converted_redcash_balance, DEMO_USER_OPENING.redcash);
    assert.equal(user.point_balance, DEMO_USER_OPENING.points);

    const wrong = await call(t.app, 'login', {
      token: guest,
      body: { email: DEMO_USER.email, password: 'nope-nope-1' },
    });
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().code, 'INVALID_CREDENTIALS');
    const unknown = await call(t.app, 'login', {
      token: guest,
      body: { email: 'nobody@example.test', password: 'whatever1' },
    });
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().message, wrong.json().message, 'no hint whether the email exists');
  });

  test('sign-out revokes the token: the next call with it is 401', async () => {
    const guest = await guestToken(t.app);
    const user = (
      await call(t.app, 'login', { token: guest, body: { email: DEMO_USER.email, password: DEMO_USER.password } })
    ).json() as UserInfo;
    assert.equal((await call(t.app, 'profile', { token: user.access_token })).statusCode, 200);
    const out = await call(t.app, 'logout', { token: user.access_token, query: { locale: 'en-id' } });
    assert.equal(out.statusCode, 200);
    assert.deepEqual(out.json(), { ok: true });
    const after = await call(t.app, 'profile', { token: user.access_token });
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().code, 'INVALID_TOKEN');
    assert.equal((await call(t.app, 'logout', { token: user.access_token })).statusCode, 401);
  });

  test('a user token also works on token routes', async () => {
    const guest = await guestToken(t.app);
    const user = (
      await call(t.app, 'login', { token: guest, body: { email: DEMO_USER.email, password: DEMO_USER.password } })
    ).json() as UserInfo;
    assert.equal((await call(t.app, 'countryList', { token: user.access_token })).statusCode, 200);
  });
});

describe('bad input is a 4xx with a code, never a 500', () => {
  test('bad JSON, a body without data, data that is not base64 JSON, missing fields', async () => {
    const guest = await guestToken(t.app);
    const url = pathOf(t.app, 'login');
    const auth = { authorization: `Bearer ${guest}` };
    const cases: Array<[string, Record<string, string>, string | object, string]> = [
      ['bad json', { 'content-type': 'application/json' }, '{"data": ', 'INVALID_JSON'],
      ['plain body', {}, { email: DEMO_USER.email, password: 'x' }, 'INVALID_DATA_ENCODING'],
      ['not base64', {}, { data: '%%%' }, 'INVALID_DATA_ENCODING'],
      ['base64 of text', {}, { data: Buffer.from('hello').toString('base64') }, 'INVALID_DATA_ENCODING'],
      ['missing fields', {}, { data: Buffer.from('{}').toString('base64') }, 'VALIDATION_FAILED'],
      ['array body', { 'content-type': 'application/json' }, '[1,2]', 'INVALID_DATA_ENCODING'],
    ];
    for (const [name, headers, payload, code] of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload });
      assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
      assert.equal(res.json().code, code, name);
      assert.ok(res.json().request_id, name);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { data: Buffer.from('{"email":"a@b.test"}').toString('base64') },
    });
    assert.deepEqual(missing.json().details, [{ field: 'password', message: 'is required' }]);
  });

  test('an oversized body → 413-class error with a code', async () => {
    const guest = await guestToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(t.app, 'login'),
      headers: { authorization: `Bearer ${guest}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'a'.repeat(300 * 1024) }),
    });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().code, 'BODY_TOO_LARGE');
  });
});

describe('rate limits', () => {
  const wrong = (email: string) => ({ email, password: 'guess-1234' });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  test(`sign-in: ${SIGN_IN_LIMITS.failuresPerAccountAndAddress} wrong passwords from one address → 429 for that address only; the right password from another address still signs in`, async () => {
    const guest = await guestToken(t.app);
    const email = 'limit-pair@example.test';
    assert.equal((await signup(guest, { first_name: 'Pair', email, password: 'right-pass-1' })).statusCode, 201);
    // 9 wrong ones from one address: the first few are 401, then that address is throttled
    const codes = [];
    for (let i = 0; i < 9; i++)
      codes.push(
        (await call(t.app, 'login', { token: guest, body: wrong(email), headers: from('198.51.100.7') })).statusCode,
      );
    assert.deepEqual(codes, [
      ...Array(SIGN_IN_LIMITS.failuresPerAccountAndAddress).fill(401),
      ...Array(9 - SIGN_IN_LIMITS.failuresPerAccountAndAddress).fill(429),
    ]);
    const limited = await call(t.app, 'login', {
      token: guest,
      body: { email, password: 'right-pass-1' },
      headers: from('198.51.100.7'),
    });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'RATE_LIMITED');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    // the owner, from a new address: signed in
    const owner = await call(t.app, 'login', {
      token: guest,
      body: { email, password: 'right-pass-1' },
      headers: from('203.0.113.50'),
    });
    assert.equal(owner.statusCode, 200, owner.body);
  });

  test(`sign-in: ${SIGN_IN_LIMITS.failuresPerAccount} wrong passwords for one account from many addresses → a short throttle (≤ ${SIGN_IN_LIMITS.accountWindowSeconds} s) that the owner's known address skips; success resets the address`, async () => {
    const guest = await guestToken(t.app);
    const email = 'limit-account@example.test';
    assert.equal((await signup(guest, { first_name: 'Acct', email, password: 'right-pass-2' })).statusCode, 201);
    // the owner signs in once from home: a known address
    assert.equal(
      (
        await call(t.app, 'login', {
          token: guest,
          body: { email, password: 'right-pass-2' },
          headers: from('192.0.2.10'),
        })
      ).statusCode,
      200,
    );
    // a distributed guesser: 4 failures from each of many addresses
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccount; i++) {
      const res = await call(t.app, 'login', {
        token: guest,
        body: wrong(email),
        headers: from(`10.20.${Math.floor(i / 4)}.1`),
      });
      assert.equal(res.statusCode, 401);
    }
    const throttled = await call(t.app, 'login', {
      token: guest,
      body: { email, password: 'right-pass-2' },
      headers: from('10.99.0.1'),
    });
    assert.equal(throttled.statusCode, 429);
    assert.ok(Number(throttled.headers['retry-after']) <= SIGN_IN_LIMITS.accountWindowSeconds);
    // the known address is not throttled by somebody else's guesses
    assert.equal(
      (
        await call(t.app, 'login', {
          token: guest,
          body: { email, password: 'right-pass-2' },
          headers: from('192.0.2.10'),
        })
      ).statusCode,
      200,
    );
    // other accounts are not affected
    assert.equal(
      (
        await call(t.app, 'login', {
          token: guest,
          body: wrong('someone-else@example.test'),
          headers: from('10.99.0.1'),
        })
      ).statusCode,
      401,
    );
  });

  test('sign-in: a success resets the failures of that address', async () => {
    const guest = await guestToken(t.app);
    const email = 'limit-reset@example.test';
    assert.equal((await signup(guest, { first_name: 'Reset', email, password: 'right-pass-3' })).statusCode, 201);
    const headers = from('198.51.100.99');
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccountAndAddress - 1; i++)
      assert.equal((await call(t.app, 'login', { token: guest, body: wrong(email), headers })).statusCode, 401);
    assert.equal(
      (await call(t.app, 'login', { token: guest, body: { email, password: 'right-pass-3' }, headers })).statusCode,
      200,
    );
    for (let i = 0; i < SIGN_IN_LIMITS.failuresPerAccountAndAddress - 1; i++)
      assert.equal((await call(t.app, 'login', { token: guest, body: wrong(email), headers })).statusCode, 401);
  });

  test(`sign-in is limited per IP (${SIGN_IN_LIMITS.perIpPerMinute} a minute), and a forged X-Forwarded-For does not dodge it (one trusted hop)`, async () => {
    const guest = await guestToken(t.app);
    let last;
    for (let i = 0; i <= SIGN_IN_LIMITS.perIpPerMinute; i++) {
      // what a client writes into the header sits left of the edge's entry and is never read
      last = await call(t.app, 'login', {
        token: guest,
        body: wrong(`ip${i}@example.test`),
        headers: from(`10.7.${i}.1, 192.0.2.77`),
      });
    }
    assert.equal(last!.statusCode, 429);
    assert.equal(last!.json().code, 'RATE_LIMITED');
    assert.match(last!.json().message, /Please try again in (\d+ seconds?|1 minute)\.$/);
    assert.ok(Number(last!.headers['retry-after']) > 0);
  });

  test(`sign-up: ${SIGN_UP_LIMITS.emailTakenPerAddressPerHour} EMAIL_TAKEN answers from one address → 429 (enumeration), other addresses unaffected`, async () => {
    const guest = await guestToken(t.app);
    const headers = from('198.51.100.200');
    for (let i = 0; i < SIGN_UP_LIMITS.emailTakenPerAddressPerHour; i++) {
      const res = await call(t.app, 'signup', {
        token: guest,
        body: { first_name: 'Probe', email: DEMO_USER.email, password: 'probe-pass-1' },
        headers,
      });
      assert.equal(res.statusCode, 409);
    }
    const res = await call(t.app, 'signup', {
      token: guest,
      body: { first_name: 'Probe', email: 'fresh-probe@example.test', password: 'probe-pass-1' },
      headers,
    });
    assert.equal(res.statusCode, 429);
    assert.equal(res.json().code, 'RATE_LIMITED');
    const other = await call(t.app, 'signup', {
      token: guest,
      body: { first_name: 'Probe', email: 'fresh-probe@example.test', password: 'probe-pass-1' },
      headers: from('198.51.100.201'),
    });
    assert.equal(other.statusCode, 201);
  });
});
