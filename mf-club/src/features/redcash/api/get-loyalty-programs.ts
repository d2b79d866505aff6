import { useEndpointQuery } from '@rednest/shared/api-client';
import type { Locale } from '@rednest/shared/contracts';

/** GET cdn v16 loyalty_programs: club plans, redcash rules and tiers of the locale's country. */
export function useLoyaltyPrograms(locale: Locale) {
  return useEndpointQuery('loyaltyPrograms', { query: { locale } });
}
