import { useEndpointQuery } from '@rednest/shared/api-client';
import type { Locale } from '@rednest/shared/contracts';

/**
 * GET login v16 club_loyalty_plans: the locale's country's club plans (prices in its currency) and,
 * for a signed-in caller, the membership covering today and the day a plan bought now would start.
 */
export function useClubLoyaltyPlans(locale: Locale) {
  return useEndpointQuery('clubLoyaltyPlans', { query: { locale } });
}
