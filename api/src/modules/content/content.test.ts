import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { LoyaltyPrograms } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call } from '../../../test/http.ts';
import { seedPlatform } from '../../db/seed/platform.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await seedPlatform(t.database.db);
});
after(() => t?.close());

describe('faqs', () => {
  test('at least 12 questions in categories, in the language of the locale', async () => {
    const scripts: Record<string, RegExp> = {
      'en-id': /How do I book/,
      'id-id': /Bagaimana cara memesan/,
      'vi-vn': /Làm thế nào/,
      'th-th': /[\u0E00-\u0E7F]/,
    };
    for (const [locale, script] of Object.entries(scripts)) {
      const res = await call(t.app, 'faqs', { query: { locale } });
      assert.equal(res.statusCode, 200);
      const { language, faqs } = res.json();
      assert.equal(language, locale.slice(0, 2));
      assert.ok(faqs.length >= 12, `${locale}: ${faqs.length}`);
      assert.ok(new Set(faqs.map((f: { category: string }) => f.category)).size >= 4, `${locale} categories`);
      assert.match(faqs[0].question, script);
      assert.ok(faqs.every((f: { answer: string }) => f.answer.length > 20));
    }
    const bad = await call(t.app, 'faqs', { query: { locale: 'fr-fr' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'UNSUPPORTED_LOCALE');
  });
});

describe('page contents', () => {
  test('reseller landing and what_is_redcash in each language; unknown section → 404', async () => {
    const res = await call(t.app, 'loadRsiteContents', { query: { section: 'reseller_landing', locale: 'id-id' } });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.section, 'reseller_landing');
    assert.equal(body.language, 'id');
    assert.ok(body.blocks.length >= 3);
    assert.match(body.blocks[0].title, /klien/);
    const keys = body.blocks.map((b: { key: string }) => b.key);
    assert.ok(
      keys.includes('signup') && keys.includes('cta') && keys.filter((k: string) => k.startsWith('step_')).length === 3,
      keys.join(),
    );
    assert.equal(body.blocks[0].image_url, '/api/cdn/content/reseller-hero.svg');
    assert.equal((await t.app.inject({ method: 'GET', url: body.blocks[0].image_url })).statusCode, 200);

    const th = (
      await call(t.app, 'loadRsiteContents', { query: { section: 'what_is_redcash', language: 'th' } })
    ).json();
    assert.match(th.blocks[0].title, /RedCash/);
    const missing = await call(t.app, 'loadRsiteContents', { query: { section: 'careers_page' } });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'SECTION_NOT_FOUND');
    assert.equal((await call(t.app, 'loadRsiteContents')).statusCode, 400);
  });
});

describe('loyalty programs', () => {
  test('club plans of the country in its currency, ranked by order; tiers bronze → diamond; redcash rules', async () => {
    const res = await call(t.app, 'loyaltyPrograms', { query: { locale: 'en-ph' } });
    assert.equal(res.statusCode, 200);
    const p = res.json() as LoyaltyPrograms;
    assert.equal(p.currency, 'PHP');
    assert.ok(p.club_plans.length >= 3);
    assert.ok(p.club_plans.every((c) => c.currency === 'PHP' && c.price > 0));
    assert.deepEqual(
      p.club_plans.map((c) => c.order),
      [...p.club_plans.map((c) => c.order)].sort((a, b) => a - b),
    );
    assert.deepEqual(
      p.tiers.map((x) => [x.key, x.rank]),
      [
        ['bronze', 0],
        ['silver', 1],
        ['gold', 2],
        ['diamond', 3],
      ],
    );
    assert.ok(p.redcash.cashback_percent > 0 && p.redcash.max_redeem_percent <= 100);
    assert.ok(p.redcash.how_it_works.length >= 3);
    const vn = (await call(t.app, 'loyaltyPrograms', { query: { locale: 'vi-vn' } })).json() as LoyaltyPrograms;
    assert.equal(vn.currency, 'VND');
    assert.equal(vn.redcash.how_it_works[0]!.title, 'Lưu trú');
    assert.match(vn.club_plans[0]!.name, /tháng/);
    assert.equal(vn.tiers[3]!.name, 'Kim cương');
    assert.ok(
      vn.club_plans.every((c) => c.benefits.every((b) => !/Priority customer support/.test(b))),
      'benefits translated',
    );
  });
});
