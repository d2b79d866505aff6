/**
 * Corporate clients (spec §6, issue 10): a company with a negotiated discount on stays, per
 * property or its default, and the users who book for it. On the corporate site a member checks a
 * stay's availability at the company's amount (check_availability) instead of book_now, and the
 * summary carries that amount as one `corporate_amount` adjustment (reapply_corporate_amount).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    companyId: integer('company_id').notNull().references(() => corporateCompanies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => corporateCompanies.id, { onDelete: 'cascade' }),
  },
  (t) => [index('corporate_members_company_idx').on(t.companyId)],
);
