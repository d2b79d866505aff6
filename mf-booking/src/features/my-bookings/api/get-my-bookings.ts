import type { MyBookings } from '@rednest/shared/contracts';
import type { ApiClient } from '@rednest/shared/api-client';

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
