import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST login/v16/signup (catalogue `signup`): creates the account and answers with the signed-in user. */
export function useSignup() {
  return useEndpointMutation('signup');
}
