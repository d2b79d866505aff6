import { Navigate, useNavigate } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellUser } from '@rednest/shared/remote';
import { Card, PageContainer } from '@rednest/shared/ui';
import { ChangePassword } from '../../features/auth/components/change-password';
import { ResetPassword } from '../../features/auth/components/reset-password';

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
  if (!user) return <Navigate to={`/signIn?${new URLSearchParams({ returnTo: `/${locale}/changePassword` }).toString()}`} replace />;
  return (
    <PageContainer narrow title={t('account.password.title')}>
      <Card>
        <ChangePassword
          onDone={(ended) => {
            bus.publish('toast.show.v1', { kind: 'success', message: t('account.password.done', { count: String(ended) }) }, 'mf_account');
            navigate('/account', { replace: true });
          }}
        />
      </Card>
    </PageContainer>
  );
}
