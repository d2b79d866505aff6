import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, DEV_OAUTH_CLIENT_SECRET, loadConfig, MIN_SIGNING_SECRET_LENGTH } from './env.ts';

test('defaults: PGlite under api/.data, in-process cache, /api base path, public web client', () => {
  const c = loadConfig({});
  assert.equal(c.port, 8090);
  assert.equal(c.host, '127.0.0.1');
  assert.equal(c.apiBasePath, '/api');
  assert.equal(c.databaseUrl, null);
  assert.equal(c.redisUrl, null);
  assert.equal(path.basename(c.dataDir), '.data');
  assert.equal(c.oauthClientId, 'rednest-web');
  assert.equal(c.oauthClientSecret, 'rednest-web-public');
  assert.equal(c.guestTokenTtlSeconds, 7200);
  assert.equal(c.userTokenTtlSeconds, 30 * 24 * 3600);
  assert.equal(c.seedOnEmpty, true);
  assert.equal(c.seedSize, 1);
  assert.ok(c.corsOrigins.includes('http://*.localhost:*'));
});

test('values are parsed and typed; empty means unset', () => {
  const c = loadConfig({
    PORT: '9000',
    DATA_DIR: 'memory',
    SEED_ON_EMPTY: 'false',
    SEED_SIZE: '0.5',
    DATABASE_URL: '',
    CORS_ORIGINS: 'http://a.test, http://b.test:3000',
    API_BASE_PATH: '/',
  });
  assert.equal(c.port, 9000);
  assert.equal(c.dataDir, 'memory');
  assert.equal(c.seedOnEmpty, false);
  assert.equal(c.seedSize, 0.5);
  assert.equal(c.databaseUrl, null);
  assert.deepEqual(c.corsOrigins, ['http://a.test', 'http://b.test:3000']);
  assert.equal(c.apiBasePath, '');
});

test('fails fast listing every bad variable, not just the first', () => {
  assert.throws(
    () =>
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://r',
        API_BASE_PATH: 'api',
        GUEST_TOKEN_TTL_SECONDS: '5',
        APP_ENV: 'prod',
      }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      const names = err.problems.map((p) => p.split(':')[0]);
      for (const name of [
        'PORT',
        'LOG_LEVEL',
        'DATABASE_URL',
        'REDIS_URL',
        'GUEST_TOKEN_TTL_SECONDS',
        'APP_ENV',
        'API_BASE_PATH',
      ])
        assert.ok(names.includes(name), `${name} listed in ${err.message}`);
      return true;
    },
  );
});

describe('production guards (NODE_ENV=production or APP_ENV=production)', () => {
  const SAFE = {
    DATABASE_URL: 'postgres://rednest@db:5432/rednest',
    OAUTH_CLIENT_SECRET: 'this-deployments-own-client-secret',
    TOKEN_SIGNING_SECRET: 'x'.repeat(MIN_SIGNING_SECRET_LENGTH),
    PAYMENT_GATEWAY_API_KEY: 'sk_live_provider_key',
    PAYMENT_WEBHOOK_SECRET: 'whsec_live_provider',
  };
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      assert.ok(err instanceof ConfigError);
      assert.match(err.message, /^refusing to start in production:/);
      return err.problems.map((p) => p.split(':')[0]!);
    }
  };

  test('a safe production environment starts: seed off, docs off, one trusted hop', () => {
    for (const marker of [{ NODE_ENV: 'production' }, { APP_ENV: 'production' }]) {
      const c = loadConfig({ ...SAFE, ...marker });
      assert.equal(c.production, true);
      assert.equal(c.appEnv, 'production');
      assert.equal(c.seedOnEmpty, false, 'the demo seed is off by default');
      assert.equal(c.apiDocs, false, 'the docs are off by default');
      assert.equal(c.trustProxyHops, 1);
    }
    assert.equal(loadConfig({ ...SAFE, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs, true, 'docs on when asked');
  });

  test('the default client secret is refused', () => {
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', OAUTH_CLIENT_SECRET: '' }), ['OAUTH_CLIENT_SECRET']);
    assert.deepEqual(problemsOf({ ...SAFE, APP_ENV: 'production', OAUTH_CLIENT_SECRET: DEV_OAUTH_CLIENT_SECRET }), [
      'OAUTH_CLIENT_SECRET',
    ]);
  });

  test('the development or a short token signing secret is refused', () => {
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', TOKEN_SIGNING_SECRET: '' }), [
      'TOKEN_SIGNING_SECRET',
    ]);
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', TOKEN_SIGNING_SECRET: 'short' }), [
      'TOKEN_SIGNING_SECRET',
    ]);
  });

  test('no DATABASE_URL is refused unless ALLOW_EMBEDDED_DB=true', () => {
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', DATABASE_URL: '' }), ['DATABASE_URL']);
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', DATABASE_URL: '', ALLOW_EMBEDDED_DB: 'true' }), []);
  });

  test('the demo seed is refused', () => {
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', SEED_ON_EMPTY: 'true' }), ['SEED_ON_EMPTY']);
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', SEED_ON_EMPTY: 'false' }), []);
  });

  test("the sandbox gateway's key or webhook secret is refused", () => {
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', PAYMENT_GATEWAY_API_KEY: '' }), [
      'PAYMENT_GATEWAY_API_KEY / PAYMENT_WEBHOOK_SECRET',
    ]);
    assert.deepEqual(problemsOf({ ...SAFE, NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: 'CHANGE_ME' }), [
      'PAYMENT_GATEWAY_API_KEY / PAYMENT_WEBHOOK_SECRET',
    ]);
  });

  test('every problem at once', () => {
    assert.deepEqual(problemsOf({ NODE_ENV: 'production', SEED_ON_EMPTY: '1' }).sort(), [
      'DATABASE_URL',
      'OAUTH_CLIENT_SECRET',
      'PAYMENT_GATEWAY_API_KEY / PAYMENT_WEBHOOK_SECRET',
      'SEED_ON_EMPTY',
      'TOKEN_SIGNING_SECRET',
    ]);
  });

  test('outside production the development defaults stand (seed and docs on)', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    assert.equal(c.production, false);
    assert.equal(c.seedOnEmpty, true);
    assert.equal(c.apiDocs, true);
    assert.equal(c.tokenSigningSecret.length > 0, true);
  });
});

test('TRUST_PROXY_HOPS and RATE_LIMIT_PER_MINUTE: defaults 1 and 1200, bounds checked', () => {
  const c = loadConfig({});
  assert.equal(c.trustProxyHops, 1);
  assert.equal(c.rateLimitPerMinute, 1200);
  assert.equal(loadConfig({ TRUST_PROXY_HOPS: '0' }).trustProxyHops, 0);
  assert.throws(
    () => loadConfig({ TRUST_PROXY_HOPS: '-1', RATE_LIMIT_PER_MINUTE: '0' }),
    (err: unknown) => err instanceof ConfigError && err.problems.length === 2,
  );
});

test('map tiles: none by default; an https template with {z}/{x}/{y} and its attribution when set; anything else refused', () => {
  assert.equal(loadConfig({}).mapTiles, null);
  const c = loadConfig({
    MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: '© Example',
  });
  assert.deepEqual(c.mapTiles, { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' });
  assert.throws(() => loadConfig({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' }), ConfigError);
  assert.throws(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/"><script>' }), ConfigError);
});

test('partner referral origins: none by default; a comma list of https origins; anything else refused', () => {
  assert.deepEqual(loadConfig({}).partnerReferralOrigins, []);
  assert.deepEqual(
    loadConfig({ PARTNER_REFERRAL_ORIGINS: 'https://partner.example,https://cashback.example:8443' })
      .partnerReferralOrigins,
    ['https://partner.example', 'https://cashback.example:8443'],
  );
  assert.throws(() => loadConfig({ PARTNER_REFERRAL_ORIGINS: 'http://partner.example' }), ConfigError);
  assert.throws(() => loadConfig({ PARTNER_REFERRAL_ORIGINS: 'https://partner.example/path' }), ConfigError);
});

test('exchange rates: the reference rates by default; a dated list of positive rates when set; anything else refused', () => {
  assert.equal(loadConfig({}).exchangeRates, null);
  const c = loadConfig({ EXCHANGE_RATES: '2026-11-20:IDR=16500,SGD=1.31' });
  assert.deepEqual(c.exchangeRates, { asOf: '2026-11-20', rates: { USD: 1, IDR: 16500, SGD: 1.31 } });
  assert.throws(() => loadConfig({ EXCHANGE_RATES: 'IDR=16500' }), ConfigError);
  assert.throws(() => loadConfig({ EXCHANGE_RATES: '2026-11-20:IDR=0' }), /IDR need a positive number/);
  assert.throws(() => loadConfig({ EXCHANGE_RATES: '2026-11-20:IDR=1.2.3' }), ConfigError);
});

test('sign-in providers: off without a client or app id; Facebook on the web exchanges codes at Graph v19.0 unless FACEBOOK_TOKEN_URL / FACEBOOK_DIALOG_URL say otherwise', () => {
  assert.deepEqual(loadConfig({}).idProviders, { google: null, facebook: null });
  const facebook = loadConfig({ FACEBOOK_APP_ID: '1234' }).idProviders.facebook;
  assert.deepEqual(facebook?.codeFlow, {
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    dialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
  });
  assert.equal(facebook?.audience, '1234');
  const local = loadConfig({
    FACEBOOK_APP_ID: '1234',
    FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9/token',
    FACEBOOK_DIALOG_URL: 'http://127.0.0.1:9/dialog',
  }).idProviders.facebook;
  assert.deepEqual(local?.codeFlow, { tokenUrl: 'http://127.0.0.1:9/token', dialogUrl: 'http://127.0.0.1:9/dialog' });
  assert.throws(
    () =>
      loadConfig({
        FACEBOOK_TOKEN_URL: 'ftp://graph.facebook.com',
        FACEBOOK_DIALOG_URL: 'https://www.facebook.com/dialog?x=1',
      }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.deepEqual(err.problems.map((p) => p.split(':')[0]).sort(), ['FACEBOOK_DIALOG_URL', 'FACEBOOK_TOKEN_URL']);
      return true;
    },
  );
});
