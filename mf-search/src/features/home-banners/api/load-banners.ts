import { useEndpointQuery } from '@rednest/shared/api-client';
import type { CountryCode } from '@rednest/shared/contracts';

/**
 * Banners of a country (spec §7 load_banners v10, no auth; §9: banner images per country).
 * `enabled` false skips the call (the corporate site has no banner strip, spec §6).
 */
export function useBanners(country: CountryCode, enabled = true) {
  return useEndpointQuery('loadBanners', enabled ? { query: { country } } : null);
}
