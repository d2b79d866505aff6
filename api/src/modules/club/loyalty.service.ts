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
  type SiteLoyaltyBenefits,
} from '@rednest/shared/contracts';
import { COUNTRIES } from '@rednest/shared/contracts/locales';
import { requireLocale } from '../site/site.service.ts';
import { stayRewardCap, stayRewardStanding, stayRewardStatus, type StayRewardCounts } from '../account/stay-reward.ts';
import { notFound } from '../../errors.ts';
import {
  CLUB_RULES,
  LOYALTY_TIERS,
  POINTS_PER_NIGHT,
  POINTS_RULES,
  REDCASH_RULES,
  STAY_REWARD_RULES,
} from '../../db/platform-data/content.ts';
import { pointValue } from '../booking/summary.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { LoyaltyRepository } from './loyalty.repository.ts';

export interface LoyaltyDeps {
  repo: LoyaltyRepository;
  /** the user's stay rewards counted from their bookings (stay-reward.repository.ts) */
  stayRewards?: { counts(userId: number): Promise<StayRewardCounts> };
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

    /** site_loyalty_benefits: the locale country's rules as numbers, and where a signed-in caller stands */
    async siteBenefits(locale: string | undefined, userId: number | null): Promise<SiteLoyaltyBenefits> {
      const { country } = requireLocale(locale ?? 'en-id');
      const currency = COUNTRIES[country].currency;
      const [standing, counts] = await Promise.all([
        userId === null ? null : deps.repo.standing(userId, deps.now()),
        userId === null || !deps.stayRewards ? null : deps.stayRewards.counts(userId),
      ]);
      const you =
        standing && counts
          ? (() => {
              const { remaining } = stayRewardStanding(counts);
              return {
                loyalty_tier: TIER_KEYS[rank(standing.loyaltyTier)]!,
                completed_stays: standing.completedStays,
                loyalty_status: stayRewardStatus({ loyaltyType: counts.held ? 'stay_reward' : null, remaining }),
                remaining_bookings: remaining,
              };
            })()
          : null;
      return {
        country,
        currency,
        member_discount_percent: CLUB_RULES.member_discount_percent,
        cashback_percent: REDCASH_RULES.cashback_percent,
        club_cashback_percent: REDCASH_RULES.club_cashback_percent,
        redcash_max_redeem_percent: REDCASH_RULES.max_redeem_percent,
        redcash_validity_days: REDCASH_RULES.validity_days,
        points: {
          point_value: pointValue(currency),
          max_redeem_percent: POINTS_RULES.max_redeem_percent,
          tiers: LOYALTY_TIERS.map((t) => ({
            tier: t.key as LoyaltyTier,
            min_stays: t.minBookings,
            points_per_night: POINTS_PER_NIGHT[t.key as LoyaltyTier],
          })),
        },
        stay_reward: {
          every_stays: STAY_REWARD_RULES.every_stays,
          percent: STAY_REWARD_RULES.percent,
          max_discount: stayRewardCap(currency) ?? 0,
        },
        you,
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
