import type { LoyaltyPrograms } from '@rednest/shared/contracts';

export type ClubPlan = LoyaltyPrograms['club_plans'][number];
export type LoyaltyTier = LoyaltyPrograms['tiers'][number];

/** Spec §4: tier order bronze 0, silver 1, gold 2, diamond 3; an unknown tier counts as bronze. */
export const TIER_ORDER = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type TierKey = (typeof TIER_ORDER)[number];

export function tierRank(key: string | null | undefined): number {
  const index = TIER_ORDER.indexOf((key ?? '').trim().toLowerCase() as TierKey);
  return index < 0 ? 0 : index;
}

export function tierKey(key: string | null | undefined): TierKey {
  return TIER_ORDER[tierRank(key)]!;
}

/** Tiers bronze → diamond by the spec's order (the API's own rank only breaks ties). */
export function sortTiers(tiers: readonly LoyaltyTier[]): LoyaltyTier[] {
  return [...tiers].sort((a, b) => tierRank(a.key) - tierRank(b.key) || a.rank - b.rank);
}

/** Club price plans are ranked by `order` (spec §3). */
export function sortPlans(plans: readonly ClubPlan[]): ClubPlan[] {
  return [...plans].sort((a, b) => a.order - b.order || a.id - b.id);
}
