import type { ApiClient } from '@rednest/shared/api-client';
import type { Locale, RsiteContent } from '@rednest/shared/contracts';
import { languageOfLocale } from '@rednest/shared/contracts';
import { useShell } from '@rednest/shared/remote';
import { useAsync } from '@rednest/shared/api-client';

export const RESELLER_LANDING_SECTION = 'reseller_landing';

/** GET v10 load_rsite_contents?section=reseller_landing: the landing page's blocks in the locale language. */
export function getResellerLanding(api: ApiClient, locale: Locale, signal?: AbortSignal): Promise<RsiteContent> {
  return api.call<RsiteContent>('loadRsiteContents', {
    query: { section: RESELLER_LANDING_SECTION, language: languageOfLocale(locale), locale },
    signal,
  });
}

export function useResellerLanding(locale: Locale) {
  const { api } = useShell();
  return useAsync((signal) => getResellerLanding(api, locale, signal), [api, locale]);
}
