/**
 * Club memberships as stored (club_memberships): who is a member today, and what they held. A
 * membership's days are its member's home calendar days (the capital's zone of their country), so a
 * plan bought in Jakarta ends at midnight in Jakarta, not in UTC.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, COUNTRY_CODES } from '@rednest/shared/contracts/locales';
import { todayIn } from '@rednest/shared/format';
import { rowsOf, type Db } from '../../db/client.ts';
import { clubMemberships } from '../../db/schema/club.ts';
import { clubPlans, users } from '../../db/schema/platform.ts';

/**
 * Today (a date) in the home country of the user whose `country_code` is `countryColumn`: a CASE over
 * the site countries, each its capital's date at `now` (a country without a case reads as Indonesia).
 */
export function homeTodaySql(countryColumn: SQL, now: Date): SQL {
  const cases = COUNTRY_CODES.map((c) => sql`when ${c} then ${todayIn(COUNTRIES[c].timezone, now)}`);
  return sql`(case ${countryColumn} ${sql.join(cases, sql` `)} else ${todayIn(COUNTRIES.id.timezone, now)} end)::date`;
}

export interface MembershipRow {
  id: number;
  planId: number;
  planName: string;
  durationDays: number;
  status: 'pending' | 'active' | 'void';
  startsOn: string | null;
  endsOn: string | null;
  priceMinor: number;
  currency: string;
  bookingId: number | null;
  createdAt: string;
}

export function createMembershipRepository(db: Db) {
  const m = clubMemberships;
  const row = sql`${m.id} as "id", ${m.planId} as "planId", ${clubPlans.name} as "planName",
    ${clubPlans.durationDays} as "durationDays", ${m.status} as "status", ${m.startsOn}::text as "startsOn",
    ${m.endsOn}::text as "endsOn", ${m.priceMinor} as "priceMinor", ${m.currency} as "currency",
    ${m.bookingId} as "bookingId", ${m.createdAt} as "createdAt"`;
  return {
    /**
     * The user's standing at `now`: their home country, today there, the active membership covering
     * it (the one ending last when renewals follow each other) and where a renewal would start (the
     * latest active end, if not past). Null for an unknown user.
     */
    async standing(userId: number, now: Date) {
      const [user] = rowsOf<{ countryCode: string; today: string }>(
        await db.execute(sql`select ${users.countryCode} as "countryCode",
          ${homeTodaySql(sql`${users.countryCode}`, now)}::text as "today" from ${users} where ${users.id} = ${userId}`),
      );
      if (!user) return null;
      const rows = rowsOf<MembershipRow>(
        await db.execute(sql`select ${row} from ${m} join ${clubPlans} on ${clubPlans.id} = ${m.planId}
          where ${m.userId} = ${userId} and ${m.status} = 'active' and ${m.endsOn} > ${user.today}::date
          order by ${m.startsOn}`),
      );
      const current = rows.find((r) => r.startsOn! <= user.today) ?? null;
      return {
        countryCode: user.countryCode,
        today: user.today,
        current,
        /** active memberships still to come after the current one (bought as renewals) */
        upcoming: rows.filter((r) => r !== current),
        coveredUntil: rows.length ? rows[rows.length - 1]!.endsOn! : null,
      };
    },

    /** every membership the user bought, newest first (pending ones waiting for their payment included) */
    async history(userId: number): Promise<MembershipRow[]> {
      return rowsOf<MembershipRow>(
        await db.execute(sql`select ${row} from ${m} join ${clubPlans} on ${clubPlans.id} = ${m.planId}
          where ${m.userId} = ${userId} and ${m.status} <> 'void' order by ${m.createdAt} desc, ${m.id} desc`),
      );
    },
  };
}
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
