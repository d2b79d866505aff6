import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { lazyWithPageTexts } from '../texts/page-texts';
import { SignInForm } from '../features/sign-in/components/sign-in-form';
import { SocialSignIn } from '../features/social-sign-in/components/social-sign-in';
import type { SignInNotice } from './sign-in-notice';
import styles from './sign-in-panel.module.scss';

/**
 * Sign-in by a one-time code is a chunk of its own, with its texts (page texts): loaded when
 * the person asks for it, or points at the way to it.
 */
const CodeSignIn = lazyWithPageTexts(() =>
  import('../features/one-time-code/components/code-sign-in').then((m) => m.CodeSignIn),
);

export interface SignInPanelProps {
  onSignedIn(user: UserInfo): void;
  /** where "Create an account" goes (keeps returnTo) */
  signUpHref: string;
  /** what wraps the forms (the page's Card; the dialog draws none) */
  frame?: (children: React.ReactNode) => React.ReactNode;
  /** a word above the options (the Facebook callback's: cancelled, failed) */
  notice?: SignInNotice | null;
  /** the notice's element (the dialog gives it to its Modal as the first focus) */
  noticeRef?: RefObject<HTMLDivElement | null>;
}

/** The notice, focused when it appears so a screen reader reads it and the keyboard starts there. */
function Notice({ notice, boxRef }: { notice: SignInNotice; boxRef?: RefObject<HTMLDivElement | null> }) {
  const t = useT();
  const own = useRef<HTMLDivElement>(null);
  const box = boxRef ?? own;
  // once per notice (its words), not on every render: the person may be typing below it
  useEffect(() => box.current?.focus(), [notice.key, notice.tone, box]);
  return (
    <div ref={box} tabIndex={-1} role={notice.tone} className={notice.tone === 'alert' ? styles.alert : styles.note}>
      {t(notice.key)}
    </div>
  );
}

/**
 * Every way to sign in, on the signIn page (phones) and in the sign-in dialog (desktop): email and
 * password or a one-time code, Google, Facebook, and the ways out (forgot password, create an account).
 */
export function SignInPanel({ onSignedIn, signUpHref, frame = (c) => c, notice, noticeRef }: SignInPanelProps) {
  const t = useT();
  const [byCode, setByCode] = useState(false);
  return (
    <>
      {notice ? <Notice notice={notice} boxRef={noticeRef} /> : null}
      {frame(
        <>
          {byCode ? (
            <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
              <CodeSignIn onSignedIn={onSignedIn} />
            </Suspense>
          ) : (
            <SignInForm onSignedIn={onSignedIn} />
          )}
          <SocialSignIn mode="signIn" />
        </>,
      )}
      <Button
        type="button"
        variant="ghost"
        onClick={() => setByCode((v) => !v)}
        onPointerEnter={CodeSignIn.preload}
        onFocus={CodeSignIn.preload}
      >
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
