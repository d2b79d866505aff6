/** The guest booking an ota_onboard token names, and linking it to the account made from it. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/booking.ts';

export interface OnboardBooking {
  id: number;
  userId: number | null;
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
}

export function createOtaOnboardRepository(db: Db) {
  return {
    async booking(id: number): Promise<OnboardBooking | undefined> {
      const [row] = await db
        .select({
          id: bookings.id,
          userId: bookings.userId,
          guestName: bookings.guestName,
          guestEmail: bookings.guestEmail,
          guestPhone: bookings.guestPhone,
        })
        .from(bookings)
        .where(eq(bookings.id, id))
        .limit(1);
      return row;
    },
    /** Gives a booking without an account to `userId` when it was made with `email`; false when it has an owner or another email. */
    async link(id: number, userId: number, email: string): Promise<boolean> {
      const moved = await db
        .update(bookings)
        .set({ userId })
        .where(and(eq(bookings.id, id), isNull(bookings.userId), sql`lower(${bookings.guestEmail}) = lower(${email})`))
        .returning({ id: bookings.id });
      return moved.length > 0;
    },
  };
}
export type OtaOnboardRepository = ReturnType<typeof createOtaOnboardRepository>;
