import { endpointKey, useEndpointMutation, useQueryClient, type InfiniteData } from '@rednest/shared/api-client';
import type { WishList } from '@rednest/shared/contracts';
import { WISHLIST_PAGE_SIZE } from './get-wish-list';

/**
 * Remove from the wish list page (spec §4): the property leaves the list at once and the count
 * drops by one; if the server refuses it comes back. Listings reload to show the heart empty.
 */
export function useRemoveFromWishList(onFailure: (message: string) => void) {
  const client = useQueryClient();
  const key = [...endpointKey('wishLists', { query: { per_page: WISHLIST_PAGE_SIZE } }), 'pages'];
  const mutation = useEndpointMutation('wishListsUpdate');
  return {
    pending: mutation.isPending ? (mutation.variables?.body.property_id ?? null) : null,
    remove(propertyId: number) {
      const before = client.getQueryData<InfiniteData<WishList>>(key);
      client.setQueryData<InfiniteData<WishList>>(key, (data) => {
        if (!data || !data.pages.some((p) => p.wish_lists.some((h) => h.id === propertyId))) return data;
        return {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            wish_lists: p.wish_lists.filter((h) => h.id !== propertyId),
            wishlist_count: Math.max(0, p.wishlist_count - 1),
          })),
        };
      });
      mutation.mutate(
        { body: { property_id: propertyId, action: 'remove' } },
        {
          onSuccess: () => void client.invalidateQueries({ queryKey: ['hotelsList'] }),
          onError: (error) => {
            client.setQueryData(key, before);
            onFailure(error.message);
          },
        },
      );
    },
  };
}
