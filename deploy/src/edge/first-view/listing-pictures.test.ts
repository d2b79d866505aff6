/**
 * A listing's first result picture for the first HTML, asked of the API by the edge
 * (listing-pictures.ts) with its guest token (edge-guest.ts): only when the page's own search is
 * known, the same search the page asks, kept a minute, and never the reason a page waits long or
 * fails.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createEdgeGuest } from './edge-guest';
import { createListingPictures, readDefaultSort, readListingPicture } from './listing-pictures';

const card = (over: Record<string, unknown> = {}) => ({
  id: 41,
  slug: 'rumah-41',
  name: 'Rumah 41',
  lead_picture: '/api/images/properties/41/1.svg',
  ...over,
});

function fakeApi(answer: { list?: (query: URLSearchParams) => Response; settings?: () => Response } = {}) {
  const calls: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/oauth/token')) return Response.json({ access_token: 'guest-1', expires_in: 3600 });
    calls.push(`${url.pathname}?${url.searchParams}`);
    if (url.pathname.endsWith('/site_settings')) return answer.settings?.() ?? Response.json({ sort_type: 'popular' });
    return answer.list?.(url.searchParams) ?? Response.json({ hotels: [card(), card({ id: 42, name: 'Rumah 42' })] });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

// 20:30 UTC on 10 March 2026 is 11 March in Jakarta
const NOW = Date.parse('2026-03-10T20:30:00Z');
const make = (api: ReturnType<typeof fakeApi>, over: { ttlMs?: number; now?: () => number } = {}) =>
  createListingPictures({
    guest: createEdgeGuest({
      apiUrl: 'http://api.test',
      client: { id: 'web', secret: 'pub' },
      fetchImpl: api.fetchImpl,
    }),
    now: () => NOW,
    ...over,
  });

describe('listing pictures', () => {
  test("a listing of a place: the first result's picture, from the same search the page asks (the site's day, page 1 of 10)", async () => {
    const api = fakeApi();
    const pictures = make(api);
    assert.deepEqual(await pictures.forPage('/en-id/search', 'location=cit-jakarta'), {
      url: '/api/images/properties/41/1.svg',
      caption: '',
      name: 'Rumah 41',
    });
    assert.deepEqual(api.calls, [
      '/api/cdn/v13/site_settings?locale=en-id&site=main',
      '/api/search/v1/hotels/list?location=cit-jakarta&check_in_date=11-03-2026&check_out_date=12-03-2026&rooms=1&guest=2&sort_by=popular&order_by=desc&per_page=10&page=1',
    ]);
    // kept: the same search again asks nothing; the place's own page is the same search
    await pictures.forPage('/en-id/list-hotels/cit-jakarta', '');
    assert.equal(api.calls.length, 2);
  });

  test("warm: every locale's main site settings are asked before the first listing", async () => {
    const api = fakeApi();
    const pictures = make(api);
    await pictures.warm();
    assert.equal(api.calls.filter((c) => c.includes('/site_settings?')).length, 8);
    await pictures.forPage('/vi-vn/search', 'location=cit-hanoi');
    assert.deepEqual(
      api.calls.slice(8).map((c) => c.split('?')[0]),
      ['/api/search/v1/hotels/list'],
    );
  });

  test("nothing, and no call, when the page's search depends on the browser (a sort, filters) or the page is no listing", async () => {
    const api = fakeApi();
    const pictures = make(api);
    for (const [p, q] of [
      ['/en-id/search', 'location=cit-jakarta&sort_by=price'],
      ['/en-id/search', 'location=cit-jakarta&user_rating=4'],
      ['/en-id/faq', ''],
      ['/en-id/search', 'google_query=x'],
    ]) {
      assert.equal(await pictures.forPage(p!, q!), null, `${p}?${q}`);
    }
    assert.deepEqual(api.calls, []);
  });

  test("a mobile site sorting by another default: the device decides the page's sort, so nothing is drawn", async () => {
    const api = fakeApi({ settings: () => Response.json({ sort_type: 'PRICE' }) });
    assert.equal(await make(api).forPage('/en-id/search', 'location=cit-jakarta'), null);
    assert.equal(api.calls.filter((c) => c.includes('hotels/list')).length, 0);
  });

  test('no result, an unknown place or an unsafe picture: kept as none; a broken answer keeps the last good picture', async () => {
    let mode: 'empty' | 'unknown' | 'unsafe' | 'ok' | 'broken' = 'empty';
    const api = fakeApi({
      list: () =>
        mode === 'empty'
          ? Response.json({ hotels: [] })
          : mode === 'unknown'
            ? Response.json({ code: 'LOCATION_NOT_FOUND', message: 'x' }, { status: 404 })
            : mode === 'unsafe'
              ? Response.json({ hotels: [card({ lead_picture: 'javascript:alert(1)' })] })
              : mode === 'broken'
                ? Response.json({ unexpected: true })
                : Response.json({ hotels: [card()] }),
    });
    let clock = NOW;
    const pictures = make(api, { ttlMs: 1000, now: () => clock });
    assert.equal(await pictures.forPage('/en-id/search', 'location=a'), null);
    mode = 'unknown';
    assert.equal(await pictures.forPage('/en-id/search', 'location=b'), null);
    mode = 'unsafe';
    assert.equal(await pictures.forPage('/en-id/search', 'location=c'), null);
    const asked = api.calls.length;
    await pictures.forPage('/en-id/search', 'location=a');
    await pictures.forPage('/en-id/search', 'location=b');
    assert.equal(api.calls.length, asked, 'kept');

    mode = 'ok';
    assert.equal((await pictures.forPage('/en-id/search', 'location=d'))?.name, 'Rumah 41');
    mode = 'broken';
    clock += 5000;
    await pictures.forPage('/en-id/search', 'location=d'); // stale: asked again in the background
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal((await pictures.forPage('/en-id/search', 'location=d'))?.name, 'Rumah 41');
  });

  test("the answers' shapes", () => {
    assert.deepEqual(readListingPicture({ hotels: [card()] }), {
      picture: { url: '/api/images/properties/41/1.svg', caption: '', name: 'Rumah 41' },
    });
    assert.deepEqual(readListingPicture({ hotels: [] }), { picture: null });
    assert.deepEqual(readListingPicture({ hotels: [card({ lead_picture: '//evil.test/x.svg' })] }), { picture: null });
    for (const broken of [null, 'x', {}, { hotels: 'x' }, { hotels: [null] }, { hotels: [{ name: 'x' }] }])
      assert.equal(readListingPicture(broken), null, JSON.stringify(broken));
    assert.deepEqual(readDefaultSort({ sort_type: 'popular' }), { defaultSort: true });
    assert.deepEqual(readDefaultSort({ sort_type: 'nonsense' }), { defaultSort: true });
    assert.deepEqual(readDefaultSort({}), { defaultSort: true });
    assert.deepEqual(readDefaultSort({ sort_type: 'rating' }), { defaultSort: false });
    assert.equal(readDefaultSort({ sort_type: 7 }), null);
  });
});
