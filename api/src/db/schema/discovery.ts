/**
 * Search and discovery: guest reviews, wish lists, deals, sticky experiment groups and
 * the signed-in user's recent searches.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties } from './catalog.ts';
import { users } from './platform.ts';
import { bookings } from './booking.ts';
import { translationsCheck, translationsColumn } from './translations.ts';

/** Reviews left after a stay; properties.rating and review_count are their average and count. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    /** 1 … 5 */
    rating: smallint('rating').notNull(),
    /** family | couple | business | solo | backpacker */
    travellerType: text('traveller_type').notNull(),
    comment: text('comment').notNull(),
    /** the language `comment` is written in (a guest writes in their site's language) */
    language: text('language').notNull().default('en'),
    /** the comment in other languages (the seeded reviews carry them) */
    translations: translationsColumn<'comment'>(),
    stayedOn: date('stayed_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** a guest's review of their stay (rate-us): one per booking; null for the seeded ones */
    bookingId: integer('booking_id').references(() => bookings.id),
    /** what the guest ticked (get_feedback_options' tags) */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the guest's segment when they rated (the user_segment header) */
    userSegment: text('user_segment'),
  },
  (t) => [
    index('reviews_property_created_idx').on(t.propertyId, t.createdAt, t.id),
    uniqueIndex('reviews_booking_uq').on(t.bookingId),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_language_ck', sql`${t.language} in ('en','id','vi','th')`),
    translationsCheck('reviews_translations_ck', t.translations),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('wishlists_user_created_idx').on(t.userId, t.createdAt),
  ],
);

// deals live beside properties (catalog.ts), whose deal_id references them; read from here as before
export { deals } from './catalog.ts';

/** Sticky experiment groups (spec §7): once given, a subject keeps its group even if weights change. */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    /** u:<user id> or v:<visitor id> */
    subject: text('subject').notNull(),
    experiment: text('experiment').notNull(),
    groupName: text('group_name').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.experiment] })],
);

/** A signed-in user's searches (user_search_history): newest first, one row per distinct search. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationSlug: text('location_slug').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    rooms: smallint('rooms').notNull(),
    guests: smallint('guests').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_user_search_uq').on(t.userId, t.locationSlug, t.checkIn, t.checkOut, t.rooms, t.guests),
    index('search_history_user_idx').on(t.userId, t.searchedAt),
  ],
);
