/**
 * The stays that are over: confirmed or checked-in bookings whose check-out day has passed at the
 * hotel (its own time zone), and the facts their completion needs (who booked, what they paid, the
 * member's club (a membership covering the check-in day), tier and home country).
 */
import { sql } from 'drizzle-orm';
import type { LoyaltyTier } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';

export interface DueStay {
  id: number;
  userId: number | null;
  /** what the booking charged in money for the stay (redcash already taken off, a club plan bought with it left out), minor units */
  totalMinor: number;
  currency: string;
  nights: number;
  clubMember: boolean;
  loyaltyTier: LoyaltyTier;
  countryCode: string | null;
}

const FACTS = sql`
  b.id, b.user_id as "userId", b.currency,
  b.total_minor - coalesce((select sum((a->>'amount')::int) from jsonb_array_elements(b.adjustments) a
    where a->>'kind' = 'membership'), 0) as "totalMinor",
  (b.check_out - b.check_in)::int as nights,
  exists (select 1 from club_memberships m where m.user_id = b.user_id and m.status = 'active'
    and m.starts_on <= b.check_in and m.ends_on > b.check_in) as "clubMember", coalesce(u.loyalty_tier, 'bronze') as "loyaltyTier",
  u.country_code as "countryCode"`;

export function createStayCompletionRepository() {
  return {
    /** stays whose check-out day is over at the hotel, oldest first, locked for this transaction (SKIP LOCKED) */
    async due(tx: Db, now: Date, limit: number): Promise<DueStay[]> {
      return rowsOf<DueStay>(
        await tx.execute(sql`
          select ${FACTS}
          from bookings b join properties p on p.id = b.property_id left join users u on u.id = b.user_id
          where b.status in ('confirmed', 'checked_in')
            and b.check_out < (${now.toISOString()}::timestamptz at time zone p.timezone)::date
          order by b.check_out, b.id
          limit ${limit}
          for update of b skip locked
        `),
      );
    },

    /** one confirmed or checked-in booking, whatever its dates (the operator's command), locked */
    async one(tx: Db, bookingId: number): Promise<DueStay | undefined> {
      return rowsOf<DueStay>(
        await tx.execute(sql`
          select ${FACTS}
          from bookings b left join users u on u.id = b.user_id
          where b.id = ${bookingId} and b.status in ('confirmed', 'checked_in')
          for update of b
        `),
      )[0];
    },

    /** the member's completed stays that ended within the last 24 months */
    async recentStays(tx: Db, userId: number, now: Date): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from bookings
          where user_id = ${userId} and status = 'completed'
            and check_out >= (${now.toISOString()}::timestamptz - interval '24 months')::date
        `),
      );
      return row?.n ?? 0;
    },

    /** raises the member's tier to `tier` when it is higher (a tier never falls here); whether it rose */
    async raiseTier(tx: Db, userId: number, tier: LoyaltyTier, rank: number): Promise<boolean> {
      const raised = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update users set loyalty_tier = ${tier}
          where id = ${userId}
            and (case loyalty_tier when 'silver' then 1 when 'gold' then 2 when 'diamond' then 3 else 0 end) < ${rank}
          returning id
        `),
      );
      return raised.length > 0;
    },

    async markCompleted(tx: Db, bookingId: number): Promise<void> {
      await tx.execute(sql`update bookings set status = 'completed' where id = ${bookingId}`);
    },
  };
}
export type StayCompletionRepository = ReturnType<typeof createStayCompletionRepository>;
