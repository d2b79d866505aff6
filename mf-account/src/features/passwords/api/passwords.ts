import { useEndpointMutation } from '@rednest/shared/api-client';

/** forgot_password_app (forgot_password_corporate on the corporate site, both hmac-signed) and reset_password. */
export function usePasswordReset() {
  return {
    app: useEndpointMutation('forgotPasswordApp'),
    corporate: useEndpointMutation('forgotPasswordCorporate'),
    reset: useEndpointMutation('resetPassword'),
  };
}

/** PUT change_password: the user's other sessions end. */
export function useChangePassword() {
  return useEndpointMutation('changePassword');
}
