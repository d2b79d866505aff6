/**
 * The catalogue is the contract: every wire row has a schema row, every row is served, and the
 * API serves nothing else apart from a tiny list of platform routes.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteOptions } from 'fastify';
import { ENDPOINTS, routePath } from '@rednest/shared/contracts/endpoints';
import { ENDPOINT_SCHEMAS } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const routes: Array<{ method: string; url: string }> = [];

before(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
});
after(() => t?.close());

const base = () => t.config.apiBasePath;

/** Routes outside the catalogue: probes at the root, the OpenAPI document and its docs UI. */
function isPlatformRoute({ method, url }: { method: string; url: string }): boolean {
  if (['/health', '/ready', `${base()}/openapi.json`].includes(url)) return method === 'GET' || method === 'HEAD';
  if (url === `${base()}/docs` || url.startsWith(`${base()}/docs/`)) return method === 'GET' || method === 'HEAD';
  // the payment provider's signed events (server to server: not a browser call, so not in the catalogue)
  if (url === `${base()}/payments/webhooks/sandbox`) return method === 'POST';
  // the development inbox (what the outbox delivered; not served in production)
  if (url === `${base()}/dev/inbox`) return method === 'GET' || method === 'HEAD';
  // @fastify/cors answers every preflight through one OPTIONS route
  return method === 'OPTIONS' && url === '*';
}

test('every catalogue row has a schema row and every schema row a catalogue row', () => {
  assert.deepEqual(Object.keys(ENDPOINT_SCHEMAS).sort(), Object.keys(ENDPOINTS).sort());
});

test('every catalogue row is served at its method and path', () => {
  const served = new Set(routes.map((r) => `${r.method} ${r.url}`));
  for (const [name, def] of Object.entries(ENDPOINTS)) {
    assert.ok(
      served.has(`${def.method} ${base()}${routePath(def)}`),
      `${name}: ${def.method} ${base()}${routePath(def)} has a route`,
    );
  }
});

test('the API serves no route that is not a catalogue row (apart from health, ready, the OpenAPI docs and the payment webhook)', () => {
  const rows = new Set(
    Object.values(ENDPOINTS).flatMap((def) => {
      const key = `${def.method} ${base()}${routePath(def)}`;
      // Fastify adds a HEAD route to every GET route
      return def.method === 'GET' ? [key, `HEAD ${base()}${routePath(def)}`] : [key];
    }),
  );
  const strays = routes
    .filter((r) => !rows.has(`${r.method} ${r.url}`) && !isPlatformRoute(r))
    .map((r) => `${r.method} ${r.url}`);
  assert.deepEqual(strays, []);
  assert.ok(routes.length > Object.keys(ENDPOINTS).length, 'routes were collected');
});
