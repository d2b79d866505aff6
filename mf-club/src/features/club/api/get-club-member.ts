import { useEndpointQuery } from '@rednest/shared/api-client';

/**
 * GET login v16 club_member: the signed-in member's standing (membership, days left, renewals and
 * plans waiting for their payment); asked only when signed in, and fresh on every visit because a
 * plan bought with a stay changes it.
 */
export function useClubMember(signedIn: boolean) {
  return useEndpointQuery('clubMember', signedIn ? {} : null, { staleTime: 0 });
}
