import { useEndpointQuery } from '@rednest/shared/api-client';
import { languageOfLocale, type ContentSection, type Locale } from '@rednest/shared/contracts';

const SECTION: ContentSection = 'club_landing';

/** GET v10 load_rsite_contents?section=club_landing: the club landing's editorial blocks in the locale language. */
export function useClubContent(locale: Locale) {
  return useEndpointQuery('loadRsiteContents', {
    query: { section: SECTION, language: languageOfLocale(locale), locale },
  });
}
