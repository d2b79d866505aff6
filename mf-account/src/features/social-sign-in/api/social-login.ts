import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST login/v16/fb_login (catalogue `fbLogin`): a Google or Facebook ID token → the user; `is_new_user` tells a sign-up. */
export function useSocialLogin() {
  return useEndpointMutation('fbLogin');
}
