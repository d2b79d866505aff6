/** A stay paid at the hotel: what the rule reads of the stay, and its `due_at_hotel` payment. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/booking.ts';
import { properties, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { payments } from '../../db/schema/payment.ts';

export function createPayAtHotelRepository(db: Db) {
  return {
    /** what the pay-at-hotel rule reads of a stay: the property's offer and the plan's refundability */
    async stayFacts(
      where: { propertyId: number } | { slug: string },
      ratePlanId: number,
    ): Promise<{ payAtHotel: boolean; refundable: boolean; timezone: string; checkInTime: string } | null> {
      const [row] = await db
        .select({
          payAtHotel: properties.payAtHotel,
          refundable: ratePlans.refundable,
          freeHours: ratePlans.freeCancellationHours,
          timezone: properties.timezone,
          checkInTime: properties.checkInTime,
        })
        .from(ratePlans)
        .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
        .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
        .where(
          and(
            eq(ratePlans.id, ratePlanId),
            'slug' in where ? eq(properties.slug, where.slug) : eq(properties.id, where.propertyId),
          ),
        );
      // a plan without free cancellation is non-refundable (hotel.service cancellationPolicy)
      return row
        ? {
            payAtHotel: row.payAtHotel,
            refundable: row.refundable && row.freeHours > 0,
            timezone: row.timezone,
            checkInTime: row.checkInTime,
          }
        : null;
    },

    /** the booking's pay-at-hotel payment, once it has one */
    async payAtHotelOf(
      bookingId: number,
    ): Promise<{ amountMinor: number; currency: string; details: Record<string, string> } | null> {
      const [row] = await db
        .select({ amountMinor: payments.amountMinor, currency: payments.currency, details: payments.details })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.method, 'pay_at_hotel')));
      return row ? { ...row, details: row.details as Record<string, string> } : null;
    },

    /**
     * Confirms a held booking to be paid at the hotel, in one transaction: the booking (locked) must
     * still be pending with its hold running; a `due_at_hotel` payment of its total is written (one
     * per booking: a unique index), the booking is confirmed, and `inTx` runs (the idempotency record,
     * the confirmation mail). False when the booking was no longer pending.
     */
    async confirmPayAtHotel(input: {
      bookingId: number;
      amountMinor: number;
      currency: string;
      details: Record<string, string>;
      now: Date;
      inTx: (tx: Db, salt: string) => Promise<void>;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [b] = await tx
          .select({ status: bookings.status, salt: bookings.bookingSalt, holdExpiresAt: bookings.holdExpiresAt })
          .from(bookings)
          .where(eq(bookings.id, input.bookingId))
          .for('update');
        if (!b || b.status !== 'pending' || (b.holdExpiresAt && b.holdExpiresAt.getTime() <= input.now.getTime()))
          return false;
        await tx.insert(payments).values({
          bookingId: input.bookingId,
          method: 'pay_at_hotel',
          provider: 'hotel',
          status: 'due_at_hotel',
          amountMinor: input.amountMinor,
          currency: input.currency,
          details: input.details,
        });
        await tx
          .update(bookings)
          .set({ status: 'confirmed', holdExpiresAt: null })
          .where(eq(bookings.id, input.bookingId));
        await input.inTx(tx as unknown as Db, b.salt);
        return true;
      });
    },
  };
}
