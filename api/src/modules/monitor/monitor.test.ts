/**
 * Anonymous front-end error logs are bounded: per address (a minute and a day),
 * per entry (long texts cut before they are stored) and in all (newest rows only).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call } from '../../../test/http.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { createMonitorRepository } from './monitor.repository.ts';
import { clip, createMonitorService, ERROR_LOG_LIMITS } from './monitor.service.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t?.close());

const log = {
  error: 'Request failed',
  errorCode: 'INTERNAL_ERROR',
  errorDescription: 'GET /api/search/v1/hotels/list',
  userAgent: 'Mozilla/5.0',
  domain: 'localhost:8080',
  apiEndpoint: '/search/v1/hotels/list',
  apiVersion: 'v1',
  appEnvironment: 'development',
};
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

test('long texts are cut before they are stored', async () => {
  const res = await call(t.app, 'monitorErrorLog', {
    body: { ...log, error: 'e'.repeat(2000), errorDescription: 'd'.repeat(8000) },
    headers: { 'x-forwarded-for': '198.51.100.1' },
  });
  assert.equal(res.statusCode, 202, res.body);
  const [row] = await rowsOf<{ e: number; d: number }>(
    sql`select length(error) as e, length(error_description) as d from error_logs where id = ${res.json().id}`,
  );
  assert.equal(Number(row!.e), ERROR_LOG_LIMITS.maxErrorChars);
  assert.equal(Number(row!.d), ERROR_LOG_LIMITS.maxDescriptionChars);
  assert.equal(clip('ab😀cd', 4), 'ab…', 'a surrogate pair is never split');
});

test(`per address: ${ERROR_LOG_LIMITS.perIpPerMinute} a minute, then 429`, async () => {
  const headers = { 'x-forwarded-for': '198.51.100.2' };
  const codes = [];
  for (let i = 0; i <= ERROR_LOG_LIMITS.perIpPerMinute; i++)
    codes.push((await call(t.app, 'monitorErrorLog', { body: log, headers })).statusCode);
  assert.equal(codes.filter((c) => c === 202).length, ERROR_LOG_LIMITS.perIpPerMinute);
  assert.equal(codes.at(-1), 429);
  assert.equal(
    (await call(t.app, 'monitorErrorLog', { body: log, headers: { 'x-forwarded-for': '198.51.100.3' } })).statusCode,
    202,
    'other addresses unaffected',
  );
});

test(`per address: ${ERROR_LOG_LIMITS.perIpPerDay} a day, then 429 with Retry-After`, async () => {
  const ip = '198.51.100.4';
  // as if the address had already sent its day's worth
  await t.cache.set(`errlog:day:${clientKey(ip)}`, ERROR_LOG_LIMITS.perIpPerDay, 24 * 3600);
  const res = await call(t.app, 'monitorErrorLog', { body: log, headers: { 'x-forwarded-for': ip } });
  assert.equal(res.statusCode, 429);
  assert.equal(res.json().code, 'RATE_LIMITED');
  assert.ok(Number(res.headers['retry-after']) > 3600);
});

test('housekeeping keeps only the newest rows (and none past retention)', async () => {
  const service = createMonitorService({
    repo: createMonitorRepository(t.database.db),
    now: () => new Date(),
    maxRows: 5,
  });
  for (let i = 0; i < 8; i++)
    await service.record({ ...log, errorCode: `KEEP_${i}` }, { ip: '192.0.2.1', requestId: `r${i}` });
  await t.database.db.execute(
    sql`update error_logs set created_at = now() - interval '40 days' where error_code = 'KEEP_7'`,
  );
  await service.purgeExpired();
  const rows = await rowsOf<{ error_code: string }>(sql`select error_code from error_logs order by id`);
  assert.deepEqual(
    rows.map((r) => r.error_code),
    ['KEEP_2', 'KEEP_3', 'KEEP_4', 'KEEP_5', 'KEEP_6'],
  );
});
