/**
 * What the shell does with the session (spec §4): the header's Sign out, and a 401 for a signed-in
 * user (bus `session.expired.v1`, published by the api client).
 */
import type { ApiClient } from '@rednest/shared/api-client';
import type { SessionStore, SiteStore } from '@rednest/shared/session';
import type { Navigate } from './navigation';

export interface SessionActionDeps {
  api: ApiClient;
  session: SessionStore;
  site: SiteStore;
  navigate: Navigate;
  notify?: (message: string) => void;
}

/** Revoke the token, end the local session whatever the server said, and go to the locale home. */
export function createSignOut({ api, session, site, navigate }: SessionActionDeps): () => Promise<void> {
  return async () => {
    const { locale } = site.get();
    try {
      await api.call('logout', { query: { locale } });
    } catch {
      // the token may already be revoked or the network down: the local session ends regardless
    }
    session.signOut();
    navigate(`/${locale}`);
  };
}

/**
 * Signed out and sent to sign-in, which brings them back to the page they were on (returnTo; on
 * desktop sign-in is a dialog over that page); on the corporate site to its home (spec §4).
 */
export function handleSessionExpired(
  { session, site, navigate, notify }: SessionActionDeps,
  message: string,
  current: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  session.signOut();
  const { locale, kind } = site.get();
  notify?.(message);
  if (kind === 'corporate') return navigate(`/${locale}`);
  const here = `${current.pathname}${current.search}`;
  const onAuthPage = /^\/[^/]+\/(signIn|signUp)(\/|\?|$)/.test(here);
  const back =
    here.startsWith(`/${locale}/`) && !onAuthPage ? `?${new URLSearchParams({ returnTo: here }).toString()}` : '';
  navigate(`/${locale}/signIn${back}`);
}
