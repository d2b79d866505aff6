import { screen, within } from '@testing-library/react';
import type { WishList } from '@rednest/shared/contracts';
import { apiError, type FakeApi } from '@rednest/shared/testing';
import { renderApp, setupUser } from '../app.test-helper';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => jest.useRealTimers());

const item = (id: number, name: string) => ({
  id,
  slug: `h-${id}`,
  name,
  property_type: 'hotel' as const,
  city: 'Jakarta',
  area: 'Menteng',
  lead_picture: `/p/${id}.svg`,
  rating: 4.2,
  review_count: 8,
  is_wishlisted: true,
  added_at: '2026-03-01T00:00:00Z',
});
const list: WishList = {
  wish_lists: [item(1, 'RedNest One'), item(2, 'RedNest Two')],
  wishlist_count: 2,
  next_page: null,
  total_pages: 1,
};

it('lists the saved properties with links, and removing one drops it at once', async () => {
  const user = setupUser();
  const { api } = renderApp({
    route: '/wishlist',
    user: { first_name: 'Ayu' },
    api: { wishLists: list, wishListsUpdate: { property_id: 1, is_wishlisted: false, wishlist_count: 1 } },
  });
  expect(await screen.findByRole('link', { name: 'RedNest One' })).toHaveAttribute('href', '/en-id/hotel/h-1');
  expect(screen.getByText('2 properties in your wishlist')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove RedNest One from your wishlist' }));
  expect(screen.queryByRole('link', { name: 'RedNest One' })).not.toBeInTheDocument();
  expect(screen.getByText('1 property in your wishlist')).toBeInTheDocument();
  expect((api as FakeApi).callsTo('wishListsUpdate')[0]!.body).toEqual({ property_id: 1, action: 'remove' });
});

it('puts a property back when the server refuses to remove it', async () => {
  const user = setupUser();
  renderApp({
    route: '/wishlist',
    user: { first_name: 'Ayu' },
    api: {
      wishLists: list,
      wishListsUpdate: apiError('wishListsUpdate', 503, 'UNAVAILABLE', 'Try again in a moment.'),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Remove RedNest Two from your wishlist' }));
  expect(await screen.findByRole('link', { name: 'RedNest Two' })).toBeInTheDocument();
});

it('says when nothing is saved yet', async () => {
  renderApp({
    route: '/wishlist',
    user: { first_name: 'Ayu' },
    api: { wishLists: { ...list, wish_lists: [], wishlist_count: 0 } },
  });
  expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find a place to stay' })).toHaveAttribute('href', '/en-id');
});

it('asks a guest to sign in, without calling the API', async () => {
  const { api } = renderApp({ route: '/wishlist', api: {} });
  const empty = await screen.findByRole('heading', { name: 'Sign in to see your wishlist' });
  expect(empty).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-id/signIn');
  expect((api as FakeApi).callsTo('wishLists')).toHaveLength(0);
});

it('offers Retry when the list fails', async () => {
  renderApp({
    route: '/wishlist',
    user: { first_name: 'Ayu' },
    api: { wishLists: apiError('wishLists', 503, 'UNAVAILABLE', 'Resting.') },
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
