import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CurrencyCode, UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite, useShellUser } from '@rednest/shared/remote';
import { fullPageLoad } from '../../utils/full-page-load';
import { safeReturnTo } from '../../utils/return-to';
import { savedLocale, underLocale } from '../../utils/saved-locale';

/**
 * After a successful sign-in or sign-up: store the session (the token makes it a logged-in,
 * persistent session and bumps the login-state counters, spec §3/§4), greet the person, and
 * go to `returnTo` when it is a safe path under this locale, else `fallback` (home; sign-up passes
 * register-successfully).
 * `is_new_user` (spec §4: a new user is tracked as sign-up, not login) picks the greeting.
 * A language saved in settings that differs from the URL's loads the same target under it (labels,
 * settings and every remote's routes follow the locale, as the settings page's switch does).
 * `alreadySignedIn`: someone signed in before opening the page (who goes home), not just now here.
 */
export function useCompleteSignIn() {
  const { session, bus, locale, site } = useShell();
  const signedIn = useShellUser();
  const { settings } = useShellSite();
  const navigate = useNavigate();
  const { search } = useLocation();
  const t = useT();
  // set before the session changes, so the "already signed in" redirect does not win over returnTo
  const justNow = useRef(false);
  const complete = useCallback(
    (user: UserInfo, fallback = '/') => {
      justNow.current = true;
      session.setUserInfo(user);
      // the display currency saved in settings follows the person to this device (site store re-checks it against currency_list)
      if (user.currency) site.set({ currency: user.currency as CurrencyCode });
      const name = user.first_name || user.email;
      bus.publish(
        'toast.show.v1',
        { kind: 'success', message: t(user.is_new_user ? 'account.welcomeNew' : 'account.welcomeBack', { name }) },
        'mf_account',
      );
      const returnTo = new URLSearchParams(search).get('returnTo');
      const target = returnTo ? safeReturnTo(returnTo, locale, window.location.origin) : fallback;
      const saved = savedLocale(user.locale, locale, settings?.locale_list);
      if (saved) fullPageLoad(underLocale(saved, target));
      else navigate(target, { replace: true });
    },
    [session, bus, locale, site, settings, navigate, search, t],
  );
  return { alreadySignedIn: !!signedIn && !justNow.current, complete };
}
