/**
 * The answers every page's boot asks for, written into its first HTML by the edge
 * (page-answers.ts): asked with the very query the page's api client would send, so the page takes
 * them only when it would have asked exactly that; never the reason a page waits long or fails.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import type * as RequestQuery from '@rednest/shared/api-client/request-query';
import { answersPathOf, createPageAnswers, type PageRequest } from './page-answers';

const { commonQueryOf } = createRequire(import.meta.url)('@rednest/shared/api-client/request-query') as typeof RequestQuery;

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

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

const settingsOf = (url: URL) => ({ locale: url.searchParams.get('locale'), locale_list: [], currency_list: [], device: url.searchParams.get('device_type') });
const api = () =>
  fakeApi((url) => {
    if (url.pathname.endsWith('/site_settings')) return settingsOf(url);
    if (url.pathname.endsWith('/load_labels')) return { language: url.searchParams.get('language'), labels: { 'shell.nav.home': 'Home' } };
    if (url.pathname.endsWith('/areas')) return { areas: [{ id: 2, name: 'Jakarta', country: url.searchParams.get('country') }] };
    return new Response('{}', { status: 404 });
  });
const page = (over: Partial<PageRequest> = {}): PageRequest => ({ pathname: '/en-id', search: '', siteKind: 'main', brandSlug: null, userAgent: DESKTOP, ...over });

describe('page answers', () => {
  test('home: site settings and labels with the query the page sends, and the country\'s cities for the query cache', async () => {
    const { fetchImpl } = api();
    const answers = await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl, now: () => 5 }).forPage(page({ search: 'currency=usd' }));
    const common = commonQueryOf({ domainName: 'indonesia', siteKind: 'main', brandSlug: null, mobile: false });
    assert.deepEqual(answers.map((a) => a.endpoint), ['siteSettings', 'loadLabels', 'areasCdn']);
    assert.deepEqual(answers[0]!.sent, { ...common, locale: 'en-id', site: 'main', currency: 'USD' });
    assert.deepEqual(answers[1]!.sent, { ...common, language: 'en' });
    assert.deepEqual(answers[2]!.input, { query: { country: 'id', category: 'city' } });
    assert.equal(answers[2]!.sent, undefined, 'a cache seed, not a one-time answer');
    assert.ok(answers.every((a) => a.at === 5));
  });

  test('other pages: settings and labels only; a path without a locale: nothing, no call', async () => {
    const { calls, fetchImpl } = api();
    const source = createPageAnswers({ apiUrl: 'http://api.test', fetchImpl });
    assert.deepEqual((await source.forPage(page({ pathname: '/th-th/faq' }))).map((a) => a.endpoint), ['siteSettings', 'loadLabels']);
    const before = calls.length;
    for (const pathname of ['/', '/xx-yy', '/EN-ID', '/favicon.ico']) assert.deepEqual(await source.forPage(page({ pathname })), [], pathname);
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
    assert.ok(calls.filter((u) => u.pathname.endsWith('/site_settings')).length === 3, 'settings are asked for per page (a visit id, the time)');
  });

  test('labels and cities are kept; a failed, malformed or foreign answer is left out, never an error', async () => {
    const { calls, fetchImpl } = api();
    const source = createPageAnswers({ apiUrl: 'http://api.test', fetchImpl });
    assert.equal((await source.forPage(page())).length, 3);
    assert.equal((await source.forPage(page())).length, 3);
    assert.equal(calls.filter((u) => u.pathname.endsWith('/load_labels')).length, 1, 'labels kept per language');
    assert.equal(calls.filter((u) => u.pathname.endsWith('/areas')).length, 1, 'cities kept per country');
    const broken = fakeApi((url) => (url.pathname.endsWith('/load_labels') ? { language: 'id', labels: { x: 1 } } : new Response('no', { status: 500 })));
    assert.deepEqual(await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl: broken.fetchImpl }).forPage(page({ pathname: '/id-id' })), [], 'labels of another shape, a 500: nothing');
    const foreign = fakeApi(() => ({ locale: 'en-sg', locale_list: [], currency_list: [] }));
    assert.deepEqual(await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl: foreign.fetchImpl }).forPage(page({ pathname: '/en-id/faq' })), [], 'settings of another locale');
  });

  test('a slow API: the page goes without, within the wait', async () => {
    const fetchImpl = (async (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch;
    const started = Date.now();
    assert.deepEqual(await createPageAnswers({ apiUrl: 'http://api.test', fetchImpl, waitMs: 20 }).forPage(page()), []);
    assert.ok(Date.now() - started < 1000);
  });

  test('desktop sign-in without a page to come back to takes home\'s answers (the dialog opens over home)', () => {
    assert.equal(answersPathOf('/en-id/signIn', '', DESKTOP), '/en-id');
    assert.equal(answersPathOf('/en-id/signIn', 'returnTo=%2Fen-id%2Fbookings', DESKTOP), '/en-id/signIn');
    assert.equal(answersPathOf('/en-id/signIn', '', PHONE), '/en-id/signIn');
    assert.equal(answersPathOf('/en-id/faq', '', DESKTOP), '/en-id/faq');
  });
});
