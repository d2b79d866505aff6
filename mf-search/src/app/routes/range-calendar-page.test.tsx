import { screen } from '@testing-library/react';
import { renderApp, setupUser } from '../app.test-helper';
import { returnPathOf } from './range-calendar-page';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('returns to the listing with the new dates', async () => {
  const user = setupUser();
  renderApp({
    route:
      '/range-calendar?location=cit-jakarta&name=Jakarta&check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2',
    api: {
      priceCalendar: {
        month: '2026-03',
        currency: 'IDR',
        currency_symbol: 'Rp',
        prices_include_taxes_and_fees: true,
        days: [],
      },
      hotelsList: () => new Promise(() => {}),
      loadBanners: { banners: [] },
      getFilters: () => new Promise(() => {}),
    },
  });
  await user.click(await screen.findByRole('gridcell', { name: 'Friday, 20 March 2026' }));
  await user.click(screen.getByRole('gridcell', { name: 'Sunday, 22 March 2026' }));
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(window.location.pathname).toBe('/en-id/search');
  const q = new URLSearchParams(window.location.search);
  expect(Object.fromEntries(q)).toMatchObject({
    location: 'cit-jakarta',
    check_in_date: '20-03-2026',
    check_out_date: '22-03-2026',
  });
});

it('returns only to paths of this site', () => {
  expect(returnPathOf('/hotel/h-1?rooms=1')).toBe('/hotel/h-1?rooms=1');
  expect(returnPathOf('//evil.example')).toBe('/search');
  expect(returnPathOf('https://evil.example')).toBe('/search');
  expect(returnPathOf('/\\evil')).toBe('/search');
  expect(returnPathOf(null)).toBe('/search');
});
