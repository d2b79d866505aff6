/** A member's standing in the loyalty programme: tier, the tier whose rise they saw, completed stays. */
import { sql } from 'drizzle-orm';
import type { LoyaltyTier } from '@rednest/shared/contracts';
import { rowsOf, type Db } from '../../db/client.ts';

export interface Standing {
  loyaltyTier: LoyaltyTier;
  tierShown: LoyaltyTier;
  countryCode: string;
  /** completed stays that ended within the last 24 months (what tiers count) */
  completedStays: number;
}

export function createLoyaltyRepository(db: Db) {
  return {
    async standing(userId: number, now: Date): Promise<Standing | undefined> {
      return rowsOf<Standing>(
        await db.execute(sql`
          select u.loyalty_tier as "loyaltyTier", u.tier_shown as "tierShown", u.country_code as "countryCode",
                 (select count(*)::int from bookings b
                   where b.user_id = u.id and b.status = 'completed'
                     and b.check_out >= (${now.toISOString()}::timestamptz - interval '24 months')::date) as "completedStays"
          from users u where u.id = ${userId}
        `),
      )[0];
    },

    /** the member has seen the animation of the tier they hold now; that tier */
    async markTierShown(userId: number): Promise<LoyaltyTier | undefined> {
      return rowsOf<{ tier: LoyaltyTier }>(
        await db.execute(
          sql`update users set tier_shown = loyalty_tier where id = ${userId} returning loyalty_tier as tier`,
        ),
      )[0]?.tier;
    },
  };
}
export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
