import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET login v16 redcash_balance: the signed-in member's wallet now (asked only when signed in). */
export function useRedcashBalance(signedIn: boolean) {
  return useEndpointQuery('redcashBalance', signedIn ? {} : null, { staleTime: 0 });
}
