import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST otp_login (a code sent by SMS) and email_otp_login (by email): the code signs in. */
export function useOtpLogin() {
  return { sms: useEndpointMutation('otpLogin'), email: useEndpointMutation('emailOtpLogin') };
}
