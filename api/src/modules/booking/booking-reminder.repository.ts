/** The unpaid-booking reminder's reads and writes (booking-reminder.ts): bookings due a reminder, and claiming one. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { bookingReminders, bookings } from '../../db/schema/booking.ts';

export interface ReminderTiming {
  /** at most this long after the hold began */
  afterMinutes: number;
  /** never with less of the hold left than this */
  minLeftMinutes: number;
}

export function createBookingReminderRepository(db: Db, timing: ReminderTiming) {
  /** pending with an email, its reminder time reached (an hour after the hold began, or halfway through a shorter hold), enough of the hold left */
  const due = (now: Date) => sql`
    ${bookings.status} = 'pending' and ${bookings.guestEmail} is not null
    and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz + make_interval(mins => ${timing.minLeftMinutes})
    and ${now.toISOString()}::timestamptz >= ${bookings.createdAt} + least(make_interval(mins => ${timing.afterMinutes}), (${bookings.holdExpiresAt} - ${bookings.createdAt}) / 2)`;

  return {
    /** bookings due a reminder that none was sent for, oldest first */
    async dueBookings(now: Date, limit: number): Promise<number[]> {
      return rowsOf<{ id: number }>(
        await db.execute(sql`
        select ${bookings.id} as id from ${bookings}
        where ${due(now)} and not exists (select 1 from ${bookingReminders} where ${bookingReminders.bookingId} = ${bookings.id})
        order by ${bookings.createdAt} limit ${limit}`),
      ).map((r) => r.id);
    },

    /**
     * In the caller's transaction: locks the booking's row while it is still due (a payment that
     * confirms it waits, or has been seen) and writes its reminder row. Its salt when this caller
     * claimed it; null when it stopped being due or another instance claimed it first.
     */
    async claim(tx: Db, bookingId: number, now: Date): Promise<string | null> {
      const still = rowsOf<{ salt: string }>(
        await tx.execute(sql`
        select ${bookings.bookingSalt} as salt from ${bookings} where ${bookings.id} = ${bookingId} and ${due(now)} for update`),
      )[0];
      if (!still) return null;
      const [claimed] = await tx
        .insert(bookingReminders)
        .values({ bookingId, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: bookingReminders.bookingId });
      return claimed ? still.salt : null;
    },
  };
}
