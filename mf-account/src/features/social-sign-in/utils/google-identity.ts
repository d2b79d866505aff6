/**
 * Google Identity Services (the "Sign in with Google" button), loaded only when a page shows the
 * button area: one <script> per page, whatever the number of buttons. Google draws the button in
 * its own iframe and hands back a credential, the user's ID token (a signed JWT), which the API
 * checks itself (fb_login); the browser only reads its claims to decide whether to send it.
 */
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential: string;
}

/** The part of `google.accounts.id` we use. */
export interface GoogleIdApi {
  initialize(config: {
    client_id: string;
    callback(response: GoogleCredentialResponse): void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      logo_alignment?: 'left' | 'center';
      width?: number;
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
  }
}

let loading: Promise<GoogleIdApi> | null = null;

/** Adds Google's script once and resolves with its API; a failed load can be tried again. */
export function loadGoogleIdentity(doc: Document = document): Promise<GoogleIdApi> {
  const ready = () => doc.defaultView?.google?.accounts?.id;
  const api = ready();
  if (api) return Promise.resolve(api);
  if (loading) return loading;
  loading = new Promise<GoogleIdApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = ready();
      if (loaded) resolve(loaded);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** For tests: forget the script loaded before. */
export function resetGoogleIdentity() {
  loading = null;
}

export interface IdTokenClaims {
  email?: unknown;
  email_verified?: unknown;
}

/**
 * The claims of a JWT, read WITHOUT checking its signature: only to decide whether to send it
 * (an unverified email is refused here, before any call); the API verifies everything.
 * null when it is not a JWT.
 */
export function readIdTokenClaims(token: string): IdTokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as IdTokenClaims) : null;
  } catch {
    return null;
  }
}

/** Google's own flag: true (or "true" in older tokens) only for an address Google verified. */
export const emailVerified = (claims: IdTokenClaims | null) =>
  claims?.email_verified === true || claims?.email_verified === 'true';
