import { useEndpointMutation } from '@rednest/shared/api-client';

/** Email verification: send_email_verification_otp, then verify_user_email. */
export function useEmailVerification() {
  return { send: useEndpointMutation('sendEmailVerificationOtp'), verify: useEndpointMutation('verifyUserEmail') };
}

/** Phone verification: user/store_primary_phone, send_verification_code, then verify_verification_code. */
export function usePhoneVerification() {
  return {
    store: useEndpointMutation('storePrimaryPhone'),
    send: useEndpointMutation('sendVerificationCode'),
    verify: useEndpointMutation('verifyVerificationCode'),
  };
}
