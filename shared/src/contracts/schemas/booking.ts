/** Bookings (spec §3 bookings lists, §7 booking calls). */
import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_LIST_TYPES, BOOKING_STATUSES } from '../constants';
import { MAX_GUESTS, MAX_ROOMS, MIN_GUESTS, MIN_ROOMS } from '@rednest/shared/format/rules';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, PageNumber, Text } from './kit';
import { EmailSchema } from './account';
import { CancellationPolicySchema } from './hotel';

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
  total: Type.Integer(),
  currency: Type.String(),
  created_at: Type.String(),
});
export type BookingListItem = Static<typeof BookingListItemSchema>;

export const MyBookingsSchema = Type.Object({
  bookings: Type.Array(BookingListItemSchema),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
  type: BookingListTypeSchema,
});
export type MyBookings = Static<typeof MyBookingsSchema>;

/**
 * book_now (issue 10): hold the rooms of a stay the server prices itself. No amount is sent: the
 * total is the server's (the same function as search and the summary). `idempotency_key` makes a
 * retry safe: the same key and body get the first answer again.
 */
export const BookNowBodySchema = Type.Object({
  hotel: Text({ minLength: 1, maxLength: 120, description: 'property slug or id' }),
  room_type_id: BoundedInteger(1, 2_147_483_647),
  rate_plan_id: BoundedInteger(1, 2_147_483_647),
  check_in_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  check_out_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  rooms: BoundedInteger(MIN_ROOMS, MAX_ROOMS),
  guest: BoundedInteger(MIN_GUESTS, MAX_GUESTS),
  first_name: Text({ minLength: 1, maxLength: 80 }),
  last_name: OptionalText(80),
  email: EmailSchema,
  phone: Text({ minLength: 6, maxLength: 20, pattern: '^\\+?[0-9 ()-]{6,20}$' }),
  special_request: OptionalText(500),
  idempotency_key: Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'one per booking attempt (a UUID)' }),
});
export type BookNowBody = Static<typeof BookNowBodySchema>;

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
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  no_of_nights: Type.Integer(),
  rooms: Type.Integer(),
  guests: Type.Integer(),
  guest_name: Type.String(),
  currency: Type.String(),
  room_charge: Type.Integer(),
  discount: Type.Integer(),
  service_charge: Type.Integer(),
  taxes: Type.Integer(),
  total: Type.Integer(),
  cancellation_policy: CancellationPolicySchema,
  cancel_reason: Nullable(Type.String()),
  created_at: Type.String(),
  /** a cancelled paid booking's refund: what comes back and where it stands (issue 10) */
  refund: Type.Optional(Nullable(Type.Object({
    amount: Type.Integer(),
    fee: Type.Integer(),
    status: LiteralUnion(['requested', 'processing', 'refunded', 'failed'] as const),
    requested_at: Type.String(),
    processed_at: Nullable(Type.String()),
  }))),
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

export const BookingSaltQuerySchema = Type.Object({ booking_salt: Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
export type BookingSaltQuery = Static<typeof BookingSaltQuerySchema>;
export const BookingSaltBodySchema = BookingSaltQuerySchema;

/**
 * Pay a pending booking by card (issue 10): the API opens a checkout for the booking's total at
 * the card gateway and answers the page to send the guest to. `return_url` is where the gateway
 * sends the guest back (this site's payments page); the result itself arrives by webhook.
 */
export const CardPaymentBodySchema = Type.Object({
  booking_salt: Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
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
