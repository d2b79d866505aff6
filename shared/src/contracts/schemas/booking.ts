/**
 * Bookings (spec §3 bookings lists, §7 booking calls): a guest's list, the booking and what can be
 * done with it (cancel, pay by card, invoice, change dates, find it without an account). The summary
 * before the booking is in booking-summary.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_LIST_TYPES, BOOKING_STATUSES, PAYMENT_ATTEMPT_METHODS, PAYMENT_OUTCOMES } from '../constants';
import { LANGUAGES } from '../locales';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, PageNumber, Text, TextLang } from './kit';
import { EmailSchema, OtpCodeSchema, OtpRequestIdSchema } from './account';
import { CancellationPolicySchema } from './hotel';
import { BookingAdjustmentSchema } from './booking-summary';

export const BookingListTypeSchema = LiteralUnion(BOOKING_LIST_TYPES);

export const MyBookingsQuerySchema = Type.Object({
  type: Type.Optional(LiteralUnion(BOOKING_LIST_TYPES, { default: 'upcoming' })),
  page: Type.Optional(PageNumber({ default: 1 })),
});
export type MyBookingsQuery = Static<typeof MyBookingsQuerySchema>;

export const BookingListItemSchema = Type.Object({
  id: Type.Integer(),
  booking_salt: Type.String(),
  status: LiteralUnion(BOOKING_STATUSES),
  hotel_name: Type.String(),
  hotel_slug: Type.String(),
  city: Type.String(),
  lead_picture: Type.String(),
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  no_of_nights: Type.Integer(),
  rooms: Type.Integer(),
  guests: Type.Integer(),
  room_type: Type.String(),
  /** the language room_type is in: the site's, or 'en' where the data has no translation */
  room_type_lang: TextLang(),
  total: Type.Integer(),
  currency: Type.String(),
  created_at: Type.String(),
});
export type BookingListItem = Static<typeof BookingListItemSchema>;

/** special_request_history: what the user asked of properties before, to ask again in one tap */
export const SpecialRequestHistorySchema = Type.Object({
  /** each different request once, the most recently made first, at most 5 */
  requests: Type.Array(
    Type.Object({
      text: Type.String(),
      /** the property it was last asked of */
      hotel_name: Type.String(),
      /** the day the booking asking it was made (YYYY-MM-DD, UTC) */
      asked_on: Type.String(),
    }),
  ),
});
export type SpecialRequestHistory = Static<typeof SpecialRequestHistorySchema>;

export const MyBookingsSchema = Type.Object({
  bookings: Type.Array(BookingListItemSchema),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
  type: BookingListTypeSchema,
});
export type MyBookings = Static<typeof MyBookingsSchema>;

/**
 * A change of a booking's dates (booking_date_change): the new stay priced by the server
 * (the same pricing as search and the summary), the difference to pay (> 0) or given back (< 0).
 * quote: what it would be (nothing changes) · awaiting_payment: the new nights are held until
 * hold_expires_at for the card payment of the difference · applied: the booking has the new dates ·
 * expired: the difference was not paid in time, the booking kept its dates · cancelled: the booking
 * ended (cancelled, released) while the change waited for its payment; its nights went back on sale
 * and a payment of it that still arrives is refunded whole.
 */
export const DateChangeSchema = Type.Object({
  id: Nullable(Type.Integer()),
  status: LiteralUnion(['quote', 'awaiting_payment', 'applied', 'expired', 'cancelled'] as const),
  old_check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  old_check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  no_of_nights: Type.Integer(),
  currency: Type.String(),
  old_total: Type.Integer(),
  new_total: Type.Integer(),
  /** new_total − old_total: > 0 to pay, < 0 given back */
  difference: Type.Integer(),
  /** the new stay as search prices it, before the adjustments */
  stay_total: Type.Optional(Type.Integer()),
  /** the booking's adjustments priced again for the new stay: add-ons per night, the coupon's and the reward's share (their caps, minimum spend, at most 90%) */
  adjustments: Type.Optional(Type.Array(BookingAdjustmentSchema)),
  hold_expires_at: Nullable(Type.String()),
  /** cheaper dates: what comes back and where it stands */
  refund: Nullable(
    Type.Object({
      amount: Type.Integer(),
      status: LiteralUnion(['requested', 'processing', 'refunded', 'failed'] as const),
      requested_at: Type.String(),
      processed_at: Nullable(Type.String()),
    }),
  ),
  created_at: Nullable(Type.String()),
});
export type DateChange = Static<typeof DateChangeSchema>;

export const DateChangeQuerySchema = Type.Object({
  booking_salt: Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  check_in_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  check_out_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
});
export type DateChangeQuery = Static<typeof DateChangeQuerySchema>;
export const DateChangeBodySchema = DateChangeQuerySchema;

/**
 * A booking's latest payment attempt and how it ended, so a guest coming back to the
 * payment pages is told what happened: e.g. a declined card ("Your card was declined") while the
 * booking is still held. Only the booking's own payments (a change of dates' difference is in
 * date_change). Only its owner reads it, as the booking itself.
 */
export const LastPaymentSchema = Type.Object({
  method: LiteralUnion(PAYMENT_ATTEMPT_METHODS),
  status: LiteralUnion(PAYMENT_OUTCOMES),
  amount: Type.Integer(),
  currency: Type.String(),
  /** when the attempt was opened (ISO 8601) */
  attempted_at: Type.String(),
  /** when the bank declined it (ISO 8601); null unless status is declined */
  declined_at: Nullable(Type.String()),
  /**
   * why, as a stable code: card_declined, authentication_failed (declined); provider_unavailable
   * (failed); paid_after_release (succeeded after the hold ended and the rooms were gone: refunded); already_paid
   * (succeeded after another payment had paid the booking: refunded, listed in extra_payments). Else null.
   */
  reason_code: Nullable(Type.String()),
});
export type LastPayment = Static<typeof LastPaymentSchema>;

/**
 * A payment that paid nothing and goes back whole, and where its refund stands: the fields a booking's
 * extra payment and a payment link's given-back money both answer with (spread, so each stays a plain object).
 */
export const GivenBackPaymentFields = {
  /** what was paid, and what comes back */
  amount: Type.Integer(),
  currency: Type.String(),
  /** when the provider took it (ISO 8601) */
  paid_at: Type.String(),
  refund_status: LiteralUnion(['requested', 'processing', 'refunded', 'failed'] as const),
  /** when the provider confirmed the refund (ISO 8601), null until then */
  refunded_at: Nullable(Type.String()),
};

/** a payment of a booking that was already paid, and its refund */
export const ExtraPaymentSchema = Type.Object({
  method: LiteralUnion(PAYMENT_ATTEMPT_METHODS),
  ...GivenBackPaymentFields,
});
export type ExtraPayment = Static<typeof ExtraPaymentSchema>;

export const BookingSchema = Type.Object({
  id: Type.Integer(),
  /** the booking code's secret twin: payment and invoice URLs carry it, never the id */
  booking_salt: Type.String(),
  status: LiteralUnion(BOOKING_STATUSES),
  /** pending bookings only: the rooms are released after this instant (ISO 8601) */
  hold_expires_at: Nullable(Type.String()),
  hotel_name: Type.String(),
  hotel_slug: Type.String(),
  room_type: Type.String(),
  rate_plan: Type.String(),
  /** the languages room_type and rate_plan are in: the site's, or 'en' where the data has no translation */
  room_type_lang: TextLang(),
  rate_plan_lang: TextLang(),
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  no_of_nights: Type.Integer(),
  rooms: Type.Integer(),
  guests: Type.Integer(),
  guest_name: Type.String(),
  /** what the guest asked of the property when booking; null for nothing (get_booking always sends it) */
  special_request: Type.Optional(Nullable(Type.String())),
  currency: Type.String(),
  room_charge: Type.Integer(),
  discount: Type.Integer(),
  service_charge: Type.Integer(),
  taxes: Type.Integer(),
  total: Type.Integer(),
  /** what the summary added (coupon, add-ons, …); total includes them */
  adjustments: Type.Array(BookingAdjustmentSchema),
  cancellation_policy: CancellationPolicySchema,
  cancel_reason: Nullable(Type.String()),
  created_at: Type.String(),
  /** a cancelled paid booking's refund: what comes back and where it stands */
  refund: Type.Optional(
    Nullable(
      Type.Object({
        amount: Type.Integer(),
        fee: Type.Integer(),
        status: LiteralUnion(['requested', 'processing', 'refunded', 'failed'] as const),
        requested_at: Type.String(),
        processed_at: Nullable(Type.String()),
      }),
    ),
  ),
  /** the latest change of dates, if any */
  date_change: Type.Optional(Nullable(DateChangeSchema)),
  /** get_booking and incomplete_card_booking_status: the booking's latest payment attempt (once it is paid, the payment that paid it), null before any */
  last_payment: Type.Optional(Nullable(LastPaymentSchema)),
  /**
   * get_booking: money that came for the booking after another payment had already paid it (its card
   * checkout and its payment link's both paid at once, say), oldest first. The booking is paid once;
   * each of these is given back whole, on its own (not part of `refund`). Empty when none.
   */
  extra_payments: Type.Optional(Type.Array(ExtraPaymentSchema)),
});
export type Booking = Static<typeof BookingSchema>;

/** What cancelling now would give back (the policy engine's answer, before the guest confirms). */
export const CancelQuoteSchema = Type.Object({
  /** free: all back · fee: a share kept · non_refundable: nothing back · too_late: cannot cancel · unpaid: nothing was paid */
  rule: LiteralUnion(['free', 'fee', 'non_refundable', 'too_late', 'unpaid'] as const),
  refund: Type.Integer(),
  fee: Type.Integer(),
  currency: Type.String(),
  /** the end of free cancellation (ISO), when the plan has one */
  free_until: Nullable(Type.String()),
});
export type CancelQuote = Static<typeof CancelQuoteSchema>;

export const BookingSaltQuerySchema = Type.Object({
  booking_salt: Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type BookingSaltQuery = Static<typeof BookingSaltQuerySchema>;
export const BookingSaltBodySchema = BookingSaltQuerySchema;

/**
 * Pay a pending order by card: the API opens a checkout for the order's total at the card gateway
 * and answers the page to send the guest to. The order is a booking (`booking_salt`) or, with
 * `order_kind` membership, a club plan bought alone (`order_id`, the membership's id). `return_url`
 * is where the gateway sends the guest back (this site's payments page, or the payment page for a
 * membership); the result itself arrives by webhook.
 */
export const CardPaymentBodySchema = Type.Object({
  booking_salt: Type.Optional(Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  order_kind: Type.Optional(LiteralUnion(['booking', 'membership'] as const)),
  order_id: Type.Optional(Text({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  return_url: Text({ minLength: 8, maxLength: 2000, pattern: '^https?://[^\\s]+$' }),
});
export type CardPaymentBody = Static<typeof CardPaymentBodySchema>;

export const CardPaymentSchema = Type.Object({
  payment_id: Type.Integer(),
  status: LiteralUnion(['created', 'requires_action', 'succeeded', 'failed', 'expired'] as const),
  /** the gateway's hosted card page */
  redirect_url: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
});
export type CardPayment = Static<typeof CardPaymentSchema>;

/**
 * An invoice: the booking's charges line by line as they were priced at booking, its
 * payment and refund. `pdf_url` is the same invoice as a PDF, a link signed for its owner that
 * works for a few minutes without a token (so a browser can open or download it).
 */
export const InvoiceSchema = Type.Object({
  invoice_number: Type.String(),
  booking_code: Type.String(),
  booking_salt: Type.String(),
  issued_on: Type.String({ description: 'YYYY-MM-DD, the day the booking was made (UTC)' }),
  status: LiteralUnion(BOOKING_STATUSES),
  /** the provider confirmed the payment (ISO), or null while unpaid */
  paid_at: Nullable(Type.String()),
  payment_method: Nullable(Type.String()),
  hotel_name: Type.String(),
  hotel_address: Type.String(),
  guest_name: Type.String(),
  guest_email: Nullable(Type.String()),
  room_type: Type.String(),
  rate_plan: Type.String(),
  room_type_lang: TextLang(),
  rate_plan_lang: TextLang(),
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  no_of_nights: Type.Integer(),
  rooms: Type.Integer(),
  guests: Type.Integer(),
  currency: Type.String(),
  /** room charge, discount (< 0), service, taxes, then the summary's adjustments */
  lines: Type.Array(Type.Object({ label: Type.String(), amount: Type.Integer() })),
  total: Type.Integer(),
  refund: Nullable(
    Type.Object({
      amount: Type.Integer(),
      status: LiteralUnion(['requested', 'processing', 'refunded', 'failed'] as const),
    }),
  ),
  pdf_url: Type.String({ description: 'absolute path of the signed PDF link' }),
});
export type Invoice = Static<typeof InvoiceSchema>;

export const InvoicePdfQuerySchema = Type.Object({
  booking_salt: Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  expires: BoundedInteger(1, 99_999_999_999, { description: 'unix seconds' }),
  signature: Text({ minLength: 64, maxLength: 64, pattern: '^[0-9a-f]+$' }),
  /** the language of the page that asked for the link (not signed: it changes words, not facts) */
  language: Type.Optional(LiteralUnion(LANGUAGES, { description: 'en | id | vi | th; English when left out' })),
});
export type InvoicePdfQuery = Static<typeof InvoicePdfQuerySchema>;
export const InvoicePdfSchema = Type.String({ description: 'application/pdf' });

/** Finding a guest's booking without an account: booking code + email, then a mailed one-time code. */
export const BookingCodeSchema = Text({
  minLength: 3,
  maxLength: 16,
  pattern: '^\\s*[Rr][Nn][0-9]{1,12}\\s*$',
  description: 'the booking code of the confirmation mail, like RN000123',
});
/** a booking code and ONE of the email or the phone the booking was made with (phone: country_code, default the locale's country) */
export const FindBookingSendBodySchema = Type.Object({
  booking_code: BookingCodeSchema,
  email: Type.Optional(EmailSchema),
  phone: OptionalText(20),
  country_code: OptionalText(4),
  locale: OptionalText(10),
  last_request_id: Type.Optional(OtpRequestIdSchema),
});
export type FindBookingSendBody = Static<typeof FindBookingSendBodySchema>;
export const FindBookingVerifyBodySchema = Type.Object({
  booking_code: BookingCodeSchema,
  request_id: OtpRequestIdSchema,
  otp: OtpCodeSchema,
});
export type FindBookingVerifyBody = Static<typeof FindBookingVerifyBodySchema>;
export const FoundBookingSchema = Type.Object({ booking_salt: Type.String() });
export type FoundBooking = Static<typeof FoundBookingSchema>;
