import { useMemo } from 'react';
import type { HotelCard, HotelsListQuery } from '@rednest/shared/contracts';
import { useSearchHotels } from '../api/search-hotels';
import { appendUniqueBySlug } from '../utils/merge-hotels';

/**
 * The listing as the page shows it: every loaded page's hotels in order, de-duplicated by slug
 * (spec §4), and the last page's answer for the count, location, currency and nights.
 */
export function useHotelResults(query: Omit<HotelsListQuery, 'page' | 'per_page'> | null) {
  const pages = useSearchHotels(query);
  const { data } = pages;
  const hotels = useMemo(() => (data?.pages ?? []).reduce<HotelCard[]>((all, page) => appendUniqueBySlug(all, page.hotels), []), [data]);
  const meta = data?.pages.at(-1) ?? null;
  return {
    /** no page yet: skeleton while asking, the error when the first page failed */
    status: data ? 'ready' : pages.isError ? 'error' : 'loading',
    hotels,
    meta,
    error: pages.error,
    hasMore: pages.hasNextPage,
    // a second tap while a page is on its way does not ask again
    loadMore: () => void pages.fetchNextPage({ cancelRefetch: false }),
    loadingMore: pages.isFetchingNextPage,
    // a retried "load more" shows the busy button again rather than the old error
    loadMoreError: pages.isFetchNextPageError && !pages.isFetchingNextPage ? pages.error : null,
    retry: () => void pages.refetch(),
  } as const;
}
