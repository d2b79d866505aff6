/**
 * What a booking summary adds to the stay's price: promo codes with their rules and
 * redemptions, and the add-ons a property sells. The summary's adjustments are computed from
 * these by the server (booking/summary.ts); a booking keeps the list it was charged with.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { users } from './platform.ts';
import { translationsCheck, translationsColumn } from './translations.ts';
import type { Translations } from '../../i18n/translated.ts';

/**
 * A promo code. Percent codes take `percent` of the stay's all-in total (at most
 * max_discount_minor); fixed codes take amount_minor. Amounts are in `currency`, and a code with
 * amounts applies only to stays priced in it. Empty `countries` = every country.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** upper case; guests may type it in any case */
    code: text('code').notNull(),
    title: text('title').notNull(),
    translations: translationsColumn<'title'>(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    percent: smallint('percent'),
    amountMinor: integer('amount_minor'),
    maxDiscountMinor: integer('max_discount_minor'),
    minSpendMinor: integer('min_spend_minor').notNull().default(0),
    currency: text('currency'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** only for someone with no earlier paid booking (by account or email) */
    newUserOnly: boolean('new_user_only').notNull().default(false),
    /** redemptions per guest (account or email); null = no limit */
    perUserLimit: integer('per_user_limit'),
    /** redemptions in all; null = no limit */
    totalLimit: integer('total_limit'),
    /** offered on the summary (booking_summary_promos); unlisted codes work when typed */
    listed: boolean('listed').notNull().default(true),
  },
  (t) => [
    uniqueIndex('promo_codes_code_uq').on(t.code),
    check(
      'promo_codes_kind_ck',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 90) or (${t.kind} = 'fixed' and ${t.amountMinor} > 0 and ${t.currency} is not null)`,
    ),
    check(
      'promo_codes_amounts_ck',
      sql`(${t.minSpendMinor} = 0 and ${t.maxDiscountMinor} is null) or ${t.currency} is not null`,
    ),
    check('promo_codes_window_ck', sql`${t.validUntil} > ${t.validFrom}`),
    translationsCheck('promo_codes_translations_ck', t.translations),
  ],
);

/**
 * A promo code used by a booking. It counts toward the limits while its booking is held or paid;
 * a hold that ends gives the use back.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promoCodes.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    userId: integer('user_id').references(() => users.id),
    email: text('email').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_booking_uq').on(t.bookingId),
    index('promo_redemptions_promo_idx').on(t.promoId),
  ],
);

/** one dish or item of a catalogue add-on */
export interface AddOnMenuItem {
  catalogue_code: string;
  name: string;
  /** the item's name in other languages */
  translations?: Translations<'name'>;
  price_minor: number;
  best_seller: boolean;
}

/**
 * An add-on a country's properties sell (a property offers the types in its add_on_types).
 * Prices are all-in, per unit. Catalogue add-ons (catalogue_enable) are bought per night from a
 * menu; sub_category 10 (breakfast) is served from the morning after check-in.
 */
export const addOns = pgTable(
  'add_ons',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    /** one of ADD_ON_TYPES */
    type: text('type').notNull(),
    name: text('name').notNull(),
    translations: translationsColumn<'name'>(),
    subCategory: smallint('sub_category').notNull(),
    currency: text('currency').notNull(),
    /** per unit, for the stay (non-catalogue add-ons) */
    priceMinor: integer('price_minor').notNull(),
    catalogueEnable: boolean('catalogue_enable').notNull().default(false),
    menuList: jsonb('menu_list')
      .$type<AddOnMenuItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('add_ons_country_type_uq').on(t.country, t.type),
    check('add_ons_price_ck', sql`${t.priceMinor} >= 0`),
    translationsCheck('add_ons_translations_ck', t.translations),
  ],
);

/**
 * A marketing reward: a voucher one user holds (from a referral or a campaign), spent on one
 * booking. Percent rewards take `percent` of the stay's all-in total (at most max_discount_minor);
 * fixed ones take amount_minor. Always in one currency: it applies only to stays priced in it.
 *
 * booking_id (used by booking) is set when book_now holds a booking with it. Whether the reward
 * is held or used is read from that booking, never stored twice: held while the booking is
 * pending and its hold runs, used once it is paid (confirmed, checked in, completed, or cancelled
 * after payment), free again when the hold ended unpaid (released or hold_expired), when book_now
 * may take it over.
 */
export const mktRewards = pgTable(
  'mkt_rewards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'referral' | 'campaign'>().notNull(),
    title: text('title').notNull(),
    translations: translationsColumn<'title'>(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    percent: smallint('percent'),
    amountMinor: integer('amount_minor'),
    maxDiscountMinor: integer('max_discount_minor'),
    minSpendMinor: integer('min_spend_minor').notNull().default(0),
    currency: text('currency').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    translationsCheck('mkt_rewards_translations_ck', t.translations),
    index('mkt_rewards_user_idx').on(t.userId, t.validUntil),
    // one reward per booking
    uniqueIndex('mkt_rewards_booking_uq').on(t.bookingId),
    check(
      'mkt_rewards_kind_ck',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 90) or (${t.kind} = 'fixed' and ${t.amountMinor} > 0)`,
    ),
    check('mkt_rewards_source_ck', sql`${t.source} in ('referral', 'campaign')`),
  ],
);
