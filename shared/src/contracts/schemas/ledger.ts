/**
 * The member's wallet as the ledger holds it (api/src/modules/ledger): redcash in their home
 * currency, the lots it sits in with their expiry, points, and the history of every movement.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LOYALTY_TIERS, POINTS_LINE_KINDS, WALLET_LINE_KINDS } from '../constants';
import { COUNTRY_CODES, LANGUAGES } from '../locales';
import { ClubPlanSchema } from './content';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, PageNumber, Text } from './kit';

/** redcash_balance: what the signed-in member holds now */
export const RedcashBalanceSchema = Type.Object({
  /** the wallet's currency: the member's home country's */
  currency: Type.String(),
  /** what the member may spend now, minor units (lots not expired, less what bookings on hold keep) */
  redcash_balance: Type.Integer({ minimum: 0 }),
  /** the same in the wallet's currency (a wallet is never converted: equal to redcash_balance) */
  converted_redcash_balance: Type.Integer({ minimum: 0 }),
  redcash_conversion_unit: Type.Number(),
  /** what bookings waiting for payment keep of it, minor units */
  on_hold: Type.Integer({ minimum: 0 }),
  /** the soonest-expiring money first: each lot with money left, up to 5 */
  expiring: Type.Array(Type.Object({ amount: Type.Integer({ minimum: 1 }), expires_at: Type.String() })),
  point_balance: Type.Integer({ minimum: 0 }),
});
export type RedcashBalance = Static<typeof RedcashBalanceSchema>;

export const RedcashHistoryQuerySchema = Type.Object({ page: Type.Optional(PageNumber()) });
export type RedcashHistoryQuery = Static<typeof RedcashHistoryQuerySchema>;

/** one movement of the member's redcash, newest first: what it was, how much (+ in, − out) and why */
export const WalletLineSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO instant' }),
  kind: LiteralUnion(WALLET_LINE_KINDS),
  /** minor units, > 0 into the wallet, < 0 out of it */
  amount: Type.Integer(),
  currency: Type.String(),
  /** held for a booking waiting for payment (not spent yet) */
  pending: Type.Boolean(),
  /** the booking it is about (RN000123), or null */
  booking_code: Nullable(Type.String()),
  /** money into the wallet: the day it expires */
  expires_at: Nullable(Type.String()),
});
export type WalletLine = Static<typeof WalletLineSchema>;
export const RedcashHistorySchema = Type.Object({
  lines: Type.Array(WalletLineSchema),
  next_page: Nullable(Type.Integer()),
});
export type RedcashHistory = Static<typeof RedcashHistorySchema>;

/** one movement of the member's points, newest first */
export const PointsLineSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO instant' }),
  kind: LiteralUnion(POINTS_LINE_KINDS),
  /** > 0 earned or given back, < 0 spent */
  points: Type.Integer(),
  /** held for a booking waiting for payment (not spent yet) */
  pending: Type.Boolean(),
  /** the booking it is about (RN000123), or null */
  booking_code: Nullable(Type.String()),
});
export type PointsLine = Static<typeof PointsLineSchema>;

/**
 * recent_redpoints: the signed-in member's points, tier and the movements behind them. The tier
 * comes from completed stays in the last 24 months; `show_tier_animation` is true once after a tier
 * rises, until mark_show_animation records it was shown.
 */
export const RecentRedpointsSchema = Type.Object({
  point_balance: Type.Integer({ minimum: 0 }),
  loyalty_tier: LiteralUnion(LOYALTY_TIERS),
  /** completed stays counted for the tier (the last 24 months) */
  completed_stays: Type.Integer({ minimum: 0 }),
  /** the next tier and the completed stays it needs, or null at the top */
  next_tier: Nullable(Type.Object({ key: LiteralUnion(LOYALTY_TIERS), min_stays: Type.Integer() })),
  /** points earned per completed night at this tier */
  points_per_night: Type.Number(),
  /** what one point takes off a stay, minor units of `currency` (the member's home currency) */
  point_value: Type.Integer({ minimum: 1 }),
  currency: Type.String(),
  /** points pay at most this share of a stay */
  max_redeem_percent: Type.Integer(),
  show_tier_animation: Type.Boolean(),
  lines: Type.Array(PointsLineSchema),
  next_page: Nullable(Type.Integer()),
});
export type RecentRedpoints = Static<typeof RecentRedpointsSchema>;

/** mark_show_animation: the tier-up animation was shown for this tier; it is not shown again */
export const MarkShowAnimationSchema = Type.Object({
  loyalty_tier: LiteralUnion(LOYALTY_TIERS),
  shown: Type.Boolean(),
});
export type MarkShowAnimation = Static<typeof MarkShowAnimationSchema>;

/** a referral code as typed or carried by a link: letters and digits */
export const ReferralCodeSchema = Type.String({
  minLength: 4,
  maxLength: 12,
  pattern: '^[A-Za-z0-9]+$',
  description: "a member's refer-and-earn code, any case",
});
const MoneyAmount = Type.Object({ amount: Type.Integer(), currency: Type.String() });

export const ReferralQuerySchema = Type.Object({
  /** the country whose currency a guest reads the rules in (a member reads them in their home currency) */
  country: Type.Optional(LiteralUnion(COUNTRY_CODES)),
});
export type ReferralQuery = Static<typeof ReferralQuerySchema>;
/**
 * referral (ours): refer and earn's rules, and for a signed-in member their code and how their
 * friends are doing. A friend gets `friend_reward` off a first stay when they sign up with the code;
 * the member gets `referrer_credit` of redcash after the friend's first completed stay, at most
 * `monthly_cap` a calendar month.
 */
export const ReferralSchema = Type.Object({
  friend_reward: MoneyAmount,
  referrer_credit: MoneyAmount,
  monthly_cap: Type.Integer(),
  reward_valid_days: Type.Integer(),
  /** the member's code (null for a guest) */
  code: Nullable(Type.String()),
  /** friends who joined with it: waiting for a first stay, credited, refused (null for a guest) */
  friends: Nullable(Type.Object({ joined: Type.Integer(), credited: Type.Integer(), refused: Type.Integer() })),
  /** redcash the member has earned by referring (null for a guest) */
  earned: Nullable(MoneyAmount),
});
export type Referral = Static<typeof ReferralSchema>;

export const ApplyReferralBodySchema = Type.Object({ referral_code: ReferralCodeSchema });
export type ApplyReferralBody = Static<typeof ApplyReferralBodySchema>;
/** a code entered: the friend's welcome reward, or why there is none (earlier_booking) */
export const ReferralJoinSchema = Type.Object({
  reward: Nullable(
    Type.Object({ id: Type.Integer(), title: Type.String(), ...MoneyAmount.properties, valid_until: Type.String() }),
  ),
  refusal: Nullable(LiteralUnion(['earlier_booking'] as const)),
});
export type ReferralJoin = Static<typeof ReferralJoinSchema>;

/** a membership of the club the member bought: its days [starts_on, ends_on) on their home calendar */
export const ClubMembershipSchema = Type.Object({
  id: Type.Integer(),
  plan_id: Type.Integer(),
  plan_name: Type.String(),
  /** pending: bought with a booking still waiting for its payment; active: paid */
  status: LiteralUnion(['pending', 'active'] as const),
  /** YYYY-MM-DD, null while pending (it starts when paid, or where the member's last one ends) */
  starts_on: Nullable(Type.String()),
  /** YYYY-MM-DD, the first day no longer covered; null while pending */
  ends_on: Nullable(Type.String()),
  price: Type.Integer(),
  currency: Type.String(),
});
export type ClubMembership = Static<typeof ClubMembershipSchema>;

export const ClubLoyaltyPlansQuerySchema = Type.Object({
  /** the site whose country's plans are listed (prices in its currency); default en-id */
  locale: OptionalText(10),
});
export type ClubLoyaltyPlansQuery = Static<typeof ClubLoyaltyPlansQuerySchema>;
/** club_loyalty_plans: the site country's plans ranked by order, and where the caller stands */
export const ClubLoyaltyPlansSchema = Type.Object({
  currency: Type.String(),
  plans: Type.Array(ClubPlanSchema),
  /** what a member pays less on every stay they book, this one included when a plan is bought with it (percent) */
  member_discount_percent: Type.Number(),
  /** the caller holds a membership covering today (false for a guest) */
  club_member: Type.Boolean(),
  /** the membership covering today, or null */
  membership: Nullable(ClubMembershipSchema),
  /** a plan bought now starts on this day: today, or the day the member's last active membership ends */
  next_start: Type.String(),
});
export type ClubLoyaltyPlans = Static<typeof ClubLoyaltyPlansSchema>;

/** club_member: the signed-in member's club standing */
export const ClubMemberSchema = Type.Object({
  club_member: Type.Boolean(),
  /** the cash back a completed stay earns them now, percent of what they paid in money */
  cashback_percent: Type.Number(),
  /** what they pay less on a stay booked now, percent of its all-in price (0 for a non-member) */
  member_discount_percent: Type.Number(),
  membership: Nullable(ClubMembershipSchema),
  /** days left of the membership covering today, counting today (0 for a non-member) */
  days_left: Type.Integer({ minimum: 0 }),
  /** the first day no longer covered by the memberships bought so far, renewals included (YYYY-MM-DD), or null */
  covered_until: Nullable(Type.String()),
  /** every membership bought, newest first */
  memberships: Type.Array(ClubMembershipSchema),
});
export type ClubMember = Static<typeof ClubMemberSchema>;

/** a stay booked at a member's price: what the price took off it */
export const ClubSavedStaySchema = Type.Object({
  booking_salt: Type.String(),
  hotel_name: Type.String(),
  /** YYYY-MM-DD */
  check_in_date: Type.String(),
  /** YYYY-MM-DD */
  check_out_date: Type.String(),
  /** confirmed, checked_in or completed: a stay waiting for its payment or cancelled saved nothing */
  status: LiteralUnion(['confirmed', 'checked_in', 'completed'] as const),
  currency: Type.String(),
  /** minor units, > 0 */
  saved: Type.Integer({ minimum: 1 }),
});
export type ClubSavedStay = Static<typeof ClubSavedStaySchema>;

/** club_profile: the member's standing (as club_member) and what member prices saved them */
export const ClubProfileSchema = Type.Object({
  ...ClubMemberSchema.properties,
  /** per currency, newest stay's currency first: the total member prices took off and over how many stays */
  savings: Type.Array(Type.Object({ currency: Type.String(), amount: Type.Integer(), stays: Type.Integer() })),
  /** the stays booked at a member's price, newest check-in first, at most 50 */
  saved_stays: Type.Array(ClubSavedStaySchema),
});
export type ClubProfile = Static<typeof ClubProfileSchema>;

/**
 * site_loyalty_benefits: the loyalty rules of the locale's country as numbers in its currency (minor
 * units), for a page to word them; `you` where a signed-in caller stands (null for a guest).
 */
export const SiteLoyaltyBenefitsSchema = Type.Object({
  country: Type.String(),
  currency: Type.String(),
  member_discount_percent: Type.Number(),
  cashback_percent: Type.Number(),
  club_cashback_percent: Type.Number(),
  redcash_max_redeem_percent: Type.Number(),
  redcash_validity_days: Type.Integer(),
  points: Type.Object({
    /** what one point takes off a stay in this currency; null where points cannot pay */
    point_value: Nullable(Type.Integer()),
    max_redeem_percent: Type.Number(),
    tiers: Type.Array(
      Type.Object({ tier: LiteralUnion(LOYALTY_TIERS), min_stays: Type.Integer(), points_per_night: Type.Number() }),
    ),
  }),
  stay_reward: Type.Object({
    every_stays: Type.Integer(),
    percent: Type.Integer(),
    /** the most it takes off one stay in this currency (0: not offered here) */
    max_discount: Type.Integer(),
  }),
  you: Nullable(
    Type.Object({
      loyalty_tier: LiteralUnion(LOYALTY_TIERS),
      completed_stays: Type.Integer(),
      /** spec §4's loyalty status of the stay reward */
      loyalty_status: LiteralUnion(['availed', 'available', 'know_more', 'not_applicable'] as const),
      remaining_bookings: Type.Integer(),
    }),
  ),
});
export type SiteLoyaltyBenefits = Static<typeof SiteLoyaltyBenefitsSchema>;

/** club_membership_order (ours): buy a plan alone, paid through the payment screens */
export const ClubMembershipOrderBodySchema = Type.Object({
  plan_id: BoundedInteger(1, 2_147_483_647),
  /** the site the plan was chosen on: only its country's plans are sold there; default en-id */
  locale: OptionalText(10),
});
export type ClubMembershipOrderBody = Static<typeof ClubMembershipOrderBodySchema>;

/** a membership order waiting for its payment: pay it with payment_options order_kind membership, order_id member_id */
export const ClubMembershipOrderSchema = Type.Object({
  member_id: Type.Integer(),
  plan_id: Type.Integer(),
  plan_name: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  /** YYYY-MM-DD: where the membership would start if paid now (today, or where the caller's last one ends) */
  starts_on: Type.String(),
});
export type ClubMembershipOrder = Static<typeof ClubMembershipOrderSchema>;

export const ClubInvoiceQuerySchema = Type.Object({
  membership_id: BoundedInteger(1, 2_147_483_647),
});
export type ClubInvoiceQuery = Static<typeof ClubInvoiceQuerySchema>;

/** club_membership_invoice (ours): a paid membership's invoice, with a signed link to its PDF */
export const ClubInvoiceSchema = Type.Object({
  invoice_number: Type.String(),
  membership_id: Type.Integer(),
  plan_name: Type.String(),
  duration_days: Type.Integer(),
  /** YYYY-MM-DD: the first day covered and the first day no longer covered */
  starts_on: Type.String(),
  ends_on: Type.String(),
  /** YYYY-MM-DD: the day it was paid, on the member's home calendar */
  issued_on: Type.String(),
  member_name: Type.String(),
  member_email: Type.String(),
  currency: Type.String(),
  /** minor units: what was paid for the plan (its price when bought) */
  total: Type.Integer(),
  /** the booking it was paid with, when bought on a booking summary */
  paid_with: Nullable(Type.Object({ booking_code: Type.String(), booking_salt: Type.String() })),
  /** the same invoice as a PDF for 10 minutes, without a token */
  pdf_url: Type.String(),
});
export type ClubInvoice = Static<typeof ClubInvoiceSchema>;

export const ClubInvoicePdfQuerySchema = Type.Object({
  membership_id: BoundedInteger(1, 2_147_483_647),
  expires: BoundedInteger(1, 99_999_999_999, { description: 'unix seconds' }),
  signature: Text({ minLength: 64, maxLength: 64, pattern: '^[0-9a-f]+$' }),
  /** the language of the page that asked for the link (not signed: it changes words, not facts) */
  language: Type.Optional(LiteralUnion(LANGUAGES, { description: 'en | id | vi | th; English when left out' })),
});
export type ClubInvoicePdfQuery = Static<typeof ClubInvoicePdfQuerySchema>;
