import { screen, within } from '@testing-library/react';
import { ApiCallError } from '@rednest/shared/api-client';
import { apiError, makeSiteSettings, type FakeApi } from '@rednest/shared/testing';
import { listingFirstViewQuery } from '@rednest/shared/remote/listing-first-view';
import { makeHotel, makeHotelsList, renderApp, setupUser } from '../app.test-helper';

const route =
  '/search?location=cit-jakarta&name=Jakarta&check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2';

const page1 = makeHotelsList(
  Array.from({ length: 10 }, (_, i) =>
    makeHotel({
      id: i + 1,
      slug: `hotel-${i + 1}`,
      name: `RedNest Jakarta ${i + 1}`,
      tarrif: 90000000,
      rack_rate: 120000000,
      per_night: 45000000,
      club_tarrif: 81000000,
      club_per_night: 40500000,
    }),
  ),
  { next_page: 2, total_pages: 2, properties_count: 12, no_of_nights: 2, minPrice: 90000000 },
);
// page 2 repeats hotel-10 (a hotel that moved between pages): it must not be listed twice
const page2 = makeHotelsList(
  [10, 11, 12].map((n) => makeHotel({ id: n, slug: `hotel-${n}`, name: `RedNest Jakarta ${n}` })),
  { next_page: null, total_pages: 2, properties_count: 12, no_of_nights: 2 },
);

// a search with three pages: 10, 10 and 5 hotels; page 3 repeats hotel-20 (a hotel that moved between pages)
const threePages = (n: number) =>
  makeHotelsList(
    (n === 1 ? range(1, 10) : n === 2 ? range(11, 20) : range(20, 24)).map((i) =>
      makeHotel({ id: i, slug: `hotel-${i}`, name: `RedNest Jakarta ${i}` }),
    ),
    { next_page: n < 3 ? n + 1 : null, total_pages: 3, properties_count: 24, no_of_nights: 2 },
  );
function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const base = { loadBanners: { banners: [] }, hotelsSoldOut: makeHotelsList([]) };

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('shows the skeleton listing while loading', async () => {
  renderApp({ route, api: { ...base, hotelsList: () => new Promise(() => {}) } });
  const skeleton = await screen.findByRole('status', { name: 'Loading properties' });
  expect(skeleton).toHaveAttribute('aria-busy', 'true');
  expect(within(skeleton).getByTestId('skeleton-chips').children).toHaveLength(5);
  expect(within(skeleton).getAllByTestId('skeleton-card')).toHaveLength(2);
});

it('asks for the criteria in the URL and lists hotels with prices in rupiah', async () => {
  const { api } = renderApp({ route, api: { ...base, hotelsList: page1 } });
  expect(await screen.findByRole('heading', { name: '12 properties in Jakarta' })).toBeInTheDocument();
  // the cheapest stay (Rp 900.000 for 2 nights) per night, as the cards say it
  expect(screen.getByText(/^From Rp 450\.000 per night/)).toBeInTheDocument();
  expect((api as FakeApi).callsTo('hotelsList')[0]!.query).toMatchObject({
    location: 'cit-jakarta',
    check_in_date: '12-03-2026',
    check_out_date: '14-03-2026',
    rooms: 1,
    guest: 2,
    page: 1,
    per_page: 10,
    sort_by: 'popular',
    order_by: 'desc',
  });
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(10);
  const first = cards[0]!;
  expect(within(first).getByRole('heading', { name: 'RedNest Jakarta 1' })).toBeInTheDocument();
  expect(first).toHaveTextContent('Menteng, Jakarta');
  expect(within(first).getByLabelText('Rated 4.4 out of 5')).toBeInTheDocument();
  expect(first).toHaveTextContent('218 reviews');
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Free Wi-Fi', 'Air conditioning', 'TV']);
  const img = within(first).getByRole('img', { name: 'Photo of RedNest Jakarta 1' });
  expect(img).toHaveAttribute('width', '320');
  expect(img).toHaveAttribute('height', '240');
  expect(within(cards[5]!).getByRole('img', { name: /^Photo of/ })).toHaveAttribute('loading', 'lazy');
  expect(first).toHaveTextContent('Total for 2 nights');
  expect(first).toHaveTextContent('Rp 900.000');
  expect(first.querySelector('s')).toHaveTextContent('Rp 1.200.000');
  expect(first).toHaveTextContent('Rp 450.000 per night');
  expect(first).toHaveTextContent('Includes taxes and fees');
  // a teaser of the club price for anyone not a member
  expect(first).toHaveTextContent('Club members pay Rp 810.000');
  // the card opens the hotel's page for the same stay
  expect(within(first).getByRole('link', { name: 'RedNest Jakarta 1' })).toHaveAttribute(
    'href',
    '/en-id/hotel/hotel-1?check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2',
  );
  expect(document.title).toBe('Stays in Jakarta – RedNest');
});

it("shows a club member the price they pay, against everyone's", async () => {
  renderApp({ route, user: { first_name: 'Ayu', club_member: true }, api: { ...base, hotelsList: page1 } });
  const [first] = await screen.findAllByRole('article');
  expect(first!.querySelector('strong')).toHaveTextContent('Rp 810.000');
  expect(first!.querySelector('s')).toHaveTextContent('Rp 900.000');
  expect(first).toHaveTextContent('Rp 405.000 per night');
  expect(first).toHaveTextContent('Your club price');
  expect(first).not.toHaveTextContent('Club members pay');
});

it('formats Singapore prices in SGD', async () => {
  const sg = makeHotelsList(
    [
      makeHotel({
        currency: 'SGD',
        currency_symbol: 'S$',
        tarrif: 12950,
        rack_rate: 12950,
        per_night: 12950,
        city: 'Singapore',
        area: 'Geylang',
      }),
    ],
    {
      location: { slug: 'cit-singapore', name: 'Singapore', category: 'city' },
    },
  );
  renderApp({
    locale: 'en-sg',
    route: '/search?location=cit-singapore&name=Singapore',
    api: { ...base, hotelsList: sg },
  });
  const card = await screen.findByRole('article');
  expect(card).toHaveTextContent('S$129.50');
  // rack rate equal to the price: no strike-through
  expect(card.querySelector('s')).toBeNull();
});

it("shows rupiah prices in the guest's chosen currency, converted at the site's dated rate, and says so", async () => {
  // the fixture rates: 16,000 rupiah and S$1.28 a dollar → Rp 900,000 = S$72.00
  renderApp({ route, settings: makeSiteSettings('en-id'), currency: 'SGD', api: { ...base, hotelsList: page1 } });
  const first = (await screen.findAllByRole('article'))[0]!;
  expect(first).toHaveTextContent('S$ 72,00');
  expect(first).toHaveTextContent('S$ 36,00 per night');
  expect(first).not.toHaveTextContent('Rp');
  expect(
    screen.getByText(/Prices in SGD are converted from IDR at the rate of 2 Nov 2026; you pay in IDR\./),
  ).toBeInTheDocument();
});

it('gathers the first 20 hotels on its own, then loads more with next_page, appending without duplicates', async () => {
  const user = setupUser();
  const { api } = renderApp({
    route,
    api: { ...base, hotelsList: ({ query }: { query?: Record<string, unknown> }) => threePages(Number(query?.page)) },
  });
  // spec §9: a fresh load asks page 2 itself (first-load threshold 20)
  expect(await screen.findByRole('heading', { name: 'RedNest Jakarta 20' })).toBeInTheDocument();
  expect((api as FakeApi).callsTo('hotelsList').map((c) => c.query?.page)).toEqual([1, 2]);
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('heading', { name: 'RedNest Jakarta 24' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(24);
  expect(screen.getAllByRole('heading', { name: 'RedNest Jakarta 20' })).toHaveLength(1);
  expect((api as FakeApi).callsTo('hotelsList').map((c) => c.query?.page)).toEqual([1, 2, 3]);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(screen.getByText("You've seen all 24 properties.")).toBeInTheDocument();
});

it('gathers only 10 on a google_query entry', async () => {
  const { api } = renderApp({
    route: `${route}&google_query=hotel+jakarta`,
    api: { ...base, hotelsList: ({ query }: { query?: Record<string, unknown> }) => threePages(Number(query?.page)) },
  });
  expect(await screen.findByRole('heading', { name: 'RedNest Jakarta 10' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Load more' })).toBeEnabled();
  expect((api as FakeApi).callsTo('hotelsList').map((c) => c.query?.page)).toEqual([1]);
});

it('lists the sold-out properties under the available ones once those end', async () => {
  const soldOut = makeHotelsList([
    makeHotel({
      id: 99,
      slug: 'full-house',
      name: 'RedNest Full House',
      tarrif: null,
      rack_rate: null,
      per_night: null,
    }),
  ]);
  const { api } = renderApp({ route, api: { ...base, hotelsList: page2, hotelsSoldOut: soldOut } });
  const section = await screen.findByRole('region', { name: 'Sold out for your dates' });
  expect(within(section).getByRole('heading', { name: 'RedNest Full House' })).toBeInTheDocument();
  expect(within(section).getByText('Sold out')).toBeInTheDocument();
  expect((api as FakeApi).callsTo('hotelsSoldOut')[0]!.query).toMatchObject({ location: 'cit-jakarta', page: 1 });
});

it('asks a guest to sign in when they tap the heart', async () => {
  const user = setupUser();
  renderApp({ route, api: { ...base, hotelsList: page2 } });
  // the shell hands /signIn to mf-account; alone, this remote would send it home, so watch history
  const push = jest.spyOn(window.history, 'pushState');
  await user.click(await screen.findByRole('button', { name: 'Save RedNest Jakarta 10 to your wishlist' }));
  expect(push).toHaveBeenCalledWith(null, '', '/en-id/signIn');
  push.mockRestore();
});

it("flips a signed-in user's heart at once and moves the wishlist count, and flips it back when the server refuses", async () => {
  const user = setupUser();
  const list = makeHotelsList([makeHotel({ id: 7, slug: 'hotel-7', name: 'RedNest Jakarta 7' })], {
    wishlist_count: 2,
  });
  const { api } = renderApp({
    route,
    user: { first_name: 'Ayu' },
    api: { ...base, hotelsList: list, wishListsUpdate: () => new Promise(() => {}) },
  });
  await user.click(await screen.findByRole('button', { name: 'Save RedNest Jakarta 7 to your wishlist' }));
  expect(screen.getByRole('button', { name: 'Remove RedNest Jakarta 7 from your wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByText(/3 properties in your wishlist/)).toBeInTheDocument();
  expect((api as FakeApi).callsTo('wishListsUpdate')[0]!.body).toEqual({ property_id: 7, action: 'add' });

  (api as FakeApi).respond(
    'wishListsUpdate',
    apiError('wishListsUpdate', 404, 'HOTEL_NOT_FOUND', 'This property no longer exists.'),
  );
  await user.click(screen.getByRole('button', { name: 'Remove RedNest Jakarta 7 from your wishlist' }));
  expect(await screen.findByRole('button', { name: 'Remove RedNest Jakarta 7 from your wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByText(/3 properties in your wishlist/)).toBeInTheDocument();
});

it('says when nothing is available and offers to change the dates, searching again with the new ones', async () => {
  const user = setupUser();
  const { api } = renderApp({ route, api: { ...base, hotelsList: makeHotelsList([], { properties_count: 0 }) } });
  expect(await screen.findByRole('heading', { name: 'No properties available for these dates' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Properties in Jakarta' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change dates' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select your dates' });
  (api as FakeApi).respond('hotelsList', page1);
  await user.click(await within(dialog).findByRole('gridcell', { name: 'Friday, 20 March 2026' }));
  await user.click(within(dialog).getByRole('gridcell', { name: 'Saturday, 21 March 2026' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('heading', { name: '12 properties in Jakarta' })).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('check_in_date')).toBe('20-03-2026');
  expect((api as FakeApi).callsTo('hotelsList').at(-1)!.query).toMatchObject({
    check_in_date: '20-03-2026',
    check_out_date: '21-03-2026',
  });
});

it('shows the API error with a Retry that asks again', async () => {
  const user = setupUser();
  const { api } = renderApp({
    route,
    api: { ...base, hotelsList: apiError('hotelsList', 400, 'INVALID_DATES', 'Check-in must be today or later.') },
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Check-in must be today or later.');
  expect(screen.getByRole('heading', { level: 1, name: 'Properties in Jakarta' })).toBeInTheDocument();
  (api as FakeApi).respond('hotelsList', page1);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: '12 properties in Jakarta' })).toBeInTheDocument();
});

// Jakarta's calendar still says the 10th when Bali is past midnight: the API refuses the 10th there and names the 11th
const passedInBali = () =>
  new ApiCallError('hotelsList', 400, 'INVALID_DATES', 'Check-in cannot be in the past.', {
    code: 'INVALID_DATES',
    message: 'Check-in cannot be in the past.',
    details: [{ field: 'check_in_date', message: 'must be 2026-03-11 or later', value: '11-03-2026' }],
  });

it("moves default dates on at once when the destination's day is already over, keeping the nights", async () => {
  const { api } = renderApp({
    route: '/search?location=cit-kuta&name=Kuta',
    api: { ...base, hotelsList: passedInBali() },
  });
  await screen.findByRole('status', { name: 'Loading properties' });
  (api as FakeApi).respond('hotelsList', page1);
  expect(await screen.findByRole('heading', { name: '12 properties in Jakarta' })).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('check_in_date')).toBe('11-03-2026');
  expect(new URLSearchParams(window.location.search).get('check_out_date')).toBe('12-03-2026');
  expect((api as FakeApi).callsTo('hotelsList').at(-1)!.query).toMatchObject({
    check_in_date: '11-03-2026',
    check_out_date: '12-03-2026',
  });
});

it('asks before moving dates the guest chose, naming the earliest check-in', async () => {
  const user = setupUser();
  const { api } = renderApp({
    route: '/search?location=cit-kuta&name=Kuta&check_in_date=10-03-2026&check_out_date=12-03-2026',
    api: { ...base, hotelsList: passedInBali() },
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The earliest check-in is Wed, 11 Mar.');
  // the page keeps its heading while it asks (a listing opened from a link late at night)
  expect(screen.getByRole('heading', { level: 1, name: 'Properties in Kuta' })).toBeInTheDocument();
  (api as FakeApi).respond('hotelsList', page1);
  await user.click(within(alert).getByRole('button', { name: 'Search from Wed, 11 Mar' }));
  expect(await screen.findByRole('heading', { name: '12 properties in Jakarta' })).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('check_out_date')).toBe('13-03-2026');
});

it('sorts by lowest price (ascending) and keeps the sort in the URL', async () => {
  const user = setupUser();
  const { api } = renderApp({ route, api: { ...base, hotelsList: page1 } });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Lowest price');
  await screen.findByRole('heading', { name: '12 properties in Jakarta' });
  expect((api as FakeApi).callsTo('hotelsList').map((c) => c.query)).toContainEqual(
    expect.objectContaining({ sort_by: 'price', order_by: 'asc', page: 1 }),
  );
  expect(new URLSearchParams(window.location.search).get('sort_by')).toBe('price');
});

it('applies the spec §5 rules to the URL: past dates become today/tomorrow, bad counts 1 room 2 guests', async () => {
  const { api } = renderApp({
    route:
      '/search?location=cit-jakarta&name=Jakarta&check_in_date=01-01-2020&check_out_date=02-01-2020&rooms=0&guest=abc',
    api: { ...base, hotelsList: page1 },
  });
  await screen.findByRole('heading', { name: '12 properties in Jakarta' });
  expect((api as FakeApi).callsTo('hotelsList')[0]!.query).toMatchObject({
    check_in_date: '10-03-2026',
    check_out_date: '11-03-2026',
    rooms: 1,
    guest: 2,
  });
  expect(screen.getByRole('button', { name: 'Check-in' })).toHaveAccessibleDescription('Tue, 10 Mar');
});

it('serves /list-hotels/<slug> as the same listing', async () => {
  const { api } = renderApp({ route: '/list-hotels/cit-jakarta', api: { ...base, hotelsList: page1 } });
  expect(await screen.findByRole('heading', { name: '12 properties in Jakarta' })).toBeInTheDocument();
  expect((api as FakeApi).callsTo('hotelsList')[0]!.query).toMatchObject({ location: 'cit-jakarta' });
  // the URL has no name: the search bar and the title use the API's
  expect(screen.getByRole('combobox', { name: 'Where are you going?' })).toHaveValue('Jakarta');
  expect(document.title).toBe('Stays in Jakarta – RedNest');
});

it('reloads the results when the search bar is edited', async () => {
  const user = setupUser();
  const { api } = renderApp({ route, api: { ...base, hotelsList: page1 } });
  await screen.findByRole('heading', { name: '12 properties in Jakarta' });
  await user.click(screen.getAllByRole('button', { name: 'Rooms and guests' })[0]!);
  await user.click(screen.getByRole('button', { name: 'Add guest' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(new URLSearchParams(window.location.search).get('guest')).toBe('3');
  await screen.findByRole('heading', { name: '12 properties in Jakarta' });
  expect((api as FakeApi).callsTo('hotelsList').map((c) => c.query)).toContainEqual(
    expect.objectContaining({ guest: 3, page: 1 }),
  );
});

it('sends a path no page draws yet (spec §2 catch-all) to the locale home', async () => {
  renderApp({ route: '/no-such-page', api: { ...base, areasCdn: { areas: [] } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Find your next stay' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/en-id');
});

it('sends /air_asia to the home page (spec §2)', async () => {
  renderApp({ route: '/air_asia', api: { ...base, areasCdn: { areas: [] } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Find your next stay' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/en-id');
});

it("offers the country's cities on a listing without a place", async () => {
  const cities = {
    cities: [
      { id: 1, slug: 'cit-jakarta', name: 'Jakarta', province: 'DKI Jakarta', hotel_count: 40, is_popular: true },
      { id: 2, slug: 'cit-bogor', name: 'Bogor', province: 'Jawa Barat', hotel_count: 3, is_popular: false },
      { id: 3, slug: 'cit-empty', name: 'Nowhere', province: 'X', hotel_count: 0, is_popular: false },
    ],
  };
  renderApp({ route: '/list-hotels', api: { ...base, countryCities: cities } });
  expect(await screen.findByRole('heading', { name: 'Where would you like to stay?' })).toBeInTheDocument();
  const jakarta = await screen.findByRole('link', { name: /^Jakarta/ });
  expect(jakarta.getAttribute('href')).toMatch(
    /^\/en-id\/search\?location=cit-jakarta&name=Jakarta&check_in_date=10-03-2026/,
  );
  expect(screen.getByRole('link', { name: /^Bogor/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Nowhere/ })).not.toBeInTheDocument();
});

it('resolves a google_query to the best place and lists it', async () => {
  const locations = {
    locations: [
      {
        id: 5,
        name: 'Bandung',
        slug: 'cit-bandung',
        category: 'city',
        parent_id: null,
        full_name: 'Bandung, Jawa Barat',
        country: 'id',
        timezone: 'Asia/Jakarta',
        weightage: 1,
        child_weightage: 0,
        is_popular: true,
        hotel_count: 9,
        matched_by: 'similar',
        score: 0.6,
      },
    ],
    hotels: [],
  };
  const { api } = renderApp({
    route: '/search?google_query=hotel+bandng',
    api: { ...base, getLocations: locations, hotelsList: page2 },
  });
  await screen.findByRole('heading', { name: /properties in/ });
  expect((api as FakeApi).callsTo('getLocations')[0]!.query).toMatchObject({ q: 'hotel bandng', country: 'id' });
  expect((api as FakeApi).callsTo('hotelsList')[0]!.query).toMatchObject({ location: 'cit-bandung' });
});

describe('the first search the edge draws from (shared listing-first-view.ts)', () => {
  // late at night UTC is already the next day in Jakarta: the site's day, not the machine's
  beforeEach(() => jest.setSystemTime(new Date('2026-03-10T20:30:00Z')));
  const plain = [
    '/search?location=cit-jakarta',
    '/search?location=cit-jakarta&name=Jakarta&check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=2&guest=3',
    '/search?location=cit-jakarta&check_in_date=01-01-2020&rooms=0&guest=9',
    '/list-hotels/cit-jakarta',
  ];
  it.each(plain)('%s: the page asks exactly the query the edge asks', async (path) => {
    const { api } = renderApp({ route: path, api: { ...base, hotelsList: page1 } });
    await screen.findByRole('heading', { name: '12 properties in Jakarta' });
    const [pathname, search = ''] = `/en-id${path}`.split('?');
    const edge = listingFirstViewQuery(pathname!, search, Date.now());
    expect(edge).not.toBeNull();
    const { page, per_page, ...asked } = (api as FakeApi).callsTo('hotelsList')[0]!.query as Record<string, unknown>;
    expect(asked).toEqual(edge!.query);
    expect({ page, per_page }).toEqual({ page: 1, per_page: 10 });
  });
});
