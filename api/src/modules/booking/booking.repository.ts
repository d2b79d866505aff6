/** Booking reads. The only booking file that touches the database. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type BookingListType = 'upcoming' | 'completed' | 'cancelled';

export interface BookingListRow {
  id: number;
  booking_salt: string;
  status: string;
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createBookingRepository(db: Db) {
  return {
    /**
     * A user's bookings of one kind, with the total count. Whether a stay is over is decided on
     * the hotel's calendar (its time zone) at `now`: a confirmed stay whose check-out day has
     * passed there counts as completed even before the hotel closes it.
     */
    async listForUser(input: { userId: number; type: BookingListType; now: Date; limit: number; offset: number }): Promise<BookingListRow[]> {
      const localToday = sql`(${input.now.toISOString()}::timestamptz at time zone p.timezone)::date`;
      const conditions: Record<BookingListType, SQL> = {
        upcoming: sql`b.status in ('pending', 'confirmed', 'checked_in') and b.check_out >= ${localToday}`,
        completed: sql`(b.status = 'completed' or (b.status in ('confirmed', 'checked_in') and b.check_out < ${localToday}))`,
        cancelled: sql`b.status = 'cancelled'`,
      };
      const order: Record<BookingListType, SQL> = {
        upcoming: sql`b.check_in asc, b.id asc`,
        completed: sql`b.check_in desc, b.id desc`,
        cancelled: sql`coalesce(b.cancelled_at, b.created_at) desc, b.id desc`,
      };
      const result = await db.execute(sql`
        select b.id, b.booking_salt, b.status, b.property_id, p.name as hotel_name, p.slug as hotel_slug, city.name as city,
               to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(b.check_out, 'YYYY-MM-DD') as check_out,
               b.rooms, b.guests, rt.name as room_type, b.total_minor, b.currency,
               to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
               count(*) over ()::int as total
        from bookings b
        join properties p on p.id = b.property_id
        join areas city on city.id = p.city_id
        join room_types rt on rt.id = b.room_type_id
        where b.user_id = ${input.userId} and ${conditions[input.type]}
        order by ${order[input.type]}
        limit ${input.limit} offset ${input.offset}`);
      return rowsOf<BookingListRow>(result).map((row) => ({ ...row, total_minor: Number(row.total_minor) }));
    },

    async countForUser(input: { userId: number; type: BookingListType; now: Date }): Promise<number> {
      const rows = await this.listForUser({ ...input, limit: 1, offset: 0 });
      return rows[0]?.total ?? 0;
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
