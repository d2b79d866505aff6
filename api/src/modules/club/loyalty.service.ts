/**
 * Points and tiers as the member reads them (recent_redpoints, mark_show_animation). Points are
 * earned by completed stays (booking/stay-completion) and spent at the summary (apply_door_points);
 * the ledger holds them. A tier rises with completed stays in the last 24 months and never falls
 * here; its animation shows once, until the member's client says it was shown.
 */
import {
  homeCurrency,
  LOYALTY_TIERS as TIER_KEYS,
  type LoyaltyTier,
  type MarkShowAnimation,
  type RecentRedpoints,
} from '@rednest/shared/contracts';
import { notFound } from '../../errors.ts';
import { LOYALTY_TIERS, POINTS_PER_NIGHT, POINTS_RULES } from '../../db/platform-data/content.ts';
import { pointValue } from '../booking/summary.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { LoyaltyRepository } from './loyalty.repository.ts';

export interface LoyaltyDeps {
  repo: LoyaltyRepository;
  ledger: Pick<Ledger, 'balances' | 'pointsHistory'>;
  now: () => Date;
}

const rank = (tier: string) => Math.max(0, TIER_KEYS.indexOf(tier as LoyaltyTier));
const userGone = () => notFound('USER_NOT_FOUND', 'This account no longer exists.');

export function createLoyaltyService(deps: LoyaltyDeps) {
  return {
    async recentRedpoints(userId: number, page = 1): Promise<RecentRedpoints> {
      const standing = await deps.repo.standing(userId, deps.now());
      if (!standing) throw userGone();
      // an unknown tier reads as bronze (spec §4)
      const tier = TIER_KEYS[rank(standing.loyaltyTier)]!;
      const next = LOYALTY_TIERS.find((t) => t.rank === rank(tier) + 1);
      const currency = homeCurrency(standing.countryCode);
      const [{ points }, history] = await Promise.all([
        deps.ledger.balances(userId, currency),
        deps.ledger.pointsHistory(userId, page),
      ]);
      return {
        point_balance: points,
        loyalty_tier: tier,
        completed_stays: standing.completedStays,
        next_tier: next ? { key: next.key, min_stays: next.minBookings } : null,
        points_per_night: POINTS_PER_NIGHT[tier],
        point_value: pointValue(currency) ?? 0,
        currency,
        max_redeem_percent: POINTS_RULES.max_redeem_percent,
        show_tier_animation: rank(tier) > rank(standing.tierShown),
        ...history,
      };
    },

    async markShowAnimation(userId: number): Promise<MarkShowAnimation> {
      const tier = await deps.repo.markTierShown(userId);
      if (!tier) throw userGone();
      return { loyalty_tier: TIER_KEYS[rank(tier)]!, shown: true };
    },
  };
}
export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
