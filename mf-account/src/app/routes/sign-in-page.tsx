import { useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Card, PageContainer } from '@rednest/shared/ui';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useCompleteSignIn } from '../../features/auth/hooks/use-complete-sign-in';
import { useDocumentTitle, useShellUser } from '@rednest/shared/remote';
import styles from './auth-page.module.scss';

/**
 * /{locale}/signIn. The spec's "desktop redirects to home" describes the desktop app's modal;
 * we keep a real page on mobile and desktop (README: decisions).
 */
export function SignInPage() {
  const t = useT();
  const user = useShellUser();
  const { search } = useLocation();
  const complete = useCompleteSignIn();
  // set before the session changes so the "already signed in" redirect does not win over returnTo
  const justSignedIn = useRef(false);
  useDocumentTitle(t('account.pageTitle', { page: t('account.signIn.title') }));

  if (user && !justSignedIn.current) return <Navigate to="/" replace />;

  const onSignedIn = (signedIn: UserInfo) => {
    justSignedIn.current = true;
    complete(signedIn);
  };

  return (
    <PageContainer narrow title={t('account.signIn.title')} intro={t('account.signIn.intro')}>
      <Card>
        <SignInForm onSignedIn={onSignedIn} />
      </Card>
      <p className={styles.switch}>
        {t('account.signIn.noAccount')} <Link to={`/signUp${search}`}>{t('account.signIn.createAccount')}</Link>
      </p>
    </PageContainer>
  );
}
