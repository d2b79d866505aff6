/**
 * What the OpenAPI page says of each account endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */
import { CODE_LIMITS } from './code-limits.ts';

const CODE_RULES = `Codes: 6 digits, valid 300 s, single use, bound to request_id, locked after 5 wrong tries (400 INVALID_CODE with the tries left, then CODE_LOCKED; CODE_EXPIRED when used, replaced or late). Wrong codes from one address: a burst guard of ${CODE_LIMITS.wrongCodesPerAddressPerMinute} a minute (429).`;
const SEND_RULES = `A new code for the same recipient after resend_after (${CODE_LIMITS.resendAfterSeconds} s); at most ${CODE_LIMITS.perRecipientPerHour} codes an hour to one email or number and ${CODE_LIMITS.perAccountPerHour} for one account (429 RATE_LIMITED, the true wait in Retry-After and in words in the message); the client address only by a burst guard of ${CODE_LIMITS.sendsPerAddressPerMinute} code sends a minute; last_request_id (a resend) stops the replaced code.`;
const FORGOT = `The same answer whether or not an account uses the address; the reset code is mailed only when one does. ${SEND_RULES}`;

export const accountDocs = {
  login:
    'Wrong email or password → 401 INVALID_CREDENTIALS. Limited per address (429 RATE_LIMITED) and, counting wrong passwords only, per account and address and per account (a short throttle that addresses the account signed in from skip).',
  signup:
    "Password: 8+ characters with a letter and a digit. Duplicate email → 409 EMAIL_TAKEN (counted per address: too many → 429). Returns the signed-in user (is_new_user true). ota_onboard (a token of GET ota_onboard): the guest booking joins the new account; checked before anything is created (400 OTA_ONBOARD_INVALID / OTA_ONBOARD_EXPIRED, 409 OTA_ONBOARD_USED, 400 OTA_ONBOARD_EMAIL_MISMATCH when the email is not the booking's). referral_code (a friend's refer-and-earn link): checked first (404 REFERRAL_NOT_FOUND, 409 SELF_REFERRAL when it is the new person's own email or the code owner's verified phone); the new account gets the welcome reward unless its email booked before.",
  otaOnboard:
    'token: the signed ota_onboard token of a guest booking (mailed with its confirmation, valid 30 days; api/README.md "ota_onboard"). Answers the sign-up prefill read from that booking. 400 OTA_ONBOARD_INVALID, 400 OTA_ONBOARD_EXPIRED, 409 OTA_ONBOARD_USED (the booking is in an account).',
  fbLogin:
    "provider google or facebook; access_token is the provider's ID token, checked here (signature against the provider's key set, audience = our client id, issuer, expiry, email_verified); email and names come from the token only. " +
    'Facebook on the web sends instead code, code_verifier, redirect_uri (a page of this site, else 400 INVALID_RETURN_URL) and nonce: the API exchanges the code at FACEBOOK_TOKEN_URL (5 s timeout) and checks the ID token it gets, whose nonce claim must be the one sent. ' +
    'A new email creates the account (is_new_user true), a known one signs in; a new token each time. Refusals: 401 ID_TOKEN_INVALID, ID_TOKEN_EXPIRED, ID_TOKEN_WRONG_AUDIENCE, ID_TOKEN_WRONG_ISSUER, ID_TOKEN_UNKNOWN_KEY, ID_TOKEN_NONCE_MISMATCH; 403 EMAIL_NOT_VERIFIED; 400 ID_TOKEN_NO_EMAIL, PROVIDER_NOT_CONFIGURED, AUTH_CODE_INVALID (the provider refused the code), VALIDATION_FAILED (neither or both forms); 503 ID_PROVIDER_UNAVAILABLE when the key set or the token endpoint cannot be reached.',
  sendOtpPhoneEmail: `Either phone (+ country_code, default the locale's country) or email. The same answer whether or not an account uses it; the code is sent only when one does. ${SEND_RULES}`,
  otpLogin: `Signs in with a code sent by SMS. ${CODE_RULES}`,
  emailOtpLogin: `Signs in with a code sent by email. ${CODE_RULES}`,
  sendEmailVerificationOtp: SEND_RULES,
  verifyUserEmail: CODE_RULES,
  sendVerificationCode: `A number in the account's country. ${SEND_RULES}`,
  verifyVerificationCode: `The number becomes the verified primary phone. ${CODE_RULES}`,
  storePrimaryPhone: "A number in the account's country; a changed number is unverified until its code is entered.",
  forgotPasswordApp: FORGOT,
  forgotPasswordCorporate: FORGOT,
  resetPassword: `The code of a forgot-password mail and a new password (8+ characters, a letter and a digit); every session of the account ends. ${CODE_RULES}`,
  changePassword:
    'current_password is required when the account has one: 400 WRONG_PASSWORD (5 wrong in 15 minutes → 429). The other sessions end; this one goes on.',
  updateUserInfo: 'Only the fields given change; always the signed-in user (no id is read from the request).',
  userDemographics: "Always the caller's own data: no user id is read from the request.",
  userSessions:
    "Always the caller's own sign-ins (no user id is read from the request); current marks this one. Device and browser come from the sign-in's User-Agent; last_used_at is accurate to about a minute.",
  revokeUserSession:
    "Only the caller's own sign-ins: another user's, an ended or an unknown session_id → 404 SESSION_NOT_FOUND alike. current true: the caller signed this device out.",
  bankList:
    'Each bank with the numbers of digits its account numbers have (api/README.md "Bank accounts"). Unknown country → 400.',
  bankAccountDetails:
    "Always the caller's own (no user id is read from the request); the number shows only its last 4 digits. bank_account null: none saved yet.",
  sendBankDetailsCode: `Mailed to the account's own email; request_id + otp then allow one change. ${SEND_RULES}`,
  saveBankAccountDetails:
    "The caller's own account only. Fields are checked first (400 VALIDATION_FAILED naming holder_name, country_code, bank_code or account_number: the bank's digit count), then the proof: password (400 WRONG_PASSWORD, 5 wrong in 15 minutes → 429) or request_id + otp of bank_account_details/send_code (" +
    CODE_RULES +
    "); neither → 400 PROOF_REQUIRED. A notice is mailed to the account's email.",
  saveUserPaymentOptions:
    "Always the caller's own preference (no user id is read from the request). payment_options preselects it (default_method) when the order offers that way to pay, else the first one it offers.",
  logout: 'everywhere=true revokes every token of the user (sign out everywhere).',
};
