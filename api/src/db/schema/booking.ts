/**
 * Bookings. A booking is one stay at one property for one room type and rate plan; while it is
 * pending, confirmed or checked in, its rooms are counted in inventory.sold_rooms for every night.
 */
import { sql } from 'drizzle-orm';
import type { BookingStatus } from '@rednest/shared/contracts';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties, ratePlans, roomTypes } from './catalog.ts';
import { users } from './platform.ts';


export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    propertyId: integer('property_id').notNull().references(() => properties.id),
    roomTypeId: integer('room_type_id').notNull().references(() => roomTypes.id),
    ratePlanId: integer('rate_plan_id').notNull().references(() => ratePlans.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: smallint('rooms').notNull(),
    guests: smallint('guests').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    /** public, unguessable reference used in payment and invoice URLs (spec §2 paymentInstruction/{bookingSalt}) */
    bookingSalt: text('booking_salt').notNull(),
    guestName: text('guest_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_salt_uq').on(t.bookingSalt),
    index('bookings_user_idx').on(t.userId, t.checkIn),
    check('bookings_dates_ck', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_rooms_ck', sql`${t.rooms} > 0`),
    check('bookings_status_ck', sql`${t.status} in ('pending','confirmed','checked_in','completed','cancelled')`),
  ],
);
