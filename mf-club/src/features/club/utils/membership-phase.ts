import type { ClubMembership, ClubProfile } from '@rednest/shared/contracts';

export type MembershipPhase = 'current' | 'upcoming' | 'ended' | 'pending';

/**
 * Where a membership stands, from the answer alone: the one covering today is the answer's
 * `membership`; a renewal starts where the current one ends, so an active one starting then or later
 * is still to come, and any other active one has ended (with none covering today, every active one has:
 * a plan paid with no membership running starts that day and covers it).
 */
export function membershipPhase(m: ClubMembership, profile: Pick<ClubProfile, 'membership'>): MembershipPhase {
  if (m.status === 'pending') return 'pending';
  const current = profile.membership;
  if (current && m.id === current.id) return 'current';
  if (current?.ends_on && m.starts_on && m.starts_on >= current.ends_on) return 'upcoming';
  return 'ended';
}
