import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { UserInfo } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, decryptAes, guestToken } from '../../../test/http.ts';
import { createIdTokenVerifier } from './id-token.ts';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const GOOGLE_CLIENT = 'rednest-test.apps.googleusercontent.com';
const FACEBOOK_ISSUER = 'https://www.facebook.com';
const FACEBOOK_APP = '1234567890';

let t: TestApp;
let keyServer: http.Server;
let jwksUrl = '';
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

before(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  keyServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/certs`;
  t = await createTestApp({
    config: {
      idProviders: {
        google: { jwksUrl, issuers: [GOOGLE_ISSUER, 'accounts.google.com'], audience: GOOGLE_CLIENT },
        facebook: { jwksUrl, issuers: [FACEBOOK_ISSUER], audience: FACEBOOK_APP },
      },
    },
  });
});
after(async () => {
  await t?.close();
  keyServer?.close();
});

const now = () => Math.floor(Date.now() / 1000);

/** an ID token as Google would sign it; `claims` and `options` change what the test needs */
function idToken(
  claims: JWTPayload = {},
  options: { key?: CryptoKey; kid?: string; issuer?: string; audience?: string; exp?: number } = {},
) {
  return new SignJWT({
    email: 'ayu.google@example.com',
    email_verified: true,
    given_name: 'Ayu',
    family_name: 'Lestari',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'key-1' })
    .setIssuer(options.issuer ?? GOOGLE_ISSUER)
    .setAudience(options.audience ?? GOOGLE_CLIENT)
    .setSubject('google-sub-1')
    .setIssuedAt(now() - 60)
    .setExpirationTime(options.exp ?? now() + 3600)
    .sign(options.key ?? signingKey);
}

async function fbLogin(body: Record<string, unknown>) {
  return call(t.app, 'fbLogin', { token: await guestToken(t.app), body });
}

describe('fb_login with a Google ID token', () => {
  test('a new email creates the account (a sign-up); the next sign-in is a sign-in with a new token', async () => {
    const first = await fbLogin({
      provider: 'google',
      access_token: await idToken(),
      email: 'ignored@example.com',
      first_name: 'Ignored',
    });
    assert.equal(first.statusCode, 200, first.body);
    const user = first.json<UserInfo>();
    assert.equal(user.is_new_user, true);
    assert.equal(user.email, 'ayu.google@example.com', 'the email comes from the token, not the payload');
    assert.equal(user.first_name, 'Ayu');
    assert.equal(user.last_name, 'Lestari');
    assert.equal(user.provider, 'google');
    assert.equal(user.email_verified, true);

    const second = await fbLogin({ provider: 'google', access_token: await idToken() });
    assert.equal(second.statusCode, 200, second.body);
    const again = second.json<UserInfo>();
    assert.equal(again.id, user.id);
    assert.equal(again.is_new_user, false);
    assert.notEqual(again.access_token, user.access_token);

    const profile = await call(t.app, 'profile', { token: again.access_token });
    assert.equal(profile.statusCode, 200);
    assert.equal(decryptAes<UserInfo>(profile).id, user.id);
    assert.equal(decryptAes<UserInfo>(profile).has_password, false, 'made by Google: no password until createPassword');

    // createPassword: change_password without a current password, then email + password works
    const created = await call(t.app, 'changePassword', {
      token: again.access_token,
      body: { new_password: 'Created123' },
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(decryptAes<UserInfo>(await call(t.app, 'profile', { token: again.access_token })).has_password, true);
    const login = await call(t.app, 'login', {
      token: await guestToken(t.app),
      body: { email: 'ayu.google@example.com', password: 'Created123' },
    });
    assert.equal(login.statusCode, 200, login.body);
  });

  test('site settings hand the browser the Google and Facebook client ids, never on the corporate site', async () => {
    const main = (await call(t.app, 'siteSettings', { query: { locale: 'en-id' } })).json<{
      sign_in_providers?: unknown;
    }>();
    // no code flow configured for Facebook here (facebook-code.test.ts has one): no dialog URL
    assert.deepEqual(main.sign_in_providers, {
      google_client_id: GOOGLE_CLIENT,
      facebook_app_id: FACEBOOK_APP,
      facebook_dialog_url: null,
    });
    const corporate = (await call(t.app, 'siteSettings', { query: { locale: 'en-id', site: 'corporate' } })).json<{
      sign_in_providers?: unknown;
    }>();
    assert.deepEqual(corporate.sign_in_providers, {
      google_client_id: null,
      facebook_app_id: null,
      facebook_dialog_url: null,
    });
  });

  test('an existing email account signs in with Google (no second account)', async () => {
    const signup = await call(t.app, 'signup', {
      token: await guestToken(t.app),
      body: { first_name: 'Budi', email: 'budi.both@example.com', password: 'secret123' },
    });
    assert.equal(signup.statusCode, 201, signup.body);
    const res = await fbLogin({ provider: 'google', access_token: await idToken({ email: 'Budi.Both@example.com' }) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<UserInfo>().id, signup.json<UserInfo>().id);
    assert.equal(res.json<UserInfo>().is_new_user, false);
  });

  const refusals: [string, () => Promise<string>, number, string][] = [
    [
      'wrong audience',
      () => idToken({}, { audience: 'someone-else.apps.googleusercontent.com' }),
      401,
      'ID_TOKEN_WRONG_AUDIENCE',
    ],
    ['wrong issuer', () => idToken({}, { issuer: 'https://evil.example.com' }), 401, 'ID_TOKEN_WRONG_ISSUER'],
    ['expired', () => idToken({}, { exp: now() - 3600 }), 401, 'ID_TOKEN_EXPIRED'],
    ['bad signature (another key, same kid)', () => idToken({}, { key: strangerKey }), 401, 'ID_TOKEN_INVALID'],
    ['unknown kid', () => idToken({}, { kid: 'key-unknown' }), 401, 'ID_TOKEN_UNKNOWN_KEY'],
    ['email_verified false', () => idToken({ email_verified: false }), 403, 'EMAIL_NOT_VERIFIED'],
    ['email_verified missing (Google)', () => idToken({ email_verified: undefined }), 403, 'EMAIL_NOT_VERIFIED'],
    ['no email', () => idToken({ email: undefined }), 400, 'ID_TOKEN_NO_EMAIL'],
    ['not a JWT', async () => 'not.a.token', 401, 'ID_TOKEN_INVALID'],
    [
      'unsigned (alg none)',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ email: 'x@example.com', email_verified: true, aud: GOOGLE_CLIENT, iss: GOOGLE_ISSUER, sub: '1', exp: now() + 60 })).toString('base64url')}.`,
      401,
      'ID_TOKEN_INVALID',
    ],
  ];
  for (const [name, token, status, code] of refusals) {
    test(`${name} → ${status} ${code}, no account`, async () => {
      const email = `refused.${code.toLowerCase()}.${status}@example.com`;
      const res = await fbLogin({ provider: 'google', access_token: await token(), email });
      assert.equal(res.statusCode, status, res.body);
      assert.equal(res.json().code, code);
      assert.ok(res.json().message.length > 10);
      const login = await call(t.app, 'login', {
        token: await guestToken(t.app),
        body: { email, password: 'whatever1' },
      });
      assert.equal(login.statusCode, 401);
    });
  }
});

describe('fb_login with a Facebook ID token', () => {
  test('a Facebook Limited Login token (no email_verified claim) signs up; its audience is the app id', async () => {
    const token = await idToken(
      {
        email: 'sri.fb@example.com',
        email_verified: undefined,
        given_name: undefined,
        family_name: undefined,
        name: 'Sri Wahyuni Putri',
      },
      { issuer: FACEBOOK_ISSUER, audience: FACEBOOK_APP },
    );
    const res = await fbLogin({ provider: 'facebook', access_token: token });
    assert.equal(res.statusCode, 200, res.body);
    const user = res.json<UserInfo>();
    assert.equal(user.provider, 'facebook');
    assert.equal(user.first_name, 'Sri');
    assert.equal(user.last_name, 'Wahyuni Putri');
    assert.equal(user.is_new_user, true);
  });

  test('a Google token sent as Facebook → wrong issuer; email_verified false is refused for Facebook too', async () => {
    const google = await fbLogin({ provider: 'facebook', access_token: await idToken({}, { audience: FACEBOOK_APP }) });
    assert.equal(google.json().code, 'ID_TOKEN_WRONG_ISSUER');
    const unverified = await fbLogin({
      provider: 'facebook',
      access_token: await idToken({ email_verified: false }, { issuer: FACEBOOK_ISSUER, audience: FACEBOOK_APP }),
    });
    assert.equal(unverified.statusCode, 403);
    assert.equal(unverified.json().code, 'EMAIL_NOT_VERIFIED');
  });

  test('an unknown provider → 400 VALIDATION_FAILED', async () => {
    const res = await fbLogin({ provider: 'apple', access_token: await idToken() });
    assert.equal(res.statusCode, 400);
  });
});

describe('id-token verifier', () => {
  test('a provider without configuration → 400 PROVIDER_NOT_CONFIGURED', async () => {
    const verifier = createIdTokenVerifier({ google: null, facebook: null });
    await assert.rejects(verifier.verify('google', await idToken(), new Date()), {
      code: 'PROVIDER_NOT_CONFIGURED',
      statusCode: 400,
    });
  });

  test('a key set that cannot be fetched → 503 ID_PROVIDER_UNAVAILABLE (try again), not a token refusal', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const verifier = createIdTokenVerifier({
      google: { jwksUrl: `http://127.0.0.1:${port}/certs`, issuers: [GOOGLE_ISSUER], audience: GOOGLE_CLIENT },
      facebook: null,
    });
    await assert.rejects(verifier.verify('google', await idToken(), new Date()), {
      code: 'ID_PROVIDER_UNAVAILABLE',
      statusCode: 503,
    });
  });
});
