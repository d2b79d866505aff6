import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET login/v16/bank_list: a country's banks with their account-number lengths (they change rarely). */
export function useBankList(countryCode: string) {
  return useEndpointQuery('bankList', { query: { country_code: countryCode } }, { staleTime: 60 * 60_000 });
}
