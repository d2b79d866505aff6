import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/** GET booking v16 promo_codes (ours): the running listed codes for the site's country. */
export function usePromoCodes(country: CountryCode) {
  return useEndpointQuery('promoCodes', { query: { country } }, { staleTime: 60_000 });
}

/** GET booking v16 promo_code_detail (ours): one running listed code. */
export function usePromoCode(code: string) {
  return useEndpointQuery('promoCodeDetail', { query: { code } }, { staleTime: 60_000 });
}
