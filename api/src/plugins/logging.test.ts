/**
 * Logs carry no secrets: an insert that the database refuses, with a password,
 * an email and other values in its parameters, is logged without any of them.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, guestToken } from '../../test/http.ts';
import { scrubText, serializeError, serializeRequest } from './logging.ts';

const lines: string[] = [];
const stream = {
  write: (line: string) => {
    lines.push(line);
  },
};
let t: TestApp;

before(async () => {
  t = await createTestApp({ logStream: stream });
  // the database refuses this first name: the insert fails after the password was hashed
  await t.database.db.execute(
    sql`alter table users add constraint log_test_refuse check (first_name <> 'Refuse Me Please')`,
  );
});
after(() => t?.close());

test('a failed insert is logged without the password, its hash, the email, the SQL or its parameters', async () => {
  const secret = {
    email: 'hidden.person+tag@secret-domain.test',
    password: 'Sup3r-Secret-Passw0rd',
    first_name: 'Refuse Me Please',
    last_name: 'Lastname-Param-77',
    phone: '081234567890',
  };
  const guest = await guestToken(t.app);
  lines.length = 0;
  const res = await call(t.app, 'signup', { token: guest, body: secret });
  assert.equal(res.statusCode, 500);
  assert.equal(res.json().code, 'INTERNAL_ERROR');
  assert.doesNotMatch(res.body, /insert|users|argon|Secret/i, 'the answer carries nothing either');

  const log = lines.join('');
  const entry = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'unhandled error');
  assert.ok(entry, `the failure is logged:\n${log}`);
  const err = entry.err as Record<string, unknown>;
  assert.equal(err.type, 'DrizzleQueryError');
  assert.match(String(err.message), /Failed query \(SQL text and parameters withheld/);
  assert.equal((err.cause as Record<string, unknown>).constraint, 'log_test_refuse', 'what broke is still there');
  assert.equal(entry.reqId, res.json().request_id);
  for (const leak of [
    secret.email,
    'hidden.person',
    'secret-domain',
    secret.password,
    '$argon2',
    'argon2id',
    secret.first_name,
    secret.last_name,
    '81234567890', // values
    'insert into',
    '"users" ("',
    'params',
    'Failing row',
    guest, // SQL, parameters, pg detail, the bearer token
  ]) {
    assert.ok(!log.includes(leak), `the log must not contain ${JSON.stringify(leak)}:\n${log}`);
  }
});

test('query strings, authorization headers and bodies stay out of request logs', async () => {
  lines.length = 0;
  const guest = await guestToken(t.app);
  await t.app.inject({
    method: 'GET',
    url: '/api/v16/current_timestamp?q=needle-in-query&token=abc',
    headers: { authorization: `Bearer ${guest}`, cookie: 'session=cookie-secret' },
  });
  const log = lines.join('');
  assert.match(log, /current_timestamp\?\[redacted\]/);
  for (const leak of ['needle-in-query', guest, 'cookie-secret'])
    assert.ok(!log.includes(leak), `no ${leak} in:\n${log}`);
});

test('the serializers: allow-listed error fields, cut database messages, scrubbed text', () => {
  const pgError = Object.assign(new Error('invalid input syntax for type integer: "4111111111111111"'), {
    code: '22P02',
    severity: 'ERROR',
    routine: 'pg_strtoint32',
    detail: 'Failing row contains (a@b.test, $argon2id$v=19$m=19456,t=2,p=1$abc$def)',
    where: 'SQL statement',
    internalQuery: 'select 1',
    parameters: ['x'],
  });
  const drizzle = Object.assign(
    new Error('Failed query: insert into "users" ("email") values ($1)\nparams: a@b.test'),
    { query: 'insert …', params: ['a@b.test'], cause: pgError },
  );
  const out = serializeError(drizzle);
  const text = JSON.stringify(out);
  for (const leak of ['a@b.test', '4111111111111111', 'argon2', 'Failing row', 'select 1', 'insert into'])
    assert.ok(!text.includes(leak), `${leak} in ${text}`);
  assert.equal((out.cause as Record<string, unknown>).message, 'invalid input syntax for type integer');
  assert.equal((out.cause as Record<string, unknown>).code, '22P02');
  assert.match(String(out.stack), /^Error: Failed query \(SQL text/);
  assert.match(String(out.stack), /\n\s+at /, 'the frames are kept');

  assert.equal(
    scrubText('user someone@example.com failed with Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCD'),
    'user [email] failed with Bearer [redacted]',
  );
  assert.equal(scrubText('hash $argon2id$v=19$m=1,t=2,p=1$c2FsdA$aGFzaA'), 'hash [hash]');
  assert.deepEqual(serializeRequest({ method: 'GET', url: '/api/x?email=a@b.test', ip: '192.0.2.1' }), {
    method: 'GET',
    url: '/api/x?[redacted]',
    host: undefined,
    remoteAddress: '192.0.2.1',
  });
});
