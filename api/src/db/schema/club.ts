/**
 * The club's own records beside the ledger (which holds every redcash and point movement):
 * referrals, one per referred friend.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './platform.ts';
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
