/**
 * The booking summary (spec §7 booking_summary and the calls around it): the stay the guest chose and
 * their picks (coupon, marketing reward, add-ons), the summary the server prices from them with its
 * adjustments, the promos, rewards and add-ons on offer, the corporate site's availability check,
 * and book_now's body.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ADD_ON_TYPES } from '../constants';
import { COUNTRY_CODES } from '../locales';
import { MAX_GUESTS, MAX_ROOMS, MIN_GUESTS, MIN_ROOMS } from '@rednest/shared/format/rules';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, Text } from './kit';
import { EmailSchema } from './account';

/**
 * book_now: hold the rooms of a stay the server prices itself. No amount is sent: the
 * total is the server's (the same function as search and the summary). `idempotency_key` makes a
 * retry safe: the same key and body get the first answer again.
 */
const stayChoice = {
  hotel: Text({ minLength: 1, maxLength: 120, description: 'property slug or id' }),
  room_type_id: BoundedInteger(1, 2_147_483_647),
  rate_plan_id: BoundedInteger(1, 2_147_483_647),
  check_in_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  check_out_date: Text({ maxLength: 40, description: 'DD-MM-YYYY' }),
  rooms: BoundedInteger(MIN_ROOMS, MAX_ROOMS),
  guest: BoundedInteger(MIN_GUESTS, MAX_GUESTS),
};

export const AddOnTypeSchema = LiteralUnion(ADD_ON_TYPES);
export const CouponCodeSchema = Text({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'a promo code, any case',
});
/** what the guest picked on the summary: never an amount */
const MktRewardIdSchema = BoundedInteger(1, 2_147_483_647, {
  description: "one of the signed-in user's marketing rewards (mkt_reward_list)",
});
const summaryChoices = {
  coupon_code: Type.Optional(CouponCodeSchema),
  /** a marketing reward of the signed-in user; not with a coupon (one voucher per booking) */
  mkt_reward_id: Type.Optional(MktRewardIdSchema),
  add_ons: Type.Optional(
    Type.Array(Type.Object({ type: AddOnTypeSchema, quantity: BoundedInteger(1, MAX_GUESTS) }), {
      maxItems: ADD_ON_TYPES.length,
    }),
  ),
  /** the spec's isRCSelected: pay part of the stay with the signed-in member's redcash (the server says how much) */
  use_redcash: Type.Optional(Type.Boolean()),
  /** apply_door_points: pay part of the stay with the signed-in member's points (the server says how many) */
  use_points: Type.Optional(Type.Boolean()),
  /**
   * the spec's selectedRCPlanId: join the club with this plan (club_loyalty_plans) in the same payment;
   * the summary adds its price as a membership line (signed-in members only, never paid at the hotel)
   */
  club_plan_id: Type.Optional(BoundedInteger(1, 2_147_483_647, { description: 'a club plan of the stay country' })),
  /** add_user_red_loyalty: use the signed-in user's stay reward on this stay (the server says how much) */
  use_stay_reward: Type.Optional(Type.Boolean()),
};

/** A stay choice and the guest's picks (coupon, add-ons): the server prices the summary from these. */
export const SummaryBodySchema = Type.Object({
  ...stayChoice,
  ...summaryChoices,
  /** the corporate site: the caller's company's negotiated amount (reapply_corporate_amount sets it); not with a coupon or reward, not at book_now */
  corporate: Type.Optional(Type.Boolean()),
});
export type SummaryBody = Static<typeof SummaryBodySchema>;
export const ApplyCouponBodySchema = Type.Object({ ...stayChoice, ...summaryChoices, coupon_code: CouponCodeSchema });
export type ApplyCouponBody = Static<typeof ApplyCouponBodySchema>;
export const ApplyMktRewardBodySchema = Type.Object({
  ...stayChoice,
  ...summaryChoices,
  mkt_reward_id: MktRewardIdSchema,
});
export type ApplyMktRewardBody = Static<typeof ApplyMktRewardBodySchema>;
export const StayChoiceQuerySchema = Type.Object(stayChoice);

/** check_availability (corporate site): the stay, and the total the summary showed (compared, never charged) */
export const CheckAvailabilityQuerySchema = Type.Object({
  ...stayChoice,
  total: Type.Optional(BoundedInteger(0, 2_147_483_647, { description: 'the total the guest saw, minor units' })),
});
export type CheckAvailabilityQuery = Static<typeof CheckAvailabilityQuerySchema>;

export type StayChoiceQuery = Static<typeof StayChoiceQuerySchema>;

export const ADJUSTMENT_KINDS = [
  'coupon',
  'add_on',
  'mkt_reward',
  'corporate_amount',
  'club_discount',
  'stay_reward',
  'membership',
  'redcash',
  'points',
] as const;
/** One line the summary adds to the stay's price: a charge (> 0) or a deduction (< 0). */
export const BookingAdjustmentSchema = Type.Object({
  kind: LiteralUnion(ADJUSTMENT_KINDS),
  /** the coupon's code, the add-on's type, … */
  code: Type.String(),
  label: Type.String(),
  amount: Type.Integer(),
  quantity: Type.Integer(),
  /** a catalogue add-on: one entry per night, the menu item and the date it is served */
  entries: Type.Array(
    Type.Object({
      menu_code: Type.String(),
      menu_name: Type.String(),
      menu_date: Type.String({ description: 'YYYY-MM-DD' }),
      amount: Type.Integer(),
    }),
  ),
});
export type BookingAdjustment = Static<typeof BookingAdjustmentSchema>;

/** The booking summary the server computes: the stay's all-in price, then the adjustments, then the total book_now charges. */
export const BookingSummarySchema = Type.Object({
  property_id: Type.Integer(),
  slug: Type.String(),
  room_type_id: Type.Integer(),
  rate_plan_id: Type.Integer(),
  check_in_date: Type.String({ description: 'DD-MM-YYYY' }),
  check_out_date: Type.String({ description: 'DD-MM-YYYY' }),
  no_of_nights: Type.Integer(),
  rooms: Type.Integer(),
  guest: Type.Integer(),
  currency: Type.String(),
  room_charge: Type.Integer(),
  discount: Type.Integer(),
  service_charge: Type.Integer(),
  taxes: Type.Integer(),
  /** the stay alone, all-in: what search and the hotel page show */
  stay_total: Type.Integer(),
  adjustments: Type.Array(BookingAdjustmentSchema),
  /** stay_total + the adjustments: what book_now charges */
  total: Type.Integer(),
  coupon_code: Nullable(Type.String()),
  /** the marketing reward applied (mkt_reward_id), if any */
  mkt_reward_id: Nullable(Type.Integer()),
  /**
   * the signed-in member's redcash for this stay: what the wallet holds and what of it would pay for
   * this stay (at most max_redeem_percent of it); null for a guest or a wallet in another currency
   */
  redcash: Type.Optional(
    Nullable(Type.Object({ currency: Type.String(), available: Type.Integer(), usable: Type.Integer() })),
  ),
  /**
   * the signed-in member's points for this stay: how many they hold, how many would pay for it (at
   * most max_redeem_percent of it) and what one takes off, in minor units; null for a guest
   */
  points: Type.Optional(
    Nullable(Type.Object({ available: Type.Integer(), usable: Type.Integer(), point_value: Type.Integer() })),
  ),
  /**
   * the signed-in user's stay reward (spec §4's loyalty status) for this stay: availed (on this summary),
   * available (one is free: add_user_red_loyalty applies it), know_more (remaining_bookings completed stays
   * to go), not_applicable (a corporate rate, or a currency it has no cap in); null for a guest. discount:
   * what it takes off this stay (or would).
   */
  stay_reward: Type.Optional(
    Nullable(
      Type.Object({
        status: LiteralUnion(['availed', 'available', 'know_more', 'not_applicable'] as const),
        remaining_bookings: Type.Integer(),
        every_stays: Type.Integer(),
        percent: Type.Integer(),
        max_discount: Type.Integer(),
        discount: Type.Integer(),
      }),
    ),
  ),
});
export type BookingSummary = Static<typeof BookingSummarySchema>;

/**
 * check_availability: whether the rooms are on sale for every night now (nothing is held) and the
 * stay at the company's amount; price_changed when it differs from the total the guest saw.
 */
export const CorporateAvailabilitySchema = Type.Object({
  available: Type.Boolean(),
  /** null when available; otherwise why not (ROOM_SOLD_OUT) */
  unavailable_reason: Nullable(Type.String()),
  /** rooms of this type on sale for every night of the stay */
  available_rooms: Type.Integer(),
  price_changed: Type.Boolean(),
  /** the summary at the company's amount (null when sold out) */
  summary: Nullable(BookingSummarySchema),
  checked_at: Type.String({ description: 'ISO instant' }),
});
export type CorporateAvailability = Static<typeof CorporateAvailabilitySchema>;

/** a marketing reward's terms, as every answer that lists rewards writes them (mkt_reward_list, my_rewards) */
const rewardTerms = {
  id: Type.Integer(),
  title: Type.String(),
  source: LiteralUnion(['referral', 'campaign'] as const),
  kind: LiteralUnion(['percent', 'fixed'] as const),
  percent: Nullable(Type.Integer()),
  amount: Nullable(Type.Integer()),
  /** the most a percent reward takes off */
  max_discount: Nullable(Type.Integer()),
  min_spend: Type.Integer(),
  currency: Type.String(),
  valid_until: Type.String({ description: 'ISO instant' }),
};

/**
 * mkt_reward_list: the signed-in user's marketing rewards (vouchers from a referral or a campaign)
 * that are not used, held by another booking or expired, each with what it takes off this stay or
 * why it does not apply. A guest has none.
 */
export const MktRewardListSchema = Type.Object({
  rewards: Type.Array(
    Type.Object({
      ...rewardTerms,
      /** what it would take off this stay now (0 when it does not apply) */
      discount: Type.Integer(),
      /** null when it applies; otherwise the error apply_mkt_reward would answer */
      unavailable_reason: Nullable(Type.String()),
    }),
  ),
});
export type MktRewardList = Static<typeof MktRewardListSchema>;

/**
 * my_rewards (ours): every marketing reward of the signed-in user, usable ones first (soonest to
 * expire first), then held, used and expired ones, newest first; a used or held one names its booking.
 */
export const MyRewardsSchema = Type.Object({
  rewards: Type.Array(
    Type.Object({
      ...rewardTerms,
      /** usable; held by a booking waiting for payment; used by a paid booking; expired unused */
      state: LiteralUnion(['usable', 'held', 'used', 'expired'] as const),
      /** the booking that holds or used it (RN000123), or null */
      booking_code: Nullable(Type.String()),
    }),
  ),
});
export type MyRewards = Static<typeof MyRewardsSchema>;

export const SummaryPromosSchema = Type.Object({
  promos: Type.Array(
    Type.Object({
      code: Type.String(),
      title: Type.String(),
      kind: LiteralUnion(['percent', 'fixed'] as const),
      percent: Nullable(Type.Integer()),
      amount: Nullable(Type.Integer()),
      max_discount: Nullable(Type.Integer()),
      min_spend: Type.Integer(),
      currency: Nullable(Type.String()),
      valid_until: Type.String({ description: 'ISO instant' }),
      new_user_only: Type.Boolean(),
      /** what it would take off this stay now (0 when it does not apply) */
      discount: Type.Integer(),
      /** null when it applies; otherwise the error code apply_coupan_code would answer */
      unavailable_reason: Nullable(Type.String()),
    }),
  ),
});
export type SummaryPromos = Static<typeof SummaryPromosSchema>;

/** promo_codes (ours): the running listed codes for stays in a country; the caller's own uses counted when signed in */
export const PromoListQuerySchema = Type.Object({
  /** the country whose stays the codes are for (the site's) */
  country: LiteralUnion(COUNTRY_CODES),
});
export type PromoListQuery = Static<typeof PromoListQuerySchema>;
/** one listed code and its rules, for the guest to read and copy */
export const ListedPromoSchema = Type.Object({
  code: Type.String(),
  title: Type.String(),
  kind: LiteralUnion(['percent', 'fixed'] as const),
  percent: Nullable(Type.Integer()),
  amount: Nullable(Type.Integer()),
  max_discount: Nullable(Type.Integer()),
  min_spend: Type.Integer(),
  /** the currency its amounts are in and the only one it applies to; null: any */
  currency: Nullable(Type.String()),
  valid_from: Type.String({ description: 'ISO instant' }),
  valid_until: Type.String({ description: 'ISO instant' }),
  /** the countries whose stays it applies to; empty: every country */
  countries: Type.Array(LiteralUnion(COUNTRY_CODES)),
  new_user_only: Type.Boolean(),
  /** uses allowed per guest; null: no limit */
  per_user_limit: Nullable(Type.Integer()),
  /** uses left for the signed-in caller (null: no limit, or a guest); 0 = used up */
  uses_left: Nullable(Type.Integer()),
  /** false when every use of it is taken */
  available: Type.Boolean(),
});
export type ListedPromo = Static<typeof ListedPromoSchema>;
export const PromoListSchema = Type.Object({ promos: Type.Array(ListedPromoSchema) });
export type PromoList = Static<typeof PromoListSchema>;
export const PromoDetailQuerySchema = Type.Object({
  code: CouponCodeSchema,
});
export type PromoDetailQuery = Static<typeof PromoDetailQuerySchema>;

export const AddOnAvailabilitySchema = Type.Object({
  currency: Type.String(),
  add_ons: Type.Array(
    Type.Object({
      type: AddOnTypeSchema,
      name: Type.String(),
      sub_category: Type.Integer(),
      catalogue_enable: Type.Boolean(),
      /** one unit, the whole stay (a catalogue add-on: one serving per night) */
      price: Type.Integer(),
      max_quantity: Type.Integer(),
      menu_list: Type.Array(
        Type.Object({
          catalogue_code: Type.String(),
          name: Type.String(),
          price: Type.Integer(),
          best_seller: Type.Boolean(),
        }),
      ),
      /** for one unit: what is served when (catalogue add-ons; empty otherwise) */
      entries: Type.Array(
        Type.Object({
          menu_code: Type.String(),
          menu_name: Type.String(),
          menu_date: Type.String(),
          amount: Type.Integer(),
        }),
      ),
    }),
  ),
});
export type AddOnAvailability = Static<typeof AddOnAvailabilitySchema>;

export const BookNowBodySchema = Type.Object({
  ...stayChoice,
  ...summaryChoices,
  first_name: Text({ minLength: 1, maxLength: 80 }),
  last_name: OptionalText(80),
  email: EmailSchema,
  phone: Text({ minLength: 6, maxLength: 20, pattern: '^\\+?[0-9 ()-]{6,20}$' }),
  special_request: OptionalText(500),
  /** with use_redcash: the redcash the summary showed, compared and never charged (a wallet that no longer covers it: 409) */
  redcash_amount: Type.Optional(BoundedInteger(1, 2_147_483_647, { description: 'minor units' })),
  /** with use_points: the points the summary spent, compared and never charged (a balance that no longer covers them: 409) */
  points_used: Type.Optional(BoundedInteger(1, 2_147_483_647, { description: 'points' })),
  idempotency_key: Text({
    minLength: 16,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'one per booking attempt (a UUID)',
  }),
});
export type BookNowBody = Static<typeof BookNowBodySchema>;
