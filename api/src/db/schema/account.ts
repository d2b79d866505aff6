/**
 * Account tables beyond users and tokens: one-time codes sent by mail or SMS, and the
 * bank account a user's refunds and payouts go to.
 * A code is stored only as an HMAC (keyed with TOKEN_SIGNING_SECRET, bound to its request id).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './platform.ts';

export type OtpPurpose =
  'login' | 'verify_email' | 'verify_phone' | 'reset_password' | 'find_booking' | 'pay_at_hotel' | 'bank_details';

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** what the caller holds: 128 random bits, base64url */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).$type<OtpPurpose>().notNull(),
    channel: varchar('channel', { length: 5 }).$type<'email' | 'sms'>().notNull(),
    /** lower-cased email or E.164 number */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    /** the account the code is for; null when no account uses the recipient (login: nothing was sent) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** hex HMAC-SHA256 of `request_id:code` */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** used, or replaced by a resend */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_codes_request_uq').on(t.requestId),
    index('one_time_codes_recipient_idx').on(t.recipient, t.createdAt),
    check(
      'one_time_codes_purpose_ck',
      sql`${t.purpose} in ('login', 'verify_email', 'verify_phone', 'reset_password', 'find_booking', 'pay_at_hotel', 'bank_details')`,
    ),
    check('one_time_codes_channel_ck', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * One bank account per user for refunds and payouts (bank-account-details). The account number is
 * stored encrypted (AES-256-GCM, key derived from TOKEN_SIGNING_SECRET: bank-account.service.ts);
 * its last four digits are kept apart for the masked display.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** a code of the country's bank list (bank-list.ts) */
    bankCode: varchar('bank_code', { length: 20 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    /** base64url of iv (12) + tag (16) + ciphertext of the digits */
    accountNumberEnc: text('account_number_enc').notNull(),
    accountLast4: varchar('account_last4', { length: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_user_uq').on(t.userId)],
);
