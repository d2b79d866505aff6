/**
 * Facebook sign-in on the web: fb_login with the OpenID Connect code flow with PKCE. The
 * test plays Facebook with a key set it generates and a token endpoint it starts: the endpoint
 * knows the codes its "login dialog" handed out (with their S256 challenge and redirect_uri) and
 * answers a good exchange with an ID token, as graph.facebook.com/v19.0/oauth/access_token does.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { UserInfo } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, guestToken } from '../../../test/http.ts';
import { createCodeExchange, type ExchangeFailure } from './oidc-code.ts';

const ISSUER = 'https://www.facebook.com';
const APP_ID = '987654321';
const DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
const REDIRECT_URI = 'http://localhost:8080/en-id/signIn/facebook';

let t: TestApp;
let keyServer: http.Server;
let tokenServer: http.Server;
let tokenUrl = '';
let signingKey: CryptoKey;
const logLines: string[] = [];

/** what the token endpoint was asked, in order */
const exchanges: URLSearchParams[] = [];
/** codes the "dialog" handed out: each works once, for its challenge and redirect_uri */
const grants = new Map<string, { challenge: string; redirectUri: string; idToken: string }>();
/** how the token endpoint behaves for the next request */
let endpointMode: 'normal' | 'error500' | 'drop' = 'normal';

const now = () => Math.floor(Date.now() / 1000);
const randomText = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

function facebookIdToken(claims: JWTPayload = {}, options: { audience?: string; exp?: number } = {}) {
  return new SignJWT({ email: 'wulan.fb@example.com', name: 'Wulan Sari', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'fb-key' })
    .setIssuer(ISSUER)
    .setAudience(options.audience ?? APP_ID)
    .setSubject('fb-sub-1')
    .setIssuedAt(now() - 60)
    .setExpirationTime(options.exp ?? now() + 3600)
    .sign(signingKey);
}

/**
 * What the browser holds after the dialog came back: a code Facebook granted for this verifier's
 * challenge and redirect_uri, and the nonce it put in the ID token (the one sent, unless `tokenNonce`).
 */
async function dialogGrant(
  options: { claims?: JWTPayload; audience?: string; exp?: number; tokenNonce?: string | null } = {},
) {
  const code = `code-${randomText(12)}`;
  const verifier = randomText(48);
  const nonce = randomText(16);
  const tokenNonce = options.tokenNonce === undefined ? nonce : options.tokenNonce;
  const idToken = await facebookIdToken(
    { ...(tokenNonce === null ? {} : { nonce: tokenNonce }), ...options.claims },
    options,
  );
  grants.set(code, { challenge: s256(verifier), redirectUri: REDIRECT_URI, idToken });
  return { code, code_verifier: verifier, redirect_uri: REDIRECT_URI, nonce, idToken };
}

/** each call from its own address: fb_login's per-address sign-in limit (20 a minute) is not what these tests are about */
let address = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.18.7.${++address}` });

async function fbLogin(body: Record<string, unknown>) {
  return call(t.app, 'fbLogin', {
    token: await guestToken(t.app),
    body: { provider: 'facebook', ...body },
    headers: fromNewAddress(),
  });
}
const codeForm = ({ idToken: _idToken, ...grant }: Awaited<ReturnType<typeof dialogGrant>>) => grant;

before(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'fb-key', alg: 'RS256', use: 'sig' };
  keyServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));

  // Facebook's token endpoint as documented: GET with client_id, redirect_uri, code_verifier, code
  tokenServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    exchanges.push(url.searchParams);
    if (endpointMode === 'drop') return void req.socket.destroy();
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (endpointMode === 'error500')
      return json(500, { error: { message: 'An unexpected error has occurred.', type: 'OAuthException', code: 2 } });
    const code = url.searchParams.get('code') ?? '';
    const grant = grants.get(code);
    const refused = (message: string) =>
      json(400, { error: { message, type: 'OAuthException', code: 100, error_subcode: 36007, fbtrace_id: 'trace' } });
    if (req.method !== 'GET' || url.pathname !== '/v19.0/oauth/access_token')
      return json(404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
    if (url.searchParams.get('client_id') !== APP_ID) return refused('Error validating application.');
    if (!grant) return refused('Invalid verification code format.');
    grants.delete(code); // one use
    if (url.searchParams.get('redirect_uri') !== grant.redirectUri)
      return refused('Error validating verification code. Please make sure your redirect_uri is identical.');
    if (s256(url.searchParams.get('code_verifier') ?? '') !== grant.challenge) return refused('Invalid code verifier.');
    json(200, {
      access_token: `EAAG${randomText(40)}`,
      token_type: 'bearer',
      expires_in: 5183944,
      id_token: grant.idToken,
    });
  });
  await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}/v19.0/oauth/access_token`;

  t = await createTestApp({
    logStream: { write: (line) => void logLines.push(line) },
    config: {
      idProviders: {
        google: null,
        facebook: {
          jwksUrl: `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/jwks/`,
          issuers: [ISSUER],
          audience: APP_ID,
          codeFlow: { tokenUrl, dialogUrl: DIALOG_URL },
        },
      },
    },
  });
});
after(async () => {
  await t?.close();
  keyServer?.close();
  tokenServer?.close();
});

describe('fb_login with a Facebook login code (code flow with PKCE)', () => {
  test('a new email signs up with the code; the API exchanged it as Facebook documents; the next code signs the same person in', async () => {
    const grant = await dialogGrant();
    const res = await fbLogin(codeForm(grant));
    assert.equal(res.statusCode, 200, res.body);
    const user = res.json<UserInfo>();
    assert.equal(user.is_new_user, true);
    assert.equal(user.provider, 'facebook');
    assert.equal(user.email, 'wulan.fb@example.com');
    assert.equal(user.first_name, 'Wulan');
    assert.equal(user.last_name, 'Sari');
    assert.ok(user.access_token.length > 20);

    const asked = exchanges.at(-1)!;
    assert.deepEqual(Object.fromEntries(asked), {
      client_id: APP_ID,
      redirect_uri: REDIRECT_URI,
      code_verifier: grant.code_verifier,
      code: grant.code,
    });

    const again = await fbLogin(codeForm(await dialogGrant()));
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json<UserInfo>().id, user.id);
    assert.equal(again.json<UserInfo>().is_new_user, false);
  });

  test('the ID token form still works for Facebook (Limited Login)', async () => {
    const res = await fbLogin({ access_token: await facebookIdToken({ email: 'limited.fb@example.com' }) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<UserInfo>().email, 'limited.fb@example.com');
  });

  const refusals: [string, (claims: JWTPayload) => Promise<Record<string, unknown>>, number, string][] = [
    [
      'a nonce other than the one sent',
      async (claims) => codeForm(await dialogGrant({ claims, tokenNonce: randomText(16) })),
      401,
      'ID_TOKEN_NONCE_MISMATCH',
    ],
    [
      'an ID token without a nonce',
      async (claims) => codeForm(await dialogGrant({ claims, tokenNonce: null })),
      401,
      'ID_TOKEN_NONCE_MISMATCH',
    ],
    [
      "another app's ID token (wrong audience)",
      async (claims) => codeForm(await dialogGrant({ claims, audience: '111111' })),
      401,
      'ID_TOKEN_WRONG_AUDIENCE',
    ],
    [
      'an expired ID token',
      async (claims) => codeForm(await dialogGrant({ claims, exp: now() - 3600 })),
      401,
      'ID_TOKEN_EXPIRED',
    ],
    [
      'an unknown code (the token endpoint answers 400)',
      async (claims) => ({ ...codeForm(await dialogGrant({ claims })), code: 'code-nobody-granted' }),
      400,
      'AUTH_CODE_INVALID',
    ],
    [
      'a code with another verifier (PKCE fails at Facebook)',
      async (claims) => ({ ...codeForm(await dialogGrant({ claims })), code_verifier: randomText(48) }),
      400,
      'AUTH_CODE_INVALID',
    ],
  ];
  for (const [name, form, status, code] of refusals) {
    test(`${name} → ${status} ${code}, no account`, async () => {
      const email = `refused.${code.toLowerCase()}.${crypto.randomBytes(4).toString('hex')}@example.com`;
      const res = await fbLogin(await form({ email }));
      assert.equal(res.statusCode, status, res.body);
      assert.equal(res.json().code, code);
      assert.ok(res.json().message.length > 10);
      // nobody was signed up with the token's email: it is free for a sign-up
      const signup = await call(t.app, 'signup', {
        token: await guestToken(t.app),
        body: { first_name: 'Free', email, password: 'secret123' },
        headers: fromNewAddress(),
      });
      assert.equal(signup.statusCode, 201, signup.body);
    });
  }

  test('a code works once: sent again it is refused (400 AUTH_CODE_INVALID)', async () => {
    const form = codeForm(await dialogGrant({ claims: { email: 'once.fb@example.com' } }));
    assert.equal((await fbLogin(form)).statusCode, 200);
    const replay = await fbLogin(form);
    assert.equal(replay.statusCode, 400, replay.body);
    assert.equal(replay.json().code, 'AUTH_CODE_INVALID');
  });

  test('the token endpoint down or failing → 503 ID_PROVIDER_UNAVAILABLE (try again), as when the key set cannot be fetched', async () => {
    for (const mode of ['drop', 'error500'] as const) {
      endpointMode = mode;
      try {
        const res = await fbLogin(codeForm(await dialogGrant()));
        assert.equal(res.statusCode, 503, `${mode}: ${res.body}`);
        assert.equal(res.json().code, 'ID_PROVIDER_UNAVAILABLE');
        assert.match(res.json().message, /try again/i);
      } finally {
        endpointMode = 'normal';
      }
    }
  });

  test('a redirect_uri off this site → 400 INVALID_RETURN_URL naming redirect_uri, and Facebook is not asked', async () => {
    for (const redirectUri of [
      'https://evil.example/en-id/signIn/facebook',
      'http://localhost.evil.example:8080/en-id/signIn/facebook',
      '/en-id/signIn/facebook',
      'javascript:alert(1)',
    ]) {
      const before = exchanges.length;
      const res = await fbLogin({ ...codeForm(await dialogGrant()), redirect_uri: redirectUri });
      assert.equal(res.statusCode, 400, `${redirectUri}: ${res.body}`);
      assert.equal(res.json().code, 'INVALID_RETURN_URL');
      assert.equal(res.json().details[0].field, 'redirect_uri');
      assert.equal(exchanges.length, before, `${redirectUri}: no exchange`);
    }
  });

  test('one form per call, every part of the code form, a PKCE verifier of 43–128 characters: else 400 VALIDATION_FAILED naming the field', async () => {
    const grant = await dialogGrant();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'access_token'],
      [{ ...codeForm(grant), access_token: grant.idToken }, 'code'],
      [{ code: grant.code, redirect_uri: REDIRECT_URI, nonce: grant.nonce }, 'code_verifier'],
      [{ code: grant.code, code_verifier: grant.code_verifier, nonce: grant.nonce }, 'redirect_uri'],
      [{ code: grant.code, code_verifier: grant.code_verifier, redirect_uri: REDIRECT_URI }, 'nonce'],
      [{ ...codeForm(grant), code_verifier: 'too-short' }, 'code_verifier'],
      [{ ...codeForm(grant), nonce: 'has spaces in it, not url safe' }, 'nonce'],
    ];
    for (const [body, field] of cases) {
      const res = await fbLogin(body);
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.equal(res.json().code, 'VALIDATION_FAILED');
      assert.ok(
        res.json().details.some((d: { field: string }) => d.field === field),
        `${field} named in ${res.body}`,
      );
    }
    const google = await call(t.app, 'fbLogin', {
      token: await guestToken(t.app),
      body: { provider: 'google', ...codeForm(grant) },
      headers: fromNewAddress(),
    });
    assert.equal(google.statusCode, 400, google.body);
    assert.equal(google.json().code, 'PROVIDER_NOT_CONFIGURED');
  });

  test('site settings hand the browser the app id and the dialog URL; the corporate site gets neither', async () => {
    const main = (await call(t.app, 'siteSettings', { query: { locale: 'en-id' } })).json<{
      sign_in_providers?: unknown;
    }>();
    assert.deepEqual(main.sign_in_providers, {
      google_client_id: null,
      facebook_app_id: APP_ID,
      facebook_dialog_url: DIALOG_URL,
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

  test('the log says what failed at Facebook, never a code, a verifier or a token', async () => {
    const grant = await dialogGrant();
    await fbLogin({ ...codeForm(grant), code: 'code-never-granted-1234567890' });
    const log = logLines.join('\n');
    assert.match(log, /sign-in code exchange failed/);
    assert.match(log, /"reason":"refused"/);
    assert.match(log, /"type":"OAuthException"/);
    for (const secret of [grant.code_verifier, 'code-never-granted-1234567890', grant.nonce, grant.idToken])
      assert.ok(!log.includes(secret), 'no secret in the log');
  });
});

describe('code exchange', () => {
  const config = (tokenUrl: string) => ({ clientId: APP_ID, tokenUrl });
  const grant = { code: 'c', codeVerifier: 'v'.repeat(43), redirectUri: REDIRECT_URI };

  test('an endpoint nobody listens on → 503 ID_PROVIDER_UNAVAILABLE, noted as unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failures: ExchangeFailure[] = [];
    const exchange = createCodeExchange({ onFailure: (f) => failures.push(f) });
    await assert.rejects(exchange.idTokenFor('facebook', config(`http://127.0.0.1:${port}/token`), grant), {
      code: 'ID_PROVIDER_UNAVAILABLE',
      statusCode: 503,
    });
    assert.deepEqual(failures, [{ provider: 'facebook', reason: 'unreachable' }]);
  });

  test('an endpoint that never answers is given up after the timeout → 503 ID_PROVIDER_UNAVAILABLE', async () => {
    const silent = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const failures: ExchangeFailure[] = [];
      const exchange = createCodeExchange({ timeoutMs: 100, onFailure: (f) => failures.push(f) });
      await assert.rejects(
        exchange.idTokenFor(
          'facebook',
          config(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/token`),
          grant,
        ),
        { code: 'ID_PROVIDER_UNAVAILABLE', statusCode: 503 },
      );
      assert.deepEqual(failures, [{ provider: 'facebook', reason: 'timeout' }]);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  test('a 200 without an id_token (a code granted without openid) → 400 AUTH_CODE_INVALID', async () => {
    const plain = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: 'EAAG-only', token_type: 'bearer' }));
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      await assert.rejects(
        createCodeExchange().idTokenFor(
          'facebook',
          config(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/token`),
          grant,
        ),
        { code: 'AUTH_CODE_INVALID', statusCode: 400 },
      );
    } finally {
      plain.close();
    }
  });
});
