import { screen, within } from '@testing-library/react';
import { apiError, type FakeApi } from '@rednest/shared/testing';
import { renderApp } from '../app.test-helper';

const deal = {
  id: 1,
  slug: 'payday-id',
  title: 'Payday Sale',
  description: 'Lower prices after payday.',
  country: 'id',
  discount_percent: 15,
  starts_on: '2026-03-01',
  ends_on: '2026-04-30',
  hotel_count: 2,
};
const teaser = (n: number) => ({
  id: n,
  slug: `h-${n}`,
  name: `RedNest ${n}`,
  city: 'Jakarta',
  area: 'Menteng',
  lead_picture: `/p/${n}.svg`,
  rating: 4.1,
  review_count: 3,
  property_type: 'hotel' as const,
});

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('lists the running deals of the country, each opening its page', async () => {
  const { api } = renderApp({ route: '/deal', api: { deals: { deals: [deal] } } });
  expect(await screen.findByRole('link', { name: 'Payday Sale' })).toHaveAttribute(
    'href',
    '/en-id/deal_page/payday-id',
  );
  expect(screen.getByText('15% off')).toBeInTheDocument();
  expect(screen.getByText('Until 30 April 2026')).toBeInTheDocument();
  expect((api as FakeApi).callsTo('deals')[0]!.query).toEqual({ country: 'id' });
});

it('shows a deal and its properties', async () => {
  renderApp({
    route: '/deal_page/payday-id',
    api: { dealPage: { deal, hotels: [teaser(1), teaser(2)], next_page: null, total_pages: 1 } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Payday Sale' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'RedNest 2' })).toHaveAttribute('href', '/en-id/hotel/h-2');
});

it('says a deal that ended is not running, with a way to the others', async () => {
  renderApp({
    route: '/deal_page/old',
    api: { dealPage: apiError('dealPage', 404, 'DEAL_NOT_FOUND', 'This deal is not running.') },
  });
  expect(await screen.findByRole('heading', { name: "This deal isn't running" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All deals' })).toHaveAttribute('href', '/en-id/deal');
});

it('sends deal_detail on a desktop to the deal page', async () => {
  renderApp({
    route: '/deal_detail?id=payday-id',
    api: { dealPage: { deal, hotels: [], next_page: null, total_pages: 1 } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Payday Sale' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/en-id/deal_page/payday-id');
});

it("shows a brand's cities and properties; an unknown brand says so", async () => {
  const brand = {
    brand_types: [
      { brand_slug: 'lumo', name: 'Lumo', brand_logo: '/l.svg', tagline: 'Bright small hotels', hotel_count: 2 },
    ],
    cities: [{ slug: 'cit-jakarta', name: 'Jakarta', country: 'id', hotel_count: 2 }],
    hotels: [teaser(1)],
  };
  const { unmount } = renderApp({ route: '/brand/lumo', api: { brandDetails: brand } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Lumo' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Jakarta · 2' })).toHaveAttribute('href', '/en-id/list-hotels/cit-jakarta');
  expect(screen.getByRole('link', { name: 'RedNest 1' })).toHaveAttribute('href', '/en-id/hotel/h-1');
  unmount();
  renderApp({
    route: '/brand/nope',
    api: { brandDetails: apiError('brandDetails', 404, 'BRAND_NOT_FOUND', 'There is no brand "nope".') },
  });
  expect(await screen.findByRole('heading', { name: "We don't know this brand" })).toBeInTheDocument();
});

it('browses brands and curated getaways on the market place', async () => {
  renderApp({
    route: '/market-place',
    api: {
      getBrands: {
        brand_types: [
          { brand_slug: 'urbano', name: 'Urbano', brand_logo: '/u.svg', tagline: 'City living', hotel_count: 3 },
        ],
      },
      curatedGetaways: {
        getaways: [
          { key: 'beach', hotel_count: 17, hotels: [teaser(5)] },
          { key: 'shopping', hotel_count: 0, hotels: [] },
        ],
      },
    },
  });
  expect(await screen.findByRole('link', { name: /Urbano/ })).toHaveAttribute('href', '/en-id/brand/urbano');
  const beach = await screen.findByRole('region', { name: 'Beach · 17 stays' });
  expect(within(beach).getByRole('link', { name: 'RedNest 5' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Shopping/ })).not.toBeInTheDocument();
});

it("lists a country's cities and hotels on its sitemap, and a city's hotels A to Z", async () => {
  const { unmount } = renderApp({
    route: '/sitemap-indonesia',
    api: {
      cityAndHotelsList: {
        cities: [
          {
            slug: 'cit-jakarta',
            name: 'Jakarta',
            hotel_count: 30,
            hotels: [{ id: 1, slug: 'h-1', name: 'RedNest 1' }],
          },
        ],
      },
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Indonesia' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Jakarta (30)' })).toHaveAttribute('href', '/en-id/list-hotels/cit-jakarta');
  expect(screen.getByRole('link', { name: 'All hotels in Jakarta' })).toHaveAttribute(
    'href',
    '/en-id/sitemap-indonesia/cit-jakarta',
  );
  unmount();
  renderApp({
    route: '/sitemap-indonesia/cit-jakarta',
    api: {
      listHotels: {
        hotels: [
          { id: 2, name: 'Wisma Bintang', slug: 'wb', city: 'Jakarta' },
          { id: 3, name: 'Griya Asri', slug: 'ga', city: 'Jakarta' },
        ],
      },
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Jakarta' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['G', 'W']);
});

it('sends an unknown sitemap country home', async () => {
  renderApp({ route: '/sitemap-atlantis', api: { areasCdn: { areas: [] } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Find your next stay' })).toBeInTheDocument();
});
