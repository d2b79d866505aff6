/**
 * Home's banners for the first HTML, asked of the API by the edge (home-banners.ts): once per
 * locale (a country's banners are written per language), kept, refreshed in the background, and never the reason a page waits long or fails.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createHomeBanners, safeImageUrl, validBanners } from './home-banners';

function fakeApi(answer: (url: string) => Promise<Response> | Response) {
  const calls: string[] = [];
  const languages: string[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    languages.push(new Headers(init?.headers).get('accept-language') ?? '');
    return answer(url);
  }) as typeof fetch;
  return { calls, languages, fetchImpl };
}
const banner = (image_url: unknown, id = 1) => ({
  id,
  title: 'Stay 3, pay 2',
  subtitle: 'In Jakarta',
  image_url,
  link_url: '/en-id/search?location=cit-jakarta',
  country: 'id',
});
const banners = (...urls: unknown[]) => Response.json({ banners: urls.map((url, id) => banner(url, id)) });
const first = async (p: Promise<{ answer: { banners: { image_url: string }[] } } | null>) =>
  (await p)?.answer.banners[0]?.image_url ?? null;

describe('home banners', () => {
  test("home of a locale: the country's banners, from the API's load_banners; other pages nothing, no call", async () => {
    const api = fakeApi((url) =>
      banners(`/cdn/banners/${new URL(url).searchParams.get('country')}-1.svg`, '/cdn/banners/2.svg'),
    );
    const hints = createHomeBanners({ apiUrl: 'http://api.test', fetchImpl: api.fetchImpl });
    assert.equal(await first(hints.forPath('/en-id')), '/cdn/banners/id-1.svg');
    assert.equal(await first(hints.forPath('/th-th/')), '/cdn/banners/th-1.svg');
    for (const p of ['/', '/en-id/faq', '/xx-yy', '/en-id/search'])
      assert.equal(await first(hints.forPath(p)), null, p);
    assert.deepEqual(api.calls, [
      'http://api.test/api/v10/load_banners?country=id',
      'http://api.test/api/v10/load_banners?country=th',
    ]);
    assert.deepEqual(api.languages, ['en', 'th'], "asked in the page's language");
  });

  test('kept per locale; after the time to live the old answer serves while a new one is fetched', async () => {
    let clock = 0;
    let n = 0;
    const api = fakeApi(() => banners(`/b${++n}.svg`));
    const hints = createHomeBanners({
      apiUrl: 'http://api.test',
      fetchImpl: api.fetchImpl,
      ttlMs: 1000,
      now: () => clock,
    });
    assert.equal(await first(hints.forPath('/en-id')), '/b1.svg');
    clock = 500;
    assert.equal(await first(hints.forPath('/en-id')), '/b1.svg');
    assert.equal(api.calls.length, 1);
    assert.equal(await first(hints.forPath('/id-id')), '/b2.svg', 'the Indonesian site has its own');
    n = 1;
    clock = 2000;
    assert.equal(await first(hints.forPath('/en-id')), '/b1.svg', 'the stale answer, at once');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await first(hints.forPath('/en-id')), '/b2.svg');
    assert.equal(api.calls.length, 3);
  });

  test('a slow API: the page goes without the hint, the answer serves the next page', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi(async () => {
      await gate;
      return banners('/late.svg');
    });
    const hints = createHomeBanners({ apiUrl: 'http://api.test', fetchImpl: api.fetchImpl, waitMs: 5 });
    assert.equal(await first(hints.forPath('/en-id')), null);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(await first(hints.forPath('/en-id')), '/late.svg');
  });

  test('an API error, a broken answer or a banner with an unsafe picture URL give nothing', async () => {
    for (const answer of [
      () => new Response('down', { status: 503 }),
      () => new Response('not json'),
      () => banners('javascript:alert(1)'),
      () => Response.json({ banners: [banner('/a.svg'), { ...banner('/b.svg'), title: 42 }] }),
      () => Response.json({ banners: 'none' }),
      () => {
        throw new Error('ECONNREFUSED');
      },
    ]) {
      const hints = createHomeBanners({ apiUrl: 'http://api.test', fetchImpl: fakeApi(answer).fetchImpl });
      assert.equal(await first(hints.forPath('/en-id')), null);
    }
  });

  test('the answer as the API gave it, with when it came; an empty list is an answer (the strip goes)', async () => {
    const clock = 1234;
    const api = fakeApi(() => Response.json({ banners: [{ ...banner('/a.svg'), extra: 'dropped' }] }));
    const hints = createHomeBanners({ apiUrl: 'http://api.test', fetchImpl: api.fetchImpl, now: () => clock });
    assert.deepEqual(await hints.forPath('/vi-vn'), {
      country: 'vn',
      answer: { banners: [banner('/a.svg')] },
      at: 1234,
    });
    assert.deepEqual(validBanners({ banners: [] }), { banners: [] });
    assert.equal(validBanners(null), null);
  });

  test('warmed at start for every locale; a failure keeps the last good answer and the next page asks again', async () => {
    let fail = false;
    let n = 0;
    const api = fakeApi((url) => {
      if (fail) return new Response('down', { status: 503 });
      return banners(`/${new URL(url).searchParams.get('country')}-${++n}.svg`);
    });
    let clock = 0;
    const hints = createHomeBanners({
      apiUrl: 'http://api.test',
      fetchImpl: api.fetchImpl,
      ttlMs: 1000,
      now: () => clock,
    });
    await hints.warm();
    assert.deepEqual(
      api.calls.map((u) => new URL(u).searchParams.get('country')),
      ['id', 'id', 'sg', 'ph', 'vn', 'vn', 'th', 'th'],
    );
    assert.deepEqual(api.languages, ['id', 'en', 'en', 'en', 'vi', 'en', 'th', 'en']);
    assert.equal(await first(hints.forPath('/en-sg')), '/sg-3.svg', 'no call of its own: warmed');
    assert.equal(api.calls.length, 8);
    fail = true;
    clock = 2000;
    assert.equal(await first(hints.forPath('/en-sg')), '/sg-3.svg');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await first(hints.forPath('/en-sg')), '/sg-3.svg', 'the API failed: the last good answer');
    assert.equal(api.calls.length, 10, 'and each page asks again until it answers');
    fail = false;
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await first(hints.forPath('/en-sg')), '/sg-3.svg');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await first(hints.forPath('/en-sg')), '/sg-9.svg');
  });

  test("picture URLs: http(s) and this host's paths only", () => {
    assert.equal(safeImageUrl('/cdn/banners/1.svg'), '/cdn/banners/1.svg');
    assert.equal(safeImageUrl('https://img.test/a.jpg'), 'https://img.test/a.jpg');
    for (const bad of ['//evil.test/a.jpg', 'data:image/png;base64,AA', 'javascript:x', 42, null, 'x'.repeat(3000)])
      assert.equal(safeImageUrl(bad), null, String(bad));
  });
});
