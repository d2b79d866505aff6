import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { Card, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellUser } from '@rednest/shared/remote';
import { useSocialLogin } from '../../features/social-sign-in/api/social-login';
import { useProviderSignedIn } from '../../features/social-sign-in/hooks/use-provider-signed-in';
import {
  clearPendingFacebookSignIn,
  FACEBOOK_CALLBACK_PATH,
  readPendingFacebookSignIn,
} from '../../features/social-sign-in/utils/facebook-login';
import { facebookErrorKey } from '../../features/social-sign-in/utils/facebook-error';
import type { SignInNotice } from '../sign-in-notice';
import styles from './facebook-callback-page.module.scss';

type Outcome = { kind: 'checking' } | { kind: 'notice'; notice: SignInNotice } | { kind: 'home' };

/**
 * /{locale}/signIn/facebook: where Facebook's login dialog sends the browser back (see
 * facebook-sign-in.tsx). With `code` and the `state` this tab kept, fb_login finishes the sign-in
 * and the page loads again as after Google (register-successfully for a new account, else where
 * the sign-in started, under the saved language). A person who cancelled (error=access_denied) is
 * told so calmly; any other failure (another state, Facebook's error, the API's refusal) in words.
 * Either way they land on the sign-in options: the signIn page on a phone, the dialog over the
 * page they came from on desktop (signIn does that), the message carried in the history state.
 * The code and state leave the address bar at once; the kept values are used once.
 */
export function FacebookCallbackPage() {
  const t = useT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { locale } = useShell();
  const user = useShellUser();
  const socialLogin = useSocialLogin();
  const providerSignedIn = useProviderSignedIn();
  useDocumentTitle(t('account.pageTitle', { page: t('account.social.facebookTitle') }));

  // read once, on the first render: what Facebook answered and what this tab kept for it
  const [arrival] = useState(() => ({
    params: new URLSearchParams(search),
    pending: readPendingFacebookSignIn(),
    signedInBefore: user !== null,
  }));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { params, pending, signedInBefore } = arrival;
    clearPendingFacebookSignIn();
    // the code and state are spent: not left in the address bar, the history or a bookmark
    navigate(FACEBOOK_CALLBACK_PATH, { replace: true });
    if (signedInBefore) return setOutcome({ kind: 'home' });
    const error = params.get('error');
    if (error) {
      const notice: SignInNotice =
        error === 'access_denied'
          ? { tone: 'status', key: 'account.social.facebookCancelled' }
          : { tone: 'alert', key: 'account.social.facebookFailed' };
      return setOutcome({ kind: 'notice', notice });
    }
    const code = params.get('code');
    const state = params.get('state');
    // no sign-in of this tab, or not this one (a forged or stale link): nothing is sent
    if (!code || !state || !pending || state !== pending.state) {
      return setOutcome({ kind: 'notice', notice: { tone: 'alert', key: 'account.social.facebookFailed' } });
    }
    socialLogin
      .mutateAsync({
        body: {
          provider: 'facebook',
          code,
          code_verifier: pending.codeVerifier,
          redirect_uri: pending.redirectUri,
          nonce: pending.nonce,
          locale,
        },
      })
      .then((info) => providerSignedIn(info, pending.returnTo))
      .catch((e: unknown) => setOutcome({ kind: 'notice', notice: { tone: 'alert', key: facebookErrorKey(e) } }));
  }, [arrival, socialLogin, providerSignedIn, locale, navigate]);

  if (outcome.kind === 'home') return <Navigate to="/" replace />;
  if (outcome.kind === 'notice') {
    const back = arrival.pending?.returnTo ?? '/';
    const query = back === '/' ? '' : `?${new URLSearchParams({ returnTo: `/${locale}${back}` }).toString()}`;
    return <Navigate to={`/signIn${query}`} replace state={{ signInNotice: outcome.notice }} />;
  }
  return (
    <PageContainer narrow title={t('account.social.facebookTitle')}>
      <Card>
        <p className={styles.checking} role="status" aria-live="polite">
          {t('account.social.facebookChecking')}
        </p>
      </Card>
    </PageContainer>
  );
}
