/**
 * The data's texts come in the language the site asks for (Accept-Language, as the front ends and
 * the edge send it): a hotel's description, rooms, plans, reviews and place names, a country's
 * banners; English where the product has no translation, and the answer says which language it is in.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Banners, HotelDetails, HotelsList, Reviews } from '@rednest/shared/contracts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, guestToken, pathOf } from '../../test/http.ts';

let kit: TestApp;
let token: string;
let slug: string;
const THAI = /[\u0E00-\u0E7F]/;

before(async () => {
  kit = await createTestApp({ seed: true });
  token = await guestToken(kit.app);
  const [row] = rowsOf<{ slug: string }>(
    await kit.database.db.execute(
      sql`select slug from properties where country = 'th' and is_active order by id limit 1`,
    ),
  );
  slug = row!.slug;
});
after(() => kit.close());

const hotel = (language?: string) =>
  kit.app.inject({
    method: 'GET',
    url: pathOf(kit.app, 'hotelDetails').replace(':id', slug),
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
  });

test('a hotel on the Thai site: description, rooms, plans and places in Thai, marked th', async () => {
  const res = await hotel('th');
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers.vary), /accept-language/i);
  const body = res.json() as HotelDetails;
  assert.equal(body.description_lang, 'th');
  assert.match(body.description, THAI);
  assert.match(body.city, THAI);
  assert.equal(body.country, 'ไทย');
  for (const room of body.rooms) {
    assert.equal(room.lang, 'th', room.name);
    assert.match(room.name, THAI);
    for (const plan of room.rate_plans) assert.match(plan.name, THAI);
  }
});

test('English, or a language the product does not have, answers the English texts', async () => {
  for (const language of [undefined, 'en-GB', 'fr-FR,de;q=0.8']) {
    const body = (await hotel(language)).json() as HotelDetails;
    assert.equal(body.description_lang, 'en');
    assert.doesNotMatch(body.description, THAI);
    assert.equal(body.country, 'Thailand');
    assert.ok(body.rooms.every((r) => r.lang === 'en'));
  }
});

test('a record without a translation falls back to English and says so', async () => {
  const [row] = rowsOf<{ id: number; name: string }>(
    await kit.database.db.execute(sql`
      update room_types set translations = translations - 'vi'
      where id = (select min(rt.id) from room_types rt join properties p on p.id = rt.property_id where p.slug = ${slug})
      returning id, name`),
  );
  const body = (await hotel('vi')).json() as HotelDetails;
  const room = body.rooms.find((r) => r.id === row!.id)!;
  assert.deepEqual([room.name, room.lang], [row!.name, 'en']);
  assert.ok(body.rooms.filter((r) => r.id !== row!.id).every((r) => r.lang === 'vi'));
});

test('reviews and a listing read in the site language', async () => {
  const reviews = await kit.app.inject({
    method: 'GET',
    url: pathOf(kit.app, 'hotelReviews').replace(':id', slug),
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'vi' },
  });
  const list = (reviews.json() as Reviews).reviews;
  assert.ok(list.length > 0);
  assert.ok(
    list.every((r) => r.lang === 'vi' && !/\bthe\b/i.test(r.comment)),
    JSON.stringify(list[0]),
  );

  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  };
  const listing = await call(kit.app, 'hotelsList', {
    token,
    headers: { 'accept-language': 'th' },
    query: { location: 'cit-bangkok', check_in_date: day(20), check_out_date: day(21) },
  });
  assert.equal(listing.statusCode, 200, listing.body);
  const body = listing.json() as HotelsList;
  assert.match(body.location.name, THAI);
  assert.ok(body.hotels.length > 0);
  for (const card of body.hotels) assert.match(`${card.city} ${card.country}`, THAI);
});

test("a country's banners come in the site's language", async () => {
  const vi = (
    await call(kit.app, 'loadBanners', { headers: { 'accept-language': 'vi' }, query: { country: 'vn' } })
  ).json() as Banners;
  const en = (await call(kit.app, 'loadBanners', { query: { country: 'vn' } })).json() as Banners;
  assert.ok(vi.banners.length > 0 && en.banners.length > 0);
  assert.ok(vi.banners.some((b) => b.title === 'Đà Nẵng bên bờ biển'));
  assert.ok(en.banners.every((b) => b.title !== 'Đà Nẵng bên bờ biển'));
});

test('a place is found by its name in any site language, and named in the asked one', async () => {
  for (const [q, language] of [
    ['กรุงเทพ', 'th'],
    ['Bangkok', 'th'],
    ['ha noi', 'vi'],
  ] as const) {
    const res = await call(kit.app, 'areas', { token, headers: { 'accept-language': language }, query: { q } });
    assert.equal(res.statusCode, 200, res.body);
    const names = res.json() as { name: string }[] | { areas: { name: string }[] };
    const list = Array.isArray(names) ? names : names.areas;
    assert.ok(list.length > 0, q);
    if (language === 'th') assert.match(list[0]!.name, THAI, q);
    else assert.equal(list[0]!.name, 'Hà Nội', q);
  }
});
