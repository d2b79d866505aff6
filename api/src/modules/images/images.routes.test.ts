import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { propertyPictureSvg } from './property-picture.ts';

let t: TestApp;
let app: FastifyInstance;

before(async () => {
  t = await createTestApp();
  app = t.app;
});
after(async () => {
  await t?.close();
});

test('a property picture is an SVG that never changes and is cached forever', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/images/properties/42/1.svg' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
  assert.match(String(res.headers['cache-control']), /immutable/);
  assert.match(res.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(res.body, /linearGradient/);
  const again = await app.inject({ method: 'GET', url: '/api/images/properties/42/1.svg' });
  assert.equal(again.body, res.body);
  const revalidated = await app.inject({
    method: 'GET',
    url: '/api/images/properties/42/1.svg',
    headers: { 'if-none-match': String(res.headers.etag) },
  });
  assert.equal(revalidated.statusCode, 304);
});

test('pictures differ between properties and between numbers (building outside, room inside)', () => {
  assert.notEqual(propertyPictureSvg(1, 1), propertyPictureSvg(2, 1));
  assert.notEqual(propertyPictureSvg(1, 1), propertyPictureSvg(1, 2));
  assert.equal(propertyPictureSvg(7, 3), propertyPictureSvg(7, 3));
});

test('anything else is a 404 with a code', async () => {
  for (const url of [
    '/api/images/properties/0/1.svg',
    '/api/images/properties/abc/1.svg',
    '/api/images/properties/1/0.svg',
    '/api/images/properties/1/99.svg',
    '/api/images/properties/1/1.png',
    '/api/images/properties/1/..%2F1.svg',
  ]) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 404, url);
    assert.equal(res.json<{ code: string }>().code, 'IMAGE_NOT_FOUND', url);
  }
});
