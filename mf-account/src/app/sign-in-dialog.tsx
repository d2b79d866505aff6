import { useCallback, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { CurrencyCode, UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite, useShellUser } from '@rednest/shared/remote';
import { Modal } from '@rednest/shared/ui';
import { SignInPanel } from './sign-in-panel';
import { useDesktop } from './use-desktop';
import { fullPageLoad } from '../utils/full-page-load';
import { savedLocale, underLocale } from '../utils/saved-locale';
import { signInNoticeOf } from './sign-in-notice';
import styles from './sign-in-dialog.module.scss';

/** The hash that opens the dialog over any page (shared/contracts OVERLAYS: the shell activates us for it). */
export const SIGN_IN_HASH = '#signIn';

/**
 * Sign-in as a dialog over the page (spec §2, desktop): open while the URL's hash is `#signIn`.
 * The WAI-ARIA modal of the UI kit: aria-modal, focus moves in and stays (Tab wraps), Escape or ×
 * closes, focus returns to what opened it. Closing or signing in drops the hash; the page under it
 * stays as it was and follows the session (a signed-in person sees their data there at once).
 * On a phone the hash leads to the signIn page, which comes back here after.
 */
export function SignInDialog() {
  const t = useT();
  const { hash, pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const { session, bus, locale, site } = useShell();
  const user = useShellUser();
  const { settings } = useShellSite();
  const desktop = useDesktop();
  const open = hash === SIGN_IN_HASH;
  const notice = signInNoticeOf(state);
  // a word for the person (the Facebook callback's) is where focus starts, so it is read first
  const noticeRef = useRef<HTMLDivElement>(null);

  const close = useCallback(
    () => navigate({ pathname, search, hash: '' }, { replace: true }),
    [navigate, pathname, search],
  );

  const signedIn = useCallback(
    (info: UserInfo) => {
      session.setUserInfo(info);
      // the display currency saved in settings follows the person (as on the signIn page)
      if (info.currency) site.set({ currency: info.currency as CurrencyCode });
      const name = info.first_name || info.email;
      bus.publish(
        'toast.show.v1',
        { kind: 'success', message: t(info.is_new_user ? 'account.welcomeNew' : 'account.welcomeBack', { name }) },
        'mf_account',
      );
      // a language saved in settings: the same page under it (the dialog's hash dropped)
      const saved = savedLocale(info.locale, locale, settings?.locale_list);
      if (saved) fullPageLoad(`${underLocale(saved, pathname)}${search}`);
      else close();
    },
    [session, bus, site, t, close, locale, settings, pathname, search],
  );

  // signed in elsewhere (another tab, Google's reload) while the hash is still there: nothing to ask
  useEffect(() => {
    if (open && user) close();
  }, [open, user, close]);

  if (!open || user) return null;
  const here = `/${locale}${pathname === '/' ? '' : pathname}${search}`;
  const back = pathname === '/' ? '' : `?${new URLSearchParams({ returnTo: here }).toString()}`;
  if (!desktop) return <Navigate to={`/signIn${back}`} replace state={state} />;

  return (
    <Modal
      open
      onClose={close}
      title={t('account.signIn.title')}
      size="sm"
      initialFocusRef={notice ? noticeRef : undefined}
    >
      <div className={styles.dialog}>
        <p className={styles.intro}>{t('account.signIn.intro')}</p>
        <SignInPanel onSignedIn={signedIn} signUpHref={`/signUp${back}`} notice={notice} noticeRef={noticeRef} />
      </div>
    </Modal>
  );
}
