/** After booking, at the property: self check-in with its QR pass, and rating the stay (spec §2 self-check-in, rate-us; §7). */
import { Type, type Static } from '@sinclair/typebox';
import { FEEDBACK_TAGS, ID_TYPES, TRAVELLER_TYPES } from '../constants';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, Text } from './kit';

const Salt = () => Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const IdTypeSchema = LiteralUnion(ID_TYPES);

/** The pass a guest shows at the desk after self check-in: the QR code holds the booking code and a random token. */
export const CheckinPassSchema = Type.Object({
  booking_code: Type.String(),
  guest_name: Type.String(),
  id_type: IdTypeSchema,
  /** the ID's last four characters; the number itself is not kept */
  id_number_last4: Type.String(),
  checked_in_at: Type.String(),
  /** what the QR code says */
  qr_text: Type.String(),
  /** the QR code as an SVG document */
  qr_svg: Type.String(),
});
export type CheckinPass = Static<typeof CheckinPassSchema>;

/**
 * Where a booking stands for self check-in: open (its check-in day at the hotel, confirmed),
 * not_yet / closed (another day), not_eligible (not confirmed), checked_in (with its pass).
 */
export const CheckinStatusSchema = Type.Object({
  booking_salt: Type.String(),
  booking_code: Type.String(),
  hotel_name: Type.String(),
  room_type: Type.String(),
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_in_time: Type.String({ description: 'HH:MM, hotel time' }),
  state: LiteralUnion(['open', 'not_yet', 'closed', 'not_eligible', 'checked_in'] as const),
  accepted_ids: Type.Array(IdTypeSchema),
  pass: Nullable(CheckinPassSchema),
});
export type CheckinStatus = Static<typeof CheckinStatusSchema>;

export const DoCheckinBodySchema = Type.Object({
  booking_salt: Salt(),
  id_type: IdTypeSchema,
  id_number: Text({ minLength: 4, maxLength: 40 }),
  full_name: Text({ minLength: 2, maxLength: 120 }),
});
export type DoCheckinBody = Static<typeof DoCheckinBodySchema>;

const StayListItem = Type.Object({
  id: Type.Integer(),
  booking_salt: Type.String(),
  hotel_name: Type.String(),
  hotel_slug: Type.String(),
  check_in_date: Type.String(),
  check_out_date: Type.String(),
  status: Type.String(),
});

/**
 * checkins (spec §3 "Recent checkout response: bookings, today_checkout, is_eligible_to_review"):
 * the signed-in user's stays checking in today (hotel calendar) and stays checked out in the last 30 days.
 */
export const CheckinsSchema = Type.Object({
  today_checkins: Type.Array(Type.Intersect([StayListItem, Type.Object({ checked_in: Type.Boolean() })])),
  recent_checkouts: Type.Object({
    bookings: Type.Array(Type.Intersect([StayListItem, Type.Object({ is_eligible_to_review: Type.Boolean() })])),
    /** one of them checks out today */
    today_checkout: Type.Boolean(),
    /** at least one can still be rated */
    is_eligible_to_review: Type.Boolean(),
  }),
});
export type Checkins = Static<typeof CheckinsSchema>;

const FEEDBACK_TAG_VALUES = [...FEEDBACK_TAGS.good, ...FEEDBACK_TAGS.improve] as const;

export const FeedbackOptionsBodySchema = Type.Object({ booking_salt: Salt() });
export type FeedbackOptionsBody = Static<typeof FeedbackOptionsBodySchema>;

/**
 * get_feedback_options (spec §7, hmac and user_segment header): what the rating form of a stay
 * offers, and whether it can be rated: open (stayed, checked out in the last 30 days, not rated),
 * rated (once per booking), not_yet (not checked out), closed (too long ago), not_eligible (never stayed).
 */
export const FeedbackOptionsSchema = Type.Object({
  booking_salt: Type.String(),
  booking_code: Type.String(),
  hotel_name: Type.String(),
  check_in_date: Type.String(),
  check_out_date: Type.String(),
  state: LiteralUnion(['open', 'rated', 'not_yet', 'closed', 'not_eligible'] as const),
  user_segment: Type.String(),
  stars: Type.Array(Type.Integer()),
  good_tags: Type.Array(LiteralUnion(FEEDBACK_TAGS.good)),
  improve_tags: Type.Array(LiteralUnion(FEEDBACK_TAGS.improve)),
  traveller_types: Type.Array(LiteralUnion(TRAVELLER_TYPES)),
  /** the guest's rating, once given */
  rating: Nullable(Type.Integer()),
});
export type FeedbackOptions = Static<typeof FeedbackOptionsSchema>;

export const FeedbackBodySchema = Type.Object({
  booking_salt: Salt(),
  rating: BoundedInteger(1, 5),
  traveller_type: LiteralUnion(TRAVELLER_TYPES),
  tags: Type.Optional(Type.Array(LiteralUnion(FEEDBACK_TAG_VALUES), { maxItems: 14 })),
  comment: OptionalText(1000),
});
export type FeedbackBody = Static<typeof FeedbackBodySchema>;

/** the review recorded, and the property's rating and review count it now has */
export const FeedbackResultSchema = Type.Object({
  review_id: Type.Integer(),
  rating: Type.Integer(),
  hotel_rating: Type.Number(),
  hotel_review_count: Type.Integer(),
});
export type FeedbackResult = Static<typeof FeedbackResultSchema>;

/**
 * fetch_booking_data (spec §7): what a booking's owner can do with it now, decided by the server
 * (the policy engine, the hold, the check-in day, the review window), so screens do not guess.
 */
export const BookingDataSchema = Type.Object({
  booking_salt: Type.String(),
  booking_code: Type.String(),
  status: Type.String(),
  actions: Type.Object({
    pay: Type.Boolean(),
    cancel: Type.Boolean(),
    change_dates: Type.Boolean(),
    pay_date_change: Type.Boolean(),
    check_in: Type.Boolean(),
    rate: Type.Boolean(),
    invoice: Type.Boolean(),
  }),
  checkin_state: LiteralUnion(['open', 'not_yet', 'closed', 'not_eligible', 'checked_in'] as const),
  feedback_state: LiteralUnion(['open', 'rated', 'not_yet', 'closed', 'not_eligible'] as const),
  /** the refund cancelling now would give (the policy engine), null when it cannot be cancelled */
  cancel_refund: Nullable(Type.Integer()),
});
export type BookingData = Static<typeof BookingDataSchema>;
