import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button } from '@rednest/shared/ui';
import { isApiCallError } from '@rednest/shared/api-client';
import { useSocialLogin } from '../api/social-login';
import { useProviderSignedIn } from '../hooks/use-provider-signed-in';
import { useSocialReturnTo } from '../hooks/use-social-return-to';
import { emailVerified, loadGoogleIdentity, readIdTokenClaims } from '../utils/google-identity';
import { authErrorKey } from '../../../utils/error-message';
import { FacebookSignIn } from './facebook-sign-in';
import styles from './social-sign-in.module.scss';

/** The API's verdicts on a provider token, in words. */
function socialErrorKey(error: unknown): string {
  if (isApiCallError(error)) {
    if (error.code === 'EMAIL_NOT_VERIFIED') return 'account.social.emailNotVerified';
    if (error.code === 'ID_PROVIDER_UNAVAILABLE') return 'account.social.providerUnavailable';
    if (error.code === 'ID_TOKEN_EXPIRED') return 'account.social.expired';
    if (error.status === 401 || error.code === 'PROVIDER_NOT_CONFIGURED' || error.code === 'ID_TOKEN_NO_EMAIL')
      return 'account.social.refused';
  }
  return authErrorKey(error);
}

/** which form the buttons are under: Google words its button for it */
export type SocialMode = 'signIn' | 'signUp';

export interface SocialProvidersProps {
  mode: SocialMode;
  /** Google's client id, when Google is offered */
  google: string | null;
  /** Facebook's app id and login dialog, when Facebook is offered */
  facebook: { appId: string; dialogUrl: string | null } | null;
  /** the page's language, for Google's button */
  language: string;
}

/**
 * The provider buttons of SocialSignIn, a chunk of their own: a site that offers no provider never
 * loads them (about 3 KB gzip off the sign-in dialog).
 */
export function SocialProviders({ mode, google, facebook, language }: SocialProvidersProps) {
  return (
    <>
      {google ? <GoogleSignIn mode={mode} clientId={google} language={language} /> : null}
      {facebook ? <FacebookSignIn appId={facebook.appId} dialogUrl={facebook.dialogUrl} /> : null}
    </>
  );
}

type LoadState = 'waiting' | 'loading' | 'ready' | 'failed';

function GoogleSignIn({ mode, clientId, language }: { mode: SocialMode; clientId: string; language: string }) {
  const t = useT();
  const { locale } = useShell();
  const returnTo = useSocialReturnTo();
  const providerSignedIn = useProviderSignedIn();
  const socialLogin = useSocialLogin();
  const area = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('waiting');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const onCredential = useCallback(
    async (credential: string) => {
      setError(null);
      if (!emailVerified(readIdTokenClaims(credential))) {
        setError('account.social.emailNotVerified');
        return;
      }
      setBusy(true);
      try {
        providerSignedIn(
          await socialLogin.mutateAsync({ body: { provider: 'google', access_token: credential, locale } }),
          returnTo,
        );
      } catch (e) {
        setError(socialErrorKey(e));
        setBusy(false);
      }
    },
    [socialLogin, providerSignedIn, returnTo, locale],
  );
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  });

  // load Google's script only once the button area is on screen, or nearly (300 px below the fold: the
  // button is drawn by the time a person scrolls to it; on a laptop the sign-up form ends at the fold)
  useEffect(() => {
    const node = area.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setState('loading');
        }
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
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
    <div ref={area} className={styles.provider} aria-busy={busy || state === 'loading' || undefined}>
      {state === 'waiting' || state === 'loading' ? <div className={styles.skeleton} aria-hidden="true" /> : null}
      <div
        ref={slot}
        className={styles.slot}
        hidden={state !== 'ready'}
        aria-label={t(mode === 'signUp' ? 'account.social.googleSignUp' : 'account.social.googleSignIn')}
        role="group"
      />
      {busy ? (
        <p className={styles.status} role="status">
          {t('account.social.checking')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div role="alert" className={styles.alert}>
          {t('account.social.loadFailed')}{' '}
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setState('waiting');
              setAttempt((n) => n + 1);
            }}
          >
            {t('account.profile.retry')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <div role="alert" className={styles.alert}>
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}
