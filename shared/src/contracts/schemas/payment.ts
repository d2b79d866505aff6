/**
 * Ways to pay (issue 10): the payment options of an order, and pay at hotel. An order is what a
 * payment screen pays: today a booking (kind `booking`, id = its salt); club membership and bulk
 * subscription orders will add their kinds to ORDER_KINDS and reuse these screens.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LiteralUnion, Nullable, OptionalText, Text } from './kit';
import { OtpCodeSchema, OtpRequestIdSchema } from './account';
import { BookingSchema } from './booking';

export const ORDER_KINDS = ['booking'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** the ways to pay this product offers; an order's options say which of them it may use */
export const PAYMENT_METHODS = ['card', 'pay_at_hotel', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const Salt = Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const OrderQuerySchema = Type.Object({
  order_kind: Type.Optional(LiteralUnion(ORDER_KINDS, { default: 'booking' })),
  order_id: Salt,
});
export type OrderQuery = Static<typeof OrderQuerySchema>;

export const PaymentOptionSchema = Type.Object({
  method: LiteralUnion(PAYMENT_METHODS),
  available: Type.Boolean(),
  /** why not, as a stable code (PAH_NOT_OFFERED, PAH_NON_REFUNDABLE, PAH_TOO_FAR_AHEAD, PAH_TOO_LATE, BANK_TRANSFER_NOT_FOR_CURRENCY, BANK_TRANSFER_TOO_LATE, ORDER_NOT_PENDING) */
  reason: Nullable(Type.String()),
  /** what is charged now and what is left to pay at the hotel, minor units */
  due_now: Type.Integer(),
  due_at_hotel: Type.Integer(),
});
export type PaymentOption = Static<typeof PaymentOptionSchema>;

export const PaymentOptionsSchema = Type.Object({
  order: Type.Object({
    kind: LiteralUnion(ORDER_KINDS),
    id: Type.String(),
    /** pending (payable), or what it became */
    status: Type.String(),
    title: Type.String(),
    amount: Type.Integer(),
    currency: Type.String(),
    /** the hold ends then (ISO 8601) */
    expires_at: Nullable(Type.String()),
  }),
  /** the method to preselect: the first available of card, pay_at_hotel, bank_transfer */
  default_method: Nullable(LiteralUnion(PAYMENT_METHODS)),
  options: Type.Array(PaymentOptionSchema),
});
export type PaymentOptions = Static<typeof PaymentOptionsSchema>;

export const VerifyPahSchema = Type.Object({
  eligible: Type.Boolean(),
  reason: Nullable(Type.String()),
  /** where delayed_payments_otp sends the code: the booking's email, masked */
  otp_channel: LiteralUnion(['email'] as const),
  sent_to: Type.String(),
  amount_due_at_hotel: Type.Integer(),
  currency: Type.String(),
});
export type VerifyPah = Static<typeof VerifyPahSchema>;

export const DelayedPaymentsOtpBodySchema = Type.Object({
  booking_salt: Salt,
  locale: OptionalText(10),
  last_request_id: Type.Optional(OtpRequestIdSchema),
});
export type DelayedPaymentsOtpBody = Static<typeof DelayedPaymentsOtpBodySchema>;

export const ARRIVAL_SLOT_PATTERN = '^[0-2][0-9]:00-[0-2][0-9]:00$';
export const ArrivalTimeSlotsSchema = Type.Object({
  timezone: Type.String(),
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_in_time: Type.String({ description: 'HH:MM, hotel time' }),
  slots: Type.Array(Type.Object({
    /** "14:00-15:00", hotel time */
    id: Type.String(),
    from: Type.String(),
    to: Type.String(),
    /** false once the hour has passed at the hotel */
    available: Type.Boolean(),
  })),
});
export type ArrivalTimeSlots = Static<typeof ArrivalTimeSlotsSchema>;

export const PayAtHotelBodySchema = Type.Object({
  booking_salt: Salt,
  request_id: OtpRequestIdSchema,
  otp: OtpCodeSchema,
  arrival_slot: Text({ minLength: 11, maxLength: 11, pattern: ARRIVAL_SLOT_PATTERN }),
  idempotency_key: Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'one per attempt (a UUID)' }),
  /** partner and brand sites: the page the guest came from */
  sun_referer_url: Type.Optional(Text({ minLength: 8, maxLength: 2000, pattern: '^https?://[^\\s]+$' })),
  /** a ShopBack click's transaction id, when the site stored one */
  shopback_transaction_id: Type.Optional(Text({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type PayAtHotelBody = Static<typeof PayAtHotelBodySchema>;

export const PayAtHotelResultSchema = Type.Object({
  booking: BookingSchema,
  payment_method: LiteralUnion(['pay_at_hotel'] as const),
  arrival_slot: Type.String(),
  amount_due_at_hotel: Type.Integer(),
  currency: Type.String(),
});
export type PayAtHotelResult = Static<typeof PayAtHotelResultSchema>;

/** Bank transfer: a virtual account for the booking's total, open until expires_at. */
export const PaymentInstructionSchema = Type.Object({
  booking_salt: Type.String(),
  /** awaiting_transfer: send the money; paid: the transfer arrived; expired: the account closed unpaid */
  status: LiteralUnion(['awaiting_transfer', 'paid', 'expired'] as const),
  bank: Type.String(),
  va_number: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  expires_at: Type.String({ description: 'ISO 8601' }),
  /** the sandbox gateway's page that plays the guest's bank (development only; null with a real provider) */
  simulate_url: Nullable(Type.String()),
  proof: Nullable(Type.Object({ filename: Type.String(), content_type: Type.String(), size: Type.Integer(), uploaded_at: Type.String() })),
});
export type PaymentInstruction = Static<typeof PaymentInstructionSchema>;

/** 2 MB of file, as base64 */
export const PROOF_MAX_BYTES = 2 * 1024 * 1024;
export const TransferProofBodySchema = Type.Object({
  booking_salt: Salt,
  filename: Text({ minLength: 1, maxLength: 120 }),
  content_base64: Text({ minLength: 4, maxLength: Math.ceil(PROOF_MAX_BYTES / 3) * 4, pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
});
export type TransferProofBody = Static<typeof TransferProofBodySchema>;
export const TransferProofSchema = Type.Object({
  filename: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  uploaded_at: Type.String(),
  /** the file itself (GET only) */
  content_base64: Type.Optional(Type.String()),
});
export type TransferProof = Static<typeof TransferProofSchema>;
