import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking v16 my_rewards (ours): every marketing reward of the signed-in user (asked only when signed in). */
export function useMyRewards(signedIn: boolean) {
  return useEndpointQuery('myRewards', signedIn ? {} : null, { staleTime: 0 });
}
