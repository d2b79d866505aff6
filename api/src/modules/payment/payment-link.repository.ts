/** Payment links (send_payment_link, payment_link): the only payment-link file that touches the database. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/booking.ts';
import { properties, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { paymentLinks } from '../../db/schema/payment.ts';

export interface LinkBooking {
  id: number;
  userId: number | null;
  salt: string;
  status: string;
  holdExpiresAt: Date | null;
  email: string | null;
  phone: string | null;
  guestName: string;
  hotelName: string;
  hotelSlug: string;
  roomType: string;
  ratePlan: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  totalMinor: number;
  currency: string;
}

export interface LinkRow { id: number; bookingId: number; expiresAt: Date; replacedAt: Date | null; locale: string }

export function createPaymentLinkRepository(db: Db) {
  const bookingColumns = {
    id: bookings.id, userId: bookings.userId, salt: bookings.bookingSalt, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt,
    email: bookings.guestEmail, phone: bookings.guestPhone, guestName: bookings.guestName, hotelName: properties.name, hotelSlug: properties.slug,
    roomType: roomTypes.name, ratePlan: ratePlans.name,
    checkIn: sql<string>`to_char(${bookings.checkIn}, 'YYYY-MM-DD')`, checkOut: sql<string>`to_char(${bookings.checkOut}, 'YYYY-MM-DD')`,
    rooms: bookings.rooms, guests: bookings.guests, totalMinor: bookings.totalMinor, currency: bookings.currency,
  };
  const bookingQuery = () => db.select(bookingColumns).from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, bookings.ratePlanId));

  return {
    async bookingBySalt(salt: string): Promise<LinkBooking | null> {
      const [row] = await bookingQuery().where(eq(bookings.bookingSalt, salt)).limit(1);
      return (row as LinkBooking | undefined) ?? null;
    },

    async byTokenHash(tokenHash: string): Promise<{ link: LinkRow; booking: LinkBooking } | null> {
      const [link] = await db.select({ id: paymentLinks.id, bookingId: paymentLinks.bookingId, expiresAt: paymentLinks.expiresAt, replacedAt: paymentLinks.replacedAt, locale: paymentLinks.locale })
        .from(paymentLinks).where(eq(paymentLinks.tokenHash, tokenHash)).limit(1);
      if (!link) return null;
      const [booking] = await bookingQuery().where(eq(bookings.id, link.bookingId)).limit(1);
      return booking ? { link, booking: booking as LinkBooking } : null;
    },

    /**
     * Writes a new link of a booking, in one transaction with the booking's row locked (two sends
     * at once take turns): `check` sees the links sent since `since` and may refuse (throw), else answers the expiry; the
     * booking's earlier links stop working; `inTx` queues the messages, so a rollback sends nothing.
     */
    async create(input: {
      bookingId: number; tokenHash: string; channels: string[]; locale: string; now: Date; since: Date;
      /** refuses (throws) or answers when the link expires */
      check: (recent: { createdAt: Date }[], booking: { status: string; holdExpiresAt: Date | null }) => Date;
      inTx: (tx: Db, expiresAt: Date) => Promise<void>;
    }): Promise<Date> {
      return db.transaction(async (tx) => {
        const [b] = await tx.select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt }).from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
        const recent = await tx.select({ createdAt: paymentLinks.createdAt }).from(paymentLinks)
          .where(and(eq(paymentLinks.bookingId, input.bookingId), gt(paymentLinks.createdAt, input.since))).orderBy(sql`${paymentLinks.createdAt} asc`);
        const expiresAt = input.check(recent, b ?? { status: 'missing', holdExpiresAt: null });
        await tx.update(paymentLinks).set({ replacedAt: input.now }).where(and(eq(paymentLinks.bookingId, input.bookingId), isNull(paymentLinks.replacedAt)));
        await tx.insert(paymentLinks).values({ bookingId: input.bookingId, tokenHash: input.tokenHash, channels: input.channels, locale: input.locale, expiresAt, createdAt: input.now });
        await input.inTx(tx as unknown as Db, expiresAt);
        return expiresAt;
      });
    },
  };
}
export type PaymentLinkRepository = ReturnType<typeof createPaymentLinkRepository>;
