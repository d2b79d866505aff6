/**
 * Cache-Control over the whole catalogue: answers with a token or a signed-in
 * user's data are `no-store` whatever the route sets; any answer that sets nothing (errors
 * included) is `no-store`; public reads keep their own caching.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ENDPOINTS, routePath, type EndpointName } from '@rednest/shared/contracts/endpoints';
import type { UserInfo } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, guestToken, pathOf, WEB_CLIENT_BASIC } from '../test/http.ts';
import { NO_STORE_ENDPOINTS } from './app.ts';

let t: TestApp;
let guest: string;
let user: UserInfo;
before(async () => {
  t = await createTestApp({ seed: true });
  guest = await guestToken(t.app);
  user = (
    await call(t.app, 'signup', {
      token: guest,
      body: { first_name: 'Cache', email: 'cache-control@example.test', password: 'cache-pass-1' },
    })
  ).json() as UserInfo;
});
after(() => t?.close());

test('the no-store rows: every auth "user" row and every answer with an access_token', () => {
  for (const [name, def] of Object.entries(ENDPOINTS) as Array<[EndpointName, (typeof ENDPOINTS)[EndpointName]]>) {
    if (def.auth === 'user') assert.ok(NO_STORE_ENDPOINTS.has(name), name);
  }
  for (const name of ['oauthToken', 'login', 'signup', 'profile', 'myBookings', 'logout'] as const)
    assert.ok(NO_STORE_ENDPOINTS.has(name), name);
  for (const name of ['faqs', 'siteSettings', 'hotelsList', 'bannerImage'] as const)
    assert.ok(!NO_STORE_ENDPOINTS.has(name), name);
});

test('every catalogue route: a Cache-Control on every answer; no-store unless a public read set its own', async () => {
  const seen: string[] = [];
  for (const [name, def] of Object.entries(ENDPOINTS) as Array<[EndpointName, (typeof ENDPOINTS)[EndpointName]]>) {
    const url = `${t.app.config.apiBasePath}${routePath(def)}`.replace(/:([A-Za-z_]+)/g, '1');
    for (const token of [undefined, guest, user.access_token]) {
      const res = await t.app.inject({
        method: def.method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const cc = String(res.headers['cache-control'] ?? '');
      seen.push(`${name} ${res.statusCode} ${cc}`);
      assert.ok(cc, `${name}: ${res.statusCode} has a Cache-Control`);
      if (NO_STORE_ENDPOINTS.has(name) || res.statusCode >= 400)
        assert.equal(cc, 'no-store', `${name} ${res.statusCode}`);
      else assert.ok(cc === 'no-store' || cc.startsWith('public'), `${name} ${res.statusCode}: ${cc}`);
    }
  }
  assert.ok(
    seen.some((s) => / 200 public/.test(s)),
    'some public read kept its caching',
  );
});

test('the token grant, sign-in, sign-up, profile and bookings answer no-store; a public read keeps its own', async () => {
  const grant = await t.app.inject({
    method: 'POST',
    url: pathOf(t.app, 'oauthToken'),
    headers: { authorization: WEB_CLIENT_BASIC() },
    payload: { grant_type: 'client_credentials' },
  });
  const signup = await call(t.app, 'signup', {
    token: guest,
    body: { first_name: 'Cache', email: 'cache-control-2@example.test', password: 'cache-pass-2' },
  });
  const login = await call(t.app, 'login', {
    token: guest,
    body: { email: 'cache-control@example.test', password: 'cache-pass-1' },
  });
  // (the walk above signed `user` out through the logout row)
  const token = (login.json() as UserInfo).access_token;
  const profile = await call(t.app, 'profile', { token });
  const bookings = await call(t.app, 'myBookings', { token, query: { type: 'upcoming' } });
  for (const [name, res, status] of [
    ['grant', grant, 200],
    ['signup', signup, 201],
    ['login', login, 200],
    ['profile', profile, 200],
    ['bookings', bookings, 200],
  ] as const) {
    assert.equal(res.statusCode, status, `${name}: ${res.body}`);
    assert.equal(res.headers['cache-control'], 'no-store', name);
  }
  const faqs = await call(t.app, 'faqs', { query: { locale: 'en-id' } });
  assert.equal(faqs.statusCode, 200, faqs.body);
  assert.equal(faqs.headers['cache-control'], 'public, max-age=300');
  const health = await t.app.inject({ method: 'GET', url: '/health' });
  assert.equal(health.headers['cache-control'], 'no-store');
});
