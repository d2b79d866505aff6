import { useEndpointQuery } from '@rednest/shared/api-client';

/**
 * GET login v16 site_loyalty_benefits: the country's loyalty rules as numbers, and where a signed-in
 * caller stands (so fresh on every visit: a completed stay changes it).
 */
export function useSiteBenefits(locale: string) {
  return useEndpointQuery('siteLoyaltyBenefits', { query: { locale } }, { staleTime: 0 });
}

/** GET load_banners: the site's banners, to draw the one a benefits page names */
export function useBanners(locale: string) {
  return useEndpointQuery('loadBanners', { query: { locale } }, { staleTime: 300_000 });
}
