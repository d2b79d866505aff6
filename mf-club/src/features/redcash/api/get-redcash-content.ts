import { useEndpointQuery } from '@rednest/shared/api-client';
import { languageOfLocale, type ContentSection, type Locale } from '@rednest/shared/contracts';

const SECTION: ContentSection = 'what_is_redcash';

/** GET v10 load_rsite_contents?section=what_is_redcash: the page's editorial blocks in the locale language. */
export function useRedcashContent(locale: Locale) {
  return useEndpointQuery('loadRsiteContents', {
    query: { section: SECTION, language: languageOfLocale(locale), locale },
  });
}
