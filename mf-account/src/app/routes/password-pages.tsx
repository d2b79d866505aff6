import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellUser } from '@rednest/shared/remote';
import { Card, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { ChangePassword } from '../../features/passwords/components/change-password';
import { ResetPassword } from '../../features/passwords/components/reset-password';
import { authErrorKey } from '../../utils/error-message';
import { useProfile } from '../../features/profile/api/get-profile';
import styles from './page.module.scss';

/**
 * forgot-password, password-verify and reset-password: one flow (the email, then the mailed code
 * with the new password); afterwards every session has ended, so the person signs in again.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const { bus } = useShell();
  const navigate = useNavigate();
  useDocumentTitle(t('account.pageTitle', { page: t('account.reset.title') }));
  return (
    <PageContainer narrow title={t('account.reset.title')} intro={t('account.reset.intro')}>
      <Card>
        <ResetPassword
          onDone={() => {
            bus.publish('toast.show.v1', { kind: 'success', message: t('account.reset.done') }, 'mf_account');
            navigate('/signIn', { replace: true });
          }}
        />
      </Card>
    </PageContainer>
  );
}

/** changePassword: signed-in only (guests go to sign-in and come back). */
export function ChangePasswordPage() {
  const t = useT();
  const { bus, locale } = useShell();
  const user = useShellUser();
  const navigate = useNavigate();
  useDocumentTitle(t('account.pageTitle', { page: t('account.password.title') }));
  if (!user)
    return (
      <Navigate to={`/signIn?${new URLSearchParams({ returnTo: `/${locale}/changePassword` }).toString()}`} replace />
    );
  // an account made by a code or Google has no current password to give
  if (user.has_password === false) return <Navigate to="/createPassword" replace />;
  return (
    <PageContainer narrow title={t('account.password.title')}>
      <Card>
        <ChangePassword
          onDone={(ended) => {
            bus.publish(
              'toast.show.v1',
              { kind: 'success', message: t('account.password.done', { count: String(ended) }) },
              'mf_account',
            );
            navigate('/account', { replace: true });
          }}
        />
      </Card>
    </PageContainer>
  );
}

/**
 * /{locale}/createPassword: an account made by a one-time code or Google sets its first password
 * (then email + password signs in too). The profile says whether one exists; if it does, this
 * page says so and leads to changePassword.
 */
export function CreatePasswordPage() {
  const t = useT();
  const { bus, locale, session } = useShell();
  const user = useShellUser();
  const navigate = useNavigate();
  const profile = useProfile(!!user);
  useDocumentTitle(t('account.pageTitle', { page: t('account.createPassword.title') }));
  if (!user)
    return (
      <Navigate to={`/signIn?${new URLSearchParams({ returnTo: `/${locale}/createPassword` }).toString()}`} replace />
    );

  let body: ReactNode;
  if (profile.data?.has_password) {
    body = (
      <p className={styles.switch}>
        {t('account.createPassword.exists')} <Link to="/changePassword">{t('account.password.title')}</Link>
      </p>
    );
  } else if (profile.data) {
    body = (
      <ChangePassword
        create
        onDone={() => {
          const current = session.getUser();
          if (current) session.setUserInfo({ ...current, has_password: true });
          bus.publish('toast.show.v1', { kind: 'success', message: t('account.createPassword.done') }, 'mf_account');
          navigate('/account', { replace: true });
        }}
      />
    );
  } else if (profile.isError && !profile.isFetching) {
    body = (
      <ErrorPanel
        title={t('account.profile.loadError')}
        message={t(authErrorKey(profile.error))}
        retryLabel={t('account.profile.retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    body = <Skeleton shape="text" lines={3} label={t('account.profile.loading')} />;
  }
  return (
    <PageContainer
      narrow
      title={t('account.createPassword.title')}
      intro={t('account.createPassword.intro', { email: user.email })}
    >
      <Card>{body}</Card>
    </PageContainer>
  );
}
