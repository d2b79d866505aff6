import type { ClubLoyaltyPlans } from '@rednest/shared/contracts';
import { addDays } from '@rednest/shared/format';

export type ClubPlan = ClubLoyaltyPlans['plans'][number];

/**
 * The last day a membership covers. The API gives a membership's days as [starts_on, ends_on):
 * ends_on is the first day no longer covered, so a member reads the day before it. The same goes for
 * club_member's covered_until, which the API fills with the last membership's ends_on (its contract
 * comment says "the last day covered", but api/src/modules/club/membership.test.ts pins the end).
 */
export function lastCoveredDay(firstDayNotCovered: string | null | undefined): string | null {
  return firstDayNotCovered ? addDays(firstDayNotCovered, -1) : null;
}

/** Club plans are ranked by `order` (spec §3); the API ranks them too, this keeps the page honest. */
export function rankPlans(plans: readonly ClubPlan[]): ClubPlan[] {
  return [...plans].sort((a, b) => a.order - b.order || a.id - b.id);
}

/**
 * The cash back a club member earns, percent. club_member says it for a member (their rate now);
 * loyalty_programs carries only everyone's rate, so for anyone else the page falls back to the club
 * rate the API applies (api REDCASH_RULES.club_cashback_percent) until loyalty_programs carries it.
 */
export const CLUB_CASHBACK_PERCENT_FALLBACK = 10;
export function clubCashbackPercent(member: { club_member: boolean; cashback_percent: number } | undefined): number {
  return member?.club_member ? member.cashback_percent : CLUB_CASHBACK_PERCENT_FALLBACK;
}
