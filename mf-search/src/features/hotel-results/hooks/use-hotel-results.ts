import { useEffect, useMemo } from 'react';
import type { HotelCard, HotelsListQuery } from '@rednest/shared/contracts';
import { useSearchHotels } from '../api/search-hotels';
import { appendUniqueBySlug } from '../utils/merge-hotels';
import { isEmptyAfterPaging, needsAnotherFirstPage, tariffFirst } from '../utils/listing-rules';

/**
 * The listing as the page shows it (spec §4): every loaded page's hotels in order, de-duplicated by
 * slug, hotels with a tariff first; a fresh load keeps asking until it holds `threshold` hotels or
 * the server's pages end; "nothing found" only once paging has ended with nothing.
 */
export function useHotelResults(query: Omit<HotelsListQuery, 'page' | 'per_page'> | null, threshold: number) {
  const pages = useSearchHotels(query);
  const { data } = pages;
  const merged = useMemo(
    () => (data?.pages ?? []).reduce<HotelCard[]>((all, page) => appendUniqueBySlug(all, page.hotels), []),
    [data],
  );
  const hotels = useMemo(() => tariffFirst(merged), [merged]);
  const meta = data?.pages.at(-1) ?? null;
  const fetching = pages.isFetching;
  const hasMore = pages.hasNextPage;
  const pagesLoaded = data?.pages.length ?? 0;
  const firstLoad =
    needsAnotherFirstPage({ loaded: merged.length, threshold, hasMore, fetching, pagesLoaded }) &&
    !pages.isFetchNextPageError;
  const { fetchNextPage } = pages;
  useEffect(() => {
    if (firstLoad) void fetchNextPage({ cancelRefetch: false });
  }, [firstLoad, fetchNextPage]);
  const autoPaging = data !== undefined && merged.length < threshold && hasMore && !pages.isFetchNextPageError;

  return {
    /** no page yet (or the first load is still filling up to the threshold): skeleton; the error when the first page failed */
    status: data
      ? merged.length === 0 && !isEmptyAfterPaging({ loaded: 0, hasMore, fetching }) && !pages.isFetchNextPageError
        ? 'loading'
        : 'ready'
      : pages.isError
        ? 'error'
        : 'loading',
    hotels,
    meta,
    error: pages.error,
    hasMore,
    // a second tap while a page is on its way does not ask again
    loadMore: () => void fetchNextPage({ cancelRefetch: false }),
    loadingMore: pages.isFetchingNextPage || autoPaging,
    // a retried "load more" shows the busy button again rather than the old error
    loadMoreError: pages.isFetchNextPageError && !pages.isFetchingNextPage ? pages.error : null,
    retry: () => void pages.refetch(),
  } as const;
}
