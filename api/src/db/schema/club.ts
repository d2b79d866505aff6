/**
 * The club's own records beside the ledger (which holds every redcash and point movement):
 * referrals, one per referred friend, and the memberships members bought.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { clubPlans, users } from './platform.ts';
import { mktRewards } from './promotion.ts';

/**
 * A friend who signed up (or entered a code) with a member's referral code. `joined`: the friend has
 * their welcome reward (or was refused one, `refusal` says why) and the referrer waits for the friend's
 * first completed stay; `credited`: the referrer got their redcash (the ledger transfer keyed
 * `referral:<id>`); `refused`: no credit will come (`refusal`: earlier_booking, monthly_cap).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'joined' | 'credited' | 'refused'>().notNull().default('joined'),
    refusal: text('refusal').$type<'earlier_booking' | 'monthly_cap'>(),
    /** the friend's welcome reward, null when refused one */
    rewardId: integer('reward_id').references(() => mktRewards.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    // a friend is referred once
    uniqueIndex('referrals_friend_uq').on(t.friendId),
    index('referrals_referrer_idx').on(t.referrerId, t.creditedAt),
    check('referrals_self_ck', sql`${t.referrerId} <> ${t.friendId}`),
    check('referrals_status_ck', sql`${t.status} in ('joined', 'credited', 'refused')`),
    check('referrals_refusal_ck', sql`${t.refusal} is null or ${t.refusal} in ('earlier_booking', 'monthly_cap')`),
    check('referrals_credited_ck', sql`(${t.status} = 'credited') = (${t.creditedAt} is not null)`),
  ],
);

/**
 * Club memberships: one row per plan bought. `pending` while the order that buys it is unpaid (a
 * booking that carries the membership line: `booking_id`); `active` once paid, covering the days
 * [starts_on, ends_on) — a renewal starts where the member's latest active membership ends, so a
 * member's active rows never overlap; `void` when the order ended unpaid or was cancelled before the
 * membership began. A member is a user with an active row covering today.
 */
export const clubMemberships = pgTable(
  'club_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => clubPlans.id),
    /** the booking whose total carries this membership's line (bought at the summary) */
    bookingId: integer('booking_id').references(() => bookings.id),
    status: text('status').$type<'pending' | 'active' | 'void'>().notNull().default('pending'),
    startsOn: date('starts_on', { mode: 'string' }),
    /** the first day no longer covered */
    endsOn: date('ends_on', { mode: 'string' }),
    priceMinor: integer('price_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('club_memberships_booking_uq').on(t.bookingId),
    index('club_memberships_user_idx').on(t.userId, t.endsOn),
    // two active rows of a member never start on one day (renewals are serialised on the user's row)
    uniqueIndex('club_memberships_active_start_uq')
      .on(t.userId, t.startsOn)
      .where(sql`${t.status} = 'active'`),
    check('club_memberships_status_ck', sql`${t.status} in ('pending', 'active', 'void')`),
    check('club_memberships_price_ck', sql`${t.priceMinor} > 0`),
    check(
      'club_memberships_dates_ck',
      sql`(${t.status} <> 'active' or (${t.startsOn} is not null and ${t.endsOn} > ${t.startsOn}))`,
    ),
  ],
);
