import { useCallback, useState } from 'react';
import type { ApiClient } from '@rednest/shared/api-client';
import { useShell } from '@rednest/shared/remote';

/** DELETE login/v16/logout (catalogue `logout`, spec §7 "DELETE logout (locale)"): revokes the token. */
export async function logout(api: ApiClient, locale: string): Promise<void> {
  await api.call('logout', { query: { locale } });
}

/**
 * Signs out: revoke the token on the server, then clear the local session whatever the server
 * said (a revoked or expired token must not keep anyone "signed in" on this device).
 */
export function useSignOut() {
  const { api, session, locale } = useShell();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await logout(api, locale);
    } catch {
      // the local sign-out below is what the person asked for
    } finally {
      session.signOut();
      setPending(false);
    }
  }, [api, session, locale]);
  return { signOut, pending };
}
