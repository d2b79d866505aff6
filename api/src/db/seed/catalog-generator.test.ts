import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COUNTRIES, CURRENCIES } from '@rednest/shared/contracts/locales';
import { BASE_COUNTS, generateCatalog } from './catalog-generator.ts';
import { SLUG_PREFIX } from './catalog-areas.ts';
import { PRICE_LEVELS } from './catalog-prices.ts';

const catalog = generateCatalog();

test('the same seed gives the same catalogue, ids included; another seed gives another', () => {
  assert.deepEqual(generateCatalog(), catalog);
  const other = generateCatalog({ seed: 7 });
  assert.notDeepEqual(
    other.properties.map((p) => p.name),
    catalog.properties.map((p) => p.name),
  );
  // the location tree is fixed data: the same at every seed and size
  assert.deepEqual(other.areas, catalog.areas);
});

test('size 1 has at least 300 hotels, 30 residences and some co-living', () => {
  const count = (type: string) => catalog.properties.filter((p) => p.propertyType === type).length;
  assert.ok(count('hotel') >= 300, `hotels: ${count('hotel')}`);
  assert.ok(count('residence') >= 30, `residences: ${count('residence')}`);
  assert.ok(count('coliving') > 0);
  assert.equal(catalog.properties.length, BASE_COUNTS.hotel + BASE_COUNTS.residence + BASE_COUNTS.coliving);
});

test('size multiplies the properties (benchmarks seed far larger catalogues)', () => {
  const big = generateCatalog({ size: 3 });
  assert.equal(big.properties.length, 3 * catalog.properties.length);
  assert.equal(new Set(big.properties.map((p) => p.slug)).size, big.properties.length, 'slugs stay unique');
  const tiny = generateCatalog({ size: 0.05 });
  assert.deepEqual(
    new Set(tiny.properties.map((p) => p.country)),
    new Set(Object.keys(COUNTRIES)),
    'a tiny catalogue still spans all countries',
  );
});

test('all five countries with their own currency and time zone', () => {
  for (const code of Object.keys(COUNTRIES) as (keyof typeof COUNTRIES)[]) {
    const props = catalog.properties.filter((p) => p.country === code);
    assert.ok(props.length >= 20, `${code}: ${props.length} properties`);
    assert.ok(props.every((p) => p.currency === COUNTRIES[code].currency));
    assert.ok(catalog.areas.some((a) => a.country === code && a.category === 'city'));
  }
  assert.ok(
    catalog.properties.filter((p) => p.street2 === 'Seminyak').every((p) => p.timezone === 'Asia/Makassar'),
    'Bali runs on Makassar time',
  );
});

test('real place names with level prefixes, a consistent tree and unique slugs', () => {
  const bySlug = new Map(catalog.areas.map((a) => [a.slug, a]));
  for (const slug of [
    'pro-dki-jakarta',
    'cit-jakarta',
    'sub-south-jakarta',
    'dis-kebayoran-baru',
    'are-senopati',
    'cit-kuta',
    'cit-ubud',
    'cit-singapore',
    'cit-makati',
    'cit-cebu-city',
    'cit-hanoi',
    'cit-da-nang',
    'cit-bangkok',
    'cit-chiang-mai',
    'cit-phuket',
  ]) {
    assert.ok(bySlug.has(slug), `missing ${slug}`);
  }
  assert.equal(bySlug.size, catalog.areas.length);
  const byId = new Map(catalog.areas.map((a) => [a.id, a]));
  for (const area of catalog.areas) {
    assert.ok(area.slug.startsWith(`${SLUG_PREFIX[area.category as keyof typeof SLUG_PREFIX]}-`), area.slug);
    if (area.parentId !== null && area.parentId !== undefined) {
      const parent = byId.get(area.parentId);
      assert.ok(parent && parent.id < area.id, 'parents come first');
      assert.deepEqual(area.path, [...(parent?.path ?? []), area.id]);
    } else assert.equal(area.category, 'province');
  }
  assert.ok(catalog.areas.some((a) => a.isPopular) && catalog.areas.some((a) => !a.isPopular));
  assert.equal(new Set(catalog.properties.map((p) => p.slug)).size, catalog.properties.length);
  assert.equal(new Set(catalog.properties.map((p) => p.propertyCode)).size, catalog.properties.length);
});

test('every property has 2-4 room types with 2 rate plans each, budget prices and check-in/out times', () => {
  const roomsByProperty = new Map<number, number>();
  for (const room of catalog.roomTypes)
    roomsByProperty.set(room.propertyId, (roomsByProperty.get(room.propertyId) ?? 0) + 1);
  for (const property of catalog.properties) {
    const rooms = roomsByProperty.get(property.id) ?? 0;
    assert.ok(rooms >= 2 && rooms <= 4, `${property.slug}: ${rooms} room types`);
    assert.match(property.checkInTime, /^\d{2}:00$/);
    assert.match(property.checkOutTime, /^\d{2}:00$/);
    assert.ok((property.facilities ?? []).length >= 3);
  }
  const plansByRoom = new Map<number, number>();
  for (const plan of catalog.ratePlans) plansByRoom.set(plan.roomTypeId, (plansByRoom.get(plan.roomTypeId) ?? 0) + 1);
  assert.ok(catalog.roomTypes.every((r) => plansByRoom.get(r.id) === 2));
  const propertyById = new Map(catalog.properties.map((p) => [p.id, p]));
  for (const room of catalog.roomTypes) {
    const property = propertyById.get(room.propertyId)!;
    if (property.propertyType !== 'hotel') continue;
    const currency = property.currency as keyof typeof PRICE_LEVELS;
    const major = room.basePriceMinor / 10 ** CURRENCIES[currency].exponent;
    assert.ok(
      major >= PRICE_LEVELS[currency].low && major <= PRICE_LEVELS[currency].high,
      `${property.slug} ${room.name}: ${major} ${currency}`,
    );
  }
});

test('both white-label brands have hotels, and some properties are open to corporate clients', () => {
  const brands = new Set(catalog.properties.map((p) => p.brand).filter(Boolean));
  assert.deepEqual(brands, new Set(['lumo', 'urbano']));
  assert.ok(catalog.properties.filter((p) => p.brand === 'lumo').every((p) => p.name.startsWith('Lumo Hotel')));
  assert.ok(catalog.properties.some((p) => p.corporateEnabled) && catalog.properties.some((p) => !p.corporateEnabled));
  assert.ok(catalog.properties.filter((p) => p.propertyType === 'coliving').every((p) => !p.corporateEnabled));
});
