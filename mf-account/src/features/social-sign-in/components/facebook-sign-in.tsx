import { useEffect, useId, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { useSocialReturnTo } from '../hooks/use-social-return-to';
import { FacebookSignInUnsupported, facebookDialogUrl, startFacebookSignIn } from '../utils/facebook-login';
import { fullPageLoad } from '../../../utils/full-page-load';
import styles from './social-sign-in.module.scss';

export interface FacebookSignInProps {
  appId: string;
  /** site settings' sign_in_providers.facebook_dialog_url; null: our default (facebook-login.ts) */
  dialogUrl: string | null;
}

/** Facebook's "f" mark (Simple Icons, CC0), in Facebook blue as its brand rules ask. */
function FacebookMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#0866FF"
        d="M24 12.073c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.99 4.388 10.954 10.125 11.854v-8.385H7.078v-3.47h3.047V9.43c0-3.007 1.792-4.669 4.533-4.669 1.312 0 2.686.235 2.686.235v2.953H15.83c-1.491 0-1.956.925-1.956 1.874v2.25h3.328l-.532 3.47h-2.796v8.385C19.612 23.027 24 18.062 24 12.073z"
      />
    </svg>
  );
}

/**
 * "Continue with Facebook": a button, not a script. A click makes the sign-in's state,
 * nonce and PKCE verifier (Web Crypto), keeps them in this tab and goes to Facebook's login dialog;
 * Facebook sends the browser back to /{locale}/signIn/facebook (FacebookCallbackPage), which
 * finishes the sign-in with fb_login. Where to go after is decided now (useSocialReturnTo).
 */
export function FacebookSignIn({ appId, dialogUrl }: FacebookSignInProps) {
  const t = useT();
  const { locale } = useShell();
  const returnTo = useSocialReturnTo();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leavingId = useId();

  // back from Facebook's page by the browser's Back button, the page may come from the back/forward
  // cache as it was left: "leaving" with its button disabled
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const start = async () => {
    if (leaving) return;
    setError(null);
    setLeaving(true);
    try {
      fullPageLoad(
        await startFacebookSignIn({
          appId,
          dialogUrl: facebookDialogUrl(dialogUrl),
          locale,
          returnTo,
          origin: window.location.origin,
        }),
      );
    } catch (e) {
      setError(
        e instanceof FacebookSignInUnsupported
          ? 'account.social.facebookNotAvailable'
          : 'account.social.facebookFailed',
      );
      setLeaving(false);
    }
  };

  return (
    <div className={styles.provider}>
      {/* aria-disabled, not disabled: the button keeps the focus while the page leaves */}
      <button
        type="button"
        className={styles.facebook}
        onClick={() => void start()}
        aria-disabled={leaving || undefined}
        aria-describedby={leaving ? leavingId : undefined}
      >
        <FacebookMark />
        <span>{t('account.social.facebookContinue')}</span>
      </button>
      {leaving ? (
        <p id={leavingId} className={styles.status} role="status">
          {t('account.social.facebookLeaving')}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className={styles.alert}>
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}
