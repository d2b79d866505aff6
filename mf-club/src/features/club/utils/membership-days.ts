import type { ClubLoyaltyPlans } from '@rednest/shared/contracts';
import { addDays } from '@rednest/shared/format';

export type ClubPlan = ClubLoyaltyPlans['plans'][number];

/**
 * The last day a membership covers. The API gives a membership's days as [starts_on, ends_on):
 * ends_on is the first day no longer covered, so a member reads the day before it. The same goes for
 * club_member's covered_until (the last membership's ends_on).
 */
export function lastCoveredDay(firstDayNotCovered: string | null | undefined): string | null {
  return firstDayNotCovered ? addDays(firstDayNotCovered, -1) : null;
}

/** Club plans are ranked by `order` (spec §3); the API ranks them too, this keeps the page honest. */
export function rankPlans(plans: readonly ClubPlan[]): ClubPlan[] {
  return [...plans].sort((a, b) => a.order - b.order || a.id - b.id);
}
