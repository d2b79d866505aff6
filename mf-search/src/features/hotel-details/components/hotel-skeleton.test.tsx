import { screen } from '@testing-library/react';
import type { HotelDetails } from '@rednest/shared/contracts';
import { hotelFirstPicture } from '@rednest/shared/remote/first-view-slots';
import { renderWithShell } from '@rednest/shared/testing';
import { HotelGallery } from './hotel-gallery';
import { HotelSkeleton } from './hotel-skeleton';

const hotel = (gallery: HotelDetails['gallery_pictures']) =>
  ({
    id: 7,
    name: 'RedNest Menteng',
    lead_picture: '/api/images/properties/7/1.svg',
    gallery_pictures: gallery,
  }) as unknown as HotelDetails;

it('draws the shape of the page, with no picture until one is known', () => {
  const { container } = renderWithShell(<HotelSkeleton />);
  expect(screen.getByRole('status', { name: 'Loading the property' })).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelector('img')).toBeNull();
});

it("draws a known first picture at once and at high priority, with its caption or the hotel's name as alt text", () => {
  const { container, unmount } = renderWithShell(
    <HotelSkeleton picture={{ url: '/p/1.svg', caption: 'Lobby', name: 'RedNest Menteng' }} />,
  );
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('src', '/p/1.svg');
  expect(img).toHaveAttribute('alt', 'Lobby');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).not.toHaveAttribute('loading', 'lazy');
  unmount();
  const named = renderWithShell(<HotelSkeleton picture={{ url: '/p/1.svg', caption: '', name: 'RedNest Menteng' }} />);
  expect(named.container.querySelector('img')).toHaveAttribute('alt', expect.stringContaining('RedNest Menteng'));
});

it.each([
  [
    'the first tab with pictures',
    [
      { tab_name: 'all', values: [] },
      { tab_name: 'property', values: [{ url: '/p/2.svg', caption: 'Pool' }] },
    ],
  ],
  ['no gallery: the lead picture', []],
])("the edge's first picture (hotelFirstPicture) is the one the gallery draws first: %s", (_what, gallery) => {
  const h = hotel(gallery);
  const { container } = renderWithShell(<HotelGallery hotel={h} />);
  const first = container.querySelector('img')!;
  const picked = hotelFirstPicture(h);
  expect(first).toHaveAttribute('src', picked.url);
  expect(first).toHaveAttribute('alt', picked.caption);
});
