/**
 * bank-account-details: the one bank account a user's refunds and payouts go to.
 * Always the caller's own (no user id is read from a request). Reading shows only the last four
 * digits; setting or changing needs proof it is the owner (the account's password, or a code mailed
 * to the account's email for accounts without one), and mails a notice of the change.
 *
 * The number is encrypted at rest with AES-256-GCM under a key derived (HKDF-SHA256) from
 * TOKEN_SIGNING_SECRET: a database copy alone does not reveal it. Rotating that secret makes stored
 * numbers unreadable (the masked display keeps working from `account_last4`); payout tooling that
 * reads them must be run before a rotation.
 */
import crypto from 'node:crypto';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@rednest/shared/contracts/locales';
import type { BankAccountDetails, BankList, OtpSent, SaveBankAccountBody } from '@rednest/shared/contracts/dto';
import { isOneOf } from '@rednest/shared/contracts';
import { AppError, unauthorized, validationFailed } from '../../errors.ts';
import type { AuthContext } from '../auth/token.service.ts';
import type { OutboxSender } from '../outbox/outbox.service.ts';
import type { BankAccountRepository, BankAccountRow } from './bank-account.repository.ts';
import { accountDigits, accountNumberProblem, BANKS } from './bank-list.ts';
import { maskEmail, type OneTimeCodes } from './otp.service.ts';
import { otpMessage } from './otp-messages.ts';
import { verifyPassword } from './password.ts';
import type { UserRepository, UserRow } from './user.repository.ts';

type Language = 'en' | 'id' | 'vi' | 'th';
const CHANGED_SUBJECT: Record<Language, string> = {
  en: 'Your RedNest bank account was changed',
  id: 'Rekening bank RedNest Anda telah diubah',
  vi: 'Tài khoản ngân hàng RedNest của bạn đã được thay đổi',
  th: 'บัญชีธนาคาร RedNest ของคุณถูกเปลี่ยนแล้ว',
};
const CHANGED_TEXT: Record<Language, (bank: string, masked: string) => string> = {
  en: (bank, masked) =>
    `Refunds and payouts now go to ${bank} ${masked}. If you did not make this change, change your password and contact us at once.`,
  id: (bank, masked) =>
    `Pengembalian dana dan pembayaran kini dikirim ke ${bank} ${masked}. Jika Anda tidak melakukan perubahan ini, segera ganti kata sandi dan hubungi kami.`,
  vi: (bank, masked) =>
    `Hoàn tiền và chi trả giờ sẽ chuyển đến ${bank} ${masked}. Nếu bạn không thực hiện thay đổi này, hãy đổi mật khẩu và liên hệ với chúng tôi ngay.`,
  th: (bank, masked) => `เงินคืนและการจ่ายเงินจะโอนไปที่ ${bank} ${masked} หากคุณไม่ได้เปลี่ยนเอง โปรดเปลี่ยนรหัสผ่านและติดต่อเราทันที`,
};

const HOLDER_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .,'-]*$/u;
const masked = (last4: string) => `•••• ${last4}`;

export function createBankAccountService(deps: {
  accounts: BankAccountRepository;
  users: UserRepository;
  codes: OneTimeCodes;
  outbox: OutboxSender;
  /** TOKEN_SIGNING_SECRET */
  secret: string;
  now: () => Date;
}) {
  const key = Buffer.from(crypto.hkdfSync('sha256', deps.secret, 'rednest', 'bank account number v1', 32));
  const encrypt = (digits: string) => {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };

  async function owner(auth: AuthContext): Promise<UserRow> {
    const user = auth.userId === null ? undefined : await deps.users.findById(auth.userId);
    if (!user) throw unauthorized();
    return user;
  }

  const view = (user: UserRow, row: BankAccountRow | undefined): BankAccountDetails => ({
    bank_account: row
      ? {
          country_code: row.countryCode,
          bank_code: row.bankCode,
          bank_name: BANKS[row.countryCode as CountryCode]?.find((b) => b.code === row.bankCode)?.name ?? row.bankCode,
          holder_name: row.holderName,
          account_number_masked: masked(row.accountLast4),
          updated_at: row.updatedAt.toISOString(),
        }
      : null,
    has_password: user.passwordHash !== '',
    email_masked: maskEmail(user.email),
  });

  return {
    /** bank_list: a country's banks with their account-number lengths. */
    bankList(countryCode: string | undefined): BankList {
      const cc = (countryCode ?? 'id').toLowerCase();
      if (!isOneOf(COUNTRY_CODES, cc))
        throw validationFailed([{ field: 'country_code', message: `must be one of ${COUNTRY_CODES.join(', ')}` }]);
      return {
        country_code: cc,
        banks: BANKS[cc].map((b) => ({ code: b.code, name: b.name, account_number_lengths: b.lengths })),
      };
    },

    async details(auth: AuthContext): Promise<BankAccountDetails> {
      const user = await owner(auth);
      return view(user, await deps.accounts.findByUser(user.id));
    },

    /** A code to the account's own email that allows one bank account change (5 minutes, single use). */
    async sendCode(
      auth: AuthContext,
      body: { last_request_id?: string; locale?: string },
      ip: string,
    ): Promise<OtpSent> {
      const user = await owner(auth);
      const email = user.email.toLowerCase();
      return deps.codes.issue({
        purpose: 'bank_details',
        channel: 'email',
        recipient: email,
        sentTo: maskEmail(email),
        userId: user.id,
        message: (code) => otpMessage('bank_details', code, body.locale ?? user.locale),
        lastRequestId: body.last_request_id,
        ip,
      });
    },

    /**
     * Sets or replaces the caller's bank account. Checks every field first (400 VALIDATION_FAILED
     * naming each), then the proof (a code is only used up by a change that can be saved), then
     * saves the account and queues the notice mail in one transaction.
     */
    async save(auth: AuthContext, body: SaveBankAccountBody, ip: string): Promise<BankAccountDetails> {
      const user = await owner(auth);
      const details: { field: string; message: string }[] = [];
      const holderName = body.holder_name.trim().replace(/\s+/g, ' ');
      if (holderName.length < 2 || !HOLDER_NAME.test(holderName))
        details.push({ field: 'holder_name', message: "must be the name on the account: letters, spaces and . , ' -" });
      const cc = (body.country_code ?? user.countryCode).toLowerCase();
      const country = isOneOf(COUNTRY_CODES, cc) ? cc : null;
      if (!country) details.push({ field: 'country_code', message: `must be one of ${COUNTRY_CODES.join(', ')}` });
      const bank = country ? BANKS[country].find((b) => b.code === body.bank_code.trim().toUpperCase()) : undefined;
      if (country && !bank)
        details.push({ field: 'bank_code', message: `is not a bank of ${COUNTRIES[country].name} (bank_list)` });
      const problem = bank ? accountNumberProblem(bank, body.account_number) : null;
      if (problem) details.push({ field: 'account_number', message: problem });
      if (details.length || !bank || !country) throw validationFailed(details);

      if (body.request_id !== undefined || body.otp !== undefined) {
        if (!body.request_id || !body.otp)
          throw validationFailed([{ field: body.otp ? 'request_id' : 'otp', message: 'is required with a code' }]);
        await deps.codes.verify(
          { request_id: body.request_id, otp: body.otp },
          { purpose: 'bank_details', channel: 'email', userId: user.id },
          ip,
        );
      } else if (body.password !== undefined) {
        if (user.passwordHash === '' || !(await verifyPassword(user.passwordHash, body.password))) {
          throw new AppError('WRONG_PASSWORD', 'Your password is not right.', 400, [
            { field: 'password', message: 'is not your password' },
          ]);
        }
      } else {
        throw new AppError(
          'PROOF_REQUIRED',
          'Enter your password, or the code we mail you, to change your bank account.',
          400,
          [{ field: 'password', message: 'or a mailed code is required' }],
        );
      }

      const digits = accountDigits(body.account_number)!;
      const saved = await deps.accounts.transaction(async (tx) => {
        const row = await deps.accounts.upsert(
          {
            userId: user.id,
            countryCode: country,
            bankCode: bank.code,
            holderName,
            accountNumberEnc: encrypt(digits),
            accountLast4: digits.slice(-4),
            at: deps.now(),
          },
          tx,
        );
        const lang = (['en', 'id', 'vi', 'th'] as const).find((l) => user.locale.startsWith(l)) ?? 'en';
        await deps.outbox.enqueueMail(
          {
            to: user.email,
            subject: CHANGED_SUBJECT[lang],
            text: CHANGED_TEXT[lang](bank.name, masked(row.accountLast4)),
            kind: 'bank_details_changed',
          },
          tx,
        );
        return row;
      });
      return view(user, saved);
    },
  };
}
export type BankAccountService = ReturnType<typeof createBankAccountService>;
