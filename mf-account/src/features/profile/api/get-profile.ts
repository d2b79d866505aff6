import { useEndpointQuery } from '@rednest/shared/api-client';

/**
 * GET login/v16/users (catalogue `profile`): AES-encrypted on the wire, the api client decrypts
 * it. Waits while `enabled` is false (a guest); fetched again on every visit (balances change).
 */
export function useProfile(enabled: boolean) {
  return useEndpointQuery('profile', enabled ? {} : null, { staleTime: 0 });
}
