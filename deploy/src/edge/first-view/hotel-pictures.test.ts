/**
 * A hotel page's first picture for the first HTML, asked of the API by the edge (hotel-pictures.ts)
 * with a guest token of its own: kept per hotel, unknown hotels too, and never the reason a page
 * waits long or fails.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createEdgeAnswers } from './edge-answers';
import { createEdgeGuest } from './edge-guest';
import { createHotelPictures, hotelSlugOf, readHotelPicture } from './hotel-pictures';

interface Call {
  method: string;
  url: string;
  auth: string | null;
}
function fakeApi(hotel: (slug: string, auth: string | null) => Response | Promise<Response>) {
  const calls: Call[] = [];
  let tokens = 0;
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('authorization');
    calls.push({ method: init?.method ?? 'GET', url, auth });
    if (url.endsWith('/oauth/token'))
      return Response.json({ access_token: `guest-${++tokens}`, token_type: 'bearer', expires_in: 3600 });
    return hotel(decodeURIComponent(url.split('/').pop()!), auth);
  }) as typeof fetch;
  return { calls, fetchImpl };
}
/** the edge's guest of that API (edge-guest.ts), as edge.ts hands it to the hotel pictures */
const guestOf = (
  api: { fetchImpl: typeof fetch },
  over: { client?: { id: string; secret: string }; now?: () => number } = {},
) => createEdgeGuest({ apiUrl: 'http://api.test', fetchImpl: api.fetchImpl, ...over });
const details = (over: Record<string, unknown> = {}) => ({
  id: 7,
  slug: 'rumah-kelapa',
  name: 'Rumah Kelapa',
  lead_picture: '/api/search/v1/properties/7/pictures/1.svg',
  gallery_pictures: [
    { tab_name: 'all', values: [] },
    { tab_name: 'property', values: [{ url: '/api/search/v1/properties/7/pictures/2.svg', caption: 'Lobby' }] },
  ],
  ...over,
});

describe('hotel pictures', () => {
  test("a hotel page: the first picture its gallery draws, asked with the web client's guest token; other pages nothing, no call", async () => {
    const api = fakeApi(() => Response.json(details()));
    const pictures = createHotelPictures({ guest: guestOf(api, { client: { id: 'web', secret: 'pub' } }) });
    assert.deepEqual(await pictures.forPath('/en-id/hotel/rumah-kelapa'), {
      url: '/api/search/v1/properties/7/pictures/2.svg',
      caption: 'Lobby',
      name: 'Rumah Kelapa',
    });
    for (const p of ['/en-id', '/en-id/hotel', '/en-id/hotel/a/b', '/en-id/hotel/%2e%2e', '/en-id/search'])
      assert.equal(await pictures.forPath(p), null, p);
    assert.deepEqual(api.calls, [
      {
        method: 'POST',
        url: 'http://api.test/api/en/oauth/token',
        auth: `Basic ${Buffer.from('web:pub').toString('base64')}`,
      },
      { method: 'GET', url: 'http://api.test/api/search/v1/hotel/rumah-kelapa', auth: 'Bearer guest-1' },
    ]);
    // kept: the next page of the same hotel asks nothing; another hotel reuses the token
    await pictures.forPath('/th-th/hotel/rumah-kelapa');
    await pictures.forPath('/en-id/hotel/42');
    assert.deepEqual(
      api.calls.slice(2).map((c) => `${c.method} ${c.url} ${c.auth}`),
      ['GET http://api.test/api/search/v1/hotel/42 Bearer guest-1'],
    );
  });

  test('a hotel without gallery pictures: its lead picture, named; an unknown hotel is kept as none', async () => {
    const api = fakeApi((slug) =>
      slug === 'nowhere'
        ? Response.json({ code: 'HOTEL_NOT_FOUND' }, { status: 404 })
        : Response.json(details({ gallery_pictures: [] })),
    );
    const pictures = createHotelPictures({ guest: guestOf(api) });
    assert.deepEqual(await pictures.forPath('/en-id/hotel/rumah-kelapa'), {
      url: '/api/search/v1/properties/7/pictures/1.svg',
      caption: 'Rumah Kelapa',
      name: 'Rumah Kelapa',
    });
    assert.equal(await pictures.forPath('/en-id/hotel/nowhere'), null);
    assert.equal(await pictures.forPath('/en-id/hotel/nowhere'), null);
    assert.equal(api.calls.filter((c) => c.url.endsWith('/nowhere')).length, 1, 'asked once');
  });

  test('a token the API no longer takes is renewed once; a failing API or a broken answer draws nothing and the next page asks again', async () => {
    let mode: 'expired' | 'down' | 'unsafe' | 'ok' = 'expired';
    const api = fakeApi((_slug, auth) => {
      if (mode === 'expired')
        return auth === 'Bearer guest-1'
          ? Response.json({ code: 'TOKEN_EXPIRED' }, { status: 401 })
          : Response.json(details());
      if (mode === 'down') throw new Error('ECONNREFUSED');
      if (mode === 'unsafe')
        return Response.json(details({ lead_picture: 'javascript:alert(1)', gallery_pictures: [] }));
      return Response.json(details());
    });
    const pictures = createHotelPictures({ guest: guestOf(api), ttlMs: 0 });
    assert.equal((await pictures.forPath('/en-id/hotel/a'))?.url, '/api/search/v1/properties/7/pictures/2.svg');
    assert.deepEqual(
      api.calls.map((c) => `${c.method} ${c.url.split('/').pop()} ${c.auth?.startsWith('Basic') ? 'Basic' : c.auth}`),
      ['POST token Basic', 'GET a Bearer guest-1', 'POST token Basic', 'GET a Bearer guest-2'],
    );
    mode = 'down';
    assert.equal(await pictures.forPath('/en-id/hotel/b'), null);
    mode = 'unsafe';
    assert.equal(await pictures.forPath('/en-id/hotel/c'), null, 'an unsafe picture address is never drawn');
    mode = 'ok';
    assert.equal((await pictures.forPath('/en-id/hotel/b'))?.name, 'Rumah Kelapa', 'asked again after the failure');
  });

  test('a broken answer does not replace a good one: the picture drawn before keeps serving', async () => {
    let broken = false;
    const api = fakeApi(() => (broken ? Response.json({ unexpected: true }) : Response.json(details())));
    let clock = 0;
    const pictures = createHotelPictures({ guest: guestOf(api, { now: () => clock }), ttlMs: 1000, now: () => clock });
    assert.equal((await pictures.forPath('/en-id/hotel/a'))?.caption, 'Lobby');
    broken = true;
    clock = 5000;
    await pictures.forPath('/en-id/hotel/a'); // stale: asked again in the background
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal((await pictures.forPath('/en-id/hotel/a'))?.caption, 'Lobby');
    assert.ok(api.calls.filter((c) => c.url.endsWith('/a')).length >= 2, 'the broken answer was asked for');
  });

  test('a first page waits at most waitMs for the answer, and the late answer serves the next page', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi(async () => {
      await gate;
      return Response.json(details());
    });
    const pictures = createHotelPictures({ guest: guestOf(api), waitMs: 20 });
    assert.equal(await pictures.forPath('/en-id/hotel/slow'), null);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal((await pictures.forPath('/en-id/hotel/slow'))?.name, 'Rumah Kelapa');
  });

  test("the slug of a hotel page; the answer's shape is checked", () => {
    assert.equal(hotelSlugOf('/en-id/hotel/rumah-kelapa?check_in=1'), 'rumah-kelapa');
    assert.equal(hotelSlugOf('/en-id/hotel/rumah-kelapa/'), 'rumah-kelapa');
    for (const p of [
      '/hotel/x',
      '/en-id/hotel/',
      '/en-id/hotel/-x',
      '/en-id/hotel/a%20b',
      `/en-id/hotel/${'a'.repeat(200)}`,
    ])
      assert.equal(hotelSlugOf(p), null, p);
    // not the contract's shape: the API said nothing of the hotel
    for (const broken of [
      null,
      'x',
      { name: 'x' },
      details({ gallery_pictures: [{ tab_name: 'all' }] }),
      details({ gallery_pictures: [{ tab_name: 'all', values: [null] }] }),
    ]) {
      assert.equal(readHotelPicture(broken), null, JSON.stringify(broken));
    }
    // the hotel's own picture is not one to draw: known, no picture
    assert.deepEqual(
      readHotelPicture(
        details({ gallery_pictures: [{ tab_name: 'all', values: [{ url: '//evil.test/p.svg', caption: '' }] }] }),
      ),
      { picture: null },
    );
    assert.deepEqual(readHotelPicture(details({ lead_picture: 'x'.repeat(3000), gallery_pictures: [] })), {
      picture: null,
    });
  });

  test('at most maxEntries hotels are kept, the least recently asked for going first', async () => {
    const asked: string[] = [];
    const answers = createEdgeAnswers(async (key) => (asked.push(key), key), {
      ttlMs: 60_000,
      waitMs: 100,
      maxEntries: 2,
    });
    await answers.get('a');
    await answers.get('b');
    await answers.get('a');
    await answers.get('c');
    assert.equal(answers.size, 2);
    await answers.get('a');
    await answers.get('b');
    assert.deepEqual(asked, ['a', 'b', 'c', 'b'], 'b went first (a was asked for again), so b is asked again');
  });
});
