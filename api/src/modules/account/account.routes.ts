/** Sign-in, sign-up, profile and sign-out (catalogue rows login, signup, profile, logout). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS } from './credential-limits.ts';
import { CODE_CHECK_ROUTE_LIMIT, CODE_LIMITS, CODE_SEND_ROUTE_LIMIT } from './code-limits.ts';

/** Brute-force limits: per address (plugins/rate-limit.ts) and failures per account (credential-limits.ts). */
export { SIGN_IN_LIMITS, SIGN_UP_LIMITS };

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';

export async function accountRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { service, otp, limits, socialIdentity, bankAccounts: bank } = services.account;
  /** a sign-in's answer, after noting the device (User-Agent) its new token belongs to (settings' devices list) */
  const withDevice = async <T extends { access_token: string }>(
    request: { headers: { 'user-agent'?: string } },
    signedIn: Promise<T>,
  ): Promise<T> => {
    const info = await signedIn;
    await services.tokens.recordDevice(info.access_token, request.headers['user-agent']);
    return info;
  };
  const sendLimit = CODE_SEND_ROUTE_LIMIT;
  const verifyLimit = CODE_CHECK_ROUTE_LIMIT;
  const CODE_RULES = `Codes: 6 digits, valid 300 s, single use, bound to request_id, locked after 5 wrong tries (400 INVALID_CODE with the tries left, then CODE_LOCKED; CODE_EXPIRED when used, replaced or late). Wrong codes from one address: a burst guard of ${CODE_LIMITS.wrongCodesPerAddressPerMinute} a minute (429).`;
  const SEND_RULES = `A new code for the same recipient after resend_after (${CODE_LIMITS.resendAfterSeconds} s); at most ${CODE_LIMITS.perRecipientPerHour} codes an hour to one email or number and ${CODE_LIMITS.perAccountPerHour} for one account (429 RATE_LIMITED, the true wait in Retry-After and in words in the message); the client address only by a burst guard of ${CODE_LIMITS.sendsPerAddressPerMinute} code sends a minute; last_request_id (a resend) stops the replaced code.`;

  defineEndpoint(app, 'login', {
    description:
      'Wrong email or password → 401 INVALID_CREDENTIALS. Limited per address (429 RATE_LIMITED) and, counting wrong passwords only, per account and address and per account (a short throttle that addresses the account signed in from skip).',
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => limits.beforeSignIn(request.body.email, request.ip),
    handler: async (request) =>
      withDevice(
        request,
        limits.signIn(request.body.email, request.ip, () => service.login(request.body)),
      ),
  });

  defineEndpoint(app, 'signup', {
    description:
      "Password: 8+ characters with a letter and a digit. Duplicate email → 409 EMAIL_TAKEN (counted per address: too many → 429). Returns the signed-in user (is_new_user true). ota_onboard (a token of GET ota_onboard): the guest booking joins the new account; checked before anything is created (400 OTA_ONBOARD_INVALID / OTA_ONBOARD_EXPIRED, 409 OTA_ONBOARD_USED, 400 OTA_ONBOARD_EMAIL_MISMATCH when the email is not the booking's).",
    rateLimit: { max: SIGN_UP_LIMITS.perIpPer10Minutes, timeWindow: 10 * 60_000 },
    preHandler: async (request) => limits.beforeSignUp(request.ip),
    handler: async (request) =>
      withDevice(
        request,
        limits.signUp(request.ip, () => service.signup(request.body)),
      ),
  });

  defineEndpoint(app, 'otaOnboard', {
    description:
      'token: the signed ota_onboard token of a guest booking (mailed with its confirmation, valid 30 days; api/README.md "ota_onboard"). Answers the sign-up prefill read from that booking. 400 OTA_ONBOARD_INVALID, 400 OTA_ONBOARD_EXPIRED, 409 OTA_ONBOARD_USED (the booking is in an account).',
    rateLimit: { max: SIGN_UP_LIMITS.perIpPer10Minutes, timeWindow: 10 * 60_000 },
    handler: async (request) => service.otaOnboard(request.query.token),
  });

  defineEndpoint(app, 'fbLogin', {
    description:
      "provider google or facebook; access_token is the provider's ID token, checked here (signature against the provider's key set, audience = our client id, issuer, expiry, email_verified); email and names come from the token only. " +
      'Facebook on the web sends instead code, code_verifier, redirect_uri (a page of this site, else 400 INVALID_RETURN_URL) and nonce: the API exchanges the code at FACEBOOK_TOKEN_URL (5 s timeout) and checks the ID token it gets, whose nonce claim must be the one sent. ' +
      'A new email creates the account (is_new_user true), a known one signs in; a new token each time. Refusals: 401 ID_TOKEN_INVALID, ID_TOKEN_EXPIRED, ID_TOKEN_WRONG_AUDIENCE, ID_TOKEN_WRONG_ISSUER, ID_TOKEN_UNKNOWN_KEY, ID_TOKEN_NONCE_MISMATCH; 403 EMAIL_NOT_VERIFIED; 400 ID_TOKEN_NO_EMAIL, PROVIDER_NOT_CONFIGURED, AUTH_CODE_INVALID (the provider refused the code), VALIDATION_FAILED (neither or both forms); 503 ID_PROVIDER_UNAVAILABLE when the key set or the token endpoint cannot be reached.',
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    handler: async (request) =>
      withDevice(request, service.signInWithProvider(await socialIdentity.identify(request.body), request.body.locale)),
  });

  defineEndpoint(app, 'profile', {
    handler: async (request) => service.profile(request.auth, bearerOf(request.headers.authorization)),
  });

  defineEndpoint(app, 'sendOtpPhoneEmail', {
    description: `Either phone (+ country_code, default the locale's country) or email. The same answer whether or not an account uses it; the code is sent only when one does. ${SEND_RULES}`,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendLoginCode(request.body, request.ip),
  });
  defineEndpoint(app, 'otpLogin', {
    description: `Signs in with a code sent by SMS. ${CODE_RULES}`,
    rateLimit: verifyLimit,
    handler: async (request) => withDevice(request, otp.loginWithCode(request.body, 'sms', request.ip)),
  });
  defineEndpoint(app, 'emailOtpLogin', {
    description: `Signs in with a code sent by email. ${CODE_RULES}`,
    rateLimit: verifyLimit,
    handler: async (request) => withDevice(request, otp.loginWithCode(request.body, 'email', request.ip)),
  });
  defineEndpoint(app, 'sendEmailVerificationOtp', {
    description: SEND_RULES,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendEmailVerification(request.auth, request.body, request.ip),
  });
  defineEndpoint(app, 'verifyUserEmail', {
    description: CODE_RULES,
    rateLimit: verifyLimit,
    handler: async (request) => otp.verifyEmail(request.auth, request.body, request.ip),
  });
  defineEndpoint(app, 'sendVerificationCode', {
    description: `A number in the account's country. ${SEND_RULES}`,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendPhoneVerification(request.auth, request.query, request.ip),
  });
  defineEndpoint(app, 'verifyVerificationCode', {
    description: `The number becomes the verified primary phone. ${CODE_RULES}`,
    rateLimit: verifyLimit,
    handler: async (request) => otp.verifyPhone(request.auth, request.body, request.ip),
  });
  defineEndpoint(app, 'storePrimaryPhone', {
    description: "A number in the account's country; a changed number is unverified until its code is entered.",
    handler: async (request) => otp.storePrimaryPhone(request.auth, request.body),
  });

  const FORGOT = `The same answer whether or not an account uses the address; the reset code is mailed only when one does. ${SEND_RULES}`;
  defineEndpoint(app, 'forgotPasswordApp', {
    description: FORGOT,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendPasswordReset(request.body, request.ip),
  });
  defineEndpoint(app, 'forgotPasswordCorporate', {
    description: FORGOT,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendPasswordReset(request.body, request.ip),
  });
  defineEndpoint(app, 'resetPassword', {
    description: `The code of a forgot-password mail and a new password (8+ characters, a letter and a digit); every session of the account ends. ${CODE_RULES}`,
    rateLimit: verifyLimit,
    handler: async (request) => otp.resetPassword(request.body, request.ip),
  });
  defineEndpoint(app, 'changePassword', {
    description:
      'current_password is required when the account has one: 400 WRONG_PASSWORD (5 wrong in 15 minutes → 429). The other sessions end; this one goes on.',
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => limits.beforePasswordChange(request.auth.userId),
    handler: async (request) =>
      limits.passwordChange(request.auth.userId, () => service.changePassword(request.auth, request.body)),
  });

  defineEndpoint(app, 'updateUserInfo', {
    description: 'Only the fields given change; always the signed-in user (no id is read from the request).',
    handler: async (request) =>
      service.updateUserInfo(request.auth, bearerOf(request.headers.authorization), request.body),
  });
  defineEndpoint(app, 'updateWhatsappStatus', {
    handler: async (request) =>
      service.updatePreferences(request.auth, { whatsappOptIn: request.body.whatsapp_status }),
  });
  defineEndpoint(app, 'userDemographics', {
    description: "Always the caller's own data: no user id is read from the request.",
    handler: async (request) => service.demographics(request.auth),
  });
  defineEndpoint(app, 'updateUnsubscribed', {
    handler: async (request) => service.updatePreferences(request.auth, { unsubscribed: request.body.is_unsubscribed }),
  });

  defineEndpoint(app, 'userSessions', {
    description:
      "Always the caller's own sign-ins (no user id is read from the request); current marks this one. Device and browser come from the sign-in's User-Agent; last_used_at is accurate to about a minute.",
    handler: async (request) => service.sessions(request.auth),
  });
  defineEndpoint(app, 'revokeUserSession', {
    description:
      "Only the caller's own sign-ins: another user's, an ended or an unknown session_id → 404 SESSION_NOT_FOUND alike. current true: the caller signed this device out.",
    handler: async (request) => service.revokeSession(request.auth, request.query.session_id),
  });

  defineEndpoint(app, 'bankList', {
    description:
      'Each bank with the numbers of digits its account numbers have (api/README.md "Bank accounts"). Unknown country → 400.',
    handler: async (request) =>
      bank.bankList(
        request.query.country_code ??
          (request.auth.userId !== null ? await services.account.countryOf(request.auth.userId) : undefined),
      ),
  });
  defineEndpoint(app, 'bankAccountDetails', {
    description:
      "Always the caller's own (no user id is read from the request); the number shows only its last 4 digits. bank_account null: none saved yet.",
    handler: async (request) => bank.details(request.auth),
  });
  defineEndpoint(app, 'sendBankDetailsCode', {
    description: `Mailed to the account's own email; request_id + otp then allow one change. ${SEND_RULES}`,
    rateLimit: sendLimit,
    handler: async (request) => bank.sendCode(request.auth, request.body, request.ip),
  });
  defineEndpoint(app, 'saveBankAccountDetails', {
    description:
      "The caller's own account only. Fields are checked first (400 VALIDATION_FAILED naming holder_name, country_code, bank_code or account_number: the bank's digit count), then the proof: password (400 WRONG_PASSWORD, 5 wrong in 15 minutes → 429) or request_id + otp of bank_account_details/send_code (" +
      CODE_RULES +
      "); neither → 400 PROOF_REQUIRED. A notice is mailed to the account's email.",
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => limits.beforePasswordChange(request.auth.userId),
    handler: async (request) =>
      limits.passwordChange(request.auth.userId, () => bank.save(request.auth, request.body, request.ip)),
  });

  defineEndpoint(app, 'saveUserPaymentOptions', {
    description:
      "Always the caller's own preference (no user id is read from the request). payment_options preselects it (default_method) when the order offers that way to pay, else the first one it offers.",
    handler: async (request) => service.savePaymentPreference(request.auth, request.body.payment_method),
  });

  defineEndpoint(app, 'logout', {
    description: 'everywhere=true revokes every token of the user (sign out everywhere).',
    handler: async (request) =>
      service.logout(request.auth, request.headers.authorization, request.query.everywhere === 'true'),
  });
}
