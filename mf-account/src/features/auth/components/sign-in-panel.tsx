import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { CodeSignIn } from './code-sign-in';
import { SignInForm } from './sign-in-form';
import { SocialSignIn } from './social-sign-in';
import styles from './sign-in-panel.module.scss';

export interface SignInPanelProps {
  onSignedIn(user: UserInfo): void;
  /** where "Create an account" goes (keeps returnTo) */
  signUpHref: string;
  /** what wraps the forms (the page's Card; the dialog draws none) */
  frame?: (children: React.ReactNode) => React.ReactNode;
}

/**
 * Every way to sign in, on the signIn page (phones) and in the sign-in dialog (desktop): email and
 * password or a one-time code, Google, and the ways out (forgot password, create an account).
 */
export function SignInPanel({ onSignedIn, signUpHref, frame = (c) => c }: SignInPanelProps) {
  const t = useT();
  const [byCode, setByCode] = useState(false);
  return (
    <>
      {frame(
        <>
          {byCode ? <CodeSignIn onSignedIn={onSignedIn} /> : <SignInForm onSignedIn={onSignedIn} />}
          <SocialSignIn mode="signIn" />
        </>,
      )}
      <Button type="button" variant="ghost" onClick={() => setByCode((v) => !v)}>
        {t(byCode ? 'account.code.usePassword' : 'account.code.useCode')}
      </Button>
      <p className={styles.switch}>
        <Link to="/forgot-password">{t('account.reset.forgot')}</Link>
      </p>
      <p className={styles.switch}>
        {t('account.signIn.noAccount')} <Link to={signUpHref}>{t('account.signIn.createAccount')}</Link>
      </p>
    </>
  );
}
