import { screen, within } from '@testing-library/react';
import type { Filters } from '@rednest/shared/contracts';
import type { FakeApi } from '@rednest/shared/testing';
import { makeHotel, makeHotelsList, renderApp, setupUser } from '../app.test-helper';

const route =
  '/search?location=cit-jakarta&name=Jakarta&check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2';
const filters: Filters = {
  currency: 'IDR',
  currency_symbol: 'Rp',
  properties_count: 12,
  min_price: 18000000,
  max_price: 38000000,
  price_bands: [
    { value: '0-25000000', min: 0, max: 25000000, count: 5 },
    { value: '25000000-40000000', min: 25000000, max: 40000000, count: 7 },
    { value: '90000000-', min: 90000000, max: null, count: 0 },
  ],
  filters: [
    { key: 'user_rating', backend_key: 'user_rating', type: 'min', weightage: 90, options: [{ value: '4', count: 6 }] },
    {
      key: 'top_property',
      backend_key: 'top_property',
      type: 'toggle',
      weightage: 85,
      options: [{ value: 'true', count: 2 }],
    },
    {
      key: 'amenities_filter',
      backend_key: 'amenities_filter',
      type: 'multi',
      weightage: 40,
      options: [
        { value: 'pool', count: 3 },
        { value: 'gym', count: 0 },
      ],
    },
    { key: 'pah', backend_key: 'pah', type: 'toggle', weightage: 30, options: [{ value: 'true', count: 4 }] },
  ],
};
const list = makeHotelsList([makeHotel({ id: 1, slug: 'h-1', name: 'RedNest One' })]);
const api = { loadBanners: { banners: [] }, hotelsSoldOut: makeHotelsList([]), getFilters: filters, hotelsList: list };

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('shows the 5 chips and a quick filter narrows the search through the URL', async () => {
  const user = setupUser();
  const { api: fake } = renderApp({ route, api });
  const chips = await screen.findByRole('group', { name: 'Quick filters' });
  expect(
    within(chips)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Filters', 'Rated 4+', 'Top properties', 'Pay at hotel']);
  await user.click(within(chips).getByRole('button', { name: 'Pay at hotel' }));
  expect(new URLSearchParams(window.location.search).get('pah')).toBe('true');
  await screen.findByRole('heading', { name: /propert(y|ies) in Jakarta/ });
  expect((fake as FakeApi).callsTo('hotelsList').map((c) => c.query)).toContainEqual(
    expect.objectContaining({ pah: 'true', page: 1 }),
  );
  expect(
    within(await screen.findByRole('group', { name: 'Quick filters' })).getByRole('button', { name: 'Pay at hotel' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // get_filters counts the search before its filters: asked without them
  expect((fake as FakeApi).callsTo('getFilters')[0]!.query).not.toHaveProperty('pah');
});

it('opens every filter with counts; options with none are disabled; Show properties applies the draft', async () => {
  const user = setupUser();
  const { api: fake } = renderApp({ route, api });
  await user.click(
    within(await screen.findByRole('group', { name: 'Quick filters' })).getByRole('button', { name: 'Filters' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Filter properties' });
  expect(within(dialog).getByRole('group', { name: 'Price per night' })).toHaveTextContent('Rp 0 – Rp 250.000');
  expect(within(dialog).getByRole('checkbox', { name: /Rp 900\.000 and more/ })).toBeDisabled();
  expect(within(dialog).getByRole('checkbox', { name: /Gym/ })).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox', { name: /Swimming pool/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /Rp 250\.000 – Rp 400\.000/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Show properties' }));
  const q = new URLSearchParams(window.location.search);
  expect(q.get('amenities_filter')).toBe('pool');
  expect(q.get('price')).toBe('25000000-40000000');
  await screen.findByRole('heading', { name: /propert(y|ies) in Jakarta/ });
  expect((fake as FakeApi).callsTo('hotelsList').map((c) => c.query)).toContainEqual(
    expect.objectContaining({ amenities_filter: 'pool', price: '25000000-40000000' }),
  );
  expect(
    within(screen.getByRole('group', { name: 'Quick filters' })).getByRole('button', { name: 'Filters (2)' }),
  ).toBeInTheDocument();
});

it('offers to clear the filters when nothing matches them', async () => {
  const user = setupUser();
  renderApp({
    route: `${route}&top_property=true`,
    api: { ...api, hotelsList: makeHotelsList([], { properties_count: 0 }) },
  });
  expect(await screen.findByRole('heading', { name: 'No properties match these filters' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear all' }));
  expect(new URLSearchParams(window.location.search).get('top_property')).toBeNull();
});

it('the searchFilter page applies its choice to the listing', async () => {
  const user = setupUser();
  renderApp({
    route: `/searchFilter?location=cit-jakarta&name=Jakarta&check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2`,
    api,
  });
  await user.click(await screen.findByRole('radio', { name: /4\+/ }));
  await user.click(screen.getByRole('button', { name: 'Show properties' }));
  expect(window.location.pathname).toBe('/en-id/search');
  expect(new URLSearchParams(window.location.search).get('user_rating')).toBe('4');
  expect(new URLSearchParams(window.location.search).get('location')).toBe('cit-jakarta');
});
