/**
 * The answers every page's boot asks for, written into its first HTML by the edge
 * (page-answers.ts): asked with the very query the page's api client would send, so the page takes
 * them only when it would have asked exactly that; never the reason a page waits long or fails.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { commonQueryOf } from '@rednest/shared/api-client/request-query';
import type { EdgeGuest } from './edge-guest';
import { answersPathOf, createPageAnswers, type PageRequest } from './page-answers';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

function fakeApi(answer: (url: URL) => unknown) {
  const calls: URL[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    calls.push(url);
    const body = answer(url);
    return body instanceof Response ? body : Response.json(body);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

/** the edge's guest of the API, answering each path with `answer(url)` (a Response as it is, anything else as JSON) */
function fakeGuest(answer: (url: URL) => unknown) {
  const asked: URL[] = [];
  const guest: EdgeGuest = {
    warm: async () => {},
    get: async (path) => {
      const url = new URL(`http://api.test/api${path}`);
      asked.push(url);
      const body = answer(url);
      return body instanceof Response ? body : Response.json(body);
    },
  };
  return { asked, guest };
}

const settingsOf = (url: URL) => ({
  locale: url.searchParams.get('locale'),
  locale_list: [],
  currency_list: [],
  device: url.searchParams.get('device_type'),
});
const api = () =>
  fakeApi((url) => {
    if (url.pathname.endsWith('/site_settings')) return settingsOf(url);
    if (url.pathname.endsWith('/load_labels'))
      return { language: url.searchParams.get('language'), labels: { 'shell.nav.home': 'Home' } };
    if (url.pathname.endsWith('/areas'))
      return { areas: [{ id: 2, name: 'Jakarta', country: url.searchParams.get('country') }] };
    return new Response('{}', { status: 404 });
  });
const page = (over: Partial<PageRequest> = {}): PageRequest => ({
  pathname: '/en-id',
  search: '',
  siteKind: 'main',
  brandSlug: null,
  userAgent: DESKTOP,
  ...over,
});

describe('page answers', () => {
  test("home: site settings and labels with the query the page sends, and the country's cities for the query cache", async () => {
    const { fetchImpl } = api();
    const answers = await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl, now: () => 5 }).forPage(
      page({ search: 'currency=usd' }),
    );
    const common = commonQueryOf({ domainName: 'indonesia', siteKind: 'main', brandSlug: null, mobile: false });
    assert.deepEqual(
      answers.map((a) => a.endpoint),
      ['siteSettings', 'loadLabels', 'areasCdn'],
    );
    assert.deepEqual(answers[0]!.sent, { ...common, locale: 'en-id', site: 'main', currency: 'USD' });
    assert.deepEqual(answers[1]!.sent, { ...common, language: 'en' });
    assert.deepEqual(answers[2]!.input, { query: { country: 'id', category: 'city' } });
    assert.equal(answers[2]!.sent, undefined, 'a cache seed, not a one-time answer');
    assert.ok(answers.every((a) => a.at === 5));
  });

  test('other pages: settings and labels only; a path without a locale: nothing, no call', async () => {
    const { calls, fetchImpl } = api();
    const source = createPageAnswers({ apiUrl: 'http://api.test', fetchImpl });
    assert.deepEqual(
      (await source.forPage(page({ pathname: '/th-th/faq' }))).map((a) => a.endpoint),
      ['siteSettings', 'loadLabels'],
    );
    const before = calls.length;
    for (const pathname of ['/', '/xx-yy', '/EN-ID', '/favicon.ico'])
      assert.deepEqual(await source.forPage(page({ pathname })), [], pathname);
    assert.equal(calls.length, before);
  });

  test('a phone, a brand and the corporate site are asked for as their pages ask', async () => {
    const { calls, fetchImpl } = api();
    const source = createPageAnswers({ apiUrl: 'http://api.test', fetchImpl });
    const [phone] = await source.forPage(page({ pathname: '/en-sg/faq', userAgent: PHONE }));
    assert.equal(phone!.sent!.device_type, 'mobile');
    assert.equal((phone!.data as { device: string }).device, 'mobile', 'the settings the API gives a phone');
    const [brand] = await source.forPage(page({ siteKind: 'brand', brandSlug: 'urbano' }));
    assert.deepEqual([brand!.sent!.brand_name, brand!.sent!.site, brand!.sent!.brand], ['urbano', 'urbano', 'urbano']);
    const [corporate] = await source.forPage(page({ siteKind: 'corporate' }));
    assert.equal(corporate!.sent!.site, 'corporate');
    assert.ok(
      calls.filter((u) => u.pathname.endsWith('/site_settings')).length === 3,
      'settings are asked for per page (a visit id, the time)',
    );
  });

  test('labels and cities are kept; a failed, malformed or foreign answer is left out, never an error', async () => {
    const { calls, fetchImpl } = api();
    const source = createPageAnswers({ apiUrl: 'http://api.test', fetchImpl });
    assert.equal((await source.forPage(page())).length, 3);
    assert.equal((await source.forPage(page())).length, 3);
    assert.equal(calls.filter((u) => u.pathname.endsWith('/load_labels')).length, 1, 'labels kept per language');
    assert.equal(calls.filter((u) => u.pathname.endsWith('/areas')).length, 1, 'cities kept per country');
    const broken = fakeApi((url) =>
      url.pathname.endsWith('/load_labels')
        ? { language: 'id', labels: { x: 1 } }
        : new Response('no', { status: 500 }),
    );
    assert.deepEqual(
      await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl: broken.fetchImpl }).forPage(
        page({ pathname: '/id-id' }),
      ),
      [],
      'labels of another shape, a 500: nothing',
    );
    const foreign = fakeApi(() => ({ locale: 'en-sg', locale_list: [], currency_list: [] }));
    assert.deepEqual(
      await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl: foreign.fetchImpl }).forPage(
        page({ pathname: '/en-id/faq' }),
      ),
      [],
      'settings of another locale',
    );
  });

  test('a slow API: the page goes without, within the wait', async () => {
    const fetchImpl = (async (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as typeof fetch;
    const started = Date.now();
    assert.deepEqual(await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl, waitMs: 20 }).forPage(page()), []);
    assert.ok(Date.now() - started < 1000);
  });

  describe('a listing: its first search, filters and offers strip, asked as a guest with the query the page sends', () => {
    // 2026-11-27 10:00 in Jakarta
    const NOW = Date.UTC(2026, 10, 27, 3, 0, 0);
    const hotels = { hotels: [{ id: 41, name: 'Rumah Kelapa' }], next_page: 2 };
    const filters = { property_types: [], price_bands: [] };
    const guestApi = (
      answer: (url: URL) => unknown = (url) => (url.pathname.endsWith('/hotels/list') ? hotels : filters),
    ) => fakeGuest(answer);
    const withBanners = () =>
      fakeApi((url) => {
        if (url.pathname.endsWith('/load_banners')) return { banners: [{ id: 1, image_url: '/cdn/banners/1.svg' }] };
        if (url.pathname.endsWith('/site_settings'))
          return { ...settingsOf(url), sort_type: url.searchParams.get('device_type') === 'mobile' ? 'price' : null };
        if (url.pathname.endsWith('/load_labels')) return { language: 'en', labels: {} };
        return new Response('{}', { status: 404 });
      });

    test('a plain listing URL: hotels/list page 1, get_filters and load_banners, each with the whole query sent', async () => {
      const { guest, asked } = guestApi();
      const { fetchImpl } = withBanners();
      const answers = await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl, guest, now: () => NOW }).forPage(
        page({ pathname: '/en-id/search', search: 'location=cit-jakarta&rooms=2&guest=3' }),
      );
      const common = commonQueryOf({ domainName: 'indonesia', siteKind: 'main', brandSlug: null, mobile: false });
      const stay = {
        location: 'cit-jakarta',
        check_in_date: '27-11-2026',
        check_out_date: '28-11-2026',
        rooms: '2',
        guest: '3',
      };
      const of = (endpoint: string) => answers.find((a) => a.endpoint === endpoint);
      assert.deepEqual(of('hotelsList')!.sent, {
        ...common,
        ...stay,
        sort_by: 'popular',
        order_by: 'desc',
        per_page: '10',
        page: '1',
      });
      assert.deepEqual(of('hotelsList')!.data, hotels);
      assert.deepEqual(of('getFilters')!.sent, { ...common, ...stay });
      assert.deepEqual(of('loadBanners')!.sent, { ...common, country: 'id' });
      const pages = answers.filter((a) => a.endpoint === 'hotelsList');
      assert.deepEqual(
        pages.map((a) => a.sent!.page),
        ['1', '2'],
        'the first load asks for two pages: the second is answered where the first names it',
      );
      assert.equal(asked.length, 3, "two pages and the filters with the edge's guest token");
      assert.deepEqual(Object.fromEntries(asked[0]!.searchParams), of('hotelsList')!.sent);
    });

    test('a phone whose site sorts by another default, a URL with a sort or a filter, the corporate site, no guest: no search answer', async () => {
      const { fetchImpl } = withBanners();
      const source = createPageAnswers({
        apiUrl: 'http://api.test',
        fetchImpl,
        guest: guestApi().guest,
        now: () => NOW,
      });
      const phone = await source.forPage(
        page({ pathname: '/en-id/search', search: 'location=cit-jakarta', userAgent: PHONE }),
      );
      assert.deepEqual(
        phone.map((a) => a.endpoint).sort(),
        ['getFilters', 'loadBanners', 'loadLabels', 'siteSettings'],
        'the phone starts on sort_type=price',
      );
      for (const search of ['location=cit-jakarta&sort_by=price', 'location=cit-jakarta&property_type=residence']) {
        const other = await source.forPage(page({ pathname: '/en-id/search', search }));
        assert.deepEqual(
          other.map((a) => a.endpoint),
          ['siteSettings', 'loadLabels'],
          search,
        );
      }
      const corporate = await source.forPage(
        page({ pathname: '/en-id/search', search: 'location=cit-jakarta', siteKind: 'corporate' }),
      );
      assert.deepEqual(
        corporate.map((a) => a.endpoint),
        ['siteSettings', 'loadLabels'],
      );
      const noGuest = await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl, now: () => NOW }).forPage(
        page({ pathname: '/en-id/search', search: 'location=cit-jakarta' }),
      );
      assert.deepEqual(
        noGuest.map((a) => a.endpoint),
        ['siteSettings', 'loadLabels'],
      );
    });

    test('an unknown place (404), a malformed answer or a search slower than the wait: left out, never an error', async () => {
      const { fetchImpl } = withBanners();
      const missing = guestApi(() => new Response('{"error":"AREA_NOT_FOUND"}', { status: 404 })).guest;
      const a = await createPageAnswers({
        apiUrl: 'http://api.test',
        fetchImpl,
        guest: missing,
        now: () => NOW,
      }).forPage(page({ pathname: '/en-id/search', search: 'location=nowhere' }));
      assert.ok(!a.some((x) => x.endpoint === 'hotelsList' || x.endpoint === 'getFilters'));
      const malformed = guestApi(() => ({ hotels: 'none' })).guest;
      const b = await createPageAnswers({
        apiUrl: 'http://api.test',
        fetchImpl,
        guest: malformed,
        now: () => NOW,
      }).forPage(page({ pathname: '/en-id/search', search: 'location=cit-jakarta' }));
      assert.ok(!b.some((x) => x.endpoint === 'hotelsList'));
      const slow: EdgeGuest = { warm: async () => {}, get: () => new Promise(() => {}) };
      const started = Date.now();
      const c = await createPageAnswers({
        apiUrl: 'http://api.test',
        fetchImpl,
        guest: slow,
        guestWaitMs: 30,
        now: () => NOW,
      }).forPage(page({ pathname: '/en-id/search', search: 'location=cit-jakarta' }));
      assert.ok(!c.some((x) => x.endpoint === 'hotelsList' || x.endpoint === 'getFilters'));
      assert.ok(Date.now() - started < 1000);
    });
  });

  describe('a hotel page: the hotel, its price, the icons, its first reviews and the properties nearby', () => {
    const NOW = Date.UTC(2026, 10, 27, 3, 0, 0);
    const hotel = { id: 41, slug: 'rumah-kelapa', name: 'Rumah Kelapa' };
    function hotelApi(over: Partial<Record<string, unknown>> = {}) {
      const { asked, guest } = fakeGuest((url) => {
        const key = url.pathname.endsWith('/check_price_availability')
          ? 'price'
          : url.pathname.includes('/get-site-reviews/')
            ? 'reviews'
            : url.pathname.endsWith('/recommended_properties')
              ? 'nearby'
              : 'hotel';
        return key in over
          ? over[key]
          : { hotel, price: { rooms: [] }, reviews: { reviews: [], next_page: null }, nearby: { hotels: [] } }[key];
      });
      const { fetchImpl } = fakeApi((url) => {
        if (url.pathname.endsWith('/load_icon_images'))
          return { icon_images: [{ key: 'wifi', icon_url: '/icons/wifi.svg' }] };
        if (url.pathname.endsWith('/site_settings')) return settingsOf(url);
        if (url.pathname.endsWith('/load_labels')) return { language: 'en', labels: {} };
        return new Response('{}', { status: 404 });
      });
      return { asked, source: createPageAnswers({ apiUrl: 'http://api.test', fetchImpl, guest, now: () => NOW }) };
    }

    test('each with the path parameters and the whole query the page sends', async () => {
      const { asked, source } = hotelApi();
      const answers = await source.forPage(
        page({ pathname: '/en-id/hotel/rumah-kelapa', search: 'check_in_date=01-12-2026&check_out_date=03-12-2026' }),
      );
      const common = commonQueryOf({ domainName: 'indonesia', siteKind: 'main', brandSlug: null, mobile: false });
      const stay = { check_in_date: '01-12-2026', check_out_date: '03-12-2026', rooms: '1', guest: '2' };
      const of = (endpoint: string) => answers.find((a) => a.endpoint === endpoint)!;
      assert.deepEqual(of('hotelDetails').sentParams, { id: 'rumah-kelapa' });
      assert.deepEqual(of('hotelDetails').sent, common);
      assert.deepEqual(of('hotelPriceAvailability').sent, { ...common, ...stay });
      assert.deepEqual(of('hotelReviews').sent, { ...common, per_page: '5', page: '1' });
      assert.deepEqual(of('recommendedProperties').sent, { ...common, hotel: 'rumah-kelapa', ...stay, limit: '6' });
      assert.equal(of('recommendedProperties').sentParams, undefined);
      assert.deepEqual(of('loadIconImages').sent, common);
      assert.equal(asked.length, 4);
      assert.ok(asked.some((u) => u.pathname === '/api/search/v1/hotel/rumah-kelapa/check_price_availability'));
    });

    test("an unknown hotel, another hotel's answer or a URL with other parameters: no hotel answers", async () => {
      const unknown = hotelApi({ hotel: new Response('{"error":"HOTEL_NOT_FOUND"}', { status: 404 }) }).source;
      const none = await unknown.forPage(page({ pathname: '/en-id/hotel/rumah-kelapa' }));
      assert.deepEqual(
        none.map((a) => a.endpoint),
        ['siteSettings', 'loadLabels'],
      );
      const other = hotelApi({ hotel: { ...hotel, slug: 'another' } }).source;
      assert.deepEqual(
        (await other.forPage(page({ pathname: '/en-id/hotel/rumah-kelapa' }))).map((a) => a.endpoint),
        ['siteSettings', 'loadLabels'],
      );
      const { source, asked } = hotelApi();
      assert.deepEqual(
        (await source.forPage(page({ pathname: '/en-id/hotel/rumah-kelapa', search: 'utm_source=mail' }))).map(
          (a) => a.endpoint,
        ),
        ['siteSettings', 'loadLabels'],
      );
      assert.equal(asked.length, 0);
    });
  });

  describe("the booking summary: the hotel, its price, the room's extras and the captcha challenge", () => {
    const NOW = Date.UTC(2026, 10, 27, 3, 0, 0);
    const hotel = { id: 41, slug: 'rumah-kelapa', name: 'Rumah Kelapa' };
    const challenge = { parameters: { algorithm: 'SHA-256', salt: 's', data: { expires: 1 } }, signature: 'sig' };
    const SEARCH =
      'hotel=rumah-kelapa&room_type_id=114&rate_plan_id=227&check_in_date=01-12-2026&check_out_date=03-12-2026&rooms=1&guest=2';
    function summaryApi(settings: Record<string, unknown> = {}) {
      const { asked, guest } = fakeGuest((url) => {
        if (url.pathname.endsWith('/check_price_availability')) return { room_prices: [] };
        if (url.pathname.endsWith('/check_addon_availability')) return { add_ons: [] };
        if (url.pathname.endsWith('/booking_summary_promos')) return { promos: [] };
        if (url.pathname.endsWith('/mkt_reward_list')) return { rewards: [] };
        if (url.pathname.endsWith('/captcha_challenge')) return challenge;
        return hotel;
      });
      const { fetchImpl } = fakeApi((url) => {
        if (url.pathname.endsWith('/site_settings')) return { ...settingsOf(url), ...settings };
        if (url.pathname.endsWith('/load_labels')) return { language: 'en', labels: {} };
        return new Response('{}', { status: 404 });
      });
      return { asked, source: createPageAnswers({ apiUrl: 'http://api.test', fetchImpl, guest, now: () => NOW }) };
    }

    test('each with the path parameters and the whole query the page sends for a guest', async () => {
      const { asked, source } = summaryApi();
      const answers = await source.forPage(page({ pathname: '/en-id/bookingsummary', search: SEARCH }));
      const common = commonQueryOf({ domainName: 'indonesia', siteKind: 'main', brandSlug: null, mobile: false });
      const stay = { check_in_date: '01-12-2026', check_out_date: '03-12-2026', rooms: '1', guest: '2' };
      const choice = { hotel: 'rumah-kelapa', room_type_id: '114', rate_plan_id: '227', ...stay };
      const of = (endpoint: string) => answers.find((a) => a.endpoint === endpoint)!;
      assert.deepEqual(of('hotelDetails').sentParams, { id: 'rumah-kelapa' });
      assert.deepEqual(of('hotelPriceAvailability').sent, { ...common, ...stay });
      for (const endpoint of ['checkAddonAvailability', 'bookingSummaryPromos', 'mktRewardList']) {
        assert.deepEqual(of(endpoint).sent, { ...common, ...choice });
        assert.equal(of(endpoint).sentParams, undefined);
      }
      assert.deepEqual(of('captchaChallenge').sent, common);
      assert.deepEqual(of('captchaChallenge').data, challenge);
      assert.equal(asked.length, 6);
    });

    test('no challenge where the site bypasses the captcha; nothing for a corporate site or other parameters', async () => {
      const bypass = await summaryApi({ captcha_by_pass: 1 }).source.forPage(
        page({ pathname: '/en-id/bookingsummary', search: SEARCH }),
      );
      assert.ok(bypass.some((a) => a.endpoint === 'hotelDetails'));
      assert.ok(!bypass.some((a) => a.endpoint === 'captchaChallenge'));
      const { source, asked } = summaryApi();
      for (const request of [
        page({ pathname: '/en-id/bookingsummary', search: SEARCH, siteKind: 'corporate' }),
        page({ pathname: '/en-id/bookingsummary', search: `${SEARCH}&site=corporate` }),
        page({ pathname: '/en-id/bookingsummary', search: 'hotel=rumah-kelapa' }),
      ])
        assert.deepEqual(
          (await source.forPage(request)).map((a) => a.endpoint),
          ['siteSettings', 'loadLabels'],
        );
      assert.equal(asked.length, 0);
    });
  });

  test("desktop sign-in without a page to come back to takes home's answers (the dialog opens over home)", () => {
    assert.equal(answersPathOf('/en-id/signIn', '', DESKTOP), '/en-id');
    assert.equal(answersPathOf('/en-id/signIn', 'returnTo=%2Fen-id%2Fbookings', DESKTOP), '/en-id/signIn');
    assert.equal(answersPathOf('/en-id/signIn', '', PHONE), '/en-id/signIn');
    assert.equal(answersPathOf('/en-id/faq', '', DESKTOP), '/en-id/faq');
  });
});
