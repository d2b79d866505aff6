import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellUser } from '@rednest/shared/remote';
import { Card, PageContainer } from '@rednest/shared/ui';
import { useCompleteSignIn } from './use-complete-sign-in';
import { CodeSignIn } from '../../features/one-time-code/components/code-sign-in';
import { VerifyPhone } from '../../features/one-time-code/components/verify-phone';

/**
 * /{locale}/phoneVerification/{isSignIn}: `true` signs in with a code sent to a phone number;
 * otherwise the signed-in person verifies their phone (guests go to sign-in and come back).
 */
export function PhoneVerificationPage() {
  const t = useT();
  const { isSignIn } = useParams();
  const signIn = isSignIn === 'true';
  const { locale, bus } = useShell();
  const user = useShellUser();
  const navigate = useNavigate();
  const { alreadySignedIn, complete } = useCompleteSignIn();
  useDocumentTitle(t('account.pageTitle', { page: t(signIn ? 'account.signIn.title' : 'account.phone.title') }));

  if (signIn) {
    if (alreadySignedIn) return <Navigate to="/" replace />;
    return (
      <PageContainer narrow title={t('account.signIn.title')} intro={t('account.phone.signInIntro')}>
        <Card>
          <CodeSignIn phoneOnly onSignedIn={complete} />
        </Card>
      </PageContainer>
    );
  }
  if (!user) {
    const returnTo = `/${locale}/phoneVerification/false`;
    return <Navigate to={`/signIn?${new URLSearchParams({ returnTo }).toString()}`} replace />;
  }
  return (
    <PageContainer narrow title={t('account.phone.title')} intro={t('account.phone.intro')}>
      <Card>
        <VerifyPhone
          initialPhone={user.phone}
          onVerified={() => {
            bus.publish('toast.show.v1', { kind: 'success', message: t('account.phone.done') }, 'mf_account');
            navigate('/account', { replace: true });
          }}
        />
      </Card>
    </PageContainer>
  );
}
