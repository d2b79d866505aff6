import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/** GET login v16 referral (ours): the rules, and a member's code and friends (a guest: the rules in `country`'s currency). */
export function useReferral(country: CountryCode, signedIn: boolean) {
  return useEndpointQuery('referral', { query: signedIn ? {} : { country } }, { staleTime: 0 });
}
