import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { BoundedInteger, Text } from '@rednest/shared/contracts/dto';
import { AppError, frameworkErrors, rateLimited, registerErrorHandling } from './errors.ts';

async function appWith(routes: (app: ReturnType<typeof Fastify>) => void) {
  const logged: string[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    ajv: { customOptions: { allErrors: true } },
  });
  registerErrorHandling(app);
  routes(app);
  await app.ready();
  return { app, logged };
}

test('a crash is a 500 INTERNAL_ERROR with no internals in the body, and the cause in the log', async () => {
  const { app, logged } = await appWith((a) =>
    a.get('/boom', async () => {
      throw new Error('connect ECONNREFUSED postgres://admin:s3cret@db');
    }),
  );
  const res = await app.inject({ method: 'GET', url: '/boom' });
  assert.equal(res.statusCode, 500);
  const body = res.json();
  assert.equal(body.code, 'INTERNAL_ERROR');
  assert.ok(body.request_id);
  assert.doesNotMatch(res.body, /s3cret|ECONNREFUSED|stack/);
  assert.match(logged.join(''), /ECONNREFUSED/);
  await app.close();
});

test('AppError keeps its status, code, details and headers', async () => {
  const { app } = await appWith((a) => {
    a.get('/teapot', async () => {
      throw new AppError('ROOM_SOLD_OUT', 'This room was just booked.', 409, [
        { field: 'room_id', message: 'is sold out' },
      ]);
    });
    a.get('/slow-down', async () => {
      throw rateLimited(42);
    });
  });
  const res = await app.inject({ method: 'GET', url: '/teapot' });
  assert.equal(res.statusCode, 409);
  assert.deepEqual(
    { ...(res.json() as object), request_id: undefined },
    {
      code: 'ROOM_SOLD_OUT',
      message: 'This room was just booked.',
      details: [{ field: 'room_id', message: 'is sold out' }],
      request_id: undefined,
    },
  );
  const limited = await app.inject({ method: 'GET', url: '/slow-down' });
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.headers['retry-after'], '42');
  await app.close();
});

test('validation errors list every field in words', async () => {
  const { app } = await appWith((a) =>
    a.post(
      '/things',
      {
        schema: {
          body: Type.Object({
            name: Type.String({ minLength: 2 }),
            count: Type.Integer({ minimum: 1 }),
            email: Type.String({ format: 'email' }),
          }),
        },
      },
      async () => ({ ok: true }),
    ),
  );
  const res = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x', count: 0, email: 'nope' } });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'VALIDATION_FAILED');
  assert.deepEqual(res.json().details, [
    { field: 'name', message: 'must be at least 2 characters' },
    { field: 'count', message: 'must be at least 1' },
    { field: 'email', message: 'must be a valid email address' },
  ]);
  await app.close();
});

test('an error whose code is a prototype key is a plain 4xx, not a crash in the handler', async () => {
  const { app } = await appWith((a) => {
    for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      a.get(`/odd-${code}`, async () => {
        throw Object.assign(new Error('odd'), { statusCode: 400, code });
      });
    }
  });
  for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
    const res = await app.inject({ method: 'GET', url: `/odd-${code}` });
    assert.equal(res.statusCode, 400, code);
    assert.equal(res.json().code, 'BAD_REQUEST', code);
  }
  await app.close();
});

test('strict inputs: NUL, lone surrogates and non-finite numbers are 400 VALIDATION_FAILED in words (kit Text, BoundedInteger)', async () => {
  const { app } = await appWith((a) =>
    a.get(
      '/find',
      {
        schema: {
          querystring: Type.Object({
            q: Type.Optional(Text({ maxLength: 100 })),
            n: Type.Optional(BoundedInteger(1, 10)),
          }),
        },
      },
      async (request: { query: unknown }) => ({ query: request.query }),
    ),
  );
  for (const [url, field, message] of [
    ['/find?q=a%00b', 'q', 'contains a character that is not allowed (a NUL byte or half of an emoji)'],
    ['/find?n=Infinity', 'n', 'must be an integer'],
    ['/find?n=-Infinity', 'n', 'must be an integer'],
    ['/find?n=1e309', 'n', 'must be an integer'],
    ['/find?n=NaN', 'n', 'must be an integer'],
    ['/find?n=11', 'n', 'must be at most 10'],
  ] as const) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 400, url);
    assert.equal(res.json().code, 'VALIDATION_FAILED', url);
    assert.deepEqual(res.json().details, [{ field, message }], url);
  }
  // a lone surrogate cannot travel in a URL (its UTF-8 is invalid and decodes to U+FFFD); in JSON it can
  const lone = await app.inject({ method: 'GET', url: '/find?q=%ED%A0%80' });
  assert.equal(lone.statusCode, 200);
  const ok = await app.inject({ method: 'GET', url: `/find?q=${encodeURIComponent('😀 สวัสดี Đà Nẵng')}&n=10` });
  assert.equal(ok.statusCode, 200);
  assert.deepEqual(ok.json().query, { q: '😀 สวัสดี Đà Nẵng', n: 10 });
  await app.close();
});

test('router errors (a path part too long, a broken percent-encoding) keep the error shape and echo nothing (frameworkErrors)', async () => {
  const app = Fastify({ logger: false, frameworkErrors });
  registerErrorHandling(app);
  app.get('/pictures/:id.svg', async () => 'ok');
  await app.ready();
  const long = await app.inject({ method: 'GET', url: `/pictures/${'a'.repeat(500)}.svg` });
  assert.equal(long.statusCode, 414);
  assert.deepEqual(
    { ...(long.json() as object), request_id: undefined },
    { code: 'URL_TOO_LONG', message: 'A part of the address is too long.', request_id: undefined },
  );
  assert.doesNotMatch(long.body, /FST_ERR|aaaa/);
  const bad = await app.inject({ method: 'GET', url: '/pictures/%E0%A4%A.svg' });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().code, 'BAD_URL');
  assert.doesNotMatch(bad.body, /FST_ERR/);
  await app.close();
});
