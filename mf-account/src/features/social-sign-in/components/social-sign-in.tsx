import { Suspense } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useShellSite, useShellUser } from '@rednest/shared/remote';
import { lazyWithPageTexts } from '../../../texts/page-texts';
import type { SocialMode } from './social-providers';
import styles from './social-sign-in.module.scss';

export interface SocialSignInProps {
  mode: SocialMode;
}

/** the buttons and their texts (page texts): only where a provider is offered */
const SocialProviders = lazyWithPageTexts(() => import('./social-providers').then((m) => m.SocialProviders));

/**
 * "Sign in with Google" and "Continue with Facebook" under the sign-in and sign-up forms (spec
 * §1/§4). Each is shown only where its client or app id is configured (site settings'
 * sign_in_providers; never on the corporate site) and only to guests.
 * Google: its script loads when the area scrolls into view. The credential's `email_verified` is
 * read first: an unverified address is refused here without a call. The API verifies the token
 * (fb_login); then the page loads again: a new account on register-successfully (a sign-up, not a
 * sign-in), an existing one where returnTo says (in the dialog: the page under it), else home.
 * Facebook: a button that goes to Facebook's login dialog (facebook-sign-in.tsx); the sign-in ends
 * on the callback page the same way.
 */
export function SocialSignIn({ mode }: SocialSignInProps) {
  const t = useT();
  const site = useShellSite();
  const user = useShellUser();
  const providers = site.kind === 'corporate' ? undefined : site.settings?.sign_in_providers;
  const googleClientId = providers?.google_client_id ?? null;
  const facebookAppId = providers?.facebook_app_id ?? null;
  if (user || (!googleClientId && !facebookAppId)) return null;
  return (
    <div className={styles.social}>
      <p className={styles.or}>
        <span>{t('account.social.or')}</span>
      </p>
      {/* the buttons' chunk loads only where a provider is offered; each keeps its button's height meanwhile */}
      <Suspense
        fallback={
          <>
            {googleClientId ? <div className={styles.skeleton} aria-hidden="true" /> : null}
            {facebookAppId ? <div className={styles.skeleton} aria-hidden="true" /> : null}
          </>
        }
      >
        <SocialProviders
          mode={mode}
          google={googleClientId}
          facebook={facebookAppId ? { appId: facebookAppId, dialogUrl: providers?.facebook_dialog_url ?? null } : null}
          language={site.language}
        />
      </Suspense>
    </div>
  );
}
