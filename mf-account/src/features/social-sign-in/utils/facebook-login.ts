/**
 * Facebook sign-in on the web: Facebook Login's OpenID Connect code flow with PKCE
 * (developers.facebook.com, "OIDC Code Flow with PKCE for Manually Built Facebook Login Flows").
 * No Facebook script runs here: the page goes to Facebook's login dialog (a top-level navigation)
 * and Facebook sends the browser back to /{locale}/signIn/facebook with `code` and `state`. The API
 * exchanges the code with the verifier kept here and checks the ID token's nonce (fb_login).
 *
 * What the tab keeps while it is away (sessionStorage: this tab only, gone when it closes): the
 * state (the callback must bring back the same one: a login started elsewhere is refused), the
 * nonce, the PKCE verifier, the redirect_uri exactly as sent, and where to go after.
 */

/**
 * Facebook's login dialog, Graph v19.0 (the version of the API's token URL). Site settings'
 * `sign_in_providers.facebook_dialog_url` (the API's FACEBOOK_DIALOG_URL) overrides it, so the
 * dialog and the token exchange change version together.
 */
export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
/** where Facebook sends the browser back, under /{locale} (a page of mf-account: the signIn segment) */
export const FACEBOOK_CALLBACK_PATH = '/signIn/facebook';
/** what the dialog is asked for: an OpenID Connect sign-in with the person's email */
export const FACEBOOK_SCOPE = 'openid email';

const STORAGE_KEY = 'rn.account.facebookSignIn';

export interface PendingFacebookSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** exactly as sent to the dialog: the token exchange must send the same */
  redirectUri: string;
  /** where to go after signing in: a path under the locale ('/', '/my-bookings?x=1') */
  returnTo: string;
}

/** This browser cannot make the PKCE values (no Web Crypto: an old browser, or a page not served over HTTPS). */
export class FacebookSignInUnsupported extends Error {
  constructor() {
    super('Web Crypto is not available');
    this.name = 'FacebookSignInUnsupported';
  }
}

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** `bytes` random bytes as base64url: 64 bytes → 86 characters, within PKCE's 43–128 */
function randomText(crypto: Crypto, bytes: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** RFC 7636 S256: BASE64URL(SHA-256(verifier)) */
export async function codeChallenge(crypto: Crypto, verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The dialog to use: the site's setting when it is an http(s) URL, else ours. */
export function facebookDialogUrl(fromSettings: string | null | undefined): string {
  if (fromSettings) {
    try {
      const url = new URL(fromSettings);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // not a URL: ours
    }
  }
  return FACEBOOK_DIALOG_URL;
}

/**
 * Makes the state, nonce and PKCE verifier of one sign-in, keeps them in this tab, and answers the
 * dialog's URL to go to. Throws FacebookSignInUnsupported without Web Crypto.
 */
export async function startFacebookSignIn(input: {
  appId: string;
  dialogUrl: string;
  locale: string;
  returnTo: string;
  origin: string;
  storage?: Storage;
  crypto?: Crypto | undefined;
}): Promise<string> {
  const crypto = input.crypto ?? globalThis.crypto;
  if (!crypto?.subtle || typeof crypto.getRandomValues !== 'function') throw new FacebookSignInUnsupported();
  const pending: PendingFacebookSignIn = {
    state: randomText(crypto, 24),
    nonce: randomText(crypto, 24),
    codeVerifier: randomText(crypto, 64),
    redirectUri: `${input.origin}/${input.locale}${FACEBOOK_CALLBACK_PATH}`,
    returnTo: input.returnTo,
  };
  const challenge = await codeChallenge(crypto, pending.codeVerifier);
  (input.storage ?? window.sessionStorage).setItem(STORAGE_KEY, JSON.stringify(pending));
  const url = new URL(input.dialogUrl);
  url.searchParams.set('client_id', input.appId);
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', FACEBOOK_SCOPE);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('nonce', pending.nonce);
  return url.href;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** What this tab kept when it left for Facebook, or null (none, or not ours). */
export function readPendingFacebookSignIn(storage: Storage = window.sessionStorage): PendingFacebookSignIn | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const p = value as Partial<PendingFacebookSignIn> | null;
  if (
    !p ||
    !isText(p.state) ||
    !isText(p.nonce) ||
    !isText(p.codeVerifier) ||
    !isText(p.redirectUri) ||
    !isText(p.returnTo)
  )
    return null;
  return {
    state: p.state,
    nonce: p.nonce,
    codeVerifier: p.codeVerifier,
    redirectUri: p.redirectUri,
    returnTo: p.returnTo,
  };
}

/** A sign-in is tried once: its values are dropped as soon as the callback has read them. */
export function clearPendingFacebookSignIn(storage: Storage = window.sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
