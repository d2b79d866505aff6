import { useMemo, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { Card, PageContainer, Skeleton } from '@rednest/shared/ui';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useCompleteSignIn } from '../../features/auth/hooks/use-complete-sign-in';
import { useOtaOnboard } from '../../features/auth/api/ota-onboard';
import { authErrorKey } from '../../features/auth/utils/error-message';
import { otaOnboardToken } from '../../features/auth/utils/ota-onboard';
import { useDocumentTitle } from '@rednest/shared/remote';
import styles from './auth-page.module.scss';

/**
 * /{locale}/signUp, optionally pre-filled from an ota_onboard link (spec §2): the link's signed
 * token is sent to the API, which answers the booking's details; a link it refuses (forged,
 * expired, booking already in an account) says so and leaves a plain sign-up form.
 */
export function SignUpPage() {
  const t = useT();
  const { search } = useLocation();
  const { alreadySignedIn, complete } = useCompleteSignIn();
  const token = useMemo(() => otaOnboardToken(search), [search]);
  const onboard = useOtaOnboard(token);
  useDocumentTitle(t('account.pageTitle', { page: t('account.signUp.title') }));

  if (alreadySignedIn) return <Navigate to="/" replace />;

  // the sign-in link keeps returnTo but not the onboarding data
  const returnTo = new URLSearchParams(search).get('returnTo');
  const signInHref = returnTo ? `/signIn?${new URLSearchParams({ returnTo }).toString()}` : '/signIn';

  const prefill = onboard.data;
  let notice: ReactNode;
  if (prefill) notice = <p className={styles.notice}>{t('account.signUp.otaNotice', { bookingId: prefill.booking_code })}</p>;
  else if (onboard.isError)
    notice = (
      <p className={styles.notice} role="alert">
        {t(authErrorKey(onboard.error))}
      </p>
    );

  return (
    <PageContainer narrow title={t('account.signUp.title')} intro={prefill ? undefined : t('account.signUp.intro')} headerExtra={notice}>
      <Card>
        {token && onboard.isPending ? (
          <Skeleton shape="text" lines={5} label={t('account.signUp.otaLoading')} />
        ) : (
          <SignUpForm
            onSignedUp={(user) => complete(user, '/register-successfully')}
            signInHref={signInHref}
            initial={prefill ? { first_name: prefill.first_name, last_name: prefill.last_name, phone: prefill.phone, email: prefill.email } : undefined}
            otaOnboard={prefill && token ? token : undefined}
          />
        )}
        <SocialSignIn mode="signUp" />
      </Card>
      <p className={styles.switch}>
        {t('account.signUp.haveAccount')} <Link to={signInHref}>{t('account.signUp.signIn')}</Link>
      </p>
    </PageContainer>
  );
}
