/**
 * Redis outage: with REDIS_URL set and then Redis stopped, signed-in and guest
 * calls keep working (token look-ups from the database, limits per instance), nothing answers
 * 5xx, no call waits on the outage, /ready reports it without taking the API out of rotation,
 * and everything is back on Redis without a restart once it returns.
 * The test starts its own redis-server (never the machine's) and skips when there is none.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { UserInfo } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, guestToken } from '../../test/http.ts';
import { redisServerMissing, startRedisServer, type TestRedis } from '../../test/redis-server.ts';
import { DEMO_USER, seedPlatform } from '../db/seed/platform.ts';

const missing = redisServerMissing();
let redis: TestRedis;
let t: TestApp;

before(async () => {
  if (missing) return;
  redis = await startRedisServer();
  t = await createTestApp({ config: { redisUrl: redis.url, rateLimitPerMinute: 1000 } });
  await seedPlatform(t.database.db);
});
after(async () => {
  await t?.close();
  await redis?.stop();
});

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
}

test(
  'Redis stopped: calls keep working (never 5xx, never slow); Redis back: used again without a restart',
  { skip: missing || undefined, timeout: 120_000 },
  async () => {
    assert.equal(t.cache.kind, 'redis');
    const guest = await guestToken(t.app);
    const signIn = async (ip: string) =>
      call(t.app, 'login', {
        token: guest,
        body: { email: DEMO_USER.email, password: DEMO_USER.password },
        headers: { 'x-forwarded-for': ip },
      });
    const user = (await signIn('192.0.2.1')).json() as UserInfo;
    assert.equal((await call(t.app, 'profile', { token: user.access_token })).statusCode, 200);
    const cachedKeys = await t.cache.redis!.keys(`${t.config.redisPrefix}tok:*`);
    assert.ok(cachedKeys.length > 0, 'the token look-up is cached in Redis');

    await redis.stop();

    const started = Date.now();
    const answers: Record<string, number> = {
      profile: (await call(t.app, 'profile', { token: user.access_token })).statusCode,
      myBookings: (await call(t.app, 'myBookings', { token: user.access_token, query: { type: 'upcoming' } }))
        .statusCode,
      countryList: (await call(t.app, 'countryList', { token: guest })).statusCode,
      guestGrant: (await guestToken(t.app)) ? 200 : 0,
      signIn: (await signIn('192.0.2.2')).statusCode,
      wrongPassword: (
        await call(t.app, 'login', {
          token: guest,
          body: { email: DEMO_USER.email, password: 'wrong-pass-1' },
          headers: { 'x-forwarded-for': '192.0.2.3' },
        })
      ).statusCode,
      currentTimestamp: (await call(t.app, 'currentTimestamp')).statusCode,
    };
    const elapsed = Date.now() - started;
    assert.deepEqual(answers, {
      profile: 200,
      myBookings: 200,
      countryList: 200,
      guestGrant: 200,
      signIn: 200,
      wrongPassword: 401,
      currentTimestamp: 200,
    });
    assert.ok(elapsed < 10_000, `calls during the outage took ${elapsed} ms`);

    // limits still hold, per instance (a new token signed in during the outage: signed out at once too)
    const signedInDuring = (await signIn('192.0.2.4')).json() as UserInfo;
    assert.equal((await call(t.app, 'logout', { token: signedInDuring.access_token })).statusCode, 200);
    assert.equal(
      (await call(t.app, 'profile', { token: signedInDuring.access_token })).statusCode,
      401,
      'signed out during the outage: refused (database)',
    );
    const codes = [];
    for (let i = 0; i < 21; i++)
      codes.push(
        (
          await call(t.app, 'login', {
            token: guest,
            body: { email: `nobody${i}@example.test`, password: 'wrong-pass-1' },
            headers: { 'x-forwarded-for': '192.0.2.99' },
          })
        ).statusCode,
      );
    assert.equal(codes.at(-1), 429, `sign-in limit during the outage: ${codes.join(',')}`);
    assert.ok(codes.every((c) => c < 500));

    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    assert.equal(ready.statusCode, 200, 'still in rotation: serving degraded');
    assert.equal(ready.json().checks.redis, 'fail');
    assert.equal(ready.json().degraded, true);

    await redis.start();
    await waitFor(
      async () => (await t.app.inject({ method: 'GET', url: '/ready' })).json().checks.redis === 'ok',
      'the cache to reconnect',
    );
    assert.equal((await call(t.app, 'profile', { token: user.access_token })).statusCode, 200);
    const again = (await signIn('192.0.2.5')).json() as UserInfo;
    await waitFor(async () => {
      await call(t.app, 'profile', { token: again.access_token });
      return (await t.cache.redis!.keys(`${t.config.redisPrefix}tok:*`)).length > 0;
    }, 'token look-ups cached in Redis again');
    assert.ok((await t.cache.redis!.keys(`${t.config.redisPrefix}rl:*`)).length > 0, 'limits counted in Redis again');
  },
);
