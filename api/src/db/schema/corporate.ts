/**
 * Corporate clients (spec §6): a company with a negotiated discount on stays, per
 * property or its default, and the users who book for it. On the corporate site a member checks a
 * stay's availability at the company's amount (check_availability) instead of book_now, and the
 * summary carries that amount as one `corporate_amount` adjustment (reapply_corporate_amount).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { properties } from './catalog.ts';
import { users } from './platform.ts';

export const corporateCompanies = pgTable(
  'corporate_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** the company's home country (id, sg, …) */
    country: text('country').notNull(),
    /** off the stay's all-in total at any property without its own rate (basis points: 800 = 8%) */
    defaultDiscountBp: smallint('default_discount_bp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('corporate_companies_name_uq').on(t.name),
    check('corporate_companies_discount_ck', sql`${t.defaultDiscountBp} between 0 and 5000`),
  ],
);

/** a company's negotiated discount at one property (replaces its default there) */
export const corporateRates = pgTable(
  'corporate_rates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => corporateCompanies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    discountBp: smallint('discount_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.propertyId] }),
    check('corporate_rates_discount_ck', sql`${t.discountBp} between 0 and 5000`),
  ],
);

/** a user who books for a company (one company per user) */
export const corporateMembers = pgTable(
  'corporate_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => corporateCompanies.id, { onDelete: 'cascade' }),
  },
  (t) => [index('corporate_members_company_idx').on(t.companyId)],
);

/**
 * A company's client (corp_client_verify): a colleague a booker (a member) added by name
 * and email or phone. A verification link goes to that address; confirming it makes the account
 * with that address a member of the company, or the account is created from the link (sign-up).
 * Only the SHA-256 of the newest link's token is kept; a new link replaces it.
 */
export const corporateClients = pgTable(
  'corporate_clients',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => corporateCompanies.id, { onDelete: 'cascade' }),
    /** the member who added the client (null once that account is deleted) */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** lower case; null for a phone client */
    email: varchar('email', { length: 254 }),
    /** E.164 (+6281234567890); null for an email client */
    phone: varchar('phone', { length: 20 }),
    /** the phone's country (id, sg, …): an account matches by its subscriber number in that country */
    phoneCountry: varchar('phone_country', { length: 2 }),
    /** pending → verified (expired is read from link_expires_at) */
    status: varchar('status', { length: 10 }).$type<'pending' | 'verified'>().notNull().default('pending'),
    /** the account that books for the company through this client; null: none yet */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** hex SHA-256 of the newest link's token */
    tokenHash: text('token_hash').notNull(),
    /** the locale (site and language) the link opens in */
    linkLocale: varchar('link_locale', { length: 5 }).notNull(),
    linkSentAt: timestamp('link_sent_at', { withTimezone: true }).notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** the link did its one job (an account books for the company, or it books for another one); it opens nothing more */
    linkUsedAt: timestamp('link_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('corporate_clients_token_uq').on(t.tokenHash),
    // one row per address and company (another company may add the same person)
    uniqueIndex('corporate_clients_company_email_uq')
      .on(t.companyId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('corporate_clients_company_phone_uq')
      .on(t.companyId, t.phone)
      .where(sql`${t.phone} is not null`),
    index('corporate_clients_company_idx').on(t.companyId, t.createdAt),
    check('corporate_clients_address_ck', sql`(${t.email} is null) <> (${t.phone} is null)`),
    check('corporate_clients_phone_country_ck', sql`(${t.phone} is null) = (${t.phoneCountry} is null)`),
    check(
      'corporate_clients_status_ck',
      sql`${t.status} in ('pending', 'verified') and ((${t.status} = 'verified') = (${t.verifiedAt} is not null))`,
    ),
  ],
);
