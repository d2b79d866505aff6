import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST login/v16/users (catalogue `login`): email + password → the user with an access token. */
export function useLogin() {
  return useEndpointMutation('login');
}
