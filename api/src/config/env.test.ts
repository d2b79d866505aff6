import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, loadConfig } from './env.ts';

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
  const c = loadConfig({ PORT: '9000', DATA_DIR: 'memory', SEED_ON_EMPTY: 'false', SEED_SIZE: '0.5', DATABASE_URL: '', CORS_ORIGINS: 'http://a.test, http://b.test:3000', API_BASE_PATH: '/' });
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
    () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://r', API_BASE_PATH: 'api', GUEST_TOKEN_TTL_SECONDS: '5', APP_ENV: 'prod' }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      const names = err.problems.map((p) => p.split(':')[0]);
      for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL', 'GUEST_TOKEN_TTL_SECONDS', 'APP_ENV', 'API_BASE_PATH']) assert.ok(names.includes(name), `${name} listed in ${err.message}`);
      return true;
    },
  );
});
