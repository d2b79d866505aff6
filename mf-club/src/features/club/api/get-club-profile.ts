import { useEndpointQuery } from '@rednest/shared/api-client';

/**
 * GET login v16 club_profile: the signed-in member's standing, every membership bought and the paid
 * stays a member price made cheaper; asked only when signed in, fresh on every visit (a stay paid or
 * cancelled since changes it).
 */
export function useClubProfile(signedIn: boolean) {
  return useEndpointQuery('clubProfile', signedIn ? {} : null, { staleTime: 0 });
}
