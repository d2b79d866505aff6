import { useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { Card, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShellUser } from '@rednest/shared/remote';
import styles from './register-successfully-page.module.scss';

interface NextStep {
  to: string;
  title: string;
  text: string;
}

/**
 * /{locale}/register-successfully: after a sign-up (form, code or Google), what a new member can
 * do next. Only steps that apply are listed (no "verify your email" once it is verified), and
 * every link goes to a page that exists. A guest has no account to welcome: sign-up.
 */
export function RegisterSuccessfullyPage() {
  const t = useT();
  const user = useShellUser();
  // signed out here (the header's Sign out goes home): draw nothing rather than send them to sign-up
  const hadUser = useRef(!!user);
  if (user) hadUser.current = true;
  useDocumentTitle(t('account.pageTitle', { page: t('account.registered.title') }));
  if (!user) return hadUser.current ? null : <Navigate to="/signUp" replace />;

  const steps: NextStep[] = [
    { to: '/', title: t('account.registered.search'), text: t('account.registered.searchText') },
    ...(user.email_verified
      ? []
      : [
          {
            to: '/email-verification',
            title: t('account.links.verifyEmail'),
            text: t('account.registered.verifyEmailText', { email: user.email }),
          },
        ]),
    ...(user.primary_phone_verified
      ? []
      : [
          {
            to: '/phoneVerification/false',
            title: t('account.links.verifyPhone'),
            text: t('account.registered.verifyPhoneText'),
          },
        ]),
    ...(user.has_password === false
      ? [
          {
            to: '/createPassword',
            title: t('account.createPassword.title'),
            text: t('account.registered.createPasswordText'),
          },
        ]
      : []),
    { to: '/my-bookings', title: t('account.registered.bookings'), text: t('account.registered.bookingsText') },
    { to: '/settings', title: t('account.settings.title'), text: t('account.registered.settingsText') },
  ];

  return (
    <PageContainer
      narrow
      title={t('account.registered.title')}
      intro={t('account.registered.intro', { name: user.first_name || user.email })}
    >
      <Card>
        <h2 className={styles.heading}>{t('account.registered.next')}</h2>
        <ul className={styles.steps}>
          {steps.map((step) => (
            <li key={step.to}>
              <Link to={step.to} className={styles.step}>
                <span className={styles.title}>{step.title}</span>
                <span className={styles.text}>{step.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </PageContainer>
  );
}
