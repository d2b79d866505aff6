import { Navigate, useNavigate } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellUser } from '@rednest/shared/remote';
import { Card, PageContainer } from '@rednest/shared/ui';
import { VerifyEmail } from '../../features/one-time-code/components/verify-email';

/** /{locale}/email-verification: the signed-in person confirms their email with a code sent to it. */
export function EmailVerificationPage() {
  const t = useT();
  const { locale, bus } = useShell();
  const user = useShellUser();
  const navigate = useNavigate();
  useDocumentTitle(t('account.pageTitle', { page: t('account.email.title') }));
  if (!user) {
    const returnTo = `/${locale}/email-verification`;
    return <Navigate to={`/signIn?${new URLSearchParams({ returnTo }).toString()}`} replace />;
  }
  return (
    <PageContainer narrow title={t('account.email.title')} intro={t('account.email.intro', { email: user.email })}>
      <Card>
        <VerifyEmail
          onVerified={() => {
            bus.publish('toast.show.v1', { kind: 'success', message: t('account.email.done') }, 'mf_account');
            navigate('/account', { replace: true });
          }}
        />
      </Card>
    </PageContainer>
  );
}
