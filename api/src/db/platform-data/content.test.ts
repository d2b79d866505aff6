/**
 * No dead links: every seeded banner leads to a page that exists today, and a
 * search link to a place of the seeded catalogue that has something to show.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Banners } from '@rednest/shared/contracts';
import { LOCALES } from '@rednest/shared/contracts/locales';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call } from '../../../test/http.ts';
import { MIGRATIONS_FOLDER } from '../migrate.ts';
import { generateCatalog } from '../seed/catalog-generator.ts';
import { seedPlatform } from '../seed/platform.ts';
import { BANNERS } from './content.ts';

/** First path segments (after the locale) of pages the remotes draw today ('' is the home page). */
const EXISTING_PAGES = [
  '',
  'search',
  'faq',
  'what-is-redcash',
  'loyalty-plan',
  'loyalty_landing',
  'rc-benefits',
  'reseller-landing',
  'my-bookings',
  'signIn',
  'signUp',
  'account',
];
/**
 * Query parameters of the search results page (mf-search results-page.tsx), plus the API's
 * property_type filter, which states what the banner is about (the page does not read it yet).
 */
const SEARCH_PARAMS = [
  'location',
  'name',
  'check_in_date',
  'check_out_date',
  'rooms',
  'guest',
  'sort_by',
  'order_by',
  'property_type',
];

const catalog = generateCatalog();
let t: TestApp;

before(async () => {
  t = await createTestApp();
  await seedPlatform(t.database.db);
});
after(() => t?.close());

/** What is wrong with a link of the web site (without the locale), or null when it leads somewhere. */
function problemOf(link: string): string | null {
  const url = new URL(link, 'https://rednest.test');
  if (url.origin !== 'https://rednest.test' || !link.startsWith('/')) return 'not a path of the site';
  const segment = url.pathname.split('/')[1] ?? '';
  // a club banner's benefits page names the banner: rc-benefits as seeded, rc-benefits/{id} once stored
  const own = segment === 'rc-benefits' && /^\/rc-benefits(\/[1-9][0-9]*)?$/.test(url.pathname);
  if ((!own && url.pathname !== `/${segment}`) || !EXISTING_PAGES.includes(segment))
    return `no page draws ${url.pathname}`;
  if (segment !== 'search') return null;
  const unknown = [...url.searchParams.keys()].filter((key) => !SEARCH_PARAMS.includes(key));
  if (unknown.length) return `the results page does not read ${unknown.join(', ')}`;
  const slug = url.searchParams.get('location');
  const place = catalog.areas.find((a) => a.slug === slug);
  if (!place) return `no place ${slug} in the seeded catalogue`;
  if (url.searchParams.get('name') !== place.name) return `name should be "${place.name}"`;
  const type = url.searchParams.get('property_type');
  const under = catalog.properties.filter(
    (p) => p.isActive !== false && p.areaPath.includes(place.id) && (!type || p.propertyType === type),
  );
  if (under.length === 0) return `nothing${type ? ` of type ${type}` : ''} to show under ${slug}`;
  return null;
}

test('the link check itself: dead links of the old seed are caught', () => {
  assert.match(problemOf('/search?location=cit-bali') ?? '', /no place cit-bali/);
  assert.match(problemOf('/club') ?? '', /no page draws \/club/);
  assert.match(problemOf('/search?location=cit-jakarta&name=Jakarta&when=soon') ?? '', /does not read when/);
  assert.equal(problemOf('/search?location=pro-bali&name=Bali'), null);
});

test('every seeded banner links to a page that exists, search links to a place with properties', () => {
  const problems = Object.entries(BANNERS).flatMap(([country, list]) =>
    list
      .map((b) => [country, b.title, b.linkPath, problemOf(b.linkPath)] as const)
      .filter(([, , , problem]) => problem !== null),
  );
  assert.deepEqual(problems, []);
});

test('link_url of every locale is the locale plus a link that leads somewhere', async () => {
  for (const locale of LOCALES) {
    const res = await call(t.app, 'loadBanners', { query: { locale } });
    assert.equal(res.statusCode, 200, res.body);
    const { banners } = res.json<Banners>();
    assert.ok(banners.length > 0, locale);
    for (const banner of banners) {
      assert.ok(banner.link_url.startsWith(`/${locale}/`), `${locale}: ${banner.link_url}`);
      assert.equal(problemOf(banner.link_url.slice(locale.length + 1)), null, `${locale}: ${banner.link_url}`);
    }
  }
});

test('databases seeded before get the same links (drizzle/0002_banner_links.sql)', async () => {
  const db = t.database.db;
  const rows = () =>
    db.execute<{ link_path: string }>(sql`select link_path from banners where country = 'zz' order by position`);
  await db.execute(sql`insert into banners (country, language, position, title, subtitle, link_path, palette)
    values ('zz', 'en', 1, 'old', '', '/search?location=cit-bali', '[]'), ('zz', 'en', 2, 'old', '', '/club', '[]'), ('zz', 'en', 3, 'by hand', '', '/faq', '[]')`);
  const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0002_banner_links.sql'), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
  const links = ((await rows()) as unknown as { rows: Array<{ link_path: string }> }).rows.map((r) => r.link_path);
  assert.deepEqual(links, [BANNERS.id[0]!.linkPath, '/what-is-redcash', '/faq']);
  await db.execute(sql`delete from banners where country = 'zz'`);
});
