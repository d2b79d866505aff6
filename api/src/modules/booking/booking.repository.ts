/** Booking reads. The only booking file that touches the database. */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingListType, BookingStatus } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, properties, roomTypes } from '../../db/schema/catalog.ts';
import { bookings } from '../../db/schema/booking.ts';

export interface BookingListRow {
  id: number;
  booking_salt: string;
  status: BookingStatus;
  property_id: number;
  hotel_name: string;
  hotel_slug: string;
  city: string;
  check_in: string;
  check_out: string;
  rooms: number;
  guests: number;
  room_type: string;
  total_minor: number;
  currency: string;
  created_at: string;
  total: number;
}

export function createBookingRepository(db: Db) {
  // In raw SQL an alias renders as its name: `from ${bookings} ${b}` is `from "bookings" "b"`.
  const b = alias(bookings, 'b');
  const p = alias(properties, 'p');
  const city = alias(areas, 'city');
  const rt = alias(roomTypes, 'rt');

  return {
    /**
     * A user's bookings of one kind, with the total count. Whether a stay is over is decided on
     * the hotel's calendar (its time zone) at `now`: a confirmed stay whose check-out day has
     * passed there counts as completed even before the hotel closes it.
     */
    async listForUser(input: { userId: number; type: BookingListType; now: Date; limit: number; offset: number }): Promise<BookingListRow[]> {
      const localToday = sql`(${input.now.toISOString()}::timestamptz at time zone ${p.timezone})::date`;
      const conditions: Record<BookingListType, SQL> = {
        upcoming: sql`${b.status} in ('pending', 'confirmed', 'checked_in') and ${b.checkOut} >= ${localToday}`,
        completed: sql`(${b.status} = 'completed' or (${b.status} in ('confirmed', 'checked_in') and ${b.checkOut} < ${localToday}))`,
        cancelled: sql`${b.status} = 'cancelled'`,
      };
      const order: Record<BookingListType, SQL> = {
        upcoming: sql`${b.checkIn} asc, ${b.id} asc`,
        completed: sql`${b.checkIn} desc, ${b.id} desc`,
        cancelled: sql`coalesce(${b.cancelledAt}, ${b.createdAt}) desc, ${b.id} desc`,
      };
      const result = await db.execute(sql`
        select ${b.id}, ${b.bookingSalt}, ${b.status}, ${b.propertyId}, ${p.name} as hotel_name, ${p.slug} as hotel_slug, ${city.name} as city,
               to_char(${b.checkIn}, 'YYYY-MM-DD') as check_in, to_char(${b.checkOut}, 'YYYY-MM-DD') as check_out,
               ${b.rooms}, ${b.guests}, ${rt.name} as room_type, ${b.totalMinor}, ${b.currency},
               to_char(${b.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
               count(*) over ()::int as total
        from ${bookings} ${b}
        join ${properties} ${p} on ${p.id} = ${b.propertyId}
        join ${areas} ${city} on ${city.id} = ${p.cityId}
        join ${roomTypes} ${rt} on ${rt.id} = ${b.roomTypeId}
        where ${b.userId} = ${input.userId} and ${conditions[input.type]}
        order by ${order[input.type]}
        limit ${input.limit} offset ${input.offset}`);
      return rowsOf<BookingListRow>(result).map((row) => ({ ...row, total_minor: Number(row.total_minor) }));
    },

    async countForUser(input: { userId: number; type: BookingListType; now: Date }): Promise<number> {
      const rows = await this.listForUser({ ...input, limit: 1, offset: 0 });
      return rows[0]?.total ?? 0;
    },

    /** Every booking of a user, whatever its status (UserInfo.my_bookings_count). */
    countAllForUser: async (userId: number): Promise<number> => {
      const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId));
      return row?.n ?? 0;
    },
  };
}
export type BookingRepository = ReturnType<typeof createBookingRepository>;
