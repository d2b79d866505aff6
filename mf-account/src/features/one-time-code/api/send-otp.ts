import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST login/v16/send_otp_phone_email: a sign-in code to a phone or an email (a resend carries last_request_id). */
export function useSendOtp() {
  return useEndpointMutation('sendOtpPhoneEmail');
}
