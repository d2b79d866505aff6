/**
 * Bookings. A booking is one stay at one property for one room type and rate plan; while it is
 * pending, confirmed or checked in, its rooms are counted in inventory.sold_rooms for every night.
 * A pending booking is a hold (book_now): its rooms are taken until `hold_expires_at`, then
 * released unless it was paid.
 */
import { sql } from 'drizzle-orm';
import type { BookingStatus } from '@rednest/shared/contracts';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties, ratePlans, roomTypes } from './catalog.ts';
import { users } from './platform.ts';

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** null for a guest's booking: the guest finds it again by booking code + email or phone */
    userId: integer('user_id').references(() => users.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: smallint('rooms').notNull(),
    guests: smallint('guests').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    totalMinor: integer('total_minor').notNull(),
    /** what the summary added to the stay's price (coupon, add-ons, …): BookingAdjustment[]; total_minor includes them */
    adjustments: jsonb('adjustments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    currency: text('currency').notNull(),
    /** public, unguessable reference used in payment and invoice URLs (spec §2 paymentInstruction/{bookingSalt}) */
    bookingSalt: text('booking_salt').notNull(),
    guestName: text('guest_name').notNull().default(''),
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    /** what the guest asked of the property when booking (a quiet room, a late arrival…), null for nothing */
    specialRequest: text('special_request'),
    /** the server's price at booking time, minor units (total_minor = room − discount + service + taxes) */
    roomChargeMinor: integer('room_charge_minor'),
    discountMinor: integer('discount_minor'),
    serviceMinor: integer('service_minor'),
    taxesMinor: integer('taxes_minor'),
    /** a pending booking's rooms are held until then (BOOKING_HOLD_MINUTES) */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** why a booking ended: hold_expired | released | guest | hotel */
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * the public origin of the site it was booked on (http/site-origin.ts), so mails built later
     * (the confirmation after the gateway's webhook, reminders) link to that site; null before it was kept
     */
    siteOrigin: text('site_origin'),
    /** the language of the site it was booked on: its mails are written in it */
    language: text('language').notNull().default('en'),
  },
  (t) => [
    uniqueIndex('bookings_salt_uq').on(t.bookingSalt),
    index('bookings_user_idx').on(t.userId, t.checkIn),
    check('bookings_dates_ck', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_rooms_ck', sql`${t.rooms} > 0`),
    check('bookings_status_ck', sql`${t.status} in ('pending','confirmed','checked_in','completed','cancelled')`),
    // a guest's booking is found again by its code and the email it was made with
    check('bookings_owner_ck', sql`${t.userId} is not null or ${t.guestEmail} is not null`),
    check('bookings_language_ck', sql`${t.language} in ('en','id','vi','th')`),
    check('bookings_special_request_ck', sql`char_length(${t.specialRequest}) between 1 and 500`),
    // the hold sweeper's scan: pending bookings by expiry
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Idempotency: the first answer to a key, per caller and call. A repeat with the same
 * key and body gets that answer again; another body with the same key is refused. Written in the
 * same transaction as the effect, so a failed call leaves no record and may be retried.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    /** the call and its sender (principalOf): `book_now:user:42`, `book_now:guest:<hash of the guest token's random part>`, `pay_at_hotel:<salt>:user:42` */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request body the key was first used with */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * A booking's change of dates (booking_date_change). The new stay is priced by the
 * server; `difference_minor` = new total − old total. Cheaper or equal: applied at once, the rooms
 * of the old nights returned and the new ones taken in one transaction, and any difference is
 * refunded (refund_* columns, the same steps as a cancellation's refund). Dearer: the nights the
 * booking does not already hold are taken at once (`awaiting_payment`, until hold_expires_at) and
 * the change is applied when the card payment of the difference is confirmed; an unpaid change
 * expires and gives those nights back; a booking that ends meanwhile cancels it (nights back at once).
 */
export const bookingDateChanges = pgTable(
  'booking_date_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** awaiting_payment | applied | expired | cancelled (its booking ended while it waited for payment) */
    status: text('status').notNull(),
    oldCheckIn: date('old_check_in', { mode: 'string' }).notNull(),
    oldCheckOut: date('old_check_out', { mode: 'string' }).notNull(),
    newCheckIn: date('new_check_in', { mode: 'string' }).notNull(),
    newCheckOut: date('new_check_out', { mode: 'string' }).notNull(),
    oldTotalMinor: integer('old_total_minor').notNull(),
    newTotalMinor: integer('new_total_minor').notNull(),
    differenceMinor: integer('difference_minor').notNull(),
    currency: text('currency').notNull(),
    /** the new stay's price lines and adjustments, written to the booking when the change is applied */
    newPrice: jsonb('new_price').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** what is given back (cheaper dates): requested | processing | refunded | failed */
    refundStatus: text('refund_status'),
    /** the payment the refund goes back to (the booking's, or this change's own when paid too late) */
    refundPaymentId: integer('refund_payment_id'),
    refundProviderRef: text('refund_provider_ref'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundProcessedAt: timestamp('refund_processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_date_changes_booking_idx').on(t.bookingId, t.id),
    // one open change per booking: a second one waits until the first is paid or expired
    uniqueIndex('booking_date_changes_open_uq')
      .on(t.bookingId)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check('booking_date_changes_status_ck', sql`${t.status} in ('awaiting_payment','applied','expired','cancelled')`),
    check('booking_date_changes_dates_ck', sql`${t.newCheckOut} > ${t.newCheckIn}`),
    check(
      'booking_date_changes_refund_ck',
      sql`${t.refundStatus} is null or ${t.refundStatus} in ('requested','processing','refunded','failed')`,
    ),
  ],
);

/**
 * Self check-in (`self-check-in`, do_checkin): a confirmed booking checked in on its
 * check-in day (the hotel's calendar) with an ID the property accepts. Only the ID's kind and its
 * last four characters are kept (the desk sees the document itself); `pass_token` is the random
 * part of the stay's QR code the desk scans.
 */
export const bookingCheckins = pgTable(
  'booking_checkins',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    idType: text('id_type').notNull(),
    idNumberLast4: text('id_number_last4').notNull(),
    fullName: text('full_name').notNull(),
    passToken: text('pass_token').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_checkins_pass_uq').on(t.passToken)],
);

/**
 * book_now's captcha solutions that were used: a challenge's signature books once. The
 * database, not the cache, is the authority: an insert that conflicts is a reuse, on every replica
 * and through a Redis outage alike. Rows past expires_at can no longer be presented (the expiry is
 * signed into the challenge), so the hold sweeper deletes them.
 */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    /** the challenge's HMAC signature, hex */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);

/**
 * The reminder mail of a booking left unpaid (the abandoned-booking screen's link): one row per
 * booking, written in the transaction that queues the mail, so however many API instances sweep at
 * once the booking's primary key lets one of them send it, once.
 */
export const bookingReminders = pgTable('booking_reminders', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
