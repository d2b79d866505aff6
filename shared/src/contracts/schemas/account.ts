/** Tokens, users, sign-in and sign-up (spec §3 user info, §4 session, §7 user calls). */
import { Type, type Static } from '@sinclair/typebox';
import { AUTH_PROVIDERS, CORPORATE_TYPES, LOYALTY_TIERS } from '../constants';
import { LiteralUnion, Nullable, OptionalText, Text } from './kit';

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
  converted_redcash_balance: Type.Integer({ description: "minor units in the member's home currency (conversion to the site currency comes with the club issue)" }),
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
});
export type SignupBody = Static<typeof SignupBodySchema>;

export const LogoutQuerySchema = Type.Object({ locale: OptionalText(5) });
