import { useCallback } from 'react';
import type { CurrencyCode, UserInfo } from '@rednest/shared/contracts';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { fullPageLoad } from '../../../utils/full-page-load';
import { savedLocale, underLocale } from '../../../utils/saved-locale';

/**
 * After fb_login (Google or Facebook) succeeded: keep the session, apply the saved currency, and
 * load the page again (spec §4): a new account on register-successfully (a sign-up), an existing
 * one at `returnTo` (a path under the locale), under the language saved in its settings when the
 * site offers it.
 */
export function useProviderSignedIn() {
  const { session, locale, site } = useShell();
  const { settings } = useShellSite();
  return useCallback(
    (user: UserInfo, returnTo: string) => {
      session.setUserInfo(user);
      if (user.currency) site.set({ currency: user.currency as CurrencyCode });
      const target = user.is_new_user ? '/register-successfully' : returnTo;
      fullPageLoad(underLocale(savedLocale(user.locale, locale, settings?.locale_list) ?? locale, target));
    },
    [session, locale, site, settings],
  );
}
