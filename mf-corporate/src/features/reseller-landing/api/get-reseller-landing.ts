import { useEndpointQuery } from '@rednest/shared/api-client';
import { languageOfLocale, type ContentSection, type Locale } from '@rednest/shared/contracts';

const SECTION: ContentSection = 'reseller_landing';

/** GET v10 load_rsite_contents?section=reseller_landing: the landing page's blocks in the locale language. */
export function useResellerLanding(locale: Locale) {
  return useEndpointQuery('loadRsiteContents', {
    query: { section: SECTION, language: languageOfLocale(locale), locale },
  });
}
