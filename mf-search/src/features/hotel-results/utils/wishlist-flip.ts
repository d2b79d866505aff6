import type { HotelsList } from '@rednest/shared/contracts';

/** the shape TanStack Query keeps for a paged query */
export interface InfiniteDataLike<T> {
  pages: T[];
  pageParams: unknown[];
}

/**
 * spec §4: wishlisting flips the hotel's is_wishlisted and moves the listing's stored wishlist
 * count by one. Applied to every cached page of every listing that holds the hotel, so a listing
 * seen before shows the same heart (the server's answer then settles it).
 */
export function flipWishlisted(
  data: InfiniteDataLike<HotelsList> | undefined,
  propertyId: number,
  wishlisted: boolean,
): InfiniteDataLike<HotelsList> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const hotels = page.hotels.map((h) => {
      if (h.id !== propertyId || h.is_wishlisted === wishlisted) return h;
      pageChanged = true;
      return { ...h, is_wishlisted: wishlisted };
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, hotels };
  });
  if (!changed) return data;
  const delta = wishlisted ? 1 : -1;
  return {
    ...data,
    pages: pages.map((page) =>
      typeof page.wishlist_count === 'number'
        ? { ...page, wishlist_count: Math.max(0, page.wishlist_count + delta) }
        : page,
    ),
  };
}
