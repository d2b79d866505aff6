import { useEndpointQuery } from '@rednest/shared/api-client';
import type { Locale } from '@rednest/shared/contracts';

/** GET get_brands: every brand with its logo, tagline and property count. */
export function useBrands(locale: Locale) {
  return useEndpointQuery('getBrands', { query: { locale } });
}
