import { fireEvent, screen, within } from '@testing-library/react';
import type { FakeApi } from '@rednest/shared/testing';
import { makeHotel, makeHotelsList, renderApp } from '../app.test-helper';

function fakeGeolocation(result: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('lat' in result)
      ok({ coords: { latitude: result.lat, longitude: result.lng, accuracy: 30 } } as GeolocationPosition);
    else fail?.({ code: result.code, message: 'no' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
});

const nearby = makeHotelsList(
  [
    makeHotel({ id: 1, slug: 'near-1', name: 'RedNest Near 1', distance_km: 0.4 }),
    makeHotel({ id: 2, slug: 'near-2', name: 'RedNest Near 2', distance_km: 2.25 }),
  ],
  { properties_count: 2, next_page: null },
);

it('lists the hotels around the browser position, nearest first, with their distance', async () => {
  fakeGeolocation({ lat: -6.2087634, lng: 106.845599 });
  const { api } = renderApp({
    route: '/hotels-around-you',
    api: { hotelsList: nearby, hotelsSoldOut: makeHotelsList([]) },
  });
  expect(await screen.findByRole('heading', { name: '2 properties near you' })).toBeInTheDocument();
  // the exact spot never leaves the browser: ~100 m is enough to find hotels
  expect((api as FakeApi).callsTo('hotelsList')[0]!.query).toMatchObject({
    lat: -6.209,
    lng: 106.846,
    radius_km: 10,
    sort_by: 'distance',
    order_by: 'asc',
    page: 1,
  });
  const [first] = screen.getAllByRole('article');
  expect(within(first!).getByText('0,4 km away')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
});

it('explains a refused permission and offers a search by place', async () => {
  fakeGeolocation({ code: 1 });
  const { api } = renderApp({ route: '/hotels-around-you', api: {} });
  expect(await screen.findByRole('heading', { name: 'Location access is turned off' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search by place' })).toHaveAttribute('href', '/en-id');
  expect((api as FakeApi).callsTo('hotelsList')).toHaveLength(0);
});

it('offers to try again when no position could be found', async () => {
  const get = fakeGeolocation({ code: 2 });
  renderApp({ route: '/hotels-around-you', api: {} });
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(get).toHaveBeenCalledTimes(2);
});
