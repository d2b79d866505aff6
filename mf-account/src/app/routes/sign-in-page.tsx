import { Navigate, useLocation } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { Card, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { SignInPanel } from '../sign-in-panel';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useDesktop } from '../use-desktop';
import { safeReturnTo } from '../../utils/return-to';
import { signInNoticeOf } from '../sign-in-notice';

/**
 * /{locale}/signIn. On a phone, the page. On desktop (spec §2) it redirects to the page to come
 * back to (returnTo, else home) with `#signIn`, and mf-account draws the sign-in dialog over it
 * (sign-in-dialog.tsx): every "Sign in" link and the 401 rule reach the dialog through here.
 */
export function SignInPage() {
  const t = useT();
  const { search, state } = useLocation();
  const { locale } = useShell();
  const desktop = useDesktop();
  const { alreadySignedIn, complete } = useCompleteSignIn();
  useDocumentTitle(t('account.pageTitle', { page: t('account.signIn.title') }));

  if (alreadySignedIn) return <Navigate to="/" replace />;
  if (desktop) {
    const target = safeReturnTo(new URLSearchParams(search).get('returnTo'), locale, window.location.origin);
    // a notice (the Facebook callback's) goes along to the dialog
    return <Navigate to={`${target}#signIn`} replace state={state} />;
  }

  return (
    <PageContainer narrow title={t('account.signIn.title')} intro={t('account.signIn.intro')}>
      <SignInPanel
        onSignedIn={complete}
        signUpHref={`/signUp${search}`}
        frame={(children) => <Card>{children}</Card>}
        notice={signInNoticeOf(state)}
      />
    </PageContainer>
  );
}
