import { useEndpointMutation, useEndpointQuery } from '@rednest/shared/api-client';

/** GET login/v16/user_sessions: the signed-in user's devices (live sign-ins), fetched on every visit. */
export function useUserSessions(enabled: boolean) {
  return useEndpointQuery('userSessions', enabled ? {} : null, { staleTime: 0 });
}

/** DELETE login/v16/user_sessions?session_id=: signs one of the user's devices out. */
export function useRevokeSession() {
  return useEndpointMutation('revokeUserSession');
}
