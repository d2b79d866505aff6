/**
 * Ways to pay: the payment options of an order, and pay at hotel. An order is what a
 * payment screen pays: a booking (kind `booking`, id = its salt) or a club plan bought alone (kind
 * `membership`, id = the membership's id, club_membership_order's member_id).
 */
import { Type, type Static } from '@sinclair/typebox';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, Text } from './kit';
import { OtpCodeSchema, OtpRequestIdSchema } from './account';
import { BookingSchema, GivenBackPaymentFields, LastPaymentSchema } from './booking';

export const ORDER_KINDS = ['booking', 'membership'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** the ways to pay this product offers; an order's options say which of them it may use */
export const PAYMENT_METHODS = ['card', 'pay_at_hotel', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const Salt = Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** a booking's salt, or a membership's id in digits */
export const OrderIdSchema = Text({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const OrderQuerySchema = Type.Object({
  order_kind: Type.Optional(LiteralUnion(ORDER_KINDS, { default: 'booking' })),
  order_id: OrderIdSchema,
});
export type OrderQuery = Static<typeof OrderQuerySchema>;

export const PaymentOptionSchema = Type.Object({
  method: LiteralUnion(PAYMENT_METHODS),
  available: Type.Boolean(),
  /** why not, as a stable code (PAH_NOT_OFFERED, PAH_NON_REFUNDABLE, PAH_NOT_FOR_GUEST, PAH_CLUB_PLAN, PAH_TOO_FAR_AHEAD, PAH_TOO_LATE, BANK_TRANSFER_NOT_FOR_CURRENCY, BANK_TRANSFER_TOO_LATE, ORDER_NOT_PENDING) */
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
    /** the order's latest payment attempt (a declined card, one on its way), null before any */
    last_payment: Type.Optional(Nullable(LastPaymentSchema)),
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
  slots: Type.Array(
    Type.Object({
      /** "14:00-15:00", hotel time */
      id: Type.String(),
      from: Type.String(),
      to: Type.String(),
      /** false once the hour has passed at the hotel */
      available: Type.Boolean(),
    }),
  ),
});
export type ArrivalTimeSlots = Static<typeof ArrivalTimeSlotsSchema>;

export const PayAtHotelBodySchema = Type.Object({
  booking_salt: Salt,
  request_id: OtpRequestIdSchema,
  otp: OtpCodeSchema,
  arrival_slot: Text({ minLength: 11, maxLength: 11, pattern: ARRIVAL_SLOT_PATTERN }),
  idempotency_key: Text({
    minLength: 16,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'one per attempt (a UUID)',
  }),
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
  /**
   * awaiting_transfer: send the money; paid: the transfer arrived and paid the booking; already_paid: the
   * transfer arrived after another payment had paid the booking, so it was not needed and is given back
   * whole (its refund is in get_booking's extra_payments); paid_after_release: the transfer arrived after the
   * booking had ended (released, its hold run out with its room gone, cancelled), so it paid nothing and is
   * given back whole (its refund is get_booking's refund); expired: the account closed unpaid
   */
  status: LiteralUnion(['awaiting_transfer', 'paid', 'already_paid', 'paid_after_release', 'expired'] as const),
  bank: Type.String(),
  va_number: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  expires_at: Type.String({ description: 'ISO 8601' }),
  /** the sandbox gateway's page that plays the guest's bank (development only; null with a real provider) */
  simulate_url: Nullable(Type.String()),
  proof: Nullable(
    Type.Object({
      filename: Type.String(),
      content_type: Type.String(),
      size: Type.Integer(),
      uploaded_at: Type.String(),
    }),
  ),
});
export type PaymentInstruction = Static<typeof PaymentInstructionSchema>;

/** 2 MB of file, as base64 */
export const PROOF_MAX_BYTES = 2 * 1024 * 1024;
export const TransferProofBodySchema = Type.Object({
  booking_salt: Salt,
  filename: Text({ minLength: 1, maxLength: 120 }),
  content_base64: Text({
    minLength: 4,
    maxLength: Math.ceil(PROOF_MAX_BYTES / 3) * 4,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
  }),
});
export type TransferProofBody = Static<typeof TransferProofBodySchema>;
export const TransferProofSchema = Type.Object({
  filename: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  uploaded_at: Type.String(),
  /** GET only: the file, as a download, through a signed link that works a few minutes without a token */
  download_url: Type.Optional(Type.String()),
});
export type TransferProof = Static<typeof TransferProofSchema>;

/** the signed link view_proof_url (GET) answers: one proof, until `expires` */
export const TransferProofFileQuerySchema = Type.Object({
  proof_id: BoundedInteger(1, 2_147_483_647),
  expires: BoundedInteger(1, 99_999_999_999, { description: 'unix seconds' }),
  signature: Text({ minLength: 64, maxLength: 64, pattern: '^[0-9a-f]+$' }),
});
export type TransferProofFileQuery = Static<typeof TransferProofFileQuerySchema>;
export const TransferProofFileSchema = Type.String({
  description: 'the proof as uploaded: image/jpeg, image/png or application/pdf, as an attachment',
});

/**
 * Payment link (spec §7 send_payment_link): the owner of a pending booking has a link
 * sent to the booking's own email and/or phone; whoever opens it sees the booking and pays it by
 * card. The token is 256 random bits (base64url, 43 characters), stored only as its SHA-256.
 */
export const PAYMENT_LINK_CHANNELS = ['email', 'sms'] as const;
export type PaymentLinkChannel = (typeof PAYMENT_LINK_CHANNELS)[number];
export const PAYMENT_LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
const LinkToken = Text({ minLength: 43, maxLength: 43, pattern: PAYMENT_LINK_TOKEN_PATTERN });

export const SendPaymentLinkBodySchema = Type.Object({
  booking_salt: Salt,
  /** where the link goes: the booking's own email and/or phone (never an address the caller types) */
  channels: Type.Array(LiteralUnion(PAYMENT_LINK_CHANNELS), { minItems: 1, maxItems: 2, uniqueItems: true }),
  /** the site locale the link opens in (en-id, id-id, …); default en-<country of the currency> */
  locale: Type.Optional(Text({ minLength: 5, maxLength: 5, pattern: '^[a-z]{2}-[a-z]{2}$' })),
});
export type SendPaymentLinkBody = Static<typeof SendPaymentLinkBodySchema>;

export const SendPaymentLinkSchema = Type.Object({
  /** each channel it went to, the address masked */
  sent_to: Type.Array(Type.Object({ channel: LiteralUnion(PAYMENT_LINK_CHANNELS), to: Type.String() })),
  /** the link works until then (ISO 8601): never after the booking's hold ends */
  expires_at: Type.String(),
  /** seconds before another link may be sent for this booking */
  resend_after: Type.Integer(),
});
export type SendPaymentLink = Static<typeof SendPaymentLinkSchema>;

export const PaymentLinkQuerySchema = Type.Object({ token: LinkToken });
export type PaymentLinkQuery = Static<typeof PaymentLinkQuerySchema>;

export const PAYMENT_LINK_STATES = ['payable', 'expired', 'replaced', 'paid', 'ended'] as const;
/**
 * Money paid through a payment link that did not pay its booking and goes back whole, with its refund.
 * already_paid: another payment (the guest's card, a transfer, pay at the hotel) had paid the booking first;
 * paid_after_release: the booking had ended (released, its hold run out with its room gone, cancelled).
 */
export const PaymentLinkGivenBackSchema = Type.Object({
  reason: LiteralUnion(['already_paid', 'paid_after_release'] as const),
  ...GivenBackPaymentFields,
});
export type PaymentLinkGivenBack = Static<typeof PaymentLinkGivenBackSchema>;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];
export const PaymentLinkSchema = Type.Object({
  /** payable: pay now · expired: the link ran out · replaced: a newer link was sent · paid: the booking is paid · ended: the booking was released */
  state: LiteralUnion(PAYMENT_LINK_STATES),
  expires_at: Type.String(),
  booking: Type.Object({
    booking_code: Type.String(),
    hotel_name: Type.String(),
    /** the hotel's page (hotel/{slug}): its picture, address and check-in rules are public */
    hotel_slug: Type.String(),
    room_type: Type.String(),
    rate_plan: Type.String(),
    check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
    check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
    no_of_nights: Type.Integer(),
    rooms: Type.Integer(),
    guests: Type.Integer(),
    guest_name: Type.String(),
    total: Type.Integer(),
    currency: Type.String(),
  }),
  /** the booking's latest payment attempt (as get_booking answers it): a card declined on the gateway's page is told here too */
  last_payment: Type.Optional(Nullable(LastPaymentSchema)),
  /**
   * the money paid through THIS link, when it did not pay the booking and is given back whole (the state
   * still says the booking's: paid by another payment, or ended); null when nothing paid through it went back
   */
  given_back: Type.Optional(Nullable(PaymentLinkGivenBackSchema)),
});
export type PaymentLink = Static<typeof PaymentLinkSchema>;

export const PaymentLinkCardPaymentBodySchema = Type.Object({
  token: LinkToken,
  return_url: Text({ minLength: 8, maxLength: 2000, pattern: '^https?://[^\\s]+$' }),
});
export type PaymentLinkCardPaymentBody = Static<typeof PaymentLinkCardPaymentBodySchema>;
