/** The read behind the derived profile fields (user-facts.ts): counts over the user's own bookings. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { bookingDateChanges, bookings } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/payment.ts';
import { corporateMembers } from '../../db/schema/corporate.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { clubMemberships } from '../../db/schema/club.ts';
import { users } from '../../db/schema/platform.ts';
import { homeTodaySql } from '../../db/home-today.ts';
import type { UserFacts } from './user-facts.ts';
import { countsOf, stayRewardColumns } from './stay-reward.repository.ts';

export async function readUserFacts(db: Db, userId: number, now: Date): Promise<UserFacts> {
  const b = bookings;
  const a = ledgerAccounts;
  const at = now.toISOString();
  const m = clubMemberships;
  const homeToday = homeTodaySql(sql`(select ${users.countryCode} from ${users} where ${users.id} = ${userId})`, now);
  const [row] = rowsOf<
    Record<Exclude<keyof UserFacts, 'redcash' | 'stayRewards'>, number | string | null> & {
      redcash: unknown;
      rewardStays: unknown;
      rewardsUsed: unknown;
      rewardHeld: unknown;
    }
  >(
    await db.execute(sql`
    select
      (select count(*) from ${b} where ${b.userId} = ${userId}) as "bookings",
      (select count(*) from ${b} where ${b.userId} = ${userId} and ${b.status} in ('confirmed', 'checked_in', 'completed')) as "stays",
      (select count(*) from ${b} where ${b.userId} = ${userId} and ${b.status} = 'pending'
         and (${b.holdExpiresAt} is null or ${b.holdExpiresAt} > ${at}::timestamptz)) as "awaitingPayment",
      (select count(*) from ${bookingDateChanges} c join ${b} on ${b.id} = c.booking_id
         where ${b.userId} = ${userId} and c.status = 'awaiting_payment'
         and (c.hold_expires_at is null or c.hold_expires_at > ${at}::timestamptz)) as "dateChangesToPay",
      (select count(*) from ${b} where ${b.userId} = ${userId} and ${b.status} = 'cancelled' and ${b.cancelReason} = 'no_show'
         and exists (select 1 from ${payments} p where p.booking_id = ${b.id} and p.method = 'pay_at_hotel')) as "noShows",
      (select ${corporateMembers.companyId} from ${corporateMembers} where ${corporateMembers.userId} = ${userId}) as "corporateCompanyId",
      (select coalesce(jsonb_object_agg(w.ledger, w.held), '{}'::jsonb) from (
         select ${a.ledger} as ledger, sum(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending}) as held from ${a}
         where ${a.userId} = ${userId} and ${a.kind} = 'lot' and ${a.expiresAt} > ${at}::timestamptz group by ${a.ledger}) w) as "redcash",
      (select coalesce(sum(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending}), 0) from ${a}
         where ${a.userId} = ${userId} and ${a.kind} = 'points') as "points",
      (select ${m.id} from ${m} where ${m.userId} = ${userId} and ${m.status} = 'active'
         and ${m.startsOn} <= ${homeToday} and ${m.endsOn} > ${homeToday} limit 1) as "membershipId",
      ${stayRewardColumns(userId, now)}
  `),
  );
  const n = (v: number | string | null | undefined) => Number(v ?? 0);
  return {
    bookings: n(row?.bookings),
    stays: n(row?.stays),
    awaitingPayment: n(row?.awaitingPayment),
    dateChangesToPay: n(row?.dateChangesToPay),
    noShows: n(row?.noShows),
    corporateCompanyId: row?.corporateCompanyId == null ? null : n(row.corporateCompanyId),
    redcash: Object.fromEntries(
      Object.entries(
        (typeof row?.redcash === 'string' ? JSON.parse(row.redcash) : (row?.redcash ?? {})) as Record<string, unknown>,
      ).map(([ledger, held]) => [ledger, n(held as number | string)]),
    ),
    points: n(row?.points),
    membershipId: row?.membershipId == null ? null : n(row.membershipId),
    stayRewards: countsOf(row),
  };
}
