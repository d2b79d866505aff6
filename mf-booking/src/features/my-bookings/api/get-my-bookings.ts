import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingListItem, MyBookings } from '@rednest/shared/contracts';
import type { ApiClient } from '@rednest/shared/api-client';
import { useShell } from '@rednest/shared/remote';

export const BOOKING_TYPES = ['upcoming', 'completed', 'cancelled'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** GET booking/v16/bookings (catalogue `myBookings`): one page of the signed-in user's bookings of a type. */
export async function getMyBookings(api: ApiClient, type: BookingType, page: number, signal?: AbortSignal): Promise<MyBookings> {
  const response = await api.call<MyBookings>('myBookings', { query: { type, page }, signal });
  return {
    bookings: Array.isArray(response?.bookings) ? response.bookings : [],
    next_page: typeof response?.next_page === 'number' ? response.next_page : null,
    total_pages: typeof response?.total_pages === 'number' ? response.total_pages : 0,
    type: response?.type ?? type,
  };
}

export interface MyBookingsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  bookings: BookingListItem[];
  nextPage: number | null;
  error: unknown;
  loadingMore: boolean;
  loadMoreError: unknown;
}

const IDLE: MyBookingsState = { status: 'idle', bookings: [], nextPage: null, error: null, loadingMore: false, loadMoreError: null };

/**
 * The bookings of one tab, paged with the server's next_page (spec §3: bookings, next_page,
 * total_pages, type). `userKey` identifies the signed-in user: null (a guest, or a sign-out
 * elsewhere) clears the list at once, a different user reloads it.
 */
export function useMyBookings(type: BookingType, userKey: string | null) {
  const { api } = useShell();
  const [state, setState] = useState<MyBookingsState>(IDLE);
  const [attempt, setAttempt] = useState(0);
  // answers to an older tab/user/attempt are dropped
  const generation = useRef(0);
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const gen = ++generation.current;
    moreController.current?.abort();
    if (!userKey) {
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    setState({ ...IDLE, status: 'loading' });
    getMyBookings(api, type, 1, controller.signal).then(
      (page) => {
        if (gen !== generation.current) return;
        setState({ ...IDLE, status: 'ready', bookings: page.bookings, nextPage: page.next_page });
      },
      (error: unknown) => {
        if (gen !== generation.current) return;
        setState({ ...IDLE, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [api, type, userKey, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(() => {
    const page = state.nextPage;
    if (page === null || state.loadingMore || state.status !== 'ready') return;
    const gen = generation.current;
    const controller = new AbortController();
    moreController.current = controller;
    setState((s) => ({ ...s, loadingMore: true, loadMoreError: null }));
    getMyBookings(api, type, page, controller.signal).then(
      (next) => {
        if (gen !== generation.current) return;
        setState((s) => {
          // a booking that moved between pages while paging must not show twice
          const seen = new Set(s.bookings.map((b) => b.id));
          return {
            ...s,
            loadingMore: false,
            bookings: [...s.bookings, ...next.bookings.filter((b) => !seen.has(b.id))],
            nextPage: next.next_page,
          };
        });
      },
      (error: unknown) => {
        if (gen !== generation.current) return;
        setState((s) => ({ ...s, loadingMore: false, loadMoreError: error }));
      },
    );
  }, [api, type, state.nextPage, state.loadingMore, state.status]);

  return { ...state, reload, loadMore };
}
