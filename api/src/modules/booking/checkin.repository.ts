/** Self check-in reads and writes. The only check-in file that touches the database. */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client.ts';
import { properties, roomTypes } from '../../db/schema/catalog.ts';
import { bookingCheckins, bookings } from '../../db/schema/booking.ts';
import { translatedSql } from '../../db/translated-sql.ts';
import { reviews } from '../../db/schema/discovery.ts';

export interface CheckinFacts {
  id: number;
  user_id: number | null;
  booking_salt: string;
  status: string;
  hotel_name: string;
  room_type: string;
  check_in: string;
  check_out: string;
  check_in_time: string;
  timezone: string;
  accepted_ids: string[];
  /** the check-in, once done */
  id_type: string | null;
  id_number_last4: string | null;
  full_name: string | null;
  pass_token: string | null;
  checked_in_at: string | null;
}

export interface StayRow {
  id: number;
  booking_salt: string;
  hotel_name: string;
  hotel_slug: string;
  check_in: string;
  check_out: string;
  status: string;
  checked_in: boolean;
  reviewed: boolean;
  checks_out_today: boolean;
}

export function createCheckinRepository(db: Db) {
  const b = alias(bookings, 'b');
  const p = alias(properties, 'p');
  const rt = alias(roomTypes, 'rt');
  const c = alias(bookingCheckins, 'c');
  /** the hotel's calendar day at `now` */
  const localToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${p.timezone})::date`;

  return {
    async facts(salt: string): Promise<CheckinFacts | null> {
      const rows = rowsOf<CheckinFacts>(
        await db.execute(sql`
        select ${b.id}, ${b.userId} as user_id, ${b.bookingSalt} as booking_salt, ${b.status}, ${p.name} as hotel_name, ${translatedSql(rt.name, rt.translations, 'name')} as room_type,
               to_char(${b.checkIn}, 'YYYY-MM-DD') as check_in, to_char(${b.checkOut}, 'YYYY-MM-DD') as check_out,
               ${p.checkInTime} as check_in_time, ${p.timezone} as timezone, ${p.acceptedIds} as accepted_ids,
               ${c.idType} as id_type, ${c.idNumberLast4} as id_number_last4, ${c.fullName} as full_name, ${c.passToken} as pass_token,
               case when ${c.checkedInAt} is null then null else to_char(${c.checkedInAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as checked_in_at
        from ${bookings} ${b}
        join ${properties} ${p} on ${p.id} = ${b.propertyId}
        join ${roomTypes} ${rt} on ${rt.id} = ${b.roomTypeId}
        left join ${bookingCheckins} ${c} on ${c.bookingId} = ${b.id}
        where ${b.bookingSalt} = ${salt}`),
      );
      return rows[0] ?? null;
    },

    /** checks a confirmed booking in: its status and the check-in row in one transaction; false when it was not confirmed any more */
    async checkIn(row: {
      bookingId: number;
      idType: string;
      idNumberLast4: string;
      fullName: string;
      passToken: string;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(bookings)
          .set({ status: 'checked_in' })
          .where(and(eq(bookings.id, row.bookingId), eq(bookings.status, 'confirmed')))
          .returning({ id: bookings.id });
        if (!moved) return false;
        await tx.insert(bookingCheckins).values({
          bookingId: row.bookingId,
          idType: row.idType,
          idNumberLast4: row.idNumberLast4,
          fullName: row.fullName,
          passToken: row.passToken,
          checkedInAt: row.now,
        });
        return true;
      });
    },

    /** a user's confirmed or checked-in stays whose check-in day is today at their hotel */
    async todayCheckins(userId: number, now: Date): Promise<StayRow[]> {
      return rowsOf<StayRow>(
        await db.execute(sql`
        select ${b.id}, ${b.bookingSalt} as booking_salt, ${p.name} as hotel_name, ${p.slug} as hotel_slug,
               to_char(${b.checkIn}, 'YYYY-MM-DD') as check_in, to_char(${b.checkOut}, 'YYYY-MM-DD') as check_out, ${b.status},
               (${b.status} = 'checked_in') as checked_in, false as reviewed, false as checks_out_today
        from ${bookings} ${b} join ${properties} ${p} on ${p.id} = ${b.propertyId}
        where ${b.userId} = ${userId} and ${b.status} in ('confirmed', 'checked_in') and ${b.checkIn} = ${localToday(now)}
        order by ${b.id}`),
      );
    },

    /** a user's stays that ended (checked in, or completed) with a check-out in the last `days` days at their hotel, latest first */
    async recentCheckouts(userId: number, now: Date, days: number): Promise<StayRow[]> {
      return rowsOf<StayRow>(
        await db.execute(sql`
        select ${b.id}, ${b.bookingSalt} as booking_salt, ${p.name} as hotel_name, ${p.slug} as hotel_slug,
               to_char(${b.checkIn}, 'YYYY-MM-DD') as check_in, to_char(${b.checkOut}, 'YYYY-MM-DD') as check_out, ${b.status},
               true as checked_in, exists (select 1 from ${reviews} where ${reviews.bookingId} = ${b.id}) as reviewed, (${b.checkOut} = ${localToday(now)}) as checks_out_today
        from ${bookings} ${b} join ${properties} ${p} on ${p.id} = ${b.propertyId}
        where ${b.userId} = ${userId} and ${b.status} in ('checked_in', 'completed')
          and ${b.checkOut} <= ${localToday(now)} and ${b.checkOut} > ${localToday(now)} - ${days}::int
        order by ${b.checkOut} desc, ${b.id} desc limit 20`),
      );
    },
  };
}
export type CheckinRepository = ReturnType<typeof createCheckinRepository>;
