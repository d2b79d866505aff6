import { useApi, type ApiClient } from '@rednest/shared/api-client';
import type { Banner, CountryCode } from '@rednest/shared/contracts';

/** Banners of a country (spec §7 load_banners v10, no auth; §9: banner images per country). */
export function loadBanners(api: ApiClient, country: CountryCode, signal?: AbortSignal) {
  return api.call<{ banners: Banner[] }>('loadBanners', { query: { country }, signal });
}

/** `enabled` false skips the call (the corporate site has no banner strip, spec §6). */
export function useBanners(country: CountryCode, enabled = true) {
  return useApi<{ banners: Banner[] }>('loadBanners', enabled ? { query: { country } } : null, [country, enabled]);
}
