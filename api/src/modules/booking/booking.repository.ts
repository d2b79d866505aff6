/** Booking reads and writes. The only booking file that touches the database. */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingAdjustment, BookingListType, BookingStatus } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';
import { areas, inventory, properties, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { bookings, idempotencyRecords } from '../../db/schema/booking.ts';
import { payments, refunds } from '../../db/schema/payment.ts';
import { translatedLangSql, translatedSql } from '../../db/translated-sql.ts';
import { answerLanguage } from '../../i18n/language.ts';
import type { Language } from '@rednest/shared/contracts/locales';
import { cancelOpenChanges } from './date-change.repository.ts';

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
  room_type_lang: Language;
  total_minor: number;
  currency: string;
  created_at: string;
  total: number;
}

export interface BookingRow {
  id: number;
  user_id: number | null;
  guest_email: string | null;
  booking_salt: string;
  status: BookingStatus;
  hold_expires_at: string | null;
  property_id: number;
  hotel_name: string;
  hotel_slug: string;
  room_type_id: number;
  room_type: string;
  rate_plan_id: number;
  rate_plan: string;
  room_type_lang: Language;
  rate_plan_lang: Language;
  check_in: string;
  check_out: string;
  rooms: number;
  guests: number;
  guest_name: string;
  special_request: string | null;
  currency: string;
  room_charge_minor: number | null;
  discount_minor: number | null;
  service_minor: number | null;
  taxes_minor: number | null;
  total_minor: number;
  adjustments: BookingAdjustment[] | null;
  cancel_reason: string | null;
  created_at: string;
  timezone: string;
  check_in_time: string;
  refund_amount: number | null;
  refund_fee: number | null;
  refund_status: 'requested' | 'processing' | 'refunded' | 'failed' | null;
  refund_requested_at: string | null;
  refund_processed_at: string | null;
  /** the public origin of the site it was booked on (null before it was kept): sites.ofBooking reads it */
  site_origin: string | null;
  /** the language of the site it was booked on (its mails are in it) */
  language: Language;
}

export interface NewBooking {
  userId: number | null;
  propertyId: number;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  currency: string;
  bookingSalt: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** what the guest asked of the property, trimmed; null for nothing */
  specialRequest?: string | null;
  roomChargeMinor: number;
  discountMinor: number;
  serviceMinor: number;
  taxesMinor: number;
  totalMinor: number;
  adjustments: BookingAdjustment[];
  holdExpiresAt: Date;
  /** the hold's start (the database's clock when not given) */
  createdAt?: Date;
  /** the public origin of the site it is booked on (sites.stored): every path that makes a booking names it */
  siteOrigin: string;
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
    async listForUser(input: {
      userId: number;
      type: BookingListType;
      now: Date;
      limit: number;
      offset: number;
    }): Promise<BookingListRow[]> {
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
        select ${b.id}, ${b.bookingSalt}, ${b.status}, ${b.propertyId}, ${p.name} as hotel_name, ${p.slug} as hotel_slug, ${translatedSql(city.name, city.translations, 'name')} as city,
               to_char(${b.checkIn}, 'YYYY-MM-DD') as check_in, to_char(${b.checkOut}, 'YYYY-MM-DD') as check_out,
               ${b.rooms}, ${b.guests}, ${translatedSql(rt.name, rt.translations, 'name')} as room_type, ${translatedLangSql(rt.translations, 'name')} as room_type_lang, ${b.totalMinor}, ${b.currency},
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

    /**
     * Takes `rooms` rooms of a room type for every night of [checkIn, checkOut) — all or none.
     * One statement: a row is only updated while it still has the rooms free (its row lock makes
     * concurrent holds wait and re-check), and inventory_sold_ck refuses an oversell outright.
     * Answers the number of nights taken; fewer than the stay's nights means the caller must roll
     * the transaction back.
     */
    async takeRooms(
      tx: Db,
      input: { roomTypeId: number; checkIn: string; checkOut: string; rooms: number },
    ): Promise<number> {
      const result = await tx.execute(sql`
        update ${inventory} set sold_rooms = ${inventory.soldRooms} + ${input.rooms}
        where ${inventory.roomTypeId} = ${input.roomTypeId} and ${inventory.stayDate} >= ${input.checkIn} and ${inventory.stayDate} < ${input.checkOut}
          and ${inventory.soldRooms} + ${input.rooms} <= ${inventory.totalRooms}
        returning 1 as taken`);
      return rowsOf(result).length;
    },

    /** Gives a booking's rooms back for every night of its stay. */
    async returnRooms(
      tx: Db,
      input: { roomTypeId: number; checkIn: string; checkOut: string; rooms: number },
    ): Promise<void> {
      await tx.execute(sql`
        update ${inventory} set sold_rooms = greatest(${inventory.soldRooms} - ${input.rooms}, 0)
        where ${inventory.roomTypeId} = ${input.roomTypeId} and ${inventory.stayDate} >= ${input.checkIn} and ${inventory.stayDate} < ${input.checkOut}`);
    },

    async insertBooking(tx: Db, row: NewBooking): Promise<number> {
      const [created] = await tx
        .insert(bookings)
        // booked in the request's language: the mails of the booking are written in it
        .values({ ...row, language: answerLanguage(), status: 'pending' })
        .returning({ id: bookings.id });
      return created!.id;
    },

    /**
     * Ends a pending booking (hold expired or released) and returns its rooms, in one
     * transaction (or in `inTx`), with what waited on it (cancelOpenChanges). False when it was no
     * longer pending (paid, or ended by someone else first).
     */
    async endHold(bookingId: number, reason: 'hold_expired' | 'released', now: Date, inTx?: Db): Promise<boolean> {
      const end = async (tx: Db) => {
        const [ended] = await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, holdExpiresAt: null })
          .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
          .returning({
            roomTypeId: bookings.roomTypeId,
            checkIn: bookings.checkIn,
            checkOut: bookings.checkOut,
            rooms: bookings.rooms,
          });
        if (!ended) return false;
        await this.returnRooms(tx, ended);
        await cancelOpenChanges(tx, bookingId);
        return true;
      };
      // `inTx`: as part of the caller's transaction (book_now ending the run-out hold of a reward it takes)
      return inTx ? end(inTx) : db.transaction((tx) => end(tx as unknown as Db));
    },

    /** pending bookings whose hold ran out, oldest first */
    async expiredHolds(now: Date, limit: number): Promise<number[]> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
        select ${bookings.id} from ${bookings}
        where ${bookings.status} = 'pending' and ${bookings.holdExpiresAt} < ${now.toISOString()}::timestamptz
        order by ${bookings.holdExpiresAt} limit ${limit}`),
      );
      return rows.map((r) => r.id);
    },

    /**
     * The newest booking of a user (or the one with this salt) that is still on hold and waits for
     * a card payment: pending, its hold not run out, and no payment by another way (a bank transfer
     * has its own instructions page). Its salt, or null.
     */
    async incompleteCardBooking(who: { userId: number } | { salt: string }, now: Date): Promise<string | null> {
      const whose =
        'userId' in who ? sql`${bookings.userId} = ${who.userId}` : sql`${bookings.bookingSalt} = ${who.salt}`;
      const rows = rowsOf<{ salt: string }>(
        await db.execute(sql`
        select ${bookings.bookingSalt} as salt from ${bookings}
        where ${whose} and ${bookings.status} = 'pending' and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz
          and not exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.method} <> 'card')
        order by ${bookings.createdAt} desc, ${bookings.id} desc limit 1`),
      );
      return rows[0]?.salt ?? null;
    },

    /** who owns a booking (find a guest booking by its code): its account, guest email and salt */
    async ownerOf(
      id: number,
    ): Promise<{ userId: number | null; guestEmail: string | null; guestPhone: string | null; salt: string } | null> {
      const [row] = await db
        .select({
          userId: bookings.userId,
          guestEmail: bookings.guestEmail,
          guestPhone: bookings.guestPhone,
          salt: bookings.bookingSalt,
        })
        .from(bookings)
        .where(eq(bookings.id, id))
        .limit(1);
      return row ?? null;
    },

    /** a rate plan's cancellation fields (the confirmation mail words the rule from them) */
    async planRule(
      ratePlanId: number,
      tx: Db = db,
    ): Promise<{ refundable: boolean; hours: number; fee: number } | null> {
      const [row] = await tx
        .select({
          refundable: ratePlans.refundable,
          hours: ratePlans.freeCancellationHours,
          fee: ratePlans.cancellationFeePercent,
        })
        .from(ratePlans)
        .where(eq(ratePlans.id, ratePlanId));
      return row ?? null;
    },

    /** the language a booking was made in (its mails are written in it), before reading it in that language */
    async languageOf(salt: string, tx: Db = db): Promise<Language> {
      const [row] = await tx
        .select({ language: bookings.language })
        .from(bookings)
        .where(eq(bookings.bookingSalt, salt));
      return (row?.language as Language | undefined) ?? 'en';
    },

    /** the user's different special requests, the most recently made first (the booking's hold or payment aside) */
    async specialRequests(userId: number, limit: number) {
      return rowsOf<{ text: string; hotel_name: string; asked_on: string }>(
        await db.execute(sql`
          select text, hotel_name, asked_on from (
            select distinct on (${b.specialRequest}) ${b.specialRequest} as text, ${p.name} as hotel_name,
              to_char(${b.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as asked_on, ${b.createdAt} as at, ${b.id} as id
            from ${bookings} ${b} join ${properties} ${p} on ${p.id} = ${b.propertyId}
            where ${b.userId} = ${userId} and ${b.specialRequest} is not null
            order by ${b.specialRequest}, ${b.createdAt} desc, ${b.id} desc) latest
          order by at desc, id desc limit ${limit}`),
      );
    },

    async findBySalt(salt: string, tx: Db = db): Promise<BookingRow | null> {
      const rp = alias(ratePlans, 'rp');
      const rf = alias(refunds, 'rf');
      const rows = rowsOf<BookingRow>(
        await tx.execute(sql`
        select ${b.id}, ${b.userId} as user_id, ${b.guestEmail} as guest_email, ${b.bookingSalt} as booking_salt, ${b.status},
               case when ${b.holdExpiresAt} is null then null else to_char(${b.holdExpiresAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as hold_expires_at,
               ${b.propertyId} as property_id, ${p.name} as hotel_name, ${p.slug} as hotel_slug,
               ${b.roomTypeId} as room_type_id, ${translatedSql(rt.name, rt.translations, 'name')} as room_type, ${b.ratePlanId} as rate_plan_id, ${translatedSql(rp.name, rp.translations, 'name')} as rate_plan,
               ${translatedLangSql(rt.translations, 'name')} as room_type_lang, ${translatedLangSql(rp.translations, 'name')} as rate_plan_lang,
               to_char(${b.checkIn}, 'YYYY-MM-DD') as check_in, to_char(${b.checkOut}, 'YYYY-MM-DD') as check_out,
               ${b.rooms}, ${b.guests}, ${b.guestName} as guest_name, ${b.specialRequest} as special_request, ${b.currency},
               ${b.roomChargeMinor} as room_charge_minor, ${b.discountMinor} as discount_minor, ${b.serviceMinor} as service_minor,
               ${b.taxesMinor} as taxes_minor, ${b.totalMinor} as total_minor, ${b.adjustments}, ${b.cancelReason} as cancel_reason,
               to_char(${b.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
               ${p.timezone} as timezone, ${p.checkInTime} as check_in_time, ${b.siteOrigin} as site_origin, ${b.language} as language,
               ${rf.amountMinor} as refund_amount, ${rf.feeMinor} as refund_fee, ${rf.status} as refund_status,
               case when ${rf.requestedAt} is null then null else to_char(${rf.requestedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as refund_requested_at,
               case when ${rf.processedAt} is null then null else to_char(${rf.processedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as refund_processed_at
        from ${bookings} ${b}
        join ${properties} ${p} on ${p.id} = ${b.propertyId}
        join ${roomTypes} ${rt} on ${rt.id} = ${b.roomTypeId}
        join ${ratePlans} ${rp} on ${rp.id} = ${b.ratePlanId}
        -- the booking's own refund; an extra payment's is apart (payment.repository extraPayments)
        left join ${refunds} ${rf} on ${rf.bookingId} = ${b.id} and ${rf.kind} = 'booking'
        where ${b.bookingSalt} = ${salt}`),
      );
      return rows[0] ?? null;
    },

    /** the first answer given to an idempotency key, with the body hash it was given for */
    async findIdempotent(
      scope: string,
      key: string,
    ): Promise<{ requestHash: string; statusCode: number; response: unknown } | null> {
      const [row] = await db
        .select({
          requestHash: idempotencyRecords.requestHash,
          statusCode: idempotencyRecords.statusCode,
          response: idempotencyRecords.response,
        })
        .from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
      return row ?? null;
    },

    /** records the answer in the effect's transaction; a concurrent first use of the key makes this throw (unique) */
    async saveIdempotent(
      tx: Db,
      row: { scope: string; key: string; requestHash: string; statusCode: number; response: unknown },
    ): Promise<void> {
      await tx.insert(idempotencyRecords).values(row);
    },

    /** What an invoice adds to a booking: the property's address, the guest's email, the payment the provider confirmed (the one kept: not money given back whole). */
    async invoiceFacts(bookingId: number): Promise<{
      address: string;
      city: string;
      email: string | null;
      paid_at: string | null;
      method: string | null;
    } | null> {
      const pay = alias(payments, 'pay');
      const rows = rowsOf<{
        address: string;
        city: string;
        email: string | null;
        paid_at: string | null;
        method: string | null;
      }>(
        await db.execute(sql`
        select concat_ws(', ', nullif(${p.street1}, ''), nullif(${p.street2}, ''), nullif(${p.zipCode}, '')) as address, ${city.name} as city,
               ${b.guestEmail} as email,
               (select to_char(${pay.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from ${payments} ${pay} where ${pay.bookingId} = ${b.id} and ${pay.status} = 'succeeded' and ${pay.failureReason} is null order by ${pay.id} desc limit 1) as paid_at,
               -- the method that paid, else pay at hotel when the money is due there
               coalesce((select ${pay.method} from ${payments} ${pay} where ${pay.bookingId} = ${b.id} and ${pay.status} = 'succeeded' and ${pay.failureReason} is null order by ${pay.id} desc limit 1),
                        (select ${pay.method} from ${payments} ${pay} where ${pay.bookingId} = ${b.id} and ${pay.status} = 'due_at_hotel' limit 1)) as method
        from ${bookings} ${b}
        join ${properties} ${p} on ${p.id} = ${b.propertyId}
        join ${areas} ${city} on ${city.id} = ${p.cityId}
        where ${b.id} = ${bookingId}`),
      );
      return rows[0] ?? null;
    },

    /** Every booking of a user, whatever its status (UserInfo.my_bookings_count). */
    countAllForUser: async (userId: number): Promise<number> => {
      const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId));
      return row?.n ?? 0;
    },
  };
}
export type BookingRepository = ReturnType<typeof createBookingRepository>;
