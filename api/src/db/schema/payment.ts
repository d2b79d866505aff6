/**
 * Payments. A payment is one attempt to pay an order (a booking, or a club plan bought alone) through a
 * provider; its state changes only through the provider's signed events, each applied once.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bookingDateChanges, bookings } from './booking.ts';
import { clubMemberships } from './club.ts';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** the order paid: a booking (order_kind 'booking', booking_id) or a club plan bought alone ('membership', membership_id) */
    orderKind: text('order_kind').notNull().default('booking'),
    bookingId: integer('booking_id').references(() => bookings.id),
    /** the club membership a plan bought alone activates once paid */
    membershipId: integer('membership_id').references(() => clubMemberships.id),
    /** set when this payment pays a change of dates' difference rather than the booking */
    dateChangeId: integer('date_change_id').references(() => bookingDateChanges.id),
    /** card | pay_at_hotel | payment_link | bank_transfer */
    method: text('method').notNull(),
    /**
     * method payment_link: the link whose page opened this checkout (and where the gateway sends its payer
     * back), so the link says what became of the money paid through it
     */
    paymentLinkId: integer('payment_link_id').references((): AnyPgColumn => paymentLinks.id),
    /** sandbox (the default gateway), or a real provider's name */
    provider: text('provider').notNull(),
    /** the provider's id of the checkout (session) */
    providerRef: text('provider_ref'),
    /**
     * created | requires_action | succeeded | failed | expired; due_at_hotel (pay at hotel: the
     * booking is confirmed, the money is taken at check-in); awaiting_transfer (bank transfer: a
     * virtual account is open until expires_at)
     */
    status: text('status').notNull().default('created'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** the hosted page the guest pays on */
    redirectUrl: text('redirect_url'),
    /**
     * a failure's reason (card_declined, authentication_failed, provider_unavailable); on a success, why
     * the money goes back whole: paid_after_release (its booking had ended), already_paid (another
     * payment had paid its booking)
     */
    failureReason: text('failure_reason'),
    /** what the method needs: pay at hotel {arrival_slot, sun_referer_url?, shopback_transaction_id?}; bank transfer {va_number, bank} */
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** bank transfer: the virtual account closes then (and the hold ends) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_payment_link_idx')
      .on(t.paymentLinkId)
      .where(sql`${t.paymentLinkId} is not null`),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    // a booking is put on pay-at-hotel once, whatever races
    uniqueIndex('payments_pay_at_hotel_uq')
      .on(t.bookingId)
      .where(sql`${t.method} = 'pay_at_hotel'`),
    // one open virtual account per booking
    uniqueIndex('payments_open_transfer_uq')
      .on(t.bookingId)
      .where(sql`${t.status} = 'awaiting_transfer'`),
    // a booking is paid once: one payment of its total kept (taken, or due at the hotel); money that
    // came after it is recorded with its reason (already_paid, paid_after_release) and given back whole
    uniqueIndex('payments_one_kept_uq')
      .on(t.bookingId)
      .where(
        sql`${t.dateChangeId} is null and ${t.status} in ('succeeded','due_at_hotel') and ${t.failureReason} is null`,
      ),
    // a membership is paid once too: a second success is given back whole (already_paid)
    uniqueIndex('payments_membership_kept_uq')
      .on(t.membershipId)
      .where(sql`${t.status} = 'succeeded' and ${t.failureReason} is null`),
    // one open card checkout per membership order: asking again answers the open one
    index('payments_membership_idx')
      .on(t.membershipId)
      .where(sql`${t.membershipId} is not null`),
    check(
      'payments_order_kind_ck',
      sql`(${t.orderKind} = 'booking' and ${t.bookingId} is not null and ${t.membershipId} is null)
        or (${t.orderKind} = 'membership' and ${t.membershipId} is not null and ${t.bookingId} is null
          and ${t.dateChangeId} is null and ${t.method} = 'card')`,
    ),
    check('payments_amount_ck', sql`${t.amountMinor} > 0`),
    check(
      'payments_status_ck',
      sql`${t.status} in ('created','requires_action','succeeded','failed','expired','due_at_hotel','awaiting_transfer')`,
    ),
  ],
);

/** Every provider event applied, by its id: the same event twice has one effect. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.eventId)],
);

/**
 * Refunds: what a cancellation gives back, computed by the policy engine at the moment
 * of cancelling and recorded before the provider is asked; its status moves requested →
 * processing → refunded (or failed) with the provider's events, and the guest sees each step.
 * `kind`: `booking`, the booking's own refund (its cancellation's, or money that came after the
 * booking had ended), one per booking; `extra_payment`, one payment that came after another had
 * already paid the booking, given back whole (fee 0), one per such payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** null for an extra payment of a club plan bought alone (its payment names the membership) */
    bookingId: integer('booking_id').references(() => bookings.id),
    /** booking | extra_payment */
    kind: text('kind').notNull().default('booking'),
    /** the payment it goes back to (an extra payment's refund: that payment) */
    paymentId: integer('payment_id').references(() => payments.id),
    amountMinor: integer('amount_minor').notNull(),
    /** what the policy kept (total paid − refund) */
    feeMinor: integer('fee_minor').notNull(),
    currency: text('currency').notNull(),
    /** requested | processing | refunded | failed */
    status: text('status').notNull().default('requested'),
    providerRef: text('provider_ref'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_booking_uq')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'booking'`),
    // a payment given back whole once, however often its event comes
    uniqueIndex('refunds_extra_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'extra_payment'`),
    check(
      'refunds_kind_ck',
      sql`(${t.kind} = 'booking' and ${t.bookingId} is not null) or (${t.kind} = 'extra_payment' and ${t.paymentId} is not null and ${t.feeMinor} = 0)`,
    ),
    check('refunds_amount_ck', sql`${t.amountMinor} >= 0 and ${t.feeMinor} >= 0`),
    check('refunds_status_ck', sql`${t.status} in ('requested','processing','refunded','failed')`),
  ],
);

/**
 * A refund's share per payment: a booking paid in more than one payment (its total, then
 * a dearer change of dates' difference) is refunded through each of them, never more than a payment
 * took (less what was already given back from it). Each share is asked of the provider on its own and
 * follows its refund event (matched by the provider's refund id); the refund is refunded when all are.
 */
export const refundParts = pgTable(
  'refund_parts',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountMinor: integer('amount_minor').notNull(),
    /** requested | processing | refunded | failed */
    status: text('status').notNull().default('requested'),
    /** the provider's id of this refund */
    providerRef: text('provider_ref'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refund_parts_refund_payment_uq').on(t.refundId, t.paymentId),
    index('refund_parts_provider_ref_idx').on(t.providerRef),
    check('refund_parts_amount_ck', sql`${t.amountMinor} > 0`),
    check('refund_parts_status_ck', sql`${t.status} in ('requested','processing','refunded','failed')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Bank transfer proofs: a picture or PDF of the transfer a guest uploads while the
 * money is on its way (view_proof_url). Only the booking's owner reads it back; the latest counts.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    filename: text('filename').notNull(),
    /** image/jpeg | image/png | application/pdf, from the file's first bytes (not the client's word) */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_proofs_payment_idx').on(t.paymentId, t.uploadedAt),
    check('payment_proofs_size_ck', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 2097152`),
    check('payment_proofs_type_ck', sql`${t.contentType} in ('image/jpeg','image/png','application/pdf')`),
  ],
);

/**
 * Payment links (send_payment_link): a link that pays one booking, sent to the booking's
 * own email and/or phone. Only the SHA-256 of its 256-bit token is kept. It works until expires_at
 * (never after the hold ends) unless a newer link replaced it; paying it is a card payment of the
 * booking (method payment_link), confirmed by the same webhook.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** hex SHA-256 of the token */
    tokenHash: text('token_hash').notNull(),
    /** the channels it was sent to: email, sms */
    channels: text('channels').array().notNull(),
    /** the site locale the link opens in */
    locale: text('locale').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** a newer link of the booking was sent: this one stops working */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_links_token_uq').on(t.tokenHash),
    index('payment_links_booking_idx').on(t.bookingId, t.createdAt),
  ],
);
