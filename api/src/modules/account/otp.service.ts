/**
 * One-time codes: sign-in by a code sent to a phone or an email, email verification,
 * phone verification. A code is 6 random digits, valid OTP_VALID_SECONDS (300, spec §9), used
 * once, bound to the request_id of the send that delivered it, locked after OTP_MAX_WRONG_TRIES
 * wrong tries, stored only as an HMAC. Sends are limited per recipient, per booking and per
 * account, the address only by a burst guard (code-limits.ts).
 *
 * No enumeration: a sign-in code request answers alike whether or not an account uses the address
 * or number (a row is written either way, so throttles and timing match); the code is only sent
 * when an account exists, and a request for an unknown recipient never verifies.
 */
import crypto from 'node:crypto';
import { COUNTRIES, COUNTRY_CODES, isLocale, type CountryCode } from '@rednest/shared/contracts/locales';
import type { OtpSent, OtpVerifyBody, SendOtpBody, UserInfo, Verified } from '@rednest/shared/contracts/dto';
import { normalisePhone } from '@rednest/shared/format';
import { isOneOf } from '@rednest/shared/contracts';
import { OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_VALID_SECONDS } from '@rednest/shared/contracts/dto';
import { AppError, unauthorized, validationFailed } from '../../errors.ts';
import type { OtpPurpose } from '../../db/schema/account.ts';
import type { Cache } from '../../plugins/cache.ts';
import type { AuthContext } from '../auth/token.service.ts';
import type { OutboxSender } from '../outbox/outbox.service.ts';
import type { OtpRepository, OtpRow } from './otp.repository.ts';
import type { UserRepository, UserRow } from './user.repository.ts';
import { otpMessage } from './otp-messages.ts';
import { CODE_LIMITS, createCodeLimits, recipientBudget, refuseIfSpent } from './code-limits.ts';

const invalidCode = (left?: number) =>
  new AppError(
    'INVALID_CODE',
    left === undefined
      ? 'That code is not right. Check it or ask for a new one.'
      : `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    400,
  );
const codeExpired = () =>
  new AppError('CODE_EXPIRED', 'This code has expired or was already used. Ask for a new one.', 400);
const codeLocked = () =>
  new AppError('CODE_LOCKED', 'Too many wrong tries: this code no longer works. Ask for a new one.', 400);

/** d***@example.com: where a code went, without telling the whole address */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};
export const maskPhone = (phoneCode: string, subscriber: string) => `+${phoneCode} ••• ${subscriber.slice(-4)}`;

/** Subscriber digits (spec §5 helper) without the country code when typed in international form. */
export function subscriberNumber(raw: string, phoneCode: string): string {
  const digits = normalisePhone(raw);
  if (raw.trim().startsWith('+') && digits.startsWith(phoneCode)) return normalisePhone(digits.slice(phoneCode.length));
  return digits;
}

export interface OtpServiceDeps {
  codes: OtpRepository;
  users: UserRepository;
  outbox: OutboxSender;
  cache: Cache;
  /** HMAC key of the stored codes */
  secret: string;
  now: () => Date;
  /** signs the user in (a new token) and answers their UserInfo */
  signIn: (user: UserRow) => Promise<UserInfo>;
  /** sets a new password and ends every session of the user */
  replacePassword: (userId: number, password: string) => Promise<void>;
}

export interface OneTimeCodeDeps {
  codes: OtpRepository;
  outbox: OutboxSender;
  cache: Cache;
  /** HMAC key of the stored codes */
  secret: string;
  now: () => Date;
}

/** What a code is sent as; undefined when there is nobody to send it to (the row is written all the same). */
export type CodeMessage = { subject: string; text: string } | undefined;

/**
 * The one-time code primitive shared by every flow that proves control of an email or a number
 * (account sign-in and verification, finding a guest booking): issue (throttled, hashed, expiring)
 * and verify (used once, locked after OTP_MAX_WRONG_TRIES wrong tries). A code that was not sent
 * is stored as the hash of an unguessable value, so it can never verify.
 */
export function createOneTimeCodes(deps: OneTimeCodeDeps) {
  const hashCode = (requestId: string, code: string) =>
    crypto.createHmac('sha256', deps.secret).update(`otp\0${requestId}:${code}`).digest('hex');

  const limits = createCodeLimits(deps.cache);

  /**
   * bookingId: the booking the code is for (find-booking names it whether or not the contact
   * matches: its budget is checked either way and spent only by a code really sent). userId: the
   * account the code is for. Both budgets are spent only when a message goes out.
   */
  async function issue(input: {
    purpose: OtpPurpose;
    channel: 'email' | 'sms';
    recipient: string;
    sentTo: string;
    userId: number | null;
    bookingId?: number | null;
    message: (code: string) => CodeMessage;
    lastRequestId: string | undefined;
    ip: string;
  }): Promise<OtpSent> {
    const now = deps.now();
    await limits.sendFromAddress(input.ip);
    const latest = await deps.codes.latestFor(input.recipient, input.purpose);
    const resendIn = latest
      ? Math.ceil((latest.createdAt.getTime() + CODE_LIMITS.resendAfterSeconds * 1000 - now.getTime()) / 1000)
      : 0;
    const subject = { bookingId: input.bookingId ?? null, userId: input.userId };
    refuseIfSpent([
      resendIn > 0 ? { reason: 'resend', waitSeconds: resendIn } : null,
      recipientBudget(await deps.codes.sentSince(input.recipient, new Date(now.getTime() - 3600_000)), now),
      ...(await limits.spentBudgets(subject)),
    ]);
    const code = String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const message = input.message(code);
    if (message) await limits.spend(subject);

    if (input.lastRequestId) await deps.codes.supersede(input.lastRequestId, input.recipient, input.purpose, now);
    const requestId = crypto.randomBytes(16).toString('base64url');
    await deps.codes.insert({
      requestId,
      purpose: input.purpose,
      channel: input.channel,
      recipient: input.recipient,
      userId: input.userId,
      codeHash: hashCode(requestId, message ? code : crypto.randomBytes(32).toString('hex')),
      expiresAt: new Date(now.getTime() + OTP_VALID_SECONDS * 1000),
      createdAt: now,
    });
    if (message) {
      if (input.channel === 'email')
        await deps.outbox.enqueueMail({
          to: input.recipient,
          subject: message.subject,
          text: message.text,
          kind: `otp_${input.purpose}`,
          sensitive: true,
        });
      else
        await deps.outbox.enqueueSms({
          to: input.recipient,
          text: message.text,
          kind: `otp_${input.purpose}`,
          sensitive: true,
        });
    }
    return {
      request_id: requestId,
      channel: input.channel,
      sent_to: input.sentTo,
      expires_in: OTP_VALID_SECONDS,
      resend_after: CODE_LIMITS.resendAfterSeconds,
    };
  }

  /** Checks a code and uses it; counts wrong codes per code (lock) and per client address (burst guard). */
  async function verify(
    body: OtpVerifyBody,
    expected: { purpose: OtpPurpose; channel?: 'email' | 'sms'; userId?: number },
    ip: string,
  ): Promise<OtpRow> {
    await limits.beforeCheck(ip);
    const now = deps.now();
    const row = await deps.codes.findByRequestId(body.request_id);
    // another purpose, channel or user's request: as unknown (and not counted against that code)
    if (
      !row ||
      row.purpose !== expected.purpose ||
      (expected.channel && row.channel !== expected.channel) ||
      (expected.userId !== undefined && row.userId !== expected.userId)
    ) {
      await limits.wrongCode(ip);
      throw invalidCode();
    }
    if (row.wrongTries >= OTP_MAX_WRONG_TRIES) throw codeLocked();
    if (row.consumedAt || row.expiresAt <= now) throw codeExpired();
    const given = Buffer.from(hashCode(row.requestId, body.otp), 'hex');
    if (!crypto.timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
      await limits.wrongCode(ip);
      const tries = await deps.codes.addWrongTry(row.id, OTP_MAX_WRONG_TRIES);
      if (tries === null || tries >= OTP_MAX_WRONG_TRIES) throw codeLocked();
      throw invalidCode(OTP_MAX_WRONG_TRIES - tries);
    }
    if (!(await deps.codes.consume(row.id, now, OTP_MAX_WRONG_TRIES))) throw codeExpired();
    return row;
  }

  return { issue, verify };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

export function createOtpService(deps: OtpServiceDeps) {
  const oneTime = createOneTimeCodes(deps);
  const issue = (input: {
    purpose: OtpPurpose;
    channel: 'email' | 'sms';
    recipient: string;
    sentTo: string;
    user: UserRow | undefined;
    locale: string | undefined;
    lastRequestId: string | undefined;
    ip: string;
  }) =>
    oneTime.issue({
      ...input,
      userId: input.user?.id ?? null,
      message: (code) => (input.user ? otpMessage(input.purpose, code, input.locale ?? input.user.locale) : undefined),
    });
  /** an account's code: one without an account was never sent and never verifies */
  async function verify(
    body: OtpVerifyBody,
    expected: { purpose: OtpPurpose; channel?: 'email' | 'sms'; userId?: number },
    ip: string,
  ): Promise<OtpRow & { userId: number }> {
    const row = await oneTime.verify(body, expected, ip);
    if (row.userId === null) throw codeExpired();
    return row as OtpRow & { userId: number };
  }

  async function signedInUser(auth: AuthContext): Promise<UserRow> {
    const user = auth.userId === null ? undefined : await deps.users.findById(auth.userId);
    if (!user) throw unauthorized();
    return user;
  }

  /** The phone of a request in a country: subscriber digits, E.164 and the masked form; 400 when it is not a phone number. */
  function phoneOf(raw: string, country: CountryCode, field: string) {
    const { phoneCode } = COUNTRIES[country];
    const subscriber = subscriberNumber(raw, phoneCode);
    if (subscriber.length < 6 || subscriber.length > 13)
      throw validationFailed([{ field, message: 'must be a phone number of 6 to 13 digits' }]);
    return { subscriber, e164: `+${phoneCode}${subscriber}`, masked: maskPhone(phoneCode, subscriber) };
  }

  function countryOf(countryCode: string | undefined, locale: string | undefined, fallback: CountryCode): CountryCode {
    if (countryCode !== undefined) {
      const cc = countryCode.toLowerCase();
      if (!isOneOf(COUNTRY_CODES, cc))
        throw validationFailed([{ field: 'country_code', message: `must be one of ${COUNTRY_CODES.join(', ')}` }]);
      return cc;
    }
    return locale && isLocale(locale) ? (locale.slice(3) as CountryCode) : fallback;
  }

  const verified = (user: UserRow): Verified => ({
    ok: true,
    email_verified: user.emailVerifiedAt !== null,
    primary_phone_verified: user.phoneVerifiedAt !== null && user.phone !== '',
    phone: user.phone,
  });

  return {
    async sendLoginCode(body: SendOtpBody, ip: string): Promise<OtpSent> {
      const hasPhone = Boolean(body.phone?.trim());
      const hasEmail = Boolean(body.email?.trim());
      if (hasPhone === hasEmail)
        throw validationFailed([
          { field: hasPhone ? 'email' : 'phone', message: 'give either a phone number or an email address' },
        ]);
      const locale = body.locale && isLocale(body.locale) ? body.locale : undefined;
      if (hasEmail) {
        const email = body.email!.trim().toLowerCase();
        const user = await deps.users.findByEmail(email);
        return issue({
          purpose: 'login',
          channel: 'email',
          recipient: email,
          sentTo: maskEmail(email),
          user,
          locale,
          lastRequestId: body.last_request_id,
          ip,
        });
      }
      const country = countryOf(body.country_code, body.locale, 'id');
      const phone = phoneOf(body.phone!, country, 'phone');
      const user = await deps.users.findByPhone(phone.subscriber, country);
      return issue({
        purpose: 'login',
        channel: 'sms',
        recipient: phone.e164,
        sentTo: phone.masked,
        user,
        locale,
        lastRequestId: body.last_request_id,
        ip,
      });
    },

    /** forgot_password_app / _corporate: a reset code by email, the same answer for an unknown address. */
    async sendPasswordReset(
      body: { email: string; locale?: string; last_request_id?: string },
      ip: string,
    ): Promise<OtpSent> {
      const email = body.email.trim().toLowerCase();
      const user = await deps.users.findByEmail(email);
      const locale = body.locale && isLocale(body.locale) ? body.locale : undefined;
      return issue({
        purpose: 'reset_password',
        channel: 'email',
        recipient: email,
        sentTo: maskEmail(email),
        user,
        locale,
        lastRequestId: body.last_request_id,
        ip,
      });
    },

    /** reset_password: the code of a forgot-password mail sets a new password; every session ends. */
    async resetPassword(
      body: { request_id: string; otp: string; password: string },
      ip: string,
    ): Promise<{ ok: boolean }> {
      const row = await verify(
        { request_id: body.request_id, otp: body.otp },
        { purpose: 'reset_password', channel: 'email' },
        ip,
      );
      await deps.replacePassword(row.userId, body.password);
      return { ok: true };
    },

    /** otp_login (phone) and email_otp_login (email): the code of a send_otp_phone_email signs in. */
    async loginWithCode(body: OtpVerifyBody, channel: 'email' | 'sms', ip: string) {
      const row = await verify(body, { purpose: 'login', channel }, ip);
      const user = await deps.users.findById(row.userId);
      if (!user) throw codeExpired();
      return deps.signIn(user);
    },

    async sendEmailVerification(
      auth: AuthContext,
      body: { last_request_id?: string; locale?: string },
      ip: string,
    ): Promise<OtpSent> {
      const user = await signedInUser(auth);
      const email = user.email.toLowerCase();
      return issue({
        purpose: 'verify_email',
        channel: 'email',
        recipient: email,
        sentTo: maskEmail(email),
        user,
        locale: body.locale && isLocale(body.locale) ? body.locale : undefined,
        lastRequestId: body.last_request_id,
        ip,
      });
    },

    async verifyEmail(auth: AuthContext, body: OtpVerifyBody, ip: string): Promise<Verified> {
      const user = await signedInUser(auth);
      const row = await verify(body, { purpose: 'verify_email', userId: user.id }, ip);
      if (row.recipient !== user.email.toLowerCase()) throw codeExpired();
      return verified((await deps.users.markEmailVerified(user.id, deps.now())) ?? user);
    },

    /** send_verification_code: a code by SMS to a number in the user's own country. */
    async sendPhoneVerification(
      auth: AuthContext,
      query: { mobile: string; country_code?: string; locale?: string; last_request_id?: string },
      ip: string,
    ): Promise<OtpSent> {
      const user = await signedInUser(auth);
      const country = user.countryCode as CountryCode;
      if (query.country_code !== undefined && query.country_code.toLowerCase() !== country)
        throw validationFailed([{ field: 'country_code', message: "must be your account's country" }]);
      const phone = phoneOf(query.mobile, country, 'mobile');
      return issue({
        purpose: 'verify_phone',
        channel: 'sms',
        recipient: phone.e164,
        sentTo: phone.masked,
        user,
        locale: query.locale && isLocale(query.locale) ? query.locale : undefined,
        lastRequestId: query.last_request_id,
        ip,
      });
    },

    /** verify_verification_code: the number the code went to becomes the verified primary phone. */
    async verifyPhone(auth: AuthContext, body: OtpVerifyBody, ip: string): Promise<Verified> {
      const user = await signedInUser(auth);
      const row = await verify(body, { purpose: 'verify_phone', userId: user.id }, ip);
      const subscriber = subscriberNumber(row.recipient, COUNTRIES[user.countryCode as CountryCode].phoneCode);
      return verified((await deps.users.setPhone(user.id, subscriber, deps.now())) ?? user);
    },

    /** user/store_primary_phone: a changed number is not verified until its code is entered. */
    async storePrimaryPhone(auth: AuthContext, body: { phone: string; country_code?: string }): Promise<Verified> {
      const user = await signedInUser(auth);
      const country = user.countryCode as CountryCode;
      if (body.country_code !== undefined && body.country_code.toLowerCase() !== country)
        throw validationFailed([{ field: 'country_code', message: "must be your account's country" }]);
      const phone = phoneOf(body.phone, country, 'phone');
      if (phone.subscriber === user.phone) return verified(user);
      return verified((await deps.users.setPhone(user.id, phone.subscriber, null)) ?? user);
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
