/**
 * Links from the database are a site path or an http(s) URL, never
 * `javascript:`, `data:` or `vbscript:`. Held at three depths: the shared rule (SAFE_LINK_PATTERN),
 * the database (a CHECK from drizzle/0003_safe_links.sql, which also switches off older rows),
 * and the answer (load_banners leaves out a banner whose stored link breaks the rule).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Banners } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call } from '../../../test/http.ts';
import { seedPlatform } from '../../db/seed/platform.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import { bannerHref, isSafeLink } from '../../http/safe-links.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await seedPlatform(t.database.db);
});
after(() => t?.close());

const SAFE = [
  '/',
  '/search?location=pro-bali&name=Bali',
  '/what-is-redcash',
  'https://example.com/deal',
  'HTTP://EXAMPLE.COM',
  '/x%20y',
];
const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/x\ny',
  'https://',
  'http:/x',
  'mailto:a@b.c',
  'ftp://x.y',
  '',
  'search',
  '/a\u0000b',
];

const rows = async (query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const insertBanner = (link: string, title = 'fuzz') =>
  t.database.db.execute(
    sql`insert into banners (country, language, position, title, subtitle, link_path, palette) values ('id', 'en', 99, ${title}, '', ${link}, '["#000000","#ffffff"]')`,
  );

test('the shared rule: site paths and http(s) URLs only', () => {
  for (const link of SAFE) assert.equal(isSafeLink(link), true, link);
  for (const link of UNSAFE) assert.equal(isSafeLink(link), false, JSON.stringify(link));
  assert.equal(bannerHref('/faq', 'en-id'), '/en-id/faq');
  assert.equal(bannerHref('/', 'en-id'), '/en-id');
  assert.equal(bannerHref('https://example.com/x', 'en-id'), 'https://example.com/x');
  assert.equal(bannerHref('javascript:alert(1)', 'en-id'), null);
  assert.equal(bannerHref('javascript:alert(1)', null), null);
});

test('the database refuses an unsafe banner link on any write (CHECK banners_link_path_safe)', async () => {
  // (a NUL byte cannot be stored in text at all: PostgreSQL refuses it before any CHECK)
  for (const link of UNSAFE.filter((l) => !l.includes('\u0000'))) {
    await assert.rejects(
      insertBanner(link),
      (error: Error) =>
        /banners_link_path_safe|check constraint/i.test(
          `${error.message} ${String((error as { cause?: Error }).cause?.message)}`,
        ),
      JSON.stringify(link),
    );
  }
  for (const link of SAFE) await insertBanner(link);
  await t.database.db.execute(sql`delete from banners where title = 'fuzz'`);
});

test("the CHECK and the shared rule agree (PostgreSQL's regex and JavaScript's)", async () => {
  const [check] = await rows(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'banners_link_path_safe'`,
  );
  const pattern = /'(.*)'::text/.exec(String(check?.def))?.[1]?.replace(/''/g, "'");
  assert.ok(pattern, String(check?.def));
  for (const link of [...SAFE, ...UNSAFE.filter((l) => !l.includes('\u0000'))]) {
    const [row] = await rows(`select ${`'${link.replace(/'/g, "''")}'`} ~ '${pattern.replace(/'/g, "''")}' as ok`);
    assert.equal(row?.ok, isSafeLink(link), JSON.stringify(link));
  }
});

test('rows stored before the CHECK: the migration switches them off, and load_banners never serves one', async () => {
  const db = t.database.db;
  await db.execute(sql`alter table banners drop constraint banners_link_path_safe`);
  try {
    await insertBanner('javascript:alert(1)', 'legacy-js');
    await insertBanner('//evil.example', 'legacy-host');
    for (const query of [{ locale: 'en-id' }, { country: 'id' }] as Array<Record<string, string>>) {
      const res = await call(t.app, 'loadBanners', { query });
      assert.equal(res.statusCode, 200);
      const { banners } = res.json<Banners>();
      assert.ok(banners.length > 0);
      assert.ok(
        banners.every((b) => b.title !== 'legacy-js' && b.title !== 'legacy-host'),
        JSON.stringify(banners),
      );
      assert.ok(
        banners.every((b) => isSafeLink(b.link_url) && isSafeLink(b.image_url)),
        JSON.stringify(banners),
      );
    }
    const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0003_safe_links.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const legacy = await rows(`select active, link_path from banners where title like 'legacy-%'`);
    assert.deepEqual(legacy, [
      { active: false, link_path: '/' },
      { active: false, link_path: '/' },
    ]);
  } finally {
    await db.execute(sql`delete from banners where title like 'legacy-%'`);
  }
});

test('content pictures are site paths', async () => {
  const res = await call(t.app, 'loadRsiteContents', { query: { section: 'about_us', language: 'en' } });
  assert.equal(res.statusCode, 200);
  for (const block of res.json<{ blocks: Array<{ image_url: string | null }> }>().blocks)
    if (block.image_url !== null) assert.ok(isSafeLink(block.image_url), block.image_url);
});
