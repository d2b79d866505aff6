/**
 * Sign-in, sign-up, profile and sign-out. The API is the authority for balances and tiers;
 * UserInfo (dto) is the spec §3 shape the browser stores.
 */
import { stayRewardStanding } from './stay-reward.ts';
import {
  COUNTRIES,
  COUNTRY_CODES,
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_LOCALE,
  isLocale,
  type CountryCode,
} from '@rednest/shared/contracts/locales';
import type {
  OtaOnboard,
  PaymentPreference,
  SessionRevoked,
  UserSessions,
  ChangePasswordBody,
  Demographics,
  LoginBody,
  PasswordChanged,
  Preferences,
  SignupBody,
  UpdateUserInfoBody,
  UserInfo,
} from '@rednest/shared/contracts/dto';
import { bookingCode, normalisePhone } from '@rednest/shared/format';
import { isOneOf } from '@rednest/shared/contracts';
import { GENDERS, PREFERRED_PAYMENT_METHODS } from '@rednest/shared/contracts/dto';
import { AppError, conflict, validationFailed } from '../../errors.ts';
import type { AuthContext, TokenService } from '../auth/token.service.ts';
import { countryId } from '../site/site.data.ts';
import type { UserRepository, UserRow } from './user.repository.ts';
import type { IdTokenIdentity } from './id-token.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';
import { describeUserAgent } from './user-agent.ts';
import { derivedProfile, type UserFacts } from './user-facts.ts';
import { checkOtaOnboard } from './ota-onboard.ts';
import type { OnboardBooking, OtaOnboardRepository } from './ota-onboard.repository.ts';

/** a way to pay a person may prefer (save_user_payment_options) */
type PreferredMethod = (typeof PREFERRED_PAYMENT_METHODS)[number];

/**
 * The spec §3 user info of a row and the facts read from the user's other rows (user-facts.ts).
 * `isNewUser` is true only on the answer of the call that created the account (spec §4: a new
 * user is tracked as sign-up, not login); a user without a stay yet shows in bouquet_segment.
 */
export function toUserInfo(
  user: UserRow,
  token: { access_token: string; token_type: string },
  extra: { isNewUser: boolean; facts: UserFacts },
): UserInfo {
  // a user who books for a company (corporate_members) is an 'other' corporate agent; no travel-agent accounts are stored yet
  const corporateType = extra.facts.corporateCompanyId === null ? null : ('other' as const);
  const derived = derivedProfile(
    { clubMember: extra.facts.membershipId !== null, loyaltyTier: user.loyaltyTier, corporateType },
    extra.facts,
  );
  const country = COUNTRIES[(user.countryCode as CountryCode) in COUNTRIES ? (user.countryCode as CountryCode) : 'id'];
  const currency = CURRENCIES[country.currency];
  return {
    id: user.id,
    isLogin: true,
    access_token: token.access_token,
    token_type: token.token_type,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    phone_number: user.phone ? `+${country.phoneCode}${user.phone}` : '',
    primary_phone_verified: user.phoneVerifiedAt !== null && user.phone !== '',
    email_verified: user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== '',
    country_id: countryId(country.code),
    country_name: country.name,
    locale: user.locale,
    currency_symbol: currency.symbol,
    club_member: extra.facts.membershipId !== null,
    club_membership_enabled: true,
    point_balance: extra.facts.points,
    loyalty_tier: user.loyaltyTier,
    my_bookings_count: extra.facts.bookings,
    // redcash is held in the user's home currency (the ledger's lots in it)
    redcash_balance: extra.facts.redcash[country.currency] ?? 0,
    converted_redcash_balance: extra.facts.redcash[country.currency] ?? 0,
    redcash_conversion_unit: 1,
    corporate_type: corporateType,
    travel_agent_id: null,
    // the company the corporate agent books for
    corporate_agent_id: extra.facts.corporateCompanyId,
    gender: user.gender,
    // spec §4's loyalty status reads these: a held booking using the stay reward, and the stays still to go
    user_loyalty_type: extra.facts.stayRewards.held ? 'stay_reward' : null,
    loyalty_remaining_booking_count: stayRewardStanding(extra.facts.stayRewards).remaining,
    provider: user.provider,
    picture: null,
    ...derived,
    is_new_user: extra.isNewUser,
    user_club_membership_id: extra.facts.membershipId,
    whatsapp_status: user.whatsappOptIn,
    is_unsubscribed: user.unsubscribed,
    currency: user.currency,
    preferred_payment_method: isOneOf(PREFERRED_PAYMENT_METHODS, user.preferredPaymentMethod ?? '')
      ? (user.preferredPaymentMethod as PreferredMethod)
      : null,
    login_state: {
      first_login: user.firstLoginAt?.toISOString() ?? null,
      last_login: user.lastLoginAt?.toISOString() ?? null,
      login_count: user.loginCount,
    },
  };
}

export function createAccountService(deps: {
  users: UserRepository;
  tokens: TokenService;
  /** what the user's bookings say about them (user-facts.ts readUserFacts) */
  facts: (userId: number) => Promise<UserFacts>;
  now: () => Date;
  /** ota_onboard links: the guest booking a token names (ota-onboard.ts), keyed with TOKEN_SIGNING_SECRET */
  onboard?: { bookings: OtaOnboardRepository; secret: string };
  /** a corporate client's verification link at sign-up (modules/corporate signUpTicket): checked first, the new account joins the company after */
  corpClients?: {
    signUpTicket(
      token: string,
      signUp: { email: string; phone: string | undefined; countryCode: string },
    ): Promise<{ attach(userId: number): Promise<boolean> }>;
  };
  /** a friend's referral code at sign-up (modules/club referral): checked first, the new account joins after */
  referrals?: {
    signUpTicket(
      code: string,
      friend: { email: string; phone: string },
    ): Promise<{ attach(userId: number, countryCode: string): Promise<unknown> }>;
  };
}) {
  /**
   * The guest booking an ota_onboard token names, still without an account. 400 OTA_ONBOARD_INVALID
   * (bad signature, malformed, no such booking), 400 OTA_ONBOARD_EXPIRED, 409 OTA_ONBOARD_USED.
   */
  async function onboardBooking(token: string): Promise<OnboardBooking> {
    const invalid = () =>
      new AppError(
        'OTA_ONBOARD_INVALID',
        'This sign-up link is not valid. Sign up without it, or open the link from your booking mail again.',
        400,
        [{ field: 'ota_onboard', message: 'is not a valid link' }],
      );
    if (!deps.onboard) throw invalid();
    const checked = checkOtaOnboard(deps.onboard.secret, token, deps.now());
    if (!checked.ok && checked.reason === 'expired')
      throw new AppError(
        'OTA_ONBOARD_EXPIRED',
        'This sign-up link has expired. You can still sign up; find your booking with its code and email.',
        400,
        [{ field: 'ota_onboard', message: 'has expired' }],
      );
    const booking = checked.ok ? await deps.onboard.bookings.booking(checked.bookingId) : undefined;
    if (!booking || !booking.guestEmail) throw invalid();
    if (booking.userId !== null)
      throw conflict('OTA_ONBOARD_USED', 'This booking is already in an account. Sign in to see it.');
    return booking;
  }

  /** A new token for a user who proved who they are (password, code), and their UserInfo. */
  async function signIn(user: UserRow): Promise<UserInfo> {
    const token = await deps.tokens.issueUser(user.id);
    const counted = (await deps.users.touchLogin(user.id, deps.now())) ?? user;
    return toUserInfo(counted, token, { isNewUser: false, facts: await deps.facts(user.id) });
  }

  return {
    signIn,

    /** GET ota_onboard: the sign-up prefill, read from the booking the token names (never from the URL). */
    async otaOnboard(token: string): Promise<OtaOnboard> {
      const booking = await onboardBooking(token);
      const [first = '', ...rest] = booking.guestName.trim().split(/\s+/);
      return {
        booking_code: bookingCode(booking.id),
        first_name: first,
        last_name: rest.join(' '),
        phone: booking.guestPhone ?? '',
        email: booking.guestEmail ?? '',
      };
    },

    async login(body: LoginBody): Promise<UserInfo> {
      const user = await deps.users.findByEmail(body.email.trim());
      const ok = user
        ? await verifyPassword(user.passwordHash, body.password)
        : (await verifyPassword(await dummyHash(), body.password), false);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'Email or password is incorrect.', 401);
      return signIn(user);
    },

    async signup(body: SignupBody): Promise<UserInfo> {
      const firstName = body.first_name.trim();
      const details = [];
      // The password rule (8+ characters, a letter and a digit) is the schema's (SignupBodySchema).
      if (!firstName) details.push({ field: 'first_name', message: 'must not be empty' });
      const phone = normalisePhone(body.phone);
      if (body.phone && (phone.length < 6 || phone.length > 15))
        details.push({ field: 'phone', message: 'must have 6 to 15 digits' });
      let countryCode: CountryCode = 'id';
      if (body.country_code) {
        const cc = body.country_code.toLowerCase();
        if (isOneOf(COUNTRY_CODES, cc)) countryCode = cc;
        else details.push({ field: 'country_code', message: `must be one of ${COUNTRY_CODES.join(', ')}` });
      }
      if (body.locale !== undefined && !isLocale(body.locale))
        details.push({ field: 'locale', message: 'is not a supported locale' });
      if (details.length) throw validationFailed(details);
      const locale = body.locale && isLocale(body.locale) ? body.locale : DEFAULT_LOCALE;
      if (!body.country_code && body.locale && isLocale(body.locale)) countryCode = body.locale.slice(3) as CountryCode;

      const email = body.email.trim();
      const onboard = body.ota_onboard ? await onboardBooking(body.ota_onboard) : undefined;
      if (onboard && onboard.guestEmail?.toLowerCase() !== email.toLowerCase()) {
        throw new AppError(
          'OTA_ONBOARD_EMAIL_MISMATCH',
          'To add your booking to the account, sign up with the email address the booking was made with.',
          400,
          [{ field: 'email', message: 'must be the email the booking was made with' }],
        );
      }
      const corpClient =
        body.corp_client && deps.corpClients
          ? await deps.corpClients.signUpTicket(body.corp_client, { email, phone: body.phone, countryCode })
          : undefined;
      const referral =
        body.referral_code && deps.referrals
          ? await deps.referrals.signUpTicket(body.referral_code, { email, phone })
          : undefined;
      if (await deps.users.findByEmail(email))
        throw conflict('EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.');
      const user = await deps.users.insertIfAbsent({
        email,
        passwordHash: await hashPassword(body.password),
        firstName,
        lastName: body.last_name?.trim() ?? '',
        phone,
        countryCode,
        locale,
        provider: 'email',
      });
      // Two sign-ups racing for one email: the unique index lets exactly one through.
      if (!user) throw conflict('EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.');
      // the booking joins the account (a racing second sign-up from the same link finds it owned and links nothing)
      if (onboard && deps.onboard) await deps.onboard.bookings.link(onboard.id, user.id, email);
      // the account books for the client's company (a link used meanwhile by another sign-up or a confirm adds nothing)
      if (corpClient) await corpClient.attach(user.id);
      // the friend's welcome reward (their referrer is credited after their first completed stay)
      if (referral) await referral.attach(user.id, countryCode);
      const token = await deps.tokens.issueUser(user.id);
      // sign-up signs the person in: it is their first sign-in
      return toUserInfo((await deps.users.touchLogin(user.id, deps.now())) ?? user, token, {
        isNewUser: true,
        facts: await deps.facts(user.id),
      });
    },

    /**
     * fb_login: the identity of a checked provider ID token (id-token.ts). A known email signs in
     * (the provider has verified the address); a new one creates the account without a password.
     */
    async signInWithProvider(identity: IdTokenIdentity, locale: string | undefined): Promise<UserInfo> {
      const known = await deps.users.findByEmail(identity.email);
      if (known)
        return signIn(
          known.emailVerifiedAt ? known : ((await deps.users.markEmailVerified(known.id, deps.now())) ?? known),
        );
      const userLocale = locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
      const created = await deps.users.insertIfAbsent({
        email: identity.email,
        passwordHash: '',
        firstName: identity.firstName,
        lastName: identity.lastName,
        phone: '',
        countryCode: userLocale.slice(3),
        locale: userLocale,
        provider: identity.provider,
        emailVerifiedAt: deps.now(),
      });
      // the same email signing up twice at once: the second one signs in
      if (!created) {
        const winner = await deps.users.findByEmail(identity.email);
        if (!winner) throw conflict('EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.');
        return signIn(winner);
      }
      const token = await deps.tokens.issueUser(created.id);
      return toUserInfo((await deps.users.touchLogin(created.id, deps.now())) ?? created, token, {
        isNewUser: true,
        facts: await deps.facts(created.id),
      });
    },

    async profile(auth: AuthContext, bearer: string): Promise<UserInfo> {
      const user = auth.userId === null ? undefined : await deps.users.findById(auth.userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      return toUserInfo(
        user,
        { access_token: bearer, token_type: 'Bearer' },
        { isNewUser: false, facts: await deps.facts(user.id) },
      );
    },

    /** Revokes the token the call came with (every token of the user with `everywhere`); the next call with it is a 401. */
    async logout(auth: AuthContext, authorization: string | undefined, everywhere = false): Promise<{ ok: boolean }> {
      if (auth.tokenId === null || auth.userId === null)
        throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      if (everywhere) await deps.tokens.revokeAllForUser(auth.userId);
      else await deps.tokens.revoke(auth.tokenId, authorization);
      return { ok: true };
    },

    /** update_user_info: only the fields given; the caller's own row (no id is taken from the request). */
    async updateUserInfo(auth: AuthContext, bearer: string, body: UpdateUserInfoBody): Promise<UserInfo> {
      if (auth.userId === null) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      const firstName = body.first_name?.trim();
      if (body.first_name !== undefined && !firstName)
        throw validationFailed([{ field: 'first_name', message: 'must not be empty' }]);
      if (body.locale !== undefined && !isLocale(body.locale))
        throw validationFailed([{ field: 'locale', message: 'is not a supported locale' }]);
      // the site's currency_list is every currency we price in (site.data.ts currencyList), on every site
      const currency = body.currency?.trim().toUpperCase();
      if (currency && !isOneOf(CURRENCY_CODES, currency))
        throw validationFailed([{ field: 'currency', message: `must be one of ${CURRENCY_CODES.join(', ')}` }]);
      const user = await deps.users.updateProfile(auth.userId, {
        ...(firstName ? { firstName } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name.trim() } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
        ...(currency !== undefined ? { currency: currency || null } : {}),
      });
      if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      return toUserInfo(
        user,
        { access_token: bearer, token_type: 'Bearer' },
        { isNewUser: false, facts: await deps.facts(user.id) },
      );
    },

    /** user_demographics_information: the caller's own row and bookings (no id is taken from the request). */
    async demographics(auth: AuthContext): Promise<Demographics> {
      const user = auth.userId === null ? undefined : await deps.users.findById(auth.userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      const info = toUserInfo(
        user,
        { access_token: '', token_type: 'Bearer' },
        { isNewUser: false, facts: await deps.facts(user.id) },
      );
      return {
        user_id: user.id,
        gender: isOneOf(GENDERS, user.gender) ? user.gender : null,
        locale: info.locale,
        country_id: info.country_id,
        country_name: info.country_name,
        loyalty_tier: info.loyalty_tier,
        club_member: info.club_member,
        my_bookings_count: info.my_bookings_count,
        member_since: user.createdAt.toISOString(),
      };
    },

    /** user_sessions: the caller's own live sign-ins; `current` marks the one the call came with. */
    async sessions(auth: AuthContext): Promise<UserSessions> {
      if (auth.userId === null) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      const rows = await deps.tokens.listSessions(auth.userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          ...describeUserAgent(row.userAgent),
          signed_in_at: row.createdAt.toISOString(),
          last_used_at: (row.lastUsedAt ?? row.createdAt).toISOString(),
          current: row.id === auth.tokenId,
        })),
      };
    },

    /**
     * Signs out one of the caller's devices. Another user's sign-in, an ended one and an unknown id
     * all answer 404 SESSION_NOT_FOUND alike, so ids of other people's sessions cannot be probed.
     */
    async revokeSession(auth: AuthContext, sessionId: number): Promise<SessionRevoked> {
      if (auth.userId === null) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      if (!(await deps.tokens.revokeSession(auth.userId, sessionId)))
        throw new AppError('SESSION_NOT_FOUND', 'This device is already signed out.', 404);
      return { ok: true, current: sessionId === auth.tokenId };
    },

    /** save_user_payment_options: the caller's preferred way to pay (null: none); payment_options preselects it where offered. */
    async savePaymentPreference(auth: AuthContext, method: PreferredMethod | null): Promise<PaymentPreference> {
      const user =
        auth.userId === null
          ? undefined
          : await deps.users.updateProfile(auth.userId, { preferredPaymentMethod: method });
      if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      return {
        ok: true,
        payment_method: isOneOf(PREFERRED_PAYMENT_METHODS, user.preferredPaymentMethod ?? '')
          ? (user.preferredPaymentMethod as PreferredMethod)
          : null,
      };
    },

    /** update_whatsapp_status and update_unsubscribed */
    async updatePreferences(
      auth: AuthContext,
      change: { whatsappOptIn?: boolean; unsubscribed?: boolean },
    ): Promise<Preferences> {
      const user = auth.userId === null ? undefined : await deps.users.updateProfile(auth.userId, change);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      return { ok: true, whatsapp_status: user.whatsappOptIn, is_unsubscribed: user.unsubscribed };
    },

    /** A new password (argon2id) and every session of the user ended. */
    async replacePassword(userId: number, password: string): Promise<void> {
      await deps.users.setPasswordHash(userId, await hashPassword(password));
      await deps.tokens.revokeAllForUser(userId);
    },

    /**
     * change_password: the current password is checked when the account has one (400
     * WRONG_PASSWORD, never a 401, which would sign the person out); the other sessions end.
     */
    async changePassword(auth: AuthContext, body: ChangePasswordBody): Promise<PasswordChanged> {
      const user = auth.userId === null ? undefined : await deps.users.findById(auth.userId);
      if (!user || auth.tokenId === null) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      if (user.passwordHash !== '' && !(await verifyPassword(user.passwordHash, body.current_password ?? ''))) {
        throw new AppError('WRONG_PASSWORD', 'Your current password is not right.', 400, [
          { field: 'current_password', message: 'is not your current password' },
        ]);
      }
      await deps.users.setPasswordHash(user.id, await hashPassword(body.new_password));
      const ended = await deps.tokens.revokeAllForUser(user.id, auth.tokenId);
      return { ok: true, other_sessions_ended: ended };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
