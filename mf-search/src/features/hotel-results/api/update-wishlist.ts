import { useEndpointMutation, useQueryClient } from '@rednest/shared/api-client';
import type { HotelsList } from '@rednest/shared/contracts';
import { flipWishlisted, type InfiniteDataLike } from '../utils/wishlist-flip';

/**
 * POST user/wish_lists from a listing card: the heart flips at once on every cached listing
 * (optimistic), and flips back if the server refuses; the wish list page reloads next time.
 */
export function useListingWishlist(onFailure: (message: string) => void) {
  const client = useQueryClient();
  const flip = (propertyId: number, wishlisted: boolean) =>
    client.setQueriesData<InfiniteDataLike<HotelsList>>({ queryKey: ['hotelsList'] }, (data) =>
      flipWishlisted(data, propertyId, wishlisted),
    );
  const mutation = useEndpointMutation('wishListsUpdate');
  return {
    pending: mutation.isPending ? (mutation.variables?.body.property_id ?? null) : null,
    toggle(propertyId: number, wishlisted: boolean) {
      const next = !wishlisted;
      flip(propertyId, next);
      mutation.mutate(
        { body: { property_id: propertyId, action: next ? 'add' : 'remove' } },
        {
          onSuccess: () => void client.invalidateQueries({ queryKey: ['wishLists'] }),
          onError: (error) => {
            flip(propertyId, wishlisted);
            onFailure(error.message);
          },
        },
      );
    },
  };
}
