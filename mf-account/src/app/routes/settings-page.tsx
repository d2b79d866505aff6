import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellUser } from '@rednest/shared/remote';
import { ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { authErrorKey } from '../../features/auth/utils/error-message';
import { useProfile } from '../../features/profile/api/get-profile';
import { PreferenceSwitches } from '../../features/profile/components/preference-switches';
import styles from './auth-page.module.scss';

/** /{locale}/settings: message preferences, password, and signing out on every device. */
export function SettingsPage() {
  const t = useT();
  const { locale } = useShell();
  const user = useShellUser();
  const navigate = useNavigate();
  const profile = useProfile(!!user);
  useDocumentTitle(t('account.pageTitle', { page: t('account.settings.title') }));
  if (!user) return <Navigate to={`/signIn?${new URLSearchParams({ returnTo: `/${locale}/settings` }).toString()}`} replace />;
  return (
    <PageContainer narrow title={t('account.settings.title')}>
      {profile.data ? (
        <PreferenceSwitches profile={profile.data} />
      ) : profile.isError && !profile.isFetching ? (
        <ErrorPanel title={t('account.profile.loadError')} message={t(authErrorKey(profile.error))} retryLabel={t('account.profile.retry')} onRetry={() => void profile.refetch()} />
      ) : (
        <Skeleton shape="text" lines={3} label={t('account.profile.loading')} />
      )}
      <p className={styles.switch}>
        <Link to="/changePassword">{t('account.password.title')}</Link>
      </p>
      <div className={styles.actions}>
        <SignOutButton everywhere onSignedOut={() => navigate('/', { replace: true })} />
      </div>
    </PageContainer>
  );
}
