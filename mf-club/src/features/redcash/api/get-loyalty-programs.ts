import type { ApiClient } from '@rednest/shared/api-client';
import type { Locale, LoyaltyPrograms } from '@rednest/shared/contracts';
import { useShell } from '@rednest/shared/remote';
import { useAsync } from '@rednest/shared/api-client';

/** GET cdn v16 loyalty_programs: club plans, redcash rules and tiers of the locale's country. */
export function getLoyaltyPrograms(api: ApiClient, locale: Locale, signal?: AbortSignal): Promise<LoyaltyPrograms> {
  return api.call<LoyaltyPrograms>('loyaltyPrograms', { query: { locale }, signal });
}

export function useLoyaltyPrograms(locale: Locale) {
  const { api } = useShell();
  return useAsync((signal) => getLoyaltyPrograms(api, locale, signal), [api, locale]);
}
