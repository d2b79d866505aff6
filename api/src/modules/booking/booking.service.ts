/** My bookings (spec §2 my-bookings, §3 "bookings, next_page, total_pages, type"). */
import type { BookingListItem, BookingListType, MyBookings } from '@rednest/shared/contracts';
import { PAGE_SIZE, nightsBetween } from '@rednest/shared/format';
import type { BookingRepository } from './booking.repository.ts';

/** a deep page costs a scan; no list goes this far */
const MAX_OFFSET = 10_000;

export function createBookingService(deps: { repo: BookingRepository; now: () => Date; pictureUrl: (propertyId: number) => string }) {
  return {
    /** Only the caller's own bookings: the user id comes from the token, never from the query. */
    async myBookings(userId: number, type: BookingListType, page: number): Promise<MyBookings> {
      const offset = (page - 1) * PAGE_SIZE;
      const now = deps.now();
      const rows = offset > MAX_OFFSET ? [] : await deps.repo.listForUser({ userId, type, now, limit: PAGE_SIZE, offset });
      const total = rows[0]?.total ?? (offset > 0 ? await deps.repo.countForUser({ userId, type, now }) : 0);
      const totalPages = Math.ceil(total / PAGE_SIZE);
      const bookings: BookingListItem[] = rows.map((row) => ({
        id: row.id,
        booking_salt: row.booking_salt,
        // a confirmed stay that is over is shown as completed, matching the tab it is listed in
        status: type === 'completed' ? 'completed' : row.status,
        hotel_name: row.hotel_name,
        hotel_slug: row.hotel_slug,
        city: row.city,
        lead_picture: deps.pictureUrl(row.property_id),
        check_in_date: row.check_in,
        check_out_date: row.check_out,
        no_of_nights: nightsBetween(row.check_in, row.check_out),
        rooms: row.rooms,
        guests: row.guests,
        room_type: row.room_type,
        total: row.total_minor,
        currency: row.currency,
        created_at: row.created_at,
      }));
      return { bookings, next_page: page < totalPages ? page + 1 : null, total_pages: totalPages, type };
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
