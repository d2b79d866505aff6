import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { SignOutButton } from '../../features/sign-out/components/sign-out-button';
import { authErrorKey } from '../../utils/error-message';
import { useProfile } from '../../features/profile/api/get-profile';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { useDocumentTitle, useShell, useShellSite, useShellUser } from '@rednest/shared/remote';
import styles from './page.module.scss';

/** /{locale}/account: the signed-in person's profile; guests go to sign-in and come back. */
export function AccountPage() {
  const t = useT();
  const { session, locale } = useShell();
  const { currency } = useShellSite();
  const user = useShellUser();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const profile = useProfile(!!user);
  useDocumentTitle(t('account.pageTitle', { page: t('account.profile.title') }));

  // keep the stored session (header, other remotes) in step with the fresh profile, same token
  useEffect(() => {
    const current = session.getUser();
    if (!profile.data || !current?.access_token) return;
    session.setUserInfo({ ...profile.data, access_token: current.access_token, token_type: current.token_type });
  }, [profile.data, session]);

  if (!user) {
    if (leaving.current) return null;
    const returnTo = `/${locale}/account`;
    return <Navigate to={`/signIn?${new URLSearchParams({ returnTo }).toString()}`} replace />;
  }

  return (
    <PageContainer narrow title={t('account.profile.title')}>
      {profile.data ? (
        <ProfileCard profile={profile.data} currency={currency} locale={locale} />
      ) : profile.isError && !profile.isFetching ? (
        <ErrorPanel
          title={t('account.profile.loadError')}
          message={t(authErrorKey(profile.error))}
          retryLabel={t('account.profile.retry')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Skeleton shape="text" lines={5} label={t('account.profile.loading')} />
      )}
      <nav className={styles.switch} aria-label={t('account.profile.title')}>
        <Link to="/settings">{t('account.settings.title')}</Link>
        {' · '}
        {user.has_password === false ? (
          <Link to="/createPassword">{t('account.createPassword.title')}</Link>
        ) : (
          <Link to="/changePassword">{t('account.password.title')}</Link>
        )}
        {' · '}
        <Link to="/email-verification">{t('account.links.verifyEmail')}</Link>
        {' · '}
        <Link to="/phoneVerification/false">{t('account.links.verifyPhone')}</Link>
      </nav>
      <div className={styles.actions}>
        <SignOutButton
          onStart={() => {
            leaving.current = true;
          }}
          onSignedOut={() => navigate('/', { replace: true })}
        />
        <SignOutButton
          everywhere
          onStart={() => {
            leaving.current = true;
          }}
          onSignedOut={() => navigate('/', { replace: true })}
        />
      </div>
    </PageContainer>
  );
}
