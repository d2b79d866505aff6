import { endpointKey, useEndpointMutation, useQueryClient } from '@rednest/shared/api-client';
import type { HotelDetails } from '@rednest/shared/contracts';

/**
 * POST user/wish_lists from the hotel page: the heart flips at once (the cached hotel), flips back
 * when the server refuses; listings and the wish list reload with the server's state.
 */
export function useHotelWishlist(slug: string, onFailure: (message: string) => void) {
  const client = useQueryClient();
  const key = endpointKey('hotelDetails', { params: { id: slug } });
  const set = (wishlisted: boolean) =>
    client.setQueryData<HotelDetails>(key, (h) => (h ? { ...h, is_wishlisted: wishlisted } : h));
  const mutation = useEndpointMutation('wishListsUpdate');
  return {
    busy: mutation.isPending,
    toggle(propertyId: number, wishlisted: boolean) {
      const next = !wishlisted;
      set(next);
      mutation.mutate(
        { body: { property_id: propertyId, action: next ? 'add' : 'remove' } },
        {
          onSuccess: () => {
            void client.invalidateQueries({ queryKey: ['wishLists'] });
            void client.invalidateQueries({ queryKey: ['hotelsList'] });
          },
          onError: (error) => {
            set(wishlisted);
            onFailure(error.message);
          },
        },
      );
    },
  };
}
