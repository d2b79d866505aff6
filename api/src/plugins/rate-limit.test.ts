/**
 * Per-address limits: every request counts (public reads, 404s and calls with a
 * garbage token included), the address is what exactly TRUST_PROXY_HOPS proxies report, and two
 * instances sharing one Redis share the count.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/http.ts';
import { redisServerMissing, startRedisServer, type TestRedis } from '../../test/redis-server.ts';
import { clientKey } from './rate-limit.ts';

const LIMIT = 12;
const apps: TestApp[] = [];
after(async () => {
  for (const a of apps) await a.close();
});
async function appWith(
  config: Parameters<typeof createTestApp>[0] extends infer O ? (O extends { config?: infer C } ? C : never) : never,
) {
  const a = await createTestApp({ config: { rateLimitPerMinute: LIMIT, ...config } });
  apps.push(a);
  return a;
}

function assertLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { code: string; message: string };
}) {
  assert.equal(res.statusCode, 429);
  const body = res.json();
  assert.equal(body.code, 'RATE_LIMITED');
  assert.match(body.message, /Please try again in (\d+ seconds?|1 minute)\.$/, 'the wait in words');
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${String(res.headers['retry-after'])}`);
}

test('clientKey: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
  assert.equal(clientKey('203.0.113.9'), '203.0.113.9');
  assert.equal(clientKey('::ffff:203.0.113.9'), '203.0.113.9');
  assert.equal(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
  assert.equal(clientKey('2001:db8:1:2::1'), '2001:db8:1:2::/64');
  assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(clientKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
  assert.equal(clientKey('::1'), '0:0:0:0::/64');
});

describe('the default per-address limit', () => {
  test('a public read eventually gets 429 { code: RATE_LIMITED, message } with Retry-After; 404s and garbage tokens count too', async () => {
    const t = await appWith({});
    const from = { 'x-forwarded-for': '198.51.100.1' };
    for (let i = 0; i < LIMIT - 2; i++)
      assert.equal((await call(t.app, 'currentTimestamp', { headers: from })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v99/nothing', headers: from })).statusCode, 404);
    assert.equal((await call(t.app, 'countryList', { token: 'x'.repeat(43), headers: from })).statusCode, 401);
    assertLimited(await call(t.app, 'currentTimestamp', { headers: from }));
    assertLimited(await call(t.app, 'countryList', { token: 'x'.repeat(43), headers: from }));
    // another address is not affected
    assert.equal(
      (await call(t.app, 'currentTimestamp', { headers: { 'x-forwarded-for': '198.51.100.2' } })).statusCode,
      200,
    );
  });

  test('one trusted hop (default): addresses a client forges into X-Forwarded-For are not read', async () => {
    const t = await appWith({});
    assert.equal(t.config.trustProxyHops, 1);
    let last;
    for (let i = 0; i <= LIMIT; i++)
      last = await call(t.app, 'currentTimestamp', { headers: { 'x-forwarded-for': `10.1.${i}.${i}, 192.0.2.200` } });
    assertLimited(last!);
  });

  test('TRUST_PROXY_HOPS=0: X-Forwarded-For is ignored, the socket peer counts', async () => {
    const t = await appWith({ trustProxyHops: 0 });
    let last;
    for (let i = 0; i <= LIMIT; i++)
      last = await call(t.app, 'currentTimestamp', { headers: { 'x-forwarded-for': `10.2.${i}.1` } });
    assertLimited(last!);
  });

  test('a route limit is counted on top (sign-in 20 a minute), and an IPv6 client counts by its /64', async () => {
    const t = await appWith({ rateLimitPerMinute: 1000 });
    let last;
    for (let i = 0; i <= 20; i++)
      last = await call(t.app, 'currentTimestamp', {
        headers: { 'x-forwarded-for': `2001:db8:5:6::${(i + 1).toString(16)}` },
      });
    assert.equal(last!.statusCode, 200);
    const rows = [];
    for (let i = 0; i <= 20; i++)
      rows.push(
        (
          await call(t.app, 'login', {
            body: { email: 'x@example.test', password: 'whatever-1' },
            headers: { 'x-forwarded-for': `2001:db8:5:6::${(i + 1).toString(16)}` },
          })
        ).statusCode,
      );
    assert.equal(rows.at(-1), 429, rows.join(','));
  });
});

describe('shared through Redis', () => {
  const missing = redisServerMissing();
  let redis: TestRedis | null = null;
  after(async () => {
    // these apps first: their close still talks to this Redis
    for (const a of apps.splice(0)) await a.close();
    await redis?.stop();
  });

  test('two app instances on one Redis share the count', { skip: missing || undefined }, async () => {
    redis = await startRedisServer();
    const prefix = `rl_shared_${process.pid}:`;
    const a = await appWith({ redisUrl: redis.url, redisPrefix: prefix });
    const b = await appWith({ redisUrl: redis.url, redisPrefix: prefix });
    assert.equal(a.cache.kind, 'redis');
    assert.notEqual(a.cache, b.cache);
    const from = { 'x-forwarded-for': '203.0.113.33' };
    for (let i = 0; i < LIMIT; i++)
      assert.equal(
        (await call(i % 2 ? a.app : b.app, 'currentTimestamp', { headers: from })).statusCode,
        200,
        `call ${i}`,
      );
    assertLimited(await call(a.app, 'currentTimestamp', { headers: from }));
    assertLimited(await call(b.app, 'currentTimestamp', { headers: from }));
  });
});
