import { useEndpointQuery } from '@rednest/shared/api-client';
import { languageOfLocale, type Locale } from '@rednest/shared/contracts';

/** GET cdn v16 faqs: the questions in the locale's language (spec §7). */
export function useFaqs(locale: Locale) {
  return useEndpointQuery('faqs', { query: { language: languageOfLocale(locale), locale } });
}
