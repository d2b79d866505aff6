import { useMemo, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { Card, PageContainer, Skeleton } from '@rednest/shared/ui';
import { SocialSignIn } from '../../features/social-sign-in/components/social-sign-in';
import { SignUpForm } from '../../features/sign-up/components/sign-up-form';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useOtaOnboard } from '../../features/sign-up/api/ota-onboard';
import { useCorpClientLink } from '../../features/sign-up/api/corp-client-link';
import { corpClientToken } from '../../features/sign-up/utils/corp-client';
import { referralCode } from '../../features/sign-up/utils/referral-code';
import { authErrorKey } from '../../utils/error-message';
import { otaOnboardToken } from '../../features/sign-up/utils/ota-onboard';
import { useDocumentTitle } from '@rednest/shared/remote';
import styles from './page.module.scss';

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
  // a corporate client's link (mf-corporate verify-client): the company it joins and the prefill
  const corpToken = useMemo(() => corpClientToken(search), [search]);
  const corp = useCorpClientLink(token ? null : corpToken);
  const corpFresh = corp.isFetchedAfterMount ? corp.data : undefined;
  const corpLink = corpFresh && (corpFresh.state === 'sign_up' || corpFresh.state === 'ready') ? corpFresh : null;
  // a friend's refer-and-earn link: the code goes with the sign-up
  const referral = useMemo(() => referralCode(search), [search]);
  useDocumentTitle(t('account.pageTitle', { page: t('account.signUp.title') }));

  if (alreadySignedIn) return <Navigate to="/" replace />;

  // the sign-in link keeps returnTo but not the onboarding data
  const returnTo = new URLSearchParams(search).get('returnTo');
  const signInHref = returnTo ? `/signIn?${new URLSearchParams({ returnTo }).toString()}` : '/signIn';

  const prefill = onboard.data ?? corpLink?.sign_up ?? undefined;
  let notice: ReactNode;
  if (onboard.data)
    notice = <p className={styles.notice}>{t('account.signUp.otaNotice', { bookingId: onboard.data.booking_code })}</p>;
  else if (corpLink)
    notice = <p className={styles.notice}>{t('account.signUp.corpNotice', { company: corpLink.company_name })}</p>;
  else if (corpFresh || (corp.isFetchedAfterMount && corp.isError))
    notice = (
      <p className={styles.notice} role="alert">
        {t(
          corpFresh?.state === 'used'
            ? 'account.error.corpUsed'
            : corpFresh?.state === 'expired'
              ? 'account.error.corpExpired'
              : 'account.error.corpInvalid',
        )}
      </p>
    );
  else if (referral) notice = <p className={styles.notice}>{t('account.signUp.referralNotice')}</p>;
  else if (onboard.isError)
    notice = (
      <p className={styles.notice} role="alert">
        {t(authErrorKey(onboard.error))}
      </p>
    );

  return (
    <PageContainer
      narrow
      title={t('account.signUp.title')}
      intro={prefill ? undefined : t('account.signUp.intro')}
      headerExtra={notice}
    >
      <Card>
        {(token && onboard.isPending) || (corpToken && !token && !corp.isFetchedAfterMount) ? (
          <Skeleton
            shape="text"
            lines={5}
            label={t(token ? 'account.signUp.otaLoading' : 'account.signUp.corpLoading')}
          />
        ) : (
          <SignUpForm
            onSignedUp={(user) => complete(user, '/register-successfully')}
            signInHref={signInHref}
            initial={
              prefill
                ? {
                    first_name: prefill.first_name,
                    last_name: prefill.last_name,
                    phone: prefill.phone,
                    email: prefill.email,
                  }
                : undefined
            }
            otaOnboard={onboard.data && token ? token : undefined}
            corpClient={corpLink && corpToken ? corpToken : undefined}
            referral={referral ?? undefined}
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
