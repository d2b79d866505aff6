import { act, screen, within } from '@testing-library/react';
import { LAST_BOOKING_SALT_KEY, type BusEvent } from '@rednest/shared/contracts';
import { makeSiteSettings, type FakeApi } from '@rednest/shared/testing';
import { RECENT_SEARCHES_KEY, saveRecentSearch } from '../../features/recent-searches/utils/recent-searches-store';
import { makeArea } from '../../features/search-form/components/search-form.test-helper';
import { makeHotel, makeHotelsList, renderApp, setupUser } from '../app.test-helper';

const banners = {
  banners: [
    {
      id: 1,
      title: 'Weekend deals',
      subtitle: 'Up to 30% off',
      image_url: '/api/images/banners/1.svg',
      link_url: '',
      country: 'id',
    },
  ],
};
const cities = {
  areas: [
    makeArea(),
    makeArea({ id: 2, name: 'Bandung', slug: 'cit-bandung', weightage: 90, hotel_count: 40 }),
    makeArea({ id: 3, name: 'Bogor', slug: 'cit-bogor', is_popular: false }),
  ],
};
const handlers = {
  loadBanners: banners,
  areasCdn: cities,
  areas: { areas: [makeArea()] },
  hotelsList: makeHotelsList([makeHotel()]),
};

// 10 March 2026, 07:30 in Jakarta (00:30 UTC)
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-10T00:30:00Z') });
  localStorage.removeItem(RECENT_SEARCHES_KEY);
});
afterEach(() => jest.useRealTimers());

it('shows the hero search bar with the spec defaults: today, tomorrow, 1 room, 2 guests', async () => {
  renderApp({ api: handlers });
  expect(screen.getByRole('heading', { level: 1, name: 'Find your next stay' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Where are you going?' })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Check-in' })).toHaveAccessibleDescription('Tue, 10 Mar');
  expect(screen.getByRole('button', { name: 'Check-out' })).toHaveAccessibleDescription('Wed, 11 Mar');
  expect(screen.getByRole('button', { name: 'Rooms and guests' })).toHaveAccessibleDescription('1 room, 2 guests');
  expect(document.title).toMatch(/RedNest/);
  await screen.findByRole('img', { name: 'Weekend deals. Up to 30% off' });
});

it("uses the country's timezone for today: 23:30 UTC on 9 March is already 10 March in Bangkok", async () => {
  jest.setSystemTime(new Date('2026-03-09T23:30:00Z'));
  renderApp({ api: handlers, locale: 'en-th' });
  expect(screen.getByRole('button', { name: 'Check-in' })).toHaveAccessibleDescription('Tue, 10 Mar');
  await screen.findAllByRole('link');
});

it('shows skeletons, then the banners of the locale country and its popular cities', async () => {
  const { api } = renderApp({ api: handlers });
  expect(screen.getByRole('region', { name: 'Offers for you' })).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('img', { name: 'Weekend deals. Up to 30% off' })).toBeInTheDocument();
  expect((api as FakeApi).callsTo('loadBanners')[0]!.query).toMatchObject({ country: 'id' });

  const popular = screen.getByRole('region', { name: 'Popular destinations' });
  const links = await within(popular).findAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['Jakarta120 properties', 'Bandung40 properties']);
  expect(links[0]).toHaveAttribute(
    'href',
    expect.stringContaining('/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=10-03-2026'),
  );
});

it('links a popular place with its own today: 16:30 UTC is still the 10th in Jakarta but already the 11th in Bali', async () => {
  jest.setSystemTime(new Date('2026-03-10T16:30:00Z'));
  renderApp({
    api: {
      ...handlers,
      areasCdn: {
        areas: [
          makeArea(),
          makeArea({ id: 4, name: 'Kuta', slug: 'cit-kuta', weightage: 80, timezone: 'Asia/Makassar' }),
        ],
      },
    },
  });
  expect(screen.getByRole('button', { name: 'Check-in' })).toHaveAccessibleDescription('Tue, 10 Mar');
  const popular = screen.getByRole('region', { name: 'Popular destinations' });
  const kuta = await within(popular).findByRole('link', { name: /Kuta/ });
  expect(kuta).toHaveAttribute('href', expect.stringContaining('check_in_date=11-03-2026&check_out_date=12-03-2026'));
  expect(within(popular).getByRole('link', { name: /Jakarta/ })).toHaveAttribute(
    'href',
    expect.stringContaining('check_in_date=10-03-2026&check_out_date=11-03-2026'),
  );
});

it('links a banner only to a site path or an http(s) address, never a script URL', async () => {
  renderApp({
    api: {
      ...handlers,
      loadBanners: {
        banners: [
          {
            id: 1,
            title: 'Weekend deals',
            subtitle: null,
            image_url: '/api/images/banners/1.svg',
            link_url: '/en-id/search',
            country: 'id',
          },
          {
            id: 2,
            title: 'Bad link',
            subtitle: null,
            image_url: '/api/images/banners/2.svg',
            link_url: 'javascript:alert(1)',
            country: 'id',
          },
        ],
      },
    },
  });
  const good = await screen.findByRole('img', { name: 'Weekend deals' });
  expect(good.closest('a')).toHaveAttribute('href', '/en-id/search');
  const bad = screen.getByRole('img', { name: 'Bad link' });
  expect(bad.closest('a')).not.toHaveAttribute('href');
});

it('has no banner strip on the corporate site', async () => {
  const { api } = renderApp({ api: handlers, kind: 'corporate' });
  await screen.findAllByRole('link');
  expect(screen.queryByRole('region', { name: 'Offers for you' })).not.toBeInTheDocument();
  expect((api as FakeApi).callsTo('loadBanners')).toHaveLength(0);
});

it('shows the brand name and tagline on a brand site', async () => {
  const settings = makeSiteSettings('en-id', {
    site_kind: 'brand',
    brand_type: 1,
    brand: {
      slug: 'lumo',
      name: 'Lumo Hotels',
      brand_logo: '/api/images/brands/lumo.svg',
      tokens: {},
      tagline: 'Bright rooms, fair prices',
    },
  });
  renderApp({ api: handlers, kind: 'brand', brandSlug: 'lumo', settings });
  expect(screen.getByRole('heading', { level: 1, name: 'Lumo Hotels' })).toBeInTheDocument();
  expect(screen.getByText('Bright rooms, fair prices')).toBeInTheDocument();
  await screen.findAllByRole('link');
});

it('asks for a place before searching', async () => {
  const user = setupUser();
  renderApp({ api: handlers });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent("Choose where you're going");
  const input = screen.getByRole('combobox', { name: 'Where are you going?' });
  expect(input).toHaveFocus();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(window.location.pathname).toBe('/en-id');
  await screen.findAllByRole('link');
});

it('navigates to the results URL, announces the search and remembers it', async () => {
  const user = setupUser();
  const { props } = renderApp({ api: handlers });
  const events: BusEvent<'search.submitted.v1'>[] = [];
  const sub = props.bus.on('search.submitted.v1').subscribe((e) => events.push(e));

  await user.type(screen.getByRole('combobox', { name: 'Where are you going?' }), 'Jak');
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  await user.click(await screen.findByRole('option', { name: /Jakarta/ }));
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(window.location.pathname).toBe('/en-id/search');
  expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
    location: 'cit-jakarta',
    name: 'Jakarta',
    check_in_date: '10-03-2026',
    check_out_date: '11-03-2026',
    rooms: '1',
    guest: '2',
  });
  expect(events).toHaveLength(1);
  expect(events[0]!.payload).toEqual({
    location: 'cit-jakarta',
    locationName: 'Jakarta',
    check_in_date: '10-03-2026',
    check_out_date: '11-03-2026',
    rooms: 1,
    guest: 2,
  });
  expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)[0]).toMatchObject({
    location: 'cit-jakarta',
    country: 'id',
  });
  sub.unsubscribe();

  // the results page takes over
  expect(await screen.findByRole('heading', { name: '1 property in Jakarta' })).toBeInTheDocument();
});

it('offers recent searches of this country as quick links, newest first', async () => {
  const base = { check_in_date: '12-03-2026', check_out_date: '14-03-2026', rooms: 1, guest: 2 };
  saveRecentSearch({ ...base, location: 'cit-bandung', locationName: 'Bandung' }, 'id');
  saveRecentSearch({ ...base, location: 'cit-singapore', locationName: 'Singapore' }, 'sg');
  saveRecentSearch({ ...base, location: 'cit-jakarta', locationName: 'Jakarta', guest: 3 }, 'id');
  renderApp({ api: handlers });
  const recent = screen.getByRole('region', { name: 'Your recent searches' });
  const links = within(recent).getAllByRole('link');
  expect(links).toHaveLength(2);
  expect(links[0]).toHaveTextContent('Jakarta');
  expect(links[0]).toHaveTextContent('Thu, 12 Mar – Sat, 14 Mar · 3 guests');
  expect(links[1]).toHaveTextContent('Bandung');
  await screen.findByRole('img', { name: 'Weekend deals. Up to 30% off' });
});

it('picks dates in the calendar dialog and shows them on the buttons', async () => {
  const user = setupUser();
  renderApp({ api: handlers });
  await user.click(screen.getByRole('button', { name: 'Check-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select your dates' });
  await user.click(await within(dialog).findByRole('gridcell', { name: 'Friday, 20 March 2026' }));
  await user.click(within(dialog).getByRole('gridcell', { name: 'Sunday, 22 March 2026' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check-in' })).toHaveAccessibleDescription('Fri, 20 Mar');
  expect(screen.getByRole('button', { name: 'Check-out' })).toHaveAccessibleDescription('Sun, 22 Mar');
  await screen.findByRole('img', { name: 'Weekend deals. Up to 30% off' });
});

it('speaks the locale language: Indonesian texts for id-id', async () => {
  renderApp({ api: handlers, locale: 'id-id' });
  expect(await screen.findByRole('combobox', { name: 'Mau ke mana?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cari' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Kamar dan tamu' })).toHaveAccessibleDescription('1 kamar, 2 tamu');
  await screen.findAllByRole('link');
});

it('leads a guest back to a booking this browser left at the card page; a first visit asks nothing about one', async () => {
  const held = {
    booking_salt: 'Hk3JvQ2m0bX7yT1sZ9aP4w',
    status: 'pending',
    hold_expires_at: '2026-03-10T01:00:00Z',
    hotel_name: 'RedNest Menteng',
    check_in_date: '2026-03-12',
    check_out_date: '2026-03-14',
    total: 60_000_000,
    currency: 'IDR',
  };
  const first = renderApp({ api: { ...handlers, incompleteCardBooking: { booking: held } } });
  await screen.findByRole('img', { name: 'Weekend deals. Up to 30% off' });
  expect((first.api as FakeApi).callsTo('incompleteCardBooking')).toHaveLength(0);
  expect(screen.queryByRole('region', { name: 'You have a booking to pay' })).toBeNull();
  first.unmount();

  localStorage.setItem(LAST_BOOKING_SALT_KEY, held.booking_salt);
  try {
    renderApp({ api: { ...handlers, incompleteCardBooking: { booking: held } } });
    expect(await screen.findByRole('link', { name: 'Finish paying' })).toHaveAttribute(
      'href',
      `/en-id/abandoned-booking?booking=${held.booking_salt}`,
    );
  } finally {
    localStorage.removeItem(LAST_BOOKING_SALT_KEY);
  }
});
