import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CurrencyCode, UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite, useShellUser } from '@rednest/shared/remote';
import { Button } from '@rednest/shared/ui';
import { isApiCallError } from '@rednest/shared/api-client';
import { useSocialLogin } from '../api/social-login';
import { emailVerified, loadGoogleIdentity, readIdTokenClaims } from '../social/google-identity';
import { authErrorKey } from '../utils/error-message';
import { fullPageLoad } from '../utils/full-page-load';
import { savedLocale, underLocale } from '../utils/saved-locale';
import { safeReturnTo } from '../utils/return-to';
import styles from './social-sign-in.module.scss';

export interface SocialSignInProps {
  mode: 'signIn' | 'signUp';
}

/** The API's verdicts on a provider token, in words. */
function socialErrorKey(error: unknown): string {
  if (isApiCallError(error)) {
    if (error.code === 'EMAIL_NOT_VERIFIED') return 'account.social.emailNotVerified';
    if (error.code === 'ID_PROVIDER_UNAVAILABLE') return 'account.social.providerUnavailable';
    if (error.code === 'ID_TOKEN_EXPIRED') return 'account.social.expired';
    if (error.status === 401 || error.code === 'PROVIDER_NOT_CONFIGURED' || error.code === 'ID_TOKEN_NO_EMAIL') return 'account.social.refused';
  }
  return authErrorKey(error);
}

/**
 * "Sign in with Google" under the sign-in and sign-up forms (spec §1/§4). Shown only where a
 * client id is configured (site settings' sign_in_providers; never on the corporate site) and
 * only to guests. Google's script loads when the area scrolls into view. The credential's
 * `email_verified` is read first: an unverified address is refused here without a call. The API
 * verifies the token (fb_login); then the page loads again: a new account on register-successfully
 * (a sign-up, not a sign-in), an existing one where returnTo says, else home.
 */
export function SocialSignIn({ mode }: SocialSignInProps) {
  const site = useShellSite();
  const user = useShellUser();
  const googleClientId = site.kind === 'corporate' ? null : (site.settings?.sign_in_providers?.google_client_id ?? null);
  if (user || !googleClientId) return null;
  return <GoogleSignIn mode={mode} clientId={googleClientId} language={site.language} />;
}

type LoadState = 'waiting' | 'loading' | 'ready' | 'failed';

function GoogleSignIn({ mode, clientId, language }: SocialSignInProps & { clientId: string; language: string }) {
  const t = useT();
  const { session, locale, site } = useShell();
  const siteInfo = useShellSite();
  const { search } = useLocation();
  const socialLogin = useSocialLogin();
  const area = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('waiting');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const signedIn = useCallback(
    (user: UserInfo) => {
      session.setUserInfo(user);
      if (user.currency) site.set({ currency: user.currency as CurrencyCode });
      const target = user.is_new_user ? '/register-successfully' : safeReturnTo(new URLSearchParams(search).get('returnTo'), locale, window.location.origin);
      // a language saved in settings wins over the URL's (as after any sign-in)
      fullPageLoad(underLocale(savedLocale(user.locale, locale, siteInfo.settings?.locale_list) ?? locale, target));
    },
    [session, locale, site, siteInfo, search],
  );

  const onCredential = useCallback(
    async (credential: string) => {
      setError(null);
      if (!emailVerified(readIdTokenClaims(credential))) {
        setError('account.social.emailNotVerified');
        return;
      }
      setBusy(true);
      try {
        signedIn(await socialLogin.mutateAsync({ body: { provider: 'google', access_token: credential, locale } }));
      } catch (e) {
        setError(socialErrorKey(e));
        setBusy(false);
      }
    },
    [socialLogin, signedIn, locale],
  );
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  });

  // load Google's script only once the button area is on screen
  useEffect(() => {
    const node = area.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        setState('loading');
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [attempt]);

  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!live || !slot.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => void latest.current(credential),
          ux_mode: 'popup',
          context: mode === 'signUp' ? 'signup' : 'signin',
          auto_select: false,
        });
        slot.current.replaceChildren();
        google.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: mode === 'signUp' ? 'signup_with' : 'signin_with',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, Math.round(slot.current.getBoundingClientRect().width) || 320)),
          locale: language,
        });
        setState('ready');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [state, clientId, mode, language]);

  return (
    <div ref={area} className={styles.social} aria-busy={busy || state === 'loading' || undefined}>
      <p className={styles.or}>
        <span>{t('account.social.or')}</span>
      </p>
      {state === 'waiting' || state === 'loading' ? <div className={styles.skeleton} aria-hidden="true" /> : null}
      <div ref={slot} className={styles.slot} hidden={state !== 'ready'} aria-label={t(mode === 'signUp' ? 'account.social.googleSignUp' : 'account.social.googleSignIn')} role="group" />
      {busy ? <p className={styles.status} role="status">{t('account.social.checking')}</p> : null}
      {state === 'failed' ? (
        <div role="alert" className={styles.alert}>
          {t('account.social.loadFailed')}{' '}
          <Button type="button" variant="ghost" onClick={() => { setState('waiting'); setAttempt((n) => n + 1); }}>
            {t('account.profile.retry')}
          </Button>
        </div>
      ) : null}
      {error ? <div role="alert" className={styles.alert}>{t(error)}</div> : null}
    </div>
  );
}
