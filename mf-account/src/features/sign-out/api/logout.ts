import { useCallback } from 'react';
import { useEndpointMutation } from '@rednest/shared/api-client';
import { useShell } from '@rednest/shared/remote';

/**
 * DELETE login/v16/logout (catalogue `logout`, spec §7 "DELETE logout (locale)"): revokes the
 * token, then clears the local session whatever the server said (a revoked or expired token
 * must not keep anyone "signed in" on this device).
 */
export function useSignOut() {
  const { session, locale } = useShell();
  const { mutateAsync, isPending } = useEndpointMutation('logout');
  /** `everywhere`: every device of the user is signed out (DELETE logout?everywhere=true) */
  const signOut = useCallback(
    async (everywhere = false) => {
      try {
        await mutateAsync({ query: { locale, ...(everywhere ? { everywhere: 'true' as const } : {}) } });
      } catch {
        // the local sign-out below is what the person asked for
      } finally {
        session.signOut();
      }
    },
    [mutateAsync, session, locale],
  );
  return { signOut, pending: isPending };
}
