import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCallError, type ApiClient } from '@rednest/shared/api-client';
import type { HotelCard, HotelsList, HotelsListQuery } from '@rednest/shared/contracts';
import { useShell } from '../../../app/providers';
import { appendUniqueBySlug } from '../utils/merge-hotels';

/** spec §9: listing page size 10 */
export const PAGE_SIZE = 10;

/** Search results for a place and stay (spec §7 GET /hotels/list, search host v1). */
export function searchHotels(api: ApiClient, query: HotelsListQuery, signal?: AbortSignal): Promise<HotelsList> {
  return api.call<HotelsList>('hotelsList', { query: { ...query, per_page: PAGE_SIZE }, signal });
}

export interface ResultsState {
  status: 'loading' | 'ready' | 'error';
  hotels: HotelCard[];
  /** the last page's answer (count, location, currency, nights) */
  meta: Omit<HotelsList, 'hotels'> | null;
  error: ApiCallError | null;
  nextPage: number | null;
  loadingMore: boolean;
  loadMoreError: ApiCallError | null;
}

const INITIAL: ResultsState = { status: 'loading', hotels: [], meta: null, error: null, nextPage: null, loadingMore: false, loadMoreError: null };

function toApiError(err: unknown): ApiCallError {
  return err instanceof ApiCallError ? err : new ApiCallError('hotelsList', 0, 'CLIENT_ERROR', err instanceof Error ? err.message : String(err));
}

/**
 * Listing paging (spec §4): a new query starts again at page 1; load more appends the server's
 * next_page, de-duplicated by slug; an older answer never overwrites a newer query's.
 */
export function useHotelResults(query: HotelsListQuery | null) {
  const { api } = useShell();
  const [state, setState] = useState<ResultsState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const key = query ? JSON.stringify(query) : null;
  const queryRef = useRef(query);
  queryRef.current = query;
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const q = queryRef.current;
    if (!q) return;
    const controller = new AbortController();
    moreController.current?.abort();
    setState(INITIAL);
    searchHotels(api, { ...q, page: 1 }, controller.signal)
      .then(({ hotels, ...meta }) => {
        if (controller.signal.aborted) return;
        setState({ ...INITIAL, status: 'ready', hotels: appendUniqueBySlug([], hotels), meta, nextPage: meta.next_page });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ ...INITIAL, status: 'error', error: toApiError(err) });
      });
    return () => controller.abort();
  }, [api, key, attempt]);

  const loadMore = useCallback(() => {
    const q = queryRef.current;
    if (!q || state.status !== 'ready' || state.nextPage === null || state.loadingMore) return;
    const page = state.nextPage;
    const controller = new AbortController();
    moreController.current = controller;
    setState((s) => ({ ...s, loadingMore: true, loadMoreError: null }));
    searchHotels(api, { ...q, page }, controller.signal)
      .then(({ hotels, ...meta }) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, hotels: appendUniqueBySlug(s.hotels, hotels), meta, nextPage: meta.next_page, loadingMore: false }));
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, loadingMore: false, loadMoreError: toApiError(err) }));
      });
  }, [api, state.status, state.nextPage, state.loadingMore]);

  useEffect(() => () => moreController.current?.abort(), []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore, retry };
}
