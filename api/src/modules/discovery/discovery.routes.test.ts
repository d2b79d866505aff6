import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type {
  BrandDetails,
  Brands,
  BrandWebContent,
  CityAndHotels,
  CountryCities,
  CuratedGetaways,
  DealPage,
  Deals,
  HomePriorityLists,
  HotelDetails,
  HotelsList,
  IconImages,
  MetaTags,
  SearchHistory,
  WishList,
  WishListUpdate,
} from '@rednest/shared/contracts/dto';
import { ENDPOINTS, type EndpointName } from '@rednest/shared/contracts/endpoints';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { decryptAes } from '../../../test/http.ts';
import { encodeDataField } from '../../http/wire.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await kit.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const ok = async <T>(name: EndpointName, query: Record<string, string | number | undefined> = {}, token?: string) => {
  const res = await kit.get(name, query, token);
  assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
  return res.json<T>();
};
const at = (name: EndpointName, params: Record<string, string>) =>
  kit.path(name).replace(/:([a-z]+)/g, (_, k: string) => encodeURIComponent(params[k]!));
const wish = (token: string, body: unknown) =>
  kit.app.inject({
    method: 'POST',
    url: kit.path('wishListsUpdate'),
    headers: { authorization: `Bearer ${token}` },
    payload: { data: encodeDataField(body) },
  });

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
});
after(async () => {
  await kit?.close();
});

describe('wish lists', () => {
  test('add and remove flip is_wishlisted and move the count by one; the list, the listing and the details page agree', async () => {
    const user = await kit.signUp('wish@rednest.test');
    const listing = await ok<HotelsList>(
      'hotelsList',
      { location: 'cit-jakarta', check_in_date: stayDate(TODAY, 1), check_out_date: stayDate(TODAY, 2) },
      user.token,
    );
    const [a, b] = listing.hotels;
    const added = (await wish(user.token, { property_id: a!.id, action: 'add' })).json<WishListUpdate>();
    assert.deepEqual(added, { property_id: a!.id, is_wishlisted: true, wishlist_count: 1 });
    assert.equal(
      (await wish(user.token, { property_id: a!.id, action: 'add' })).json<WishListUpdate>().wishlist_count,
      1,
      'adding twice changes nothing',
    );
    await wish(user.token, { property_id: b!.id, action: 'add' });
    const list = await ok<WishList>('wishLists', {}, user.token);
    assert.deepEqual(
      list.wish_lists.map((w) => w.id),
      [b!.id, a!.id],
      'newest first',
    );
    assert.equal(list.wishlist_count, 2);
    const details = await kit.app.inject({
      method: 'GET',
      url: at('hotelDetails', { id: a!.slug }),
      headers: { authorization: `Bearer ${user.token}` },
    });
    assert.equal(details.json<HotelDetails>().is_wishlisted, true);
    const removed = (await wish(user.token, { property_id: a!.id, action: 'remove' })).json<WishListUpdate>();
    assert.deepEqual(removed, { property_id: a!.id, is_wishlisted: false, wishlist_count: 1 });
    const relisted = await ok<HotelsList>(
      'hotelsList',
      { location: 'cit-jakarta', check_in_date: stayDate(TODAY, 1), check_out_date: stayDate(TODAY, 2) },
      user.token,
    );
    assert.equal(relisted.hotels.find((h) => h.id === a!.id)?.is_wishlisted, false);
    assert.equal(relisted.wishlist_count, 1);
    const other = await kit.signUp('wish-other@rednest.test');
    assert.equal(
      (await ok<WishList>('wishLists', {}, other.token)).wishlist_count,
      0,
      "another user's list is their own",
    );
  });

  test('guests are asked to sign in; unknown properties and bad actions are 4xx', async () => {
    const guest = await kit.guestToken();
    const res = await wish(guest, { property_id: 1, action: 'add' });
    assert.equal(res.statusCode, 401);
    assert.equal((await kit.get('wishLists', {}, guest)).statusCode, 401);
    const user = await kit.signUp('wish-bad@rednest.test');
    assert.equal(
      (await wish(user.token, { property_id: 99_999_999, action: 'add' })).json<{ code: string }>().code,
      'HOTEL_NOT_FOUND',
    );
    assert.equal((await wish(user.token, { property_id: 1, action: 'toggle' })).statusCode, 400);
  });
});

describe('home, getaways, icons, cities', () => {
  test('home lists: popular cities and areas with counts; curated getaways by kind of place', async () => {
    const home = await ok<HomePriorityLists>('homePagePriorityLists', { country: 'id' });
    const cities = home.lists.find((l) => l.key === 'popular_cities')!.places;
    assert.ok(cities.some((c) => c.slug === 'cit-jakarta'));
    assert.ok(cities.every((c) => c.hotel_count > 0 && c.picture.includes('/images/properties/')));
    const getaways = await ok<CuratedGetaways>('curatedGetaways', { country: 'id' });
    for (const g of getaways.getaways) {
      const ratings = g.hotels.map((h) => h.rating);
      assert.deepEqual(
        ratings,
        [...ratings].sort((x, y) => y - x),
      );
      assert.ok(g.hotel_count >= g.hotels.length);
    }
    assert.equal((await kit.get('homePagePriorityLists', { country: 'xx' })).statusCode, 400);
  });

  test('icons: every facility key has an icon that is served', async () => {
    const icons = await ok<IconImages>('loadIconImages');
    assert.ok(icons.icon_images.some((i) => i.key === 'wifi'));
    const res = await kit.app.inject({ method: 'GET', url: icons.icon_images[0]!.icon_url });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /image\/svg\+xml/);
    assert.equal(
      (await kit.app.inject({ method: 'GET', url: at('facilityIcon', { file: 'nope.svg' }) })).statusCode,
      404,
    );
    // what the circle says: short keys whole, initials, a numbered word alone
    const label = async (key: string) =>
      /<text[^>]*>([^<]*)<\/text>/.exec(
        (await kit.app.inject({ method: 'GET', url: at('facilityIcon', { file: `${key}.svg` }) })).body,
      )![1];
    assert.deepEqual([await label('ac'), await label('hot_water'), await label('front_desk_24h')], ['AC', 'HW', '24h']);
  });

  test('cities of a country and cities with their hotels agree with the catalogue', async () => {
    const cities = await ok<CountryCities>('countryCities', { country: 'th' });
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from properties where country = 'th'`);
    assert.equal(
      cities.cities.reduce((s, c) => s + c.hotel_count, 0),
      count!.n,
    );
    const withHotels = await ok<CityAndHotels>('cityAndHotelsList', { country: 'th', hotels_per_city: 2 });
    assert.ok(withHotels.cities.every((c) => c.hotels.length <= 2 && c.hotels.length === Math.min(2, c.hotel_count)));
  });

  test("search history: the signed-in user's searches from hotels/list, newest first, distinct, at most 5 (encrypted)", async () => {
    const user = await kit.signUp('history@rednest.test');
    for (const [location, day] of [
      ['cit-jakarta', 1],
      ['cit-bangkok', 2],
      ['cit-jakarta', 1],
      ['cit-hanoi', 3],
      ['cit-singapore', 1],
      ['cit-manila', 2],
      ['pro-bali', 4],
    ] as const) {
      const res = await kit.get(
        'hotelsList',
        { location, check_in_date: stayDate(TODAY, day), check_out_date: stayDate(TODAY, day + 1) },
        user.token,
      );
      assert.equal(res.statusCode, 200, res.body);
    }
    const res = await kit.get('userSearchHistory', {}, user.token);
    assert.equal(res.statusCode, 200);
    const history = decryptAes<SearchHistory>(res as never);
    assert.deepEqual(
      history.searches.map((s) => s.location.slug),
      ['pro-bali', 'cit-manila', 'cit-singapore', 'cit-hanoi', 'cit-jakarta'],
    );
    assert.equal(history.searches[4]!.check_in_date, stayDate(TODAY, 1));
    assert.equal((await kit.get('userSearchHistory', {})).statusCode, 401);
  });
});

describe('brands, deals, meta tags', () => {
  test('brands with logos and counts; brand details; brand web content; unknown brand 404', async () => {
    const brands = await ok<Brands>('getBrands', { locale: 'id-id' });
    assert.deepEqual(
      brands.brand_types.map((b) => b.brand_slug),
      ['lumo', 'urbano'],
    );
    assert.ok(brands.brand_types[0]!.hotel_count > 0);
    assert.match(brands.brand_types[0]!.tagline, /Hotel/);
    const lumo = (
      await kit.app.inject({
        method: 'GET',
        url: at('brandDetails', { slug: 'lumo' }),
        headers: { authorization: `Bearer ${await kit.guestToken()}` },
      })
    ).json<BrandDetails>();
    assert.equal(lumo.brand_types.length, 1);
    assert.equal(
      lumo.cities.reduce((s, c) => s + c.hotel_count, 0),
      brands.brand_types[0]!.hotel_count,
    );
    const content = await ok<BrandWebContent>('brandWebContent', { brand: 'urbano' });
    assert.match(content.brand_logo, /brands\/urbano\/logo\.svg$/);
    assert.equal((await kit.get('brandWebContent', { brand: 'hilton' })).statusCode, 404);
    assert.equal((await kit.get('getBrands', { locale: 'xx-yy' })).json<{ code: string }>().code, 'UNSUPPORTED_LOCALE');
  });

  test('deals run today with their properties; a deal page is paged; an unknown deal is 404', async () => {
    const deals = await ok<Deals>('deals', { country: 'id' });
    assert.ok(
      deals.deals.length > 0 &&
        deals.deals.every((d) => d.country === 'id' && d.starts_on <= TODAY && d.ends_on >= TODAY),
    );
    const deal = deals.deals.find((d) => d.hotel_count > 0)!;
    const page = (
      await kit.app.inject({
        method: 'GET',
        url: `${at('dealPage', { id: deal.slug })}?per_page=2`,
        headers: { authorization: `Bearer ${await kit.guestToken()}` },
      })
    ).json<DealPage>();
    assert.equal(page.deal.id, deal.id);
    assert.equal(page.total_pages, Math.ceil(deal.hotel_count / 2));
    const [inDeal] = await rows<{ n: number }>(
      sql`select count(*)::int as n from properties where deal_id = ${deal.id}`,
    );
    assert.equal(deal.hotel_count, inDeal!.n);
    const missing = await kit.app.inject({
      method: 'GET',
      url: at('dealPage', { id: 'no-such-deal' }),
      headers: { authorization: `Bearer ${await kit.guestToken()}` },
    });
    assert.equal(missing.json<{ code: string }>().code, 'DEAL_NOT_FOUND');
  });

  test('meta tags of each page kind; a missing subject is a 400', async () => {
    assert.match(
      (await ok<MetaTags>('loadMetatags', { page: 'listing', location: 'cit-bangkok' })).meta_tag.title,
      /Bangkok/,
    );
    const [hotel] = await rows<{ slug: string; name: string }>(
      sql`select slug, name from properties order by id limit 1`,
    );
    assert.ok(
      (await ok<MetaTags>('loadMetatags', { page: 'hotel', hotel: hotel!.slug })).meta_tag.title.startsWith(
        hotel!.name,
      ),
    );
    assert.match((await ok<MetaTags>('loadMetatags', { page: 'brand', brand: 'lumo' })).meta_tag.title, /Lumo/);
    assert.ok((await ok<MetaTags>('loadMetatags', { page: 'home' })).meta_tag.description.length > 20);
    assert.equal(
      (await kit.get('loadMetatags', { page: 'listing' })).json<{ code: string }>().code,
      'LOCATION_REQUIRED',
    );
    assert.equal((await kit.get('loadMetatags', { page: 'blog' })).statusCode, 400);
    assert.equal(ENDPOINTS.loadMetatags.auth, 'none');
  });
});
