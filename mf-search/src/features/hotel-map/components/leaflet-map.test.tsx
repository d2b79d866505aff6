import { act, screen } from '@testing-library/react';
import { renderWithShell } from '@rednest/shared/testing';
import LeafletMap from './leaflet-map';

// jsdom lays nothing out: give the map a size, as a browser would
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});
afterAll(() => jest.restoreAllMocks());

const pins = [
  { slug: 'a', name: 'RedNest A', lat: -6.2, lng: 106.8, priceLabel: 'Rp 300.000', href: '/hotel/a' },
  { slug: 'b', name: 'RedNest B', lat: -6.21, lng: 106.82, priceLabel: null, href: '/hotel/b' },
];

it('draws each property as its price, and works on a plain background without tiles', () => {
  const { container } = renderWithShell(<LeafletMap pins={pins} tileUrl={null} label="Map of properties in Jakarta" />);
  expect(screen.getByRole('region', { name: 'Map of properties in Jakarta' })).toBeInTheDocument();
  expect(container.querySelector('[data-plain]')).not.toBeNull();
  const prices = [...container.querySelectorAll('.rn-map-price')].map((p) => p.textContent);
  expect(prices).toEqual(['Rp 300.000', 'Sold out']);
  expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
});

it('offers "Search this area" once the person moves the map', async () => {
  const onSearchArea = jest.fn();
  const { container } = renderWithShell(
    <LeafletMap pins={pins} tileUrl={null} label="Map" onSearchArea={onSearchArea} />,
  );
  expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  const zoomIn = container.querySelector('.leaflet-control-zoom-in') as HTMLElement;
  await act(async () => {
    zoomIn.click();
    await new Promise((r) => setTimeout(r, 400));
  });
  const button = await screen.findByRole('button', { name: 'Search this area' });
  act(() => button.click());
  expect(onSearchArea).toHaveBeenCalledWith(expect.objectContaining({ radiusKm: expect.any(Number) }));
  const area = onSearchArea.mock.calls[0]![0] as { radiusKm: number };
  expect(area.radiusKm).toBeGreaterThanOrEqual(1);
  expect(area.radiusKm).toBeLessThanOrEqual(50);
});
