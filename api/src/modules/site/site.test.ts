import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SiteSettings } from '@rednest/shared/contracts/dto';
import { LOCALES } from '@rednest/shared/contracts/locales';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, guestToken } from '../../../test/http.ts';
import { seedPlatform } from '../../db/seed/platform.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await seedPlatform(t.database.db);
});
after(() => t?.close());

const settings = async (query: Record<string, string>) => call(t.app, 'siteSettings', { query });

describe('site settings', () => {
  test('main site for en-id: country, currency, contact, lists in the spec positions', async () => {
    const res = await settings({ locale: 'en-id' });
    assert.equal(res.statusCode, 200);
    const s = res.json() as SiteSettings;
    assert.equal(s.site_kind, 'main');
    assert.equal(s.domain_type, 0);
    assert.equal(s.brand_type, 0);
    assert.equal(s.brand, null);
    assert.equal(s.site_name, 'RedNest');
    assert.equal(s.country, 'id');
    assert.equal(s.domainName, 'indonesia');
    assert.equal(s.currency, 'IDR');
    assert.match(s.contact_number, /^\+62 /);
    assert.match(s.visitId, /^visit_/);
    // locale code at position 2 and country at 3; currency code at 2 (spec §3)
    assert.deepEqual(
      s.locale_list.map((l) => l[2]),
      [...LOCALES],
    );
    assert.ok(s.locale_list.every((l) => l[2].endsWith(l[3])));
    assert.equal(s.currency_list[0]![2], 'IDR');
    assert.deepEqual(s.currency_list.map((c) => c[2]).sort(), ['IDR', 'PHP', 'SGD', 'THB', 'VND']);
    // no tile server configured here: the maps draw their pins on a plain background
    assert.equal(s.map_tiles, null);
    // display rates for every offered currency, per US dollar, dated
    assert.equal(s.exchange_rates?.base, 'USD');
    assert.match(s.exchange_rates?.as_of ?? '', /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(Object.keys(s.exchange_rates?.rates ?? {}).sort(), ['IDR', 'PHP', 'SGD', 'THB', 'VND']);
    assert.ok(Object.values(s.exchange_rates?.rates ?? {}).every((r) => r > 0));
    // no partner configured: no referral URL is ever followed
    assert.deepEqual(s.partner_referral_origins, []);
  });

  test('PARTNER_REFERRAL_ORIGINS reach the main and brand sites, not the corporate one', async () => {
    const custom = await createTestApp({ config: { partnerReferralOrigins: ['https://partner.example'] } });
    try {
      await seedPlatform(custom.database.db);
      const get = async (site: string) =>
        ((await call(custom.app, 'siteSettings', { query: { locale: 'en-id', site } })).json() as SiteSettings)
          .partner_referral_origins;
      assert.deepEqual(await get('main'), ['https://partner.example']);
      assert.deepEqual(await get('lumo'), ['https://partner.example']);
      assert.deepEqual(await get('corporate'), []);
    } finally {
      await custom.close();
    }
  });

  test('EXCHANGE_RATES replaces the reference rates without a release', async () => {
    const custom = await createTestApp({
      config: { exchangeRates: { asOf: '2026-11-20', rates: { USD: 1, IDR: 16_000, SGD: 1.25, THB: 32 } } },
    });
    try {
      await seedPlatform(custom.database.db);
      const s = (await call(custom.app, 'siteSettings', { query: { locale: 'en-id' } })).json() as SiteSettings;
      assert.deepEqual(s.exchange_rates, {
        as_of: '2026-11-20',
        base: 'USD',
        rates: { IDR: 16_000, SGD: 1.25, THB: 32 },
      });
    } finally {
      await custom.close();
    }
  });

  test('each country gets its own currency and contact number', async () => {
    const expected: Record<string, [string, string]> = {
      'en-sg': ['SGD', '+65'],
      'en-ph': ['PHP', '+63'],
      'vi-vn': ['VND', '+84'],
      'th-th': ['THB', '+66'],
      'id-id': ['IDR', '+62'],
    };
    for (const [locale, [currency, phone]] of Object.entries(expected)) {
      const s = (await settings({ locale })).json() as SiteSettings;
      assert.equal(s.currency, currency, locale);
      assert.ok(s.contact_number.startsWith(phone), locale);
    }
    const vi = (await settings({ locale: 'vi-vn' })).json() as SiteSettings;
    assert.match(vi.description, /Đặt khách sạn/);
  });

  test('brand sites: Lumo Hotels and Urbano with logo, colour tokens and a tagline in the locale language', async () => {
    const lumo = (await settings({ locale: 'en-id', site: 'lumo' })).json() as SiteSettings;
    assert.equal(lumo.site_kind, 'brand');
    assert.equal(lumo.brand_type, 1);
    assert.equal(lumo.site_name, 'Lumo Hotels');
    assert.equal(lumo.brand?.slug, 'lumo');
    assert.equal(lumo.brand?.brand_logo, '/api/cdn/brands/lumo/logo.svg');
    assert.match(lumo.brand!.tokens['--rn-color-primary']!, /^#[0-9a-f]{6}$/);
    assert.ok(lumo.brand!.tagline.length > 0);

    const urbano = (await settings({ locale: 'th-th', site: 'urbano' })).json() as SiteSettings;
    assert.equal(urbano.brand?.name, 'Urbano');
    assert.match(urbano.brand!.tagline, /[\u0E00-\u0E7F]/, 'Thai tagline on th-th');
    assert.notEqual(urbano.brand!.tokens['--rn-color-primary'], lumo.brand!.tokens['--rn-color-primary']);

    const logo = await t.app.inject({ method: 'GET', url: lumo.brand!.brand_logo });
    assert.equal(logo.statusCode, 200);
    assert.match(String(logo.headers['content-type']), /^image\/svg\+xml/);
    assert.match(logo.body, /Lumo Hotels/);
  });

  test('corporate site: domain_type 1, business name, no call button', async () => {
    const s = (await settings({ locale: 'en-sg', site: 'corporate' })).json() as SiteSettings;
    assert.equal(s.site_kind, 'corporate');
    assert.equal(s.domain_type, 1);
    assert.equal(s.site_name, 'RedNest for Business');
    assert.equal(s.show_call_button, false);
  });

  test('a currency outside the list is ignored; one inside is used', async () => {
    assert.equal(((await settings({ locale: 'en-sg', currency: 'USD' })).json() as SiteSettings).currency, 'SGD');
    assert.equal(((await settings({ locale: 'en-sg', currency: 'idr' })).json() as SiteSettings).currency, 'IDR');
  });

  test('unknown locale → 400 UNSUPPORTED_LOCALE; unknown site → 400 UNKNOWN_SITE', async () => {
    for (const locale of ['en-us', 'xx', 'EN-ID-X']) {
      const res = await settings({ locale });
      assert.equal(res.statusCode, 400, locale);
      assert.equal(res.json().code, 'UNSUPPORTED_LOCALE');
      assert.equal(res.json().details[0].field, 'locale');
    }
    const res = await settings({ locale: 'en-id', site: 'hilton' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'UNKNOWN_SITE');
  });
});

describe('labels, banners, locales and countries', () => {
  test('labels in each language, with the shell keys', async () => {
    const expected: Record<string, Record<string, string>> = {
      en: {
        'error.title': 'Oops!',
        'error.subtitle': 'Something went wrong',
        'error.home': 'Go to Home Page',
        'cookie.title': 'Cookie Policies',
        'shell.error.title': 'Oops!',
        'shell.cookie.title': 'Cookie Policies',
        'loader.label': 'Loading',
      },
      id: { 'header.signIn': 'Masuk' },
      vi: { 'header.signIn': 'Đăng nhập' },
      th: { 'header.signIn': 'เข้าสู่ระบบ' },
    };
    const keysOf = (o: object) => Object.keys(o).sort();
    const en = (await call(t.app, 'loadLabels', { query: { language: 'en' } })).json();
    for (const [language, values] of Object.entries(expected)) {
      const res = await call(t.app, 'loadLabels', { query: { language } });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.language, language);
      for (const [k, v] of Object.entries(values)) assert.equal(body.labels[k], v, `${language} ${k}`);
      for (const k of [
        'header.signIn',
        'header.signOut',
        'header.myBookings',
        'cookie.body',
        'cookie.ok',
        'loader.label',
      ])
        assert.ok(body.labels[k], `${language} ${k}`);
      assert.deepEqual(keysOf(body.labels), keysOf(en.labels), `${language} has every key`);
    }
    const byLocale = (await call(t.app, 'loadLabels', { query: { locale: 'vi-vn' } })).json();
    assert.equal(byLocale.language, 'vi');
    const bad = await call(t.app, 'loadLabels', { query: { language: 'fr' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'UNSUPPORTED_LANGUAGE');
  });

  test('banners per country in the locale language, each with a generated SVG image', async () => {
    for (const country of ['id', 'sg', 'ph', 'vn', 'th']) {
      const res = await call(t.app, 'loadBanners', { query: { country } });
      assert.equal(res.statusCode, 200);
      const { banners } = res.json();
      assert.ok(banners.length >= 2, country);
      assert.ok(banners.every((b: { country: string }) => b.country === country));
    }
    const id = (await call(t.app, 'loadBanners', { query: { locale: 'id-id' } })).json().banners;
    assert.match(id[0].title, /Bali|Jakarta|Club/);
    assert.ok(id[0].link_url.startsWith('/id-id/'));
    const sgInThai = (await call(t.app, 'loadBanners', { query: { country: 'sg', locale: 'th-th' } })).json().banners;
    assert.ok(sgInThai.length > 0, 'English banners when the language has none');
    const img = await t.app.inject({ method: 'GET', url: id[0].image_url });
    assert.equal(img.statusCode, 200);
    assert.match(img.body, /^<\?xml[\s\S]*<svg/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/cdn/banners/999999.svg' })).statusCode, 404);
    const bad = await call(t.app, 'loadBanners', { query: { country: 'my' } });
    assert.equal(bad.statusCode, 400);
    assert.equal((await call(t.app, 'loadBanners')).statusCode, 400);
  });

  test('locales and contact: one rd_site entry per country with localeForContect and koolkost_enable', async () => {
    const token = await guestToken(t.app);
    const res = await call(t.app, 'localesAndContact', { token, query: { bouquet_group: 'T' } });
    assert.equal(res.statusCode, 200);
    const sites = res.json().rd_site as Array<{
      country: string;
      locales: string[];
      localeForContect: string;
      koolkost_enable: boolean;
    }>;
    assert.deepEqual(
      sites.map((s) => s.country),
      ['id', 'sg', 'ph', 'vn', 'th'],
    );
    assert.deepEqual(sites.find((s) => s.country === 'vn')!.locales, ['vi-vn', 'en-vn']);
    assert.ok(sites.every((s) => s.locales.includes(s.localeForContect)));
    assert.equal(sites.find((s) => s.country === 'id')!.koolkost_enable, true);
  });

  test('country list with phone codes and currencies', async () => {
    const res = await call(t.app, 'countryList', { token: await guestToken(t.app) });
    const th = res.json().countries.find((c: { code: string }) => c.code === 'th');
    assert.deepEqual(th, { id: 5, code: 'th', name: 'Thailand', phone_code: '66', currency: 'THB' });
  });

  test('current timestamp is the server clock in seconds', async () => {
    const { timestamp } = (await call(t.app, 'currentTimestamp')).json();
    assert.ok(Math.abs(timestamp - Date.now() / 1000) < 5);
  });
});
