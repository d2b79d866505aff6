import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ENDPOINTS, routePath } from '@rednest/shared/contracts/endpoints';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call } from '../test/http.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t?.close());

describe('platform', () => {
  test('/health and /ready at the root, not under /api', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(health.json(), { status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    assert.equal(ready.statusCode, 200);
    assert.equal(ready.json().status, 'ready');
    assert.equal(ready.json().checks.db, 'ok');
    if (t.config.redisUrl) assert.equal(ready.json().checks.redis, 'ok');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, 404);
  });

  test('the OpenAPI document lists every catalogue route with its method; the docs page is served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    for (const [name, def] of Object.entries(ENDPOINTS)) {
      const path = `/api${routePath(def)}`.replace(/:([A-Za-z_]+)/g, '{$1}');
      const op = doc.paths[path]?.[def.method.toLowerCase()];
      assert.ok(op, `${name}: ${def.method} ${path} in the document`);
      assert.equal(op.operationId, name);
    }
    assert.ok(doc.components.securitySchemes.bearer);
    // pictures are documented as what they are
    for (const [name, def] of Object.entries(ENDPOINTS).filter(([, d]) => d.response === 'svg')) {
      const path = `/api${routePath(def)}`.replace(/:([A-Za-z_]+)/g, '{$1}');
      assert.ok(doc.paths[path].get.responses['200'].content['image/svg+xml'], `${name}: 200 is image/svg+xml`);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(docs.statusCode, 200);
    assert.match(docs.body, /swagger/i);
  });

  test('the OpenAPI document is valid for the version it declares', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    assert.equal(validator.version, '3.1');
    assert.deepEqual(result.errors ?? [], [], 'no schema errors');
    assert.equal(result.valid, true);
  });

  test('unknown routes → 404 NOT_FOUND in the error shape with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v99/nothing?x=1' });
    assert.equal(res.statusCode, 404);
    const body = res.json();
    assert.equal(body.code, 'NOT_FOUND');
    assert.ok(body.message.includes('/api/v99/nothing'));
    assert.equal(body.request_id, res.headers['x-request-id']);
  });

  test('request ids: a sane x-request-id is echoed; anything else is replaced', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'edge-1234' } });
    assert.equal(given.headers['x-request-id'], 'edge-1234');
    const junk = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    assert.match(String(junk.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  test('CORS allows the remotes on other localhost ports and brand subdomains, not other sites', async () => {
    const url = '/api/cdn/v13/site_settings?locale=en-id';
    for (const origin of ['http://localhost:8081', 'http://lumo.localhost:8083']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      assert.equal(res.headers['access-control-allow-origin'], origin);
    }
    const evil = await t.app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example' } });
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
  });
});

describe('monitor', () => {
  const log = {
    error: 'Request failed with status code 500',
    errorCode: 'INTERNAL_ERROR',
    errorDescription: 'GET /api/search/v1/hotels/list',
    userAgent: 'Mozilla/5.0',
    domain: 'localhost:8080',
    apiEndpoint: '/search/v1/hotels/list',
    apiVersion: 'v1',
    appEnvironment: 'development',
  };

  test('stores a front-end error and answers 202', async () => {
    const res = await call(t.app, 'monitorErrorLog', { body: log });
    assert.equal(res.statusCode, 202);
    assert.equal(res.json().ok, true);
    const rows = await t.database.db.execute(
      sql`select error_code, api_endpoint, request_id from error_logs where id = ${res.json().id}`,
    );
    const row = (rows as unknown as { rows: Array<Record<string, string>> }).rows[0]!;
    assert.equal(row.error_code, 'INTERNAL_ERROR');
    assert.equal(row.api_endpoint, '/search/v1/hotels/list');
    assert.equal(row.request_id, res.headers['x-request-id']);
  });

  test('bounded: over-long fields → 400 naming the field, huge bodies → 413, missing fields → 400', async () => {
    const long = await call(t.app, 'monitorErrorLog', { body: { ...log, errorCode: 'X'.repeat(101) } });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().details[0].field, 'errorCode');
    const huge = await call(t.app, 'monitorErrorLog', { body: { ...log, errorDescription: 'x'.repeat(20_000) } });
    assert.equal(huge.statusCode, 413);
    const missing = await call(t.app, 'monitorErrorLog', { body: { error: 'x' } });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().code, 'VALIDATION_FAILED');
  });
});
