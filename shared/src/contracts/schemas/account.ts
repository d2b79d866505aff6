/** Tokens, users, sign-in and sign-up (spec §3 user info, §4 session, §7 user calls). */
import { Type, type Static } from '@sinclair/typebox';
import { AUTH_PROVIDERS, CORPORATE_TYPES, LOYALTY_TIERS } from '../constants';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, Text } from './kit';

export const OAuthTokenBodySchema = Type.Object({
  grant_type: Type.Literal('client_credentials', { description: 'only client_credentials is supported' }),
  scope: OptionalText(200),
});
export type OAuthTokenBody = Static<typeof OAuthTokenBodySchema>;

export const GuestTokenSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.String({ description: 'Bearer' }),
  created_at: Type.Integer({ description: 'unix seconds' }),
  expires_in: Type.Integer({ description: 'seconds' }),
});
export type GuestToken = Static<typeof GuestTokenSchema>;

export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  isLogin: Type.Boolean(),
  access_token: Type.String(),
  token_type: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  phone_number: Type.String(),
  primary_phone_verified: Type.Boolean(),
  /** the user entered a code sent to their email */
  email_verified: Type.Optional(Type.Boolean()),
  /** the account has a password (accounts made by a code or Google have none until createPassword) */
  has_password: Type.Optional(Type.Boolean()),
  country_id: Type.Integer(),
  country_name: Type.String(),
  locale: Type.String(),
  currency_symbol: Type.String(),
  club_member: Type.Boolean(),
  club_membership_enabled: Type.Boolean(),
  point_balance: Type.Integer(),
  loyalty_tier: LiteralUnion(LOYALTY_TIERS),
  my_bookings_count: Type.Integer(),
  redcash_balance: Type.Integer({ description: 'minor units' }),
  converted_redcash_balance: Type.Integer({
    description:
      "minor units in the member's home currency (conversion to the site currency comes with the club issue)",
  }),
  redcash_conversion_unit: Type.Number(),
  corporate_type: Nullable(LiteralUnion(CORPORATE_TYPES)),
  travel_agent_id: Nullable(Type.Integer()),
  corporate_agent_id: Nullable(Type.Integer()),
  gender: Nullable(Type.String()),
  user_loyalty_type: Nullable(Type.String()),
  loyalty_remaining_booking_count: Type.Integer(),
  provider: LiteralUnion(AUTH_PROVIDERS),
  picture: Nullable(Type.String()),
  bouquet_group: Type.String(),
  bouquet_segment: Type.String(),
  big_member: Type.Boolean(),
  is_new_user: Type.Boolean(),
  pay_at_hotel: Type.Boolean(),
  usertype: Type.String(),
  user_club_membership_id: Nullable(Type.Integer()),
  whatsapp_status: Type.Boolean(),
  is_unsubscribed: Type.Boolean(),
  have_notification: Type.Boolean(),
  /** the home page's prompt to finish paying a held booking (api/README.md "Profile fields") */
  show_hp_popup: Type.Optional(Type.Boolean()),
  /** a reseller's KYC state; null for every other account */
  kyc_details: Type.Optional(Type.Null()),
  /** a second verified phone; null: only one phone is kept per account */
  secondary_verified_phone: Type.Optional(Nullable(Type.String())),
  /** display currency chosen in settings (a code of the site's currency_list); null: the site's own */
  currency: Type.Optional(Nullable(Type.String())),
  /** save_user_payment_options: card | pay_at_hotel, preselected on the payment screen where the order offers it */
  preferred_payment_method: Type.Optional(Nullable(Type.String())),
  /** spec §3 login state, kept by the server at each sign-in (sign-up included); ISO 8601 UTC */
  login_state: Type.Optional(
    Type.Object({
      first_login: Nullable(Type.String()),
      last_login: Nullable(Type.String()),
      login_count: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type UserInfo = Static<typeof UserInfoSchema>;

/** Password rule of sign-up (and later reset and change): 8+ characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9]).*$';

/** `format: 'email'` means this pattern on both sides (API validator and forms): one @, a dot in the domain, no spaces. */
export const EmailSchema = Text({ format: 'email', minLength: 3, maxLength: 254 });

export const LoginBodySchema = Type.Object({
  email: EmailSchema,
  password: Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const SignupBodySchema = Type.Object({
  first_name: Text({ minLength: 1, maxLength: 80 }),
  last_name: OptionalText(80),
  email: EmailSchema,
  password: Text({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, pattern: PASSWORD_PATTERN }),
  phone: OptionalText(20),
  country_code: OptionalText(4),
  locale: OptionalText(10),
  /** an ota_onboard token (GET ota_onboard): the booking it names joins the new account when the emails match */
  ota_onboard: OptionalText(400),
  /** the token of a corporate client's verification link (GET corp_client_verify): the new account books for that company when the email (or phone) is the client's */
  corp_client: OptionalText(100),
  /** a friend's refer-and-earn code (the link's ?ref=): the new account gets the welcome reward */
  referral_code: Type.Optional(
    Type.String({ minLength: 4, maxLength: 12, pattern: '^[A-Za-z0-9]+$', description: "a member's referral code" }),
  ),
});
export type SignupBody = Static<typeof SignupBodySchema>;

export const OtaOnboardQuerySchema = Type.Object({ token: Text({ minLength: 1, maxLength: 400 }) });
/** the prefill of sign-up from an ota_onboard link: read from the booking the token names */
export const OtaOnboardSchema = Type.Object({
  booking_code: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  /** as the guest typed it on the booking (the sign-up form normalises it) */
  phone: Type.String(),
  email: Type.String(),
});
export type OtaOnboard = Static<typeof OtaOnboardSchema>;

/** RFC 7636 §4.1: 43–128 characters of [A-Za-z0-9-._~] */
export const PKCE_VERIFIER_PATTERN = '^[A-Za-z0-9._~-]{43,128}$';
/** the nonce a code sign-in sends to the provider and back: 16–128 URL-safe characters */
export const SIGN_IN_NONCE_PATTERN = '^[A-Za-z0-9._~-]{16,128}$';

/**
 * fb_login: sign in (or up) with a Google or Facebook ID token (spec §3 Google sign-in payload).
 * Only the token counts: the API checks its signature and claims and takes email and names from it;
 * the other payload fields are accepted for the older clients and ignored.
 * Two forms: `access_token` (the ID token itself: Google's button, Facebook Limited Login), or, for
 * Facebook on the web, the OpenID Connect code flow with PKCE: `code` (from the login dialog's
 * redirect), `code_verifier`, the dialog's `redirect_uri` and the `nonce` sent to the dialog; the
 * API exchanges the code for the ID token itself and checks its nonce claim. One form per call.
 */
export const SocialLoginBodySchema = Type.Object({
  provider: LiteralUnion(['google', 'facebook'] as const),
  access_token: Type.Optional(
    Text({
      minLength: 1,
      maxLength: 8000,
      description: "the provider's ID token (a signed JWT); or send code, code_verifier, redirect_uri and nonce",
    }),
  ),
  code: Type.Optional(
    Text({
      minLength: 1,
      maxLength: 2000,
      description: "facebook: the authorization code the login dialog's redirect carried",
    }),
  ),
  code_verifier: Type.Optional(
    Text({
      minLength: 43,
      maxLength: 128,
      pattern: PKCE_VERIFIER_PATTERN,
      description: 'the PKCE verifier whose S256 challenge went to the login dialog',
    }),
  ),
  redirect_uri: Type.Optional(
    Text({
      minLength: 1,
      maxLength: 2000,
      description: "the dialog's redirect_uri, exactly as sent: a page of this site",
    }),
  ),
  nonce: Type.Optional(
    Text({
      minLength: 16,
      maxLength: 128,
      pattern: SIGN_IN_NONCE_PATTERN,
      description: "sent to the login dialog; the ID token's nonce claim must equal it",
    }),
  ),
  first_name: OptionalText(80),
  last_name: OptionalText(80),
  email: OptionalText(254),
  uid: OptionalText(200),
  picture: OptionalText(2000),
  domain_type: OptionalText(50),
  locale: OptionalText(10),
});
export type SocialLoginBody = Static<typeof SocialLoginBodySchema>;

export const LogoutQuerySchema = Type.Object({
  locale: OptionalText(5),
  /** 'true': sign out everywhere (every token of the user is revoked) */
  everywhere: Type.Optional(LiteralUnion(['true', 'false'] as const)),
});

// ── one-time codes (spec §9: a code is valid 300 s) ─────────────────
export const OTP_LENGTH = 6;
export const OTP_VALID_SECONDS = 300;
/** a new code for the same address or number no sooner than this */
export const OTP_RESEND_SECONDS = 30;
/** wrong tries after which a code no longer works */
export const OTP_MAX_WRONG_TRIES = 5;

export const OtpCodeSchema = Text({
  minLength: OTP_LENGTH,
  maxLength: OTP_LENGTH,
  pattern: '^[0-9]{6}$',
  description: 'the 6 digits received',
});
export const OtpRequestIdSchema = Text({
  minLength: 16,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]{16,64}$',
  description: 'request_id of the send that delivered the code',
});
const LastRequestId = Type.Optional(
  Text({
    minLength: 16,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]{16,64}$',
    description: 'resend: the request_id being replaced (its code stops working)',
  }),
);

export const SendOtpBodySchema = Type.Object({
  /** one of phone (with country_code, default the locale's country) or email */
  phone: OptionalText(20),
  country_code: OptionalText(4),
  email: Type.Optional(EmailSchema),
  source: Type.Optional(
    LiteralUnion(['login'] as const, { default: 'login', description: 'what the code is for (default login)' }),
  ),
  rc_redesign: Type.Optional(Type.Boolean()),
  last_request_id: LastRequestId,
  locale: OptionalText(10),
});
export type SendOtpBody = Static<typeof SendOtpBodySchema>;

export const OtpSentSchema = Type.Object({
  request_id: Type.String(),
  channel: LiteralUnion(['email', 'sms'] as const),
  /** the address or number, partly hidden (d***@example.com, +62 ••• 7890) */
  sent_to: Type.String(),
  expires_in: Type.Integer({ description: 'seconds the code is valid' }),
  resend_after: Type.Integer({ description: 'seconds before a new code can be asked for' }),
});
export type OtpSent = Static<typeof OtpSentSchema>;

export const OtpVerifyBodySchema = Type.Object({ request_id: OtpRequestIdSchema, otp: OtpCodeSchema });
export type OtpVerifyBody = Static<typeof OtpVerifyBodySchema>;

export const SendEmailVerificationBodySchema = Type.Object({
  last_request_id: LastRequestId,
  locale: OptionalText(10),
});
export type SendEmailVerificationBody = Static<typeof SendEmailVerificationBodySchema>;

export const SendVerificationCodeQuerySchema = Type.Object({
  mobile: Text({ minLength: 1, maxLength: 20, description: 'the number to verify' }),
  country_code: OptionalText(4),
  locale: OptionalText(10),
  app_type: OptionalText(20),
  last_request_id: LastRequestId,
});
export type SendVerificationCodeQuery = Static<typeof SendVerificationCodeQuerySchema>;

export const StorePrimaryPhoneBodySchema = Type.Object({
  phone: Text({ minLength: 1, maxLength: 20 }),
  country_code: OptionalText(4),
});
export type StorePrimaryPhoneBody = Static<typeof StorePrimaryPhoneBodySchema>;

export const VerifiedSchema = Type.Object({
  ok: Type.Boolean(),
  email_verified: Type.Boolean(),
  primary_phone_verified: Type.Boolean(),
  phone: Type.String(),
});
export type Verified = Static<typeof VerifiedSchema>;

// ── profile and preferences ────────────────────────────────────────
export const GENDERS = ['female', 'male', 'other'] as const;
export const UpdateUserInfoBodySchema = Type.Object({
  first_name: Type.Optional(Text({ minLength: 1, maxLength: 80 })),
  last_name: OptionalText(80),
  gender: Type.Optional(Nullable(LiteralUnion(GENDERS))),
  locale: OptionalText(10),
  /** a code of the site's currency_list (IDR, SGD, PHP, VND, THB); '' goes back to the site's own */
  currency: OptionalText(3),
});
export type UpdateUserInfoBody = Static<typeof UpdateUserInfoBodySchema>;
export const WhatsappStatusBodySchema = Type.Object({ whatsapp_status: Type.Boolean() });
export const UnsubscribedBodySchema = Type.Object({ is_unsubscribed: Type.Boolean() });
export const PreferencesSchema = Type.Object({
  ok: Type.Boolean(),
  whatsapp_status: Type.Boolean(),
  is_unsubscribed: Type.Boolean(),
});
export type Preferences = Static<typeof PreferencesSchema>;

// ── devices signed in (settings) ────────────────────────────────────
export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'unknown'] as const;
export const UserSessionSchema = Type.Object({
  id: Type.Integer({ description: 'the sign-in (token) id; the token itself is never shown' }),
  browser: Nullable(Type.String({ description: 'from the User-Agent of the sign-in, e.g. Chrome' })),
  os: Nullable(Type.String({ description: 'e.g. Android, iOS, Windows' })),
  device_type: LiteralUnion(DEVICE_TYPES),
  /** ISO 8601 UTC */
  signed_in_at: Type.String(),
  /** ISO 8601 UTC, to within a minute; the sign-in time when never used since */
  last_used_at: Type.String(),
  /** the sign-in this call was made with */
  current: Type.Boolean(),
});
export type UserSession = Static<typeof UserSessionSchema>;
export const UserSessionsSchema = Type.Object({ sessions: Type.Array(UserSessionSchema) });
export type UserSessions = Static<typeof UserSessionsSchema>;
export const RevokeSessionQuerySchema = Type.Object({
  session_id: BoundedInteger(1, 2_147_483_647, { description: 'id from user_sessions' }),
});
export const SessionRevokedSchema = Type.Object({
  ok: Type.Boolean(),
  current: Type.Boolean({ description: 'true: it was this sign-in (the caller is now signed out)' }),
});
export type SessionRevoked = Static<typeof SessionRevokedSchema>;

/** user_demographics_information: the signed-in user's own demographic facts, from their row and bookings. */
export const DemographicsSchema = Type.Object({
  user_id: Type.Integer(),
  gender: Nullable(LiteralUnion(GENDERS)),
  locale: Type.String(),
  country_id: Type.Integer(),
  country_name: Type.String(),
  loyalty_tier: LiteralUnion(LOYALTY_TIERS),
  club_member: Type.Boolean(),
  my_bookings_count: Type.Integer({ minimum: 0 }),
  /** ISO 8601 UTC: when the account was created */
  member_since: Type.String(),
});
export type Demographics = Static<typeof DemographicsSchema>;

// ── passwords ──────────────────────────────────────────────────────
const NewPassword = Text({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, pattern: PASSWORD_PATTERN });

export const ForgotPasswordBodySchema = Type.Object({
  email: EmailSchema,
  locale: OptionalText(10),
  last_request_id: LastRequestId,
});
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = Type.Object({
  request_id: OtpRequestIdSchema,
  otp: OtpCodeSchema,
  password: NewPassword,
});
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = Type.Object({
  /** required when the account has a password (accounts made by code or Google may not) */
  current_password: Type.Optional(Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
  new_password: NewPassword,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** change_password: the other sessions end; this one goes on */
export const PasswordChangedSchema = Type.Object({ ok: Type.Boolean(), other_sessions_ended: Type.Integer() });
export type PasswordChanged = Static<typeof PasswordChangedSchema>;

// ── bank account for refunds and payouts (bank-account-details) ─────
export const BankListQuerySchema = Type.Object({
  country_code: OptionalText(2, {
    description: "id, sg, ph, vn or th (default: the signed-in user's country, else id)",
  }),
});
export const BankSchema = Type.Object({
  code: Type.String({ description: 'SWIFT/BIC institution code' }),
  name: Type.String(),
  /** an account number of this bank has one of these numbers of digits */
  account_number_lengths: Type.Array(Type.Integer()),
});
export type Bank = Static<typeof BankSchema>;
export const BankListSchema = Type.Object({ country_code: Type.String(), banks: Type.Array(BankSchema) });
export type BankList = Static<typeof BankListSchema>;

export const BankAccountSchema = Type.Object({
  country_code: Type.String(),
  bank_code: Type.String(),
  bank_name: Type.String(),
  holder_name: Type.String(),
  /** only the last 4 digits are ever sent back: •••• 7890 */
  account_number_masked: Type.String(),
  /** ISO 8601 UTC */
  updated_at: Type.String(),
});
export type BankAccount = Static<typeof BankAccountSchema>;
export const BankAccountDetailsSchema = Type.Object({
  bank_account: Nullable(BankAccountSchema),
  /** false: the account has no password (made by code or Google), so a change needs a mailed code */
  has_password: Type.Boolean(),
  /** where send_code mails the code, partly hidden */
  email_masked: Type.String(),
});
export type BankAccountDetails = Static<typeof BankAccountDetailsSchema>;
export const SaveBankAccountBodySchema = Type.Object({
  holder_name: Text({ minLength: 1, maxLength: 100 }),
  bank_code: Text({ minLength: 1, maxLength: 20 }),
  account_number: Text({ minLength: 1, maxLength: 40, description: 'digits; spaces and hyphens are ignored' }),
  country_code: OptionalText(2),
  /** proof it is the owner: the account's password, or request_id + otp of bank_account_details/send_code */
  password: Type.Optional(Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
  request_id: Type.Optional(OtpRequestIdSchema),
  otp: Type.Optional(OtpCodeSchema),
});
export type SaveBankAccountBody = Static<typeof SaveBankAccountBodySchema>;

// ── preferred way to pay (save_user_payment_options) ────────────────
/** the same list as payment.ts PAYMENT_METHODS (that file imports this one, so it is not imported here) */
export const PREFERRED_PAYMENT_METHODS = ['card', 'pay_at_hotel'] as const;
export const SavePaymentOptionsBodySchema = Type.Object({
  /** null: no preference (the payment screen preselects the first way the order offers) */
  payment_method: Nullable(LiteralUnion(PREFERRED_PAYMENT_METHODS)),
});
export const PaymentPreferenceSchema = Type.Object({
  ok: Type.Boolean(),
  payment_method: Nullable(LiteralUnion(PREFERRED_PAYMENT_METHODS)),
});
export type PaymentPreference = Static<typeof PaymentPreferenceSchema>;
