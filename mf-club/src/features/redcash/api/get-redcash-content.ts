import type { ApiClient } from '@rednest/shared/api-client';
import type { Locale, RsiteContent } from '@rednest/shared/contracts';
import { languageOfLocale } from '@rednest/shared/contracts';
import { useShell } from '@rednest/shared/remote';
import { useAsync } from '@rednest/shared/api-client';

export const REDCASH_SECTION = 'what_is_redcash';

/** GET v10 load_rsite_contents?section=what_is_redcash: the page's editorial blocks in the locale language. */
export function getRedcashContent(api: ApiClient, locale: Locale, signal?: AbortSignal): Promise<RsiteContent> {
  return api.call<RsiteContent>('loadRsiteContents', {
    query: { section: REDCASH_SECTION, language: languageOfLocale(locale), locale },
    signal,
  });
}

export function useRedcashContent(locale: Locale) {
  const { api } = useShell();
  return useAsync((signal) => getRedcashContent(api, locale, signal), [api, locale]);
}
