import { screen, within } from '@testing-library/react';
import { ApiCallError } from '@rednest/shared/api-client';
import type { HotelDetails, PriceAvailability, Reviews } from '@rednest/shared/contracts';
import { apiError, makeSiteSettings, type FakeApi } from '@rednest/shared/testing';
import { renderApp, setupUser } from '../app.test-helper';

const stay = 'check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2';
const policy = { refundable: true, free_until_hours_before_check_in: 24, fee_percent: 100, summary: '' };

const hotel: HotelDetails = {
  id: 7,
  slug: 'rednest-menteng',
  name: 'RedNest Menteng',
  property_code: 'RN-7',
  property_type: 'hotel',
  property_category: 'budget',
  description: 'A quiet budget hotel near Taman Suropati.',
  street1: 'Jl. Cikini Raya 12',
  street2: '',
  zip_code: '10330',
  area: 'Menteng',
  city: 'Jakarta',
  city_slug: 'cit-jakarta',
  state: 'DKI Jakarta',
  country: 'Indonesia',
  country_code: 'id',
  lat: -6.1944,
  lng: 106.8381,
  timezone: 'Asia/Jakarta',
  check_in_time: '14:00',
  check_out_time: '12:00',
  facilities: ['wifi', 'ac'],
  ideal_for: [],
  location_tags: [],
  add_on_types: [],
  rating: 4.4,
  review_count: 2,
  brand: null,
  top_property: false,
  currency: 'IDR',
  currency_symbol: 'Rp',
  lead_picture: '/api/images/properties/7/1.svg',
  gallery_pictures: [
    {
      tab_name: 'all',
      values: [
        { url: '/p/1.svg', caption: 'Lobby' },
        { url: '/p/2.svg', caption: 'Room' },
      ],
    },
    { tab_name: 'rooms', values: [{ url: '/p/2.svg', caption: 'Room' }] },
  ],
  policies: {
    accepted_ids: ['ktp', 'passport'],
    couple_friendly: true,
    children_free_under_age: 6,
    deposit: 10000000,
    pay_at_hotel: true,
    syariah: false,
  },
  charges: { service_percent: 5, tax_percent: 10, prices_include_taxes_and_fees: true },
  deal: null,
  rooms: [],
  is_wishlisted: false,
  meta_tag: { title: 'RedNest Menteng, Jakarta – RedNest', description: '', keywords: '', listing_template: '' },
};
const plan = (id: number, name: string, total: number, refundable = true) => ({
  rate_plan_id: id,
  code: `P${id}`,
  name,
  includes_breakfast: id === 2,
  refundable,
  cancellation_policy: refundable ? policy : { ...policy, refundable: false, free_until_hours_before_check_in: null },
  total_tarrif: total,
  per_night: total / 2,
  club_total_tarrif: total * 0.9,
  club_per_night: (total * 0.9) / 2,
  rack_rate: total + 20000000,
  room_charge: total - 10000000,
  discount: 0,
  service_charge: 3000000,
  taxes: 7000000,
});
const priced: PriceAvailability = {
  property_id: 7,
  slug: 'rednest-menteng',
  check_in_date: '12-03-2026',
  check_out_date: '14-03-2026',
  no_of_nights: 2,
  rooms: 1,
  guest: 2,
  currency: 'IDR',
  currency_symbol: 'Rp',
  prices_include_taxes_and_fees: true,
  sold_out: false,
  room_prices: [
    {
      room_type_id: 31,
      name: 'Standard Double',
      max_guests: 2,
      available_rooms: 2,
      fits: true,
      sold_out: false,
      plans: [plan(1, 'Room only', 60000000), plan(2, 'With breakfast', 70000000, false)],
    },
    { room_type_id: 32, name: 'Single', max_guests: 1, available_rooms: 4, fits: false, sold_out: false, plans: [] },
  ],
  cheapest: { room_type_id: 31, rate_plan_id: 1, total_tarrif: 60000000, per_night: 30000000 },
  suggested_dates: [],
};
const reviews = (page: number): Reviews => ({
  property_id: 7,
  rating: 4.4,
  review_count: 2,
  rating_breakdown: [
    { stars: 5, count: 1 },
    { stars: 4, count: 1 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
  reviews: [
    {
      id: page,
      author_name: page === 1 ? 'Ayu' : 'Budi',
      rating: page === 1 ? 5 : 4,
      traveller_type: page === 1 ? 'couple' : 'surfer',
      comment: page === 1 ? 'Clean and quiet.' : 'Friendly staff.',
      stayed_on: '2026-01-10',
      created_at: '2026-01-12T00:00:00Z',
    },
  ],
  next_page: page === 1 ? 2 : null,
  total_pages: 2,
});
const api = {
  hotelDetails: hotel,
  hotelPriceAvailability: priced,
  hotelReviews: ({ query }: { query?: Record<string, unknown> }) => reviews(Number(query?.page ?? 1)),
  recommendedProperties: { hotels: [] },
  loadIconImages: { icon_images: [{ key: 'wifi', icon_url: '/api/cdn/icons/wifi.svg' }] },
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('shows the rooms and plans for the stay, all-in, with the policy in words and Book going to the summary', async () => {
  const { api: fake } = renderApp({ route: `/hotel/rednest-menteng?${stay}`, api });
  expect(await screen.findByRole('heading', { level: 1, name: 'RedNest Menteng' })).toBeInTheDocument();
  expect((fake as FakeApi).callsTo('hotelPriceAvailability')[0]).toMatchObject({
    params: { id: 'rednest-menteng' },
    query: { check_in_date: '12-03-2026', check_out_date: '14-03-2026', rooms: 1, guest: 2 },
  });
  const rooms = await screen.findByRole('region', { name: 'Rooms and prices' });
  expect(rooms).toHaveTextContent('Prices for 2 nights, 1 room, 2 guests, including taxes and fees.');
  expect(within(rooms).getByRole('heading', { name: 'Standard Double' })).toBeInTheDocument();
  expect(rooms).toHaveTextContent('Rp 600.000');
  expect(rooms).toHaveTextContent(
    'Free cancellation until 1 day before check-in. After that, the whole stay is charged.',
  );
  expect(rooms).toHaveTextContent('Non-refundable: cancelling costs the whole stay.');
  expect(rooms).toHaveTextContent('Too small for your group: up to 1 guest per room');
  expect(within(rooms).getByRole('link', { name: 'Book Standard Double, Room only' })).toHaveAttribute(
    'href',
    `/en-id/bookingsummary?hotel=rednest-menteng&room_type_id=31&rate_plan_id=1&${stay}`,
  );
  expect(screen.getByRole('complementary', { name: 'Price summary' })).toHaveTextContent('Rp 300.000');
  expect(document.title).toBe('RedNest Menteng, Jakarta – RedNest');
  // check-in certainty from the property's data
  expect(screen.getByText('KTP (identity card), Passport')).toBeInTheDocument();
  expect(screen.getByText('Rp 100.000, refunded at check-out')).toBeInTheDocument();
});

it('a club member sees the price they pay, its parts ending with the club price', async () => {
  renderApp({ route: `/hotel/rednest-menteng?${stay}`, api, user: { first_name: 'Ayu', club_member: true } });
  const rooms = await screen.findByRole('region', { name: 'Rooms and prices' });
  const [first] = within(rooms).getAllByText('Your club price', { selector: 'p' });
  const price = first!.closest('div')!;
  expect(price.querySelector('strong')).toHaveTextContent('Rp 540.000');
  expect(price.querySelector('s')).toHaveTextContent('Rp 600.000');
  expect(price).toHaveTextContent('Rp 270.000 per night');
  const parts = within(price).getByText('Room charge').closest('dl')!;
  expect(within(parts).getByText('Your club price').nextElementSibling).toHaveTextContent('−Rp 60.000');
  expect(parts.lastElementChild).toHaveTextContent('TotalRp 540.000');
});

it('anyone not a member reads what a club member would pay', async () => {
  renderApp({ route: `/hotel/rednest-menteng?${stay}`, api });
  const rooms = await screen.findByRole('region', { name: 'Rooms and prices' });
  expect(rooms).toHaveTextContent('Club members pay Rp 540.000');
  expect(rooms).not.toHaveTextContent('Your club price');
});

it('shows prices in whole baht whose parts add up to the total shown', async () => {
  // Rp 520,250 + Rp 26,250 + Rp 53,500 = Rp 600,000 at 500 rupiah a baht: ฿1,040.50 + ฿52.50 + ฿107 = ฿1,200
  const split = { ...plan(1, 'Room only', 60000000), room_charge: 52025000, service_charge: 2625000, taxes: 5350000 };
  renderApp({
    route: `/hotel/rednest-menteng?${stay}`,
    api: {
      ...api,
      hotelPriceAvailability: { ...priced, room_prices: [{ ...priced.room_prices[0]!, plans: [split] }] },
    },
    settings: makeSiteSettings('en-id'),
    currency: 'THB',
  });
  const rooms = await screen.findByRole('region', { name: 'Rooms and prices' });
  const parts = within(rooms).getByText('Room charge').closest('dl')!;
  const shown = [...parts.querySelectorAll('dd')].map((dd) => Number(dd.textContent!.replace(/[^\d]/g, '')));
  const total = shown.pop()!;
  expect(total).toBe(1_200);
  expect(shown.reduce((a, b) => a + b, 0)).toBe(total);
  expect(rooms).toHaveTextContent('฿1.200');
  expect(rooms).not.toHaveTextContent(/฿[\d.]+,\d\d/);
});

it('offers nearby dates when the stay is sold out', async () => {
  const soldOut = {
    ...priced,
    sold_out: true,
    room_prices: [],
    cheapest: null,
    suggested_dates: [
      { check_in_date: '15-03-2026', check_out_date: '17-03-2026', total_tarrif: 64000000, per_night: 32000000 },
    ],
  };
  renderApp({ route: `/hotel/rednest-menteng?${stay}`, api: { ...api, hotelPriceAvailability: soldOut } });
  expect(await screen.findByText('Sold out for your dates')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: /Rp 640\.000/ });
  expect(link).toHaveAttribute(
    'href',
    '/en-id/hotel/rednest-menteng?check_in_date=15-03-2026&check_out_date=17-03-2026&rooms=1&guest=2',
  );
});

it('pages through the reviews', async () => {
  const user = setupUser();
  renderApp({ route: `/hotel/rednest-menteng?${stay}`, api });
  const section = await screen.findByRole('region', { name: 'Guest reviews' });
  expect(await within(section).findByText('Clean and quiet.')).toBeInTheDocument();
  // the traveller's kind in words, one star singular
  expect(within(section).getByText('Couple · stayed in January 2026')).toBeInTheDocument();
  expect(within(section).getByText('1 star')).toBeInTheDocument();
  expect(within(section).getByText('2 stars')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
  expect(await within(section).findByText('Friendly staff.')).toBeInTheDocument();
  expect(within(section).getByText('surfer · stayed in January 2026')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
});

it("saves a signed-in user's hotel to the wishlist at once", async () => {
  const user = setupUser();
  const { api: fake } = renderApp({
    route: `/hotel/rednest-menteng?${stay}`,
    user: { first_name: 'Ayu' },
    api: { ...api, wishListsUpdate: { property_id: 7, is_wishlisted: true, wishlist_count: 1 } },
  });
  await user.click(await screen.findByRole('button', { name: 'Save RedNest Menteng to your wishlist' }));
  expect(screen.getByRole('button', { name: 'Remove RedNest Menteng from your wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((fake as FakeApi).callsTo('wishListsUpdate')[0]!.body).toEqual({ property_id: 7, action: 'add' });
});

it('asks a guest to sign in before saving', async () => {
  const user = setupUser();
  renderApp({ route: `/hotel/rednest-menteng?${stay}`, api });
  const push = jest.spyOn(window.history, 'pushState');
  await user.click(await screen.findByRole('button', { name: 'Save RedNest Menteng to your wishlist' }));
  expect(push).toHaveBeenCalledWith(null, '', '/en-id/signIn');
  push.mockRestore();
});

it('says when the property does not exist', async () => {
  renderApp({
    route: '/hotel/no-such-hotel',
    api: {
      ...api,
      hotelDetails: apiError('hotelDetails', 404, 'HOTEL_NOT_FOUND', 'We could not find the property "no-such-hotel".'),
    },
  });
  expect(await screen.findByRole('heading', { name: "We couldn't find this property" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search other stays' })).toHaveAttribute('href', '/en-id');
});

it('keeps the rooms usable when the reviews fail', async () => {
  renderApp({
    route: `/hotel/rednest-menteng?${stay}`,
    api: { ...api, hotelReviews: apiError('hotelReviews', 503, 'UNAVAILABLE', 'Reviews are resting.') },
  });
  expect(await screen.findByRole('link', { name: 'Book Standard Double, Room only' })).toBeInTheDocument();
  expect(await screen.findByText("We couldn't load the reviews.")).toBeInTheDocument();
});

// Jakarta's calendar (the site's) still says the 10th when it is past midnight at a hotel further east:
// the API refuses the 10th there and names the 11th as the earliest check-in
const passedThere = () =>
  new ApiCallError('hotelPriceAvailability', 400, 'INVALID_DATES', 'Check-in cannot be in the past.', {
    code: 'INVALID_DATES',
    message: 'Check-in cannot be in the past.',
    details: [{ field: 'check_in_date', message: 'must be 2026-03-11 or later', value: '11-03-2026' }],
  });
const pricedFrom11th: PriceAvailability = {
  ...priced,
  check_in_date: '11-03-2026',
  check_out_date: '12-03-2026',
  no_of_nights: 1,
};

it("opened without dates, moves the default stay on to the hotel's earliest check-in at once, keeping the nights", async () => {
  // the hotel refuses the 10th and prices the 11th
  const answer = ({ query }: { query?: Record<string, unknown> }) => {
    if (query?.check_in_date === '10-03-2026') throw passedThere();
    return pricedFrom11th;
  };
  const { api: fake } = renderApp({ route: '/hotel/rednest-menteng', api: { ...api, hotelPriceAvailability: answer } });
  const rooms = await screen.findByRole('region', { name: 'Rooms and prices' });
  expect(await within(rooms).findByRole('heading', { name: 'Standard Double' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  const url = new URLSearchParams(window.location.search);
  expect([url.get('check_in_date'), url.get('check_out_date')]).toEqual(['11-03-2026', '12-03-2026']);
  expect((fake as FakeApi).callsTo('hotelPriceAvailability').map((c) => c.query?.check_in_date)).toEqual([
    '10-03-2026',
    '11-03-2026',
  ]);
});

it('asks before moving dates the guest chose, naming the earliest check-in, and keeps their nights', async () => {
  const user = setupUser();
  const { api: fake } = renderApp({
    route: '/hotel/rednest-menteng?check_in_date=10-03-2026&check_out_date=12-03-2026&rooms=1&guest=2',
    api: { ...api, hotelPriceAvailability: passedThere() },
  });
  const rooms = await screen.findByRole('region', { name: 'Rooms and prices' });
  const alert = await within(rooms).findByRole('alert');
  expect(alert).toHaveTextContent("It's already the next day there.");
  expect(alert).toHaveTextContent('The earliest check-in is Wed, 11 Mar.');
  expect(new URLSearchParams(window.location.search).get('check_in_date')).toBe('10-03-2026');
  expect((fake as FakeApi).callsTo('hotelPriceAvailability')).toHaveLength(1);
  (fake as FakeApi).respond('hotelPriceAvailability', {
    ...priced,
    check_in_date: '11-03-2026',
    check_out_date: '13-03-2026',
  });
  await user.click(within(alert).getByRole('button', { name: 'See rooms from Wed, 11 Mar' }));
  expect(await within(rooms).findByRole('heading', { name: 'Standard Double' })).toBeInTheDocument();
  const url = new URLSearchParams(window.location.search);
  expect([url.get('check_in_date'), url.get('check_out_date')]).toEqual(['11-03-2026', '13-03-2026']);
});
