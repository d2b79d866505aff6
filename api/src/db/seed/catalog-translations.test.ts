import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FACILITY_KEYS } from '@rednest/shared/contracts';
import { generateCatalog } from './catalog-generator.ts';
import { DEAL_TEMPLATES } from './catalog-attributes.ts';
import { PLACES, type Place } from './catalog-places.ts';
import {
  ADD_ON_NAMES,
  DEAL_TEXTS,
  OTHER_LANGUAGES,
  PLACE_NAMES,
  RATE_PLAN_NAMES,
  REVIEW_COMMENTS,
  ROOM_TYPE_NAMES,
  propertyDescription,
  type OtherLanguage,
  type Translated,
} from './catalog-translations.ts';

/** Latin words a Thai text may carry: names Thai writes in Latin letters */
const LATIN_IN_THAI = new Set(['Wi-Fi', 'TV', 'CCTV', 'BTS', 'MRT', 'RedNest', 'RedCash']);

/**
 * What is wrong with one translation: empty, Thai without Thai script or with a Latin word, or
 * id/vi equal to the English (allowed for place names only, which many languages write alike).
 */
function problem(english: string, language: OtherLanguage, text: string | undefined, sameAllowed: boolean) {
  if (text === undefined || text.trim() === '') return 'is empty';
  if (language === 'th') {
    if (!/[\u0E00-\u0E7F]/.test(text)) return 'has no Thai script';
    const latin = (text.match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter((word) => !LATIN_IN_THAI.has(word));
    if (latin.length > 0) return `has Latin words: ${latin.join(', ')}`;
  } else if (!sameAllowed && text === english) return 'is the English text';
  return null;
}

function checkAll(
  what: string,
  englishTexts: Iterable<string>,
  table: Record<string, Translated>,
  sameAllowed = false,
) {
  const missing: string[] = [];
  const wrong: string[] = [];
  for (const english of new Set(englishTexts)) {
    const entry = Object.hasOwn(table, english) ? table[english] : undefined;
    if (!entry) {
      missing.push(english);
      continue;
    }
    for (const language of OTHER_LANGUAGES) {
      const issue = problem(english, language, entry[language], sameAllowed);
      if (issue) wrong.push(`${english} (${language}: ${JSON.stringify(entry[language])}) ${issue}`);
    }
  }
  assert.deepEqual(missing, [], `${what} without translations`);
  assert.deepEqual(wrong, [], `${what} with a bad translation`);
}

/** the string literals of a stretch of source ('…' or "…", as Prettier writes them) */
const literals = (source: string): string[] =>
  [...source.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? m[2]!).replace(/\\(.)/g, '$1'));

/** the source between two markers of a seed file next to this one */
function sourceBetween(file: string, from: string, to: string): string {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const start = source.indexOf(from);
  assert.ok(start >= 0, `${file} has no ${from}`);
  const end = source.indexOf(to, start + from.length);
  assert.ok(end > start, `${file} has no ${to} after ${from}`);
  return source.slice(start + from.length, end);
}

// Two seeds and a larger size so every room type of every property type is drawn.
const catalogues = [generateCatalog(), generateCatalog({ seed: 7, size: 2 })];

test('every room type name the generator uses is translated', () => {
  const names = catalogues.flatMap((c) => c.roomTypes.map((room) => room.name));
  const typeOf = new Map(catalogues[0]!.properties.map((p) => [p.id, p.propertyType]));
  assert.deepEqual(
    new Set(catalogues[0]!.roomTypes.map((room) => typeOf.get(room.propertyId))),
    new Set(['hotel', 'residence', 'coliving']),
    'rooms of every property type are drawn',
  );
  checkAll('room types', names, ROOM_TYPE_NAMES);
});

test('every rate plan name the generator uses is translated', () => {
  const names = catalogues.flatMap((c) => c.ratePlans.map((plan) => plan.name));
  checkAll('rate plans', names, RATE_PLAN_NAMES);
});

test('every deal template has a title and a description in each language', () => {
  const wrong: string[] = [];
  for (const template of DEAL_TEMPLATES) {
    const texts = DEAL_TEXTS[template.key];
    if (!texts) {
      wrong.push(`${template.key} is missing`);
      continue;
    }
    for (const language of OTHER_LANGUAGES) {
      for (const field of ['title', 'description'] as const) {
        const issue = problem(template[field], language, texts[language]?.[field], false);
        if (issue) wrong.push(`${template.key} ${field} (${language}) ${issue}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test('every review comment the seed writes is translated', () => {
  // REVIEW_COMMENTS of catalog.ts is not exported (and catalog.ts talks to the database): read its source.
  const comments = literals(sourceBetween('./catalog.ts', 'const REVIEW_COMMENTS', '\n};'));
  assert.ok(comments.length >= 10, `read ${comments.length} review comments`);
  checkAll('review comments', comments, REVIEW_COMMENTS);
});

test('every add-on name and menu item name the seed writes is translated', () => {
  // The add-on rows are built inside seedBookingExtras, which writes them straight to the database.
  const rows = sourceBetween('./booking-extras.ts', 'rows.push(', '.insert(addOns)');
  const addOns = [...rows.matchAll(/\bname: ('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g)].flatMap((m) => literals(m[1]!));
  const menuItems = [...rows.matchAll(/\[\s*'[A-Z0-9-]+',\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g)].flatMap((m) =>
    literals(m[1]!),
  );
  assert.ok(addOns.length >= 5, `read ${addOns.length} add-on names`);
  assert.ok(menuItems.length >= 4, `read ${menuItems.length} menu item names`);
  checkAll('add-ons', [...addOns, ...menuItems], ADD_ON_NAMES);
});

test('every place is translated into all three languages', () => {
  const names: string[] = [];
  const walk = (places: Place[]) =>
    places.forEach((place) => {
      names.push(place.name);
      walk(place.children ?? []);
    });
  Object.values(PLACES).forEach(walk);
  checkAll('places', names, PLACE_NAMES, true);
  // the rows as seeded carry the same names
  checkAll(
    'seeded areas',
    catalogues[0]!.areas.map((area) => area.name),
    PLACE_NAMES,
    true,
  );
});

test('a property description is a sentence of the language for every type and facility', () => {
  const wrong: string[] = [];
  for (const language of OTHER_LANGUAGES) {
    for (const type of ['hotel', 'residence', 'coliving']) {
      const english = `A ${type} with ${FACILITY_KEYS.slice(0, 3).join(', ')}`;
      for (const count of [1, 2, 3]) {
        const text = propertyDescription(language, type, FACILITY_KEYS.slice(0, count) as unknown as string[]);
        const issue = problem(english, language, text, false);
        if (issue) wrong.push(`${language} ${type} ${count}: ${text} ${issue}`);
      }
    }
    // every facility key has its own words (an unknown key would come out as the key itself)
    const single = FACILITY_KEYS.map((key) => propertyDescription(language, 'hotel', [key]));
    assert.equal(new Set(single).size, FACILITY_KEYS.length, `${language}: one wording per facility`);
    for (const text of single) {
      const issue = problem('', language, text, false);
      if (issue || text.includes('_')) wrong.push(`${language}: ${text} ${issue ?? 'has a raw facility key'}`);
    }
  }
  assert.deepEqual(wrong, []);
  // lists join as the language does
  const three = ['ac', 'wifi', 'hot_water'];
  assert.equal(propertyDescription('id', 'hotel', three), 'Hotel dengan AC, Wi-Fi gratis, dan air panas.');
  assert.equal(propertyDescription('vi', 'hotel', three), 'Khách sạn có điều hòa, Wi-Fi miễn phí và nước nóng.');
  assert.equal(propertyDescription('th', 'hotel', three), 'โรงแรมที่มีเครื่องปรับอากาศ Wi-Fi ฟรี และน้ำอุ่น');
  assert.equal(
    propertyDescription('id', 'residence', ['kitchen', 'laundry']),
    'Residence yang nyaman dengan dapur dan layanan laundry.',
  );
  // only the first three facilities are named, as in English
  assert.equal(propertyDescription('vi', 'coliving', [...three, 'pool']), propertyDescription('vi', 'coliving', three));
  assert.throws(() => propertyDescription('id', 'castle', three));
});
