/**
 * Home's largest paint, named by the API (lcp-hints.ts): asked once per country, kept, refreshed in
 * the background, and never the reason a page waits long or fails.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createLcpHints, safeImageUrl } from './lcp-hints';

function fakeApi(answer: (url: string) => Promise<Response> | Response) {
  const calls: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    return answer(url);
  }) as typeof fetch;
  return { calls, fetchImpl };
}
const banners = (...urls: unknown[]) => Response.json({ banners: urls.map((image_url, id) => ({ id, image_url })) });

describe('home banner hint', () => {
  test('home of a locale: the country\'s first banner, from the API\'s load_banners; other pages nothing, no call', async () => {
    const api = fakeApi((url) => banners(`/cdn/banners/${new URL(url).searchParams.get('country')}-1.svg`, '/cdn/banners/2.svg'));
    const hints = createLcpHints({ apiUrl: 'http://api.test', fetchImpl: api.fetchImpl });
    assert.equal(await hints.forPath('/en-id'), '/cdn/banners/id-1.svg');
    assert.equal(await hints.forPath('/th-th/'), '/cdn/banners/th-1.svg');
    for (const p of ['/', '/en-id/faq', '/xx-yy', '/en-id/search']) assert.equal(await hints.forPath(p), null, p);
    assert.deepEqual(api.calls, ['http://api.test/api/v10/load_banners?country=id', 'http://api.test/api/v10/load_banners?country=th']);
  });

  test('kept per country; after the time to live the old answer serves while a new one is fetched', async () => {
    let clock = 0;
    let n = 0;
    const api = fakeApi(() => banners(`/b${++n}.svg`));
    const hints = createLcpHints({ apiUrl: 'http://api.test', fetchImpl: api.fetchImpl, ttlMs: 1000, now: () => clock });
    assert.equal(await hints.forPath('/en-id'), '/b1.svg');
    clock = 500;
    assert.equal(await hints.forPath('/id-id'), '/b1.svg');
    assert.equal(api.calls.length, 1);
    clock = 2000;
    assert.equal(await hints.forPath('/en-id'), '/b1.svg', 'the stale answer, at once');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await hints.forPath('/en-id'), '/b2.svg');
    assert.equal(api.calls.length, 2);
  });

  test('a slow API: the page goes without the hint, the answer serves the next page', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi(async () => {
      await gate;
      return banners('/late.svg');
    });
    const hints = createLcpHints({ apiUrl: 'http://api.test', fetchImpl: api.fetchImpl, waitMs: 5 });
    assert.equal(await hints.forPath('/en-id'), null);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(await hints.forPath('/en-id'), '/late.svg');
  });

  test('an API error, a broken answer or an unsafe URL give no hint', async () => {
    for (const answer of [
      () => new Response('down', { status: 503 }),
      () => new Response('not json'),
      () => banners('javascript:alert(1)'),
      () => banners(),
      () => {
        throw new Error('ECONNREFUSED');
      },
    ]) {
      const hints = createLcpHints({ apiUrl: 'http://api.test', fetchImpl: fakeApi(answer).fetchImpl });
      assert.equal(await hints.forPath('/en-id'), null);
    }
  });

  test('picture URLs: http(s) and this host\'s paths only', () => {
    assert.equal(safeImageUrl('/cdn/banners/1.svg'), '/cdn/banners/1.svg');
    assert.equal(safeImageUrl('https://img.test/a.jpg'), 'https://img.test/a.jpg');
    for (const bad of ['//evil.test/a.jpg', 'data:image/png;base64,AA', 'javascript:x', 42, null, 'x'.repeat(3000)]) assert.equal(safeImageUrl(bad), null, String(bad));
  });
});
