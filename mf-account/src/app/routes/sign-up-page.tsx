import { useMemo } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { Card, PageContainer } from '@rednest/shared/ui';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useCompleteSignIn } from '../../features/auth/hooks/use-complete-sign-in';
import { parseOtaOnboard } from '../../features/auth/utils/ota-onboard';
import { useDocumentTitle } from '@rednest/shared/remote';
import styles from './auth-page.module.scss';

/** /{locale}/signUp, optionally pre-filled from an ota_onboard link (spec §2). */
export function SignUpPage() {
  const t = useT();
  const { search } = useLocation();
  const { alreadySignedIn, complete } = useCompleteSignIn();
  const onboard = useMemo(() => parseOtaOnboard(search), [search]);
  useDocumentTitle(t('account.pageTitle', { page: t('account.signUp.title') }));

  if (alreadySignedIn) return <Navigate to="/" replace />;

  // the sign-in link keeps returnTo but not the onboarding data
  const returnTo = new URLSearchParams(search).get('returnTo');
  const signInHref = returnTo ? `/signIn?${new URLSearchParams({ returnTo }).toString()}` : '/signIn';

  return (
    <PageContainer
      narrow
      title={t('account.signUp.title')}
      intro={onboard ? undefined : t('account.signUp.intro')}
      headerExtra={
        onboard ? (
          <p className={styles.notice}>
            {onboard.bookingId ? t('account.signUp.otaNotice', { bookingId: onboard.bookingId }) : t('account.signUp.otaNoticeNoId')}
          </p>
        ) : undefined
      }
    >
      <Card>
        <SignUpForm
          onSignedUp={(user) => complete(user, '/register-successfully')}
          signInHref={signInHref}
          initial={onboard ? { first_name: onboard.firstName, last_name: onboard.lastName, phone: onboard.phone } : undefined}
        />
        <SocialSignIn mode="signUp" />
      </Card>
      <p className={styles.switch}>
        {t('account.signUp.haveAccount')} <Link to={signInHref}>{t('account.signUp.signIn')}</Link>
      </p>
    </PageContainer>
  );
}
