/** Payment links (send_payment_link, payment_link): the only payment-link file that touches the database. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/booking.ts';
import { properties, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { translatedSql } from '../../db/translated-sql.ts';
import { paymentLinks, payments, refundParts, refunds } from '../../db/schema/payment.ts';

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
  /** the hotel's zone: the mail says until when the link works on its clock */
  timezone: string;
}

export interface LinkRow {
  id: number;
  bookingId: number;
  expiresAt: Date;
  replacedAt: Date | null;
  locale: string;
}

/** money paid through a link that went back whole, and its refund */
export interface GivenBackRow {
  reason: 'already_paid' | 'paid_after_release';
  amountMinor: number;
  currency: string;
  paidAt: Date;
  refundStatus: 'requested' | 'processing' | 'refunded' | 'failed';
  refundedAt: Date | null;
}

export function createPaymentLinkRepository(db: Db) {
  // a function: the room's and plan's names are picked in the language of the request that reads them
  const bookingColumns = () => ({
    id: bookings.id,
    userId: bookings.userId,
    salt: bookings.bookingSalt,
    status: bookings.status,
    holdExpiresAt: bookings.holdExpiresAt,
    email: bookings.guestEmail,
    phone: bookings.guestPhone,
    guestName: bookings.guestName,
    hotelName: properties.name,
    hotelSlug: properties.slug,
    roomType: translatedSql<string>(roomTypes.name, roomTypes.translations, 'name'),
    ratePlan: translatedSql<string>(ratePlans.name, ratePlans.translations, 'name'),
    checkIn: sql<string>`to_char(${bookings.checkIn}, 'YYYY-MM-DD')`,
    checkOut: sql<string>`to_char(${bookings.checkOut}, 'YYYY-MM-DD')`,
    rooms: bookings.rooms,
    guests: bookings.guests,
    totalMinor: bookings.totalMinor,
    currency: bookings.currency,
    timezone: properties.timezone,
  });
  const bookingQuery = () =>
    db
      .select(bookingColumns())
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
      .innerJoin(ratePlans, eq(ratePlans.id, bookings.ratePlanId));

  return {
    async bookingBySalt(salt: string): Promise<LinkBooking | null> {
      const [row] = await bookingQuery().where(eq(bookings.bookingSalt, salt)).limit(1);
      return (row as LinkBooking | undefined) ?? null;
    },

    async byTokenHash(tokenHash: string): Promise<{ link: LinkRow; booking: LinkBooking } | null> {
      const [link] = await db
        .select({
          id: paymentLinks.id,
          bookingId: paymentLinks.bookingId,
          expiresAt: paymentLinks.expiresAt,
          replacedAt: paymentLinks.replacedAt,
          locale: paymentLinks.locale,
        })
        .from(paymentLinks)
        .where(eq(paymentLinks.tokenHash, tokenHash))
        .limit(1);
      if (!link) return null;
      const [booking] = await bookingQuery().where(eq(bookings.id, link.bookingId)).limit(1);
      return booking ? { link, booking: booking as LinkBooking } : null;
    },

    /**
     * The money paid through the link that went back whole (the newest such payment), with its share of
     * a refund (an extra payment's own refund, or the ended booking's); null when nothing paid through it
     * went back, or when a payment through it is the one that paid the booking.
     */
    async givenBack(linkId: number): Promise<GivenBackRow | null> {
      const paid = await db
        .select({
          id: payments.id,
          reason: payments.failureReason,
          amountMinor: payments.amountMinor,
          currency: payments.currency,
          paidAt: payments.updatedAt,
          // a share is written with the refund, in the transaction that gives the payment back; a refund of nothing has none
          refundStatus: sql<
            GivenBackRow['refundStatus']
          >`coalesce(${refundParts.status}, ${refunds.status}, 'requested')`,
          refundedAt: sql<Date | null>`coalesce(${refundParts.processedAt}, ${refunds.processedAt})`.mapWith(
            (v: string | Date | null) => (v === null ? null : new Date(v)),
          ),
        })
        .from(payments)
        .leftJoin(refundParts, eq(refundParts.paymentId, payments.id))
        .leftJoin(refunds, and(eq(refunds.paymentId, payments.id), eq(refunds.kind, 'extra_payment')))
        .where(and(eq(payments.paymentLinkId, linkId), isNull(payments.dateChangeId), eq(payments.status, 'succeeded')))
        .orderBy(desc(payments.id));
      if (paid.some((p) => p.reason === null)) return null;
      const back = paid.find((p) => p.reason === 'already_paid' || p.reason === 'paid_after_release');
      return back ? { ...back, reason: back.reason as GivenBackRow['reason'] } : null;
    },

    /**
     * Writes a new link of a booking, in one transaction with the booking's row locked (two sends
     * at once take turns): `check` sees the links sent since `since` and may refuse (throw), else answers the expiry; the
     * booking's earlier links stop working; `inTx` queues the messages, so a rollback sends nothing.
     */
    async create(input: {
      bookingId: number;
      tokenHash: string;
      channels: string[];
      locale: string;
      now: Date;
      since: Date;
      /** refuses (throws) or answers when the link expires */
      check: (recent: { createdAt: Date }[], booking: { status: string; holdExpiresAt: Date | null }) => Date;
      inTx: (tx: Db, expiresAt: Date) => Promise<void>;
    }): Promise<Date> {
      return db.transaction(async (tx) => {
        const [b] = await tx
          .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
          .from(bookings)
          .where(eq(bookings.id, input.bookingId))
          .for('update');
        const recent = await tx
          .select({ createdAt: paymentLinks.createdAt })
          .from(paymentLinks)
          .where(and(eq(paymentLinks.bookingId, input.bookingId), gt(paymentLinks.createdAt, input.since)))
          .orderBy(sql`${paymentLinks.createdAt} asc`);
        const expiresAt = input.check(recent, b ?? { status: 'missing', holdExpiresAt: null });
        await tx
          .update(paymentLinks)
          .set({ replacedAt: input.now })
          .where(and(eq(paymentLinks.bookingId, input.bookingId), isNull(paymentLinks.replacedAt)));
        await tx.insert(paymentLinks).values({
          bookingId: input.bookingId,
          tokenHash: input.tokenHash,
          channels: input.channels,
          locale: input.locale,
          expiresAt,
          createdAt: input.now,
        });
        await input.inTx(tx as unknown as Db, expiresAt);
        return expiresAt;
      });
    },
  };
}
export type PaymentLinkRepository = ReturnType<typeof createPaymentLinkRepository>;
