import { useEndpointPages } from '@rednest/shared/api-client';
import type { BookingListType } from '@rednest/shared/contracts';

/**
 * GET booking/v16/bookings (catalogue `myBookings`): the signed-in user's bookings of one type,
 * page by page as the server's next_page says (spec §3: bookings, next_page, total_pages, type).
 * The cache is dropped when the signed-in user changes (shared api-client).
 */
export function useMyBookings(type: BookingListType) {
  return useEndpointPages('myBookings', { query: { type } }, { nextPage: (last) => last.next_page });
}
