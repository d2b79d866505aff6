import { useEndpointMutation } from '@rednest/shared/api-client';

/** PUT login/v16/update_user_info: the signed-in user's name, gender, language or display currency; answers the updated user. */
export function useUpdateUserInfo() {
  return useEndpointMutation('updateUserInfo');
}
