import { act, screen, within } from '@testing-library/react';
import { renderApp, setupUser } from '../app.test-helper';
import { makeSiteSettings } from '@rednest/shared/testing';

const jakarta = {
  id: 1,
  name: 'Jakarta',
  slug: 'cit-jakarta',
  category: 'city',
  parent_id: null,
  full_name: 'Jakarta, Indonesia',
  country: 'id',
  timezone: 'Asia/Jakarta',
  weightage: 1,
  child_weightage: 0,
  is_popular: true,
  hotel_count: 12,
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('searches the place picked, keeping the stay of the query', async () => {
  const user = setupUser();
  renderApp({
    route: '/searchFilter/selectLocation?check_in_date=20-03-2026&check_out_date=22-03-2026&rooms=1&guest=3',
    api: {
      areas: { areas: [jakarta] },
      hotelsList: {
        hotels: [],
        next_page: null,
        total_pages: 0,
        properties_count: 0,
        search_id: 's',
        currency: 'IDR',
        currency_symbol: 'Rp',
        minPrice: null,
        maxPrice: null,
        location: { slug: 'cit-jakarta', name: 'Jakarta', category: 'city' },
        no_of_nights: 2,
      },
    },
  });
  const box = await screen.findByRole('combobox', { name: 'Where are you going?' });
  expect(box).toHaveFocus();
  await user.type(box, 'Jak');
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  await user.click(await screen.findByRole('option', { name: /^Jakarta/ }));
  expect(window.location.pathname).toBe('/en-id/search');
  const q = new URLSearchParams(window.location.search);
  expect(Object.fromEntries(q)).toMatchObject({
    location: 'cit-jakarta',
    check_in_date: '20-03-2026',
    check_out_date: '22-03-2026',
    guest: '3',
  });
});

it('goes back to the brand page it came from, 100 ms after the tap', async () => {
  const user = setupUser();
  renderApp({
    route: '/searchFilter/selectLocation?from=brand&brand=lumo',
    api: { brandDetails: () => new Promise(() => {}) },
  });
  const push = jest.spyOn(window.history, 'pushState');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(push).not.toHaveBeenCalled();
  await act(async () => {
    jest.advanceTimersByTime(100);
  });
  expect(push.mock.calls[0]?.[2]).toBe('/en-id/brand/lumo');
  push.mockRestore();
});

it('offers the places this browser searched, newest first, and searches the one picked', async () => {
  const user = setupUser();
  localStorage.setItem(
    'rn.popular_locations',
    JSON.stringify([
      { slug: 'cit-bandung', name: 'Bandung', country: 'id', saved_at: 2 },
      { slug: 'cit-jakarta', name: 'Jakarta', country: 'id', saved_at: 1 },
      { slug: 'cit-singapore', name: 'Singapore', country: 'sg', saved_at: 3 },
    ]),
  );
  renderApp({
    route: '/searchFilter/selectLocation?check_in_date=20-03-2026&check_out_date=22-03-2026',
    api: { hotelsList: () => new Promise(() => {}) },
  });
  const places = await screen.findByRole('region', { name: 'Places you searched' });
  expect(
    within(places)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Bandung', 'Jakarta']);
  await user.click(within(places).getByRole('button', { name: 'Jakarta' }));
  expect(window.location.pathname).toBe('/en-id/search');
  expect(new URLSearchParams(window.location.search).get('location')).toBe('cit-jakarta');
  // the search just made moves its place first
  expect(JSON.parse(localStorage.getItem('rn.popular_locations')!).map((p: { slug: string }) => p.slug)).toEqual([
    'cit-jakarta',
    'cit-bandung',
    'cit-singapore',
  ]);
});

it('keeps neither the search nor its place while a partner return URL is pending (spec §4)', async () => {
  const user = setupUser();
  localStorage.clear();
  sessionStorage.setItem('rn.partner_referral', 'https://partner.example/back');
  renderApp({
    route: '/searchFilter/selectLocation',
    settings: makeSiteSettings('en-id', { partner_referral_origins: ['https://partner.example'] }),
    api: { areas: { areas: [jakarta] }, hotelsList: () => new Promise(() => {}) },
  });
  await user.type(await screen.findByRole('combobox', { name: 'Where are you going?' }), 'Jak');
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  await user.click(await screen.findByRole('option', { name: /^Jakarta/ }));
  expect(new URLSearchParams(window.location.search).get('location')).toBe('cit-jakarta');
  expect(localStorage.getItem('rn.recent_searches')).toBeNull();
  expect(localStorage.getItem('rn.popular_locations')).toBeNull();
  sessionStorage.clear();
});
