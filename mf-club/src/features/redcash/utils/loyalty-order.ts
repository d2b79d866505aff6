import { LOYALTY_TIERS, type LoyaltyPrograms, type LoyaltyTier } from '@rednest/shared/contracts';

export type ClubPlan = LoyaltyPrograms['club_plans'][number];
export type TierInfo = LoyaltyPrograms['tiers'][number];

/**
 * Spec §4: tier order bronze 0, silver 1, gold 2, diamond 3 (LOYALTY_TIERS); an unknown tier
 * counts as bronze (a user record stored by an older release may carry one).
 */
export function tierRank(key: string | null | undefined): number {
  return Math.max(0, (LOYALTY_TIERS as readonly string[]).indexOf((key ?? '').trim().toLowerCase()));
}

export function tierKey(key: string | null | undefined): LoyaltyTier {
  return LOYALTY_TIERS[tierRank(key)]!;
}

/** Tiers bronze → diamond by the spec's order (the API's own rank only breaks ties). */
export function sortTiers(tiers: readonly TierInfo[]): TierInfo[] {
  return [...tiers].sort((a, b) => tierRank(a.key) - tierRank(b.key) || a.rank - b.rank);
}

/** Club price plans are ranked by `order` (spec §3). */
export function sortPlans(plans: readonly ClubPlan[]): ClubPlan[] {
  return [...plans].sort((a, b) => a.order - b.order || a.id - b.id);
}
