import type { ApiClient } from '@rednest/shared/api-client';
import type { Faq, Language, Locale } from '@rednest/shared/contracts';
import { languageOfLocale } from '@rednest/shared/contracts';
import { useShell } from '@rednest/shared/remote';
import { useAsync } from '@rednest/shared/api-client';

export interface FaqsResponse {
  language: string;
  faqs: Faq[];
}

/** GET cdn v16 faqs: the questions in the locale's language (spec §7). */
export function getFaqs(api: ApiClient, locale: Locale, signal?: AbortSignal): Promise<FaqsResponse> {
  const language: Language = languageOfLocale(locale);
  return api.call<FaqsResponse>('faqs', { query: { language, locale }, signal });
}

export function useFaqs(locale: Locale) {
  const { api } = useShell();
  return useAsync((signal) => getFaqs(api, locale, signal), [api, locale]);
}
