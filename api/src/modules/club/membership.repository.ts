/**
 * Club memberships as stored (club_memberships): who is a member today, and what they held. A
 * membership's days are its member's home calendar days (the capital's zone of their country), so a
 * plan bought in Jakarta ends at midnight in Jakarta, not in UTC.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { homeTodaySql } from '../../db/home-today.ts';
import { clubMemberships } from '../../db/schema/club.ts';
import { bookings } from '../../db/schema/booking.ts';
import { properties } from '../../db/schema/catalog.ts';
import { clubPlans, users } from '../../db/schema/platform.ts';

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
  /** the user's paid stays with what a member price took off each (`saved.amount` > 0) */
  const savedFrom = (userId: number) => sql`from ${bookings}
    cross join lateral (select -coalesce(sum((a->>'amount')::bigint), 0) as amount
      from jsonb_array_elements(${bookings.adjustments}) a where a->>'kind' = 'club_discount') saved
    where ${bookings.userId} = ${userId} and ${bookings.status} in ('confirmed', 'checked_in', 'completed')
      and saved.amount > 0`;
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
          where ${m.userId} = ${userId} and (${m.status} = 'active' or ${m.status} = 'pending' and exists (
            select 1 from ${bookings} where ${bookings.id} = ${m.bookingId} and ${bookings.status} = 'pending'))
          order by ${m.createdAt} desc, ${m.id} desc`),
      );
    },

    /**
     * The user's stays booked at a member's price (a club_discount line) that were paid, newest check-in
     * first: what the price took off each. A stay waiting for its payment or cancelled saved nothing.
     */
    async savedStays(userId: number, limit: number) {
      return rowsOf<{
        bookingSalt: string;
        hotelName: string;
        checkIn: string;
        checkOut: string;
        status: 'confirmed' | 'checked_in' | 'completed';
        currency: string;
        saved: number;
      }>(
        await db.execute(sql`select ${bookings.bookingSalt} as "bookingSalt",
          ${bookings.checkIn}::text as "checkIn", ${bookings.checkOut}::text as "checkOut", ${bookings.status} as "status",
          ${bookings.currency} as "currency", saved.amount::int as "saved",
          (select ${properties.name} from ${properties} where ${properties.id} = ${bookings.propertyId}) as "hotelName"
          ${savedFrom(userId)}
          order by ${bookings.checkIn} desc, ${bookings.id} desc limit ${limit}`),
      );
    },

    /** per currency, the total member prices took off the user's paid stays and over how many */
    async savings(userId: number) {
      return rowsOf<{ currency: string; amount: number; stays: number }>(
        await db.execute(sql`select ${bookings.currency} as "currency", sum(saved.amount)::bigint::float8 as "amount",
          count(*)::int as "stays" ${savedFrom(userId)}
          group by ${bookings.currency} order by max(${bookings.checkIn}) desc`),
      );
    },

    /** what a membership's invoice says: its plan, days, price, member and the booking that paid it */
    async invoiceFacts(membershipId: number) {
      const [found] = rowsOf<{
        id: number;
        userId: number;
        status: 'pending' | 'active' | 'void';
        planName: string;
        durationDays: number;
        startsOn: string | null;
        endsOn: string | null;
        paidAt: Date | string | null;
        countryCode: string;
        priceMinor: number;
        currency: string;
        memberName: string;
        memberEmail: string;
        bookingId: number | null;
        bookingSalt: string | null;
      }>(
        await db.execute(sql`select ${m.id} as "id", ${m.userId} as "userId", ${m.status} as "status",
          ${clubPlans.name} as "planName", ${clubPlans.durationDays} as "durationDays",
          ${m.startsOn}::text as "startsOn", ${m.endsOn}::text as "endsOn",
          coalesce(${m.activatedAt}, ${m.createdAt}) as "paidAt", ${users.countryCode} as "countryCode",
          ${m.priceMinor} as "priceMinor", ${m.currency} as "currency",
          trim(${users.firstName} || ' ' || ${users.lastName}) as "memberName", ${users.email} as "memberEmail",
          ${m.bookingId} as "bookingId", ${bookings.bookingSalt} as "bookingSalt"
          from ${m} join ${clubPlans} on ${clubPlans.id} = ${m.planId} join ${users} on ${users.id} = ${m.userId}
          left join ${bookings} on ${bookings.id} = ${m.bookingId}
          where ${m.id} = ${membershipId}`),
      );
      return found ?? null;
    },

    /** a plan of `country` as a summary sells it, or null (an unknown plan, or another country's) */
    async plan(planId: number, country: string) {
      const [plan] = rowsOf<{ id: number; name: string; priceMinor: number; currency: string }>(
        await db.execute(sql`select ${clubPlans.id} as "id", ${clubPlans.name} as "name",
          ${clubPlans.priceMinor} as "priceMinor", ${clubPlans.currency} as "currency" from ${clubPlans}
          where ${clubPlans.id} = ${planId} and ${clubPlans.country} = ${country}`),
      );
      return plan ?? null;
    },

    /** the plan a booking sells, waiting for the booking's payment (book_now's transaction) */
    async hold(
      tx: Db,
      order: { userId: number; planId: number; bookingId: number; priceMinor: number; currency: string },
    ) {
      await tx.insert(m).values({ ...order, status: 'pending' });
    },

    /**
     * A plan ordered alone (no stay): the caller's open order of that plan when they have one (pending, no
     * booking, ordered in the last day, so pressing Join twice pays one order), else a new one.
     */
    async order(order: { userId: number; planId: number; priceMinor: number; currency: string }, now: Date) {
      return db.transaction(async (tx) => {
        // two presses at once queue here, and the second finds the first's order
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${order.userId} for update`);
        const [open] = rowsOf<{ id: number }>(
          await tx.execute(sql`select ${m.id} as "id" from ${m}
            where ${m.userId} = ${order.userId} and ${m.planId} = ${order.planId} and ${m.bookingId} is null
              and ${m.status} = 'pending' and ${m.priceMinor} = ${order.priceMinor}
              and ${m.createdAt} > ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz
            order by ${m.id} desc limit 1`),
        );
        if (open) return open.id;
        const [created] = await tx
          .insert(m)
          .values({ ...order, status: 'pending', createdAt: now })
          .returning({ id: m.id });
        return created!.id;
      });
    },

    /** a plan ordered alone, as its payment screens read it (a membership bought with a stay is its booking's) */
    async orderFacts(membershipId: number) {
      const [found] = rowsOf<{
        id: number;
        userId: number;
        status: 'pending' | 'active' | 'void';
        planName: string;
        priceMinor: number;
        currency: string;
      }>(
        await db.execute(sql`select ${m.id} as "id", ${m.userId} as "userId", ${m.status} as "status",
          ${clubPlans.name} as "planName", ${m.priceMinor} as "priceMinor", ${m.currency} as "currency"
          from ${m} join ${clubPlans} on ${clubPlans.id} = ${m.planId}
          where ${m.id} = ${membershipId} and ${m.bookingId} is null`),
      );
      return found ?? null;
    },

    /**
     * The booking's paid: the membership it sold becomes active (see `activate`). Runs in the transaction
     * that confirms the booking; nothing to do for a booking without a plan.
     */
    async activateForBooking(
      tx: Db,
      bookingSalt: string,
      now: Date,
    ): Promise<{ id: number; startsOn: string; endsOn: string } | null> {
      const [pending] = rowsOf<{ id: number }>(
        await tx.execute(sql`select ${m.id} as "id" from ${m}
          where ${m.bookingId} = (select ${bookings.id} from ${bookings} where ${bookings.bookingSalt} = ${bookingSalt})
            and ${m.status} = 'pending'`),
      );
      if (!pending) return null;
      const result = await activate(tx, pending.id, now);
      return result.outcome === 'activated' ? result.membership : null;
    },

    /** a plan ordered alone was paid (the payment's transaction): see `activate` */
    activateOrder: (tx: Db, membershipId: number, now: Date) => activate(tx, membershipId, now),
  };

  /**
   * A pending membership's order was paid: it becomes active, from today on the member's home calendar
   * or, for a member already covered, from where their last active membership ends. The member's row is
   * locked first, so two plans paid at once queue and the second follows the first. A membership no longer
   * pending (paid by another payment, or void) is left as it is and said so.
   */
  async function activate(
    tx: Db,
    membershipId: number,
    now: Date,
  ): Promise<
    | { outcome: 'activated'; membership: { id: number; startsOn: string; endsOn: string } }
    | { outcome: 'already_active' | 'void' | 'missing' }
  > {
    const [found] = rowsOf<{ userId: number }>(
      await tx.execute(sql`select ${m.userId} as "userId" from ${m} where ${m.id} = ${membershipId}`),
    );
    if (!found) return { outcome: 'missing' };
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${found.userId} for update`);
    const [pending] = rowsOf<{ status: 'pending' | 'active' | 'void'; days: number }>(
      await tx.execute(sql`select ${m.status} as "status", ${clubPlans.durationDays} as "days"
        from ${m} join ${clubPlans} on ${clubPlans.id} = ${m.planId} where ${m.id} = ${membershipId}`),
    );
    if (!pending || pending.status !== 'pending')
      return { outcome: pending?.status === 'active' ? 'already_active' : 'void' };
    const [dates] = rowsOf<{ startsOn: string; endsOn: string }>(
      await tx.execute(sql`
        with home as (
          select greatest(${homeTodaySql(sql`${users.countryCode}`, now)},
            coalesce((select max(${m.endsOn}) from ${m} where ${m.userId} = ${found.userId} and ${m.status} = 'active'), '0001-01-01'::date)
          ) as start from ${users} where ${users.id} = ${found.userId})
        update ${m} set status = 'active', starts_on = home.start, ends_on = home.start + ${pending.days}::int,
          activated_at = ${now.toISOString()}::timestamptz
        from home where ${m.id} = ${membershipId} and ${m.status} = 'pending'
        returning ${m.startsOn}::text as "startsOn", ${m.endsOn}::text as "endsOn"`),
    );
    return dates ? { outcome: 'activated', membership: { id: membershipId, ...dates } } : { outcome: 'void' };
  }
}
export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
