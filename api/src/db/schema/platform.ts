/**
 * Platform tables: users and their tokens, UI labels, content (FAQs, page blocks, banners),
 * club plans and loyalty tiers, and the front-end error log.
 */
import { sql } from 'drizzle-orm';
import type { AuthProvider, LoyaltyTier } from '@rednest/shared/contracts';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 2 }).notNull().default('id'),
    locale: varchar('locale', { length: 5 }).notNull().default('en-id'),
    provider: varchar('provider', { length: 20 }).$type<AuthProvider>().notNull().default('email'),
    loyaltyTier: varchar('loyalty_tier', { length: 20 }).$type<LoyaltyTier>().notNull().default('bronze'),
    /** the highest tier whose rise the member was shown (mark_show_animation): below loyalty_tier, the animation shows once */
    tierShown: varchar('tier_shown', { length: 20 }).$type<LoyaltyTier>().notNull().default('bronze'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** set when the user entered a code sent to their email */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** set when the user entered a code sent to `phone`; cleared when the phone changes */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    gender: varchar('gender', { length: 10 }),
    /** booking updates by WhatsApp (update_whatsapp_status) */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** no marketing mails (update_unsubscribed); booking mails are always sent */
    unsubscribed: boolean('unsubscribed').notNull().default(false),
    /** display currency the user chose in settings (a code of the site's currency list); null: the site's own */
    currency: varchar('currency', { length: 3 }),
    /** preferred way to pay (save_user_payment_options): card | pay_at_hotel; payment_options preselects it when the order offers it */
    preferredPaymentMethod: varchar('preferred_payment_method', { length: 20 }),
    /** login state (spec §3 firstLogin, lastLogin, loginCount), kept at each sign-in; lastLoginAt above */
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    loginCount: integer('login_count').notNull().default(0),
    /** the member's refer-and-earn code, made the first time they ask for it (modules/club/referral) */
    referralCode: varchar('referral_code', { length: 12 }),
  },
  (t) => [
    // Emails are compared case-insensitively: one account per mailbox.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    /** sha256 hex of the bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull().$type<'guest' | 'user'>(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** User-Agent of the sign-in that made the token (the devices list in settings); cut to 300 characters */
    userAgent: varchar('user_agent', { length: 300 }),
    /** last authenticated call with the token, to within a minute (the look-up cache's lifetime) */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_uq').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
    check('access_tokens_kind', sql`${t.kind} in ('guest', 'user')`),
    check('access_tokens_user_kind', sql`(${t.kind} = 'user') = (${t.userId} is not null)`),
  ],
);

export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    key: varchar('key', { length: 120 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('labels_language_key_uq').on(t.language, t.key)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [index('faqs_language_idx').on(t.language, t.position)],
);

export const rsiteContents = pgTable(
  'rsite_contents',
  {
    id: serial('id').primaryKey(),
    section: varchar('section', { length: 60 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    key: varchar('key', { length: 60 }).notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageKey: varchar('image_key', { length: 60 }),
  },
  (t) => [uniqueIndex('rsite_contents_uq').on(t.section, t.language, t.key)],
);

/** A safe link (an http(s) URL with a host, or a site path that is not protocol-relative), POSIX classes. */
const BANNER_LINK_PATTERN = String.raw`^([hH][tT][tT][pP][sS]?://[^[:space:][:cntrl:]/?#\\]+|/([^/\\[:space:][:cntrl:]]|$))[^[:space:][:cntrl:]\\]*$`;

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    country: varchar('country', { length: 2 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    /** path on the web site, without the locale (e.g. /search?location=pro-bali&name=Bali) */
    linkPath: text('link_path').notNull(),
    /** colour pair of the generated SVG */
    palette: jsonb('palette').$type<[string, string]>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('banners_country_idx').on(t.country, t.language, t.position),
    // the contract's SAFE_LINK_PATTERN (shared/src/format/rules.ts) in PostgreSQL's regex dialect: no write
    // path (seed, SQL by hand, an admin to come) can store a link the API would refuse to serve
    check('banners_link_path_safe', sql.raw(`"link_path" ~ '${BANNER_LINK_PATTERN}'`)),
  ],
);

export const clubPlans = pgTable(
  'club_plans',
  {
    id: serial('id').primaryKey(),
    country: varchar('country', { length: 2 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    durationDays: integer('duration_days').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    order: integer('order').notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull(),
  },
  (t) => [
    index('club_plans_country_idx').on(t.country, t.order),
    check('club_plans_price_positive', sql`${t.priceMinor} > 0`),
  ],
);

export const loyaltyTiers = pgTable('loyalty_tiers', {
  key: varchar('key', { length: 20 }).$type<LoyaltyTier>().primaryKey(),
  rank: integer('rank').notNull(),
  name: varchar('name', { length: 40 }).notNull(),
  minBookings: integer('min_bookings').notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
});

export const errorLogs = pgTable(
  'error_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    error: text('error').notNull(),
    errorCode: varchar('error_code', { length: 100 }).notNull(),
    errorDescription: text('error_description').notNull(),
    userAgent: varchar('user_agent', { length: 500 }).notNull(),
    domain: varchar('domain', { length: 255 }).notNull(),
    apiEndpoint: varchar('api_endpoint', { length: 500 }).notNull(),
    apiVersion: varchar('api_version', { length: 20 }).notNull(),
    appEnvironment: varchar('app_environment', { length: 40 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt)],
);
