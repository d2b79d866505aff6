/**
 * The spec's club selections for a plan bought alone (redClubPurchase, addClubMembershipId,
 * selectedRCPlanId), in the local store: the plans page sets them when a member orders a plan, the
 * payment screens read them to draw the membership's variant, and paying or cancelling clears them.
 * Sign-out clears them too (LOGOUT_CLEARED_KEYS). Only ids: the server says what the order costs.
 */
import { local } from './storage';

export interface ClubPurchase {
  /** the membership ordered (club_membership_order's member_id): the payment screens' order id */
  memberId: number;
  planId: number;
}

const positive = (raw: string | null): number | null =>
  raw !== null && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;

export function startClubPurchase(purchase: ClubPurchase): void {
  local.setItem('redClubPurchase', 'true');
  local.setItem('addClubMembershipId', String(purchase.memberId));
  local.setItem('selectedRCPlanId', String(purchase.planId));
}

/** the plan being bought alone, or null when the flag is not set (or its ids are not ids) */
export function clubPurchase(): ClubPurchase | null {
  if (local.getItem('redClubPurchase') !== 'true') return null;
  const memberId = positive(local.getItem('addClubMembershipId'));
  const planId = positive(local.getItem('selectedRCPlanId'));
  return memberId !== null && planId !== null ? { memberId, planId } : null;
}

export function endClubPurchase(): void {
  for (const key of ['redClubPurchase', 'addClubMembershipId', 'selectedRCPlanId']) local.removeItem(key);
}
