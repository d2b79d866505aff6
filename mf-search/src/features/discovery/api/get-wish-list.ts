import { useEndpointPages } from '@rednest/shared/api-client';

export const WISHLIST_PAGE_SIZE = 10;

/** GET user/wish_lists: the signed-in user's saved properties, newest first, paged; waits for a user. */
export function useWishList(signedIn: boolean) {
  return useEndpointPages('wishLists', signedIn ? { query: { per_page: WISHLIST_PAGE_SIZE } } : null, {
    nextPage: (last) => last.next_page,
  });
}
