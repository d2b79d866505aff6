import { useEndpointQuery } from '@rednest/shared/api-client';
import type { Locale } from '@rednest/shared/contracts';

/** GET brands/:slug: a brand's page (brand_types, its cities and properties), tagline in the locale's language. */
export function useBrand(slug: string, locale: Locale) {
  return useEndpointQuery('brandDetails', { params: { slug }, query: { locale } });
}
