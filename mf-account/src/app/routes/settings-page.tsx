import { useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellUser } from '@rednest/shared/remote';
import { ErrorPanel, PageContainer, Section, Skeleton } from '@rednest/shared/ui';
import { SignOutButton } from '../../features/sign-out/components/sign-out-button';
import { authErrorKey } from '../../utils/error-message';
import { useProfile } from '../../features/profile/api/get-profile';
import { PaymentPreference } from '../../features/profile/components/payment-preference';
import { PreferenceSwitches } from '../../features/profile/components/preference-switches';
import { SignedInDevices } from '../../features/profile/components/signed-in-devices';
import { SitePreferences } from '../../features/profile/components/site-preferences';
import styles from './page.module.scss';

/** /{locale}/settings: language and currency, message preferences, password, and the devices signed in. */
export function SettingsPage() {
  const t = useT();
  const { locale } = useShell();
  const user = useShellUser();
  const navigate = useNavigate();
  const profile = useProfile(!!user);
  // signing out here: go home, not to the sign-in page the guest guard below would pick
  const leaving = useRef(false);
  useDocumentTitle(t('account.pageTitle', { page: t('account.settings.title') }));
  if (!user) {
    if (leaving.current) return null;
    return <Navigate to={`/signIn?${new URLSearchParams({ returnTo: `/${locale}/settings` }).toString()}`} replace />;
  }
  const leave = () => (leaving.current = true);
  const goHome = () => navigate('/', { replace: true });
  return (
    <PageContainer narrow title={t('account.settings.title')}>
      <Section title={t('account.settings.languageCurrency')}>
        <SitePreferences />
      </Section>
      {/* the switches are a fieldset with its own legend ("Messages") */}
      {profile.data ? (
        <>
          <PreferenceSwitches profile={profile.data} />
          <PaymentPreference profile={profile.data} />
        </>
      ) : profile.isError && !profile.isFetching ? (
        <ErrorPanel
          title={t('account.profile.loadError')}
          message={t(authErrorKey(profile.error))}
          retryLabel={t('account.profile.retry')}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Skeleton shape="text" lines={3} label={t('account.profile.loading')} />
      )}
      <Section title={t('account.devices.title')} intro={t('account.devices.intro')}>
        <SignedInDevices errorKey={authErrorKey} onLeaving={leave} onSignedOutHere={goHome} />
        <div className={styles.actions}>
          <SignOutButton everywhere onStart={leave} onSignedOut={goHome} />
        </div>
      </Section>
      <p className={styles.switch}>
        <Link to="/changePassword">{t('account.password.title')}</Link>
      </p>
      <p className={styles.switch}>
        <Link to="/bank-account-details">{t('account.bank.title')}</Link>
      </p>
    </PageContainer>
  );
}
