/**
 * Every text a visitor reads of a seeded record has its Indonesian, Vietnamese and Thai text: the
 * seeded database is walked table by table (the catalogue at the tests' size, every place, room,
 * plan, deal, review and add-on), so a text added to the seed without its translations fails here.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const LANGUAGES = ['id', 'vi', 'th'] as const;
/** Thai texts are in Thai script; these Latin words are names or what Thai writes in Latin too */
// S (of S$) and Rp are currency symbols
const LATIN_IN_THAI = new Set(['wi-fi', 'tv', 'cctv', 'bts', 'mrt', 'rednest', 'redcash', 's', 'rp']);

let kit: TestApp;
before(async () => {
  kit = await createTestApp({ seed: true });
});
after(() => kit.close());

interface Row {
  id: number;
  translations: Record<string, Record<string, string>>;
  [field: string]: unknown;
}

/** the missing or unwritten translations of `rows`' `fields`, one line each */
function gaps(table: string, rows: Row[], fields: string[]): string[] {
  const out: string[] = [];
  for (const row of rows)
    for (const language of LANGUAGES)
      for (const field of fields) {
        const text = row.translations?.[language]?.[field];
        const where = `${table} #${row.id} ${field} (${String(row[field])}) in ${language}`;
        if (typeof text !== 'string' || text.trim() === '') out.push(`${where}: missing`);
        else if (language === 'th') {
          if (!/[\u0E00-\u0E7F]/.test(text)) out.push(`${where}: no Thai script in "${text}"`);
          const latin = (text.match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter((w) => !LATIN_IN_THAI.has(w.toLowerCase()));
          // a place keeps its Latin name in Thai only where Thai writes it so; other texts never
          if (table !== 'areas' && latin.length) out.push(`${where}: Latin words ${latin.join(', ')} in "${text}"`);
        }
      }
  return out;
}

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(await kit.database.db.execute(query));
}

test('every seeded place, property, room, plan, deal, review, add-on, promo code and reward reads in id, vi and th', async () => {
  const found = [
    ...gaps('areas', await rows(sql`select id, name, translations from areas`), ['name']),
    ...gaps('properties', await rows(sql`select id, description, translations from properties`), ['description']),
    ...gaps('room_types', await rows(sql`select id, name, translations from room_types`), ['name']),
    ...gaps('rate_plans', await rows(sql`select id, name, translations from rate_plans`), ['name']),
    ...gaps('deals', await rows(sql`select id, title, description, translations from deals`), ['title', 'description']),
    ...gaps('reviews', await rows(sql`select id, comment, translations from reviews where booking_id is null`), [
      'comment',
    ]),
    ...gaps('add_ons', await rows(sql`select id, name, translations from add_ons`), ['name']),
    ...gaps('promo_codes', await rows(sql`select id, title, translations from promo_codes`), ['title']),
    ...gaps('mkt_rewards', await rows(sql`select id, title, translations from mkt_rewards`), ['title']),
  ];
  const menus = await rows(sql`select id, menu_list from add_ons`);
  for (const addOn of menus)
    for (const item of addOn.menu_list as Row[])
      found.push(...gaps(`add_ons #${addOn.id} menu`, [{ ...item, id: addOn.id }], ['name']));
  assert.deepEqual(found.slice(0, 20), [], `${found.length} texts without their translation`);
});
