/**
 * Enumerations of the contract, as `as const` lists. The TypeBox schemas build their literal
 * unions from these, and the browser uses them at run time (tabs, sort menus) without loading
 * any schema code. Add a value here and both sides learn it.
 */
export const SITE_KINDS = ['main', 'brand', 'corporate'] as const;
export type SiteKind = (typeof SITE_KINDS)[number];

/** white-label brand sites chosen by host (spec §1, §6) */
export const BRAND_SLUGS = ['lumo', 'urbano'] as const;
export type BrandSlug = (typeof BRAND_SLUGS)[number];

export const AREA_CATEGORIES = ['province', 'city', 'sub_city', 'district', 'area'] as const;
export type AreaCategory = (typeof AREA_CATEGORIES)[number];

/** hotels, residences (monthly stays) and co-living share the search flow with their own rules */
export const PROPERTY_TYPES = ['hotel', 'residence', 'coliving'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** spec §9: sort popular (default), price (ascending), rating */
export const SORT_TYPES = ['popular', 'price', 'rating'] as const;
export type SortType = (typeof SORT_TYPES)[number];
/** sorts the listing accepts: the menu's SORT_TYPES plus distance (hotels-around-you; needs lat and lng) */
export const SEARCH_SORTS = ['popular', 'price', 'rating', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** the tabs of my-bookings */
export const BOOKING_LIST_TYPES = ['upcoming', 'completed', 'cancelled'] as const;
export type BookingListType = (typeof BOOKING_LIST_TYPES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'checked_in', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The outcome of a booking's latest payment attempt (get_booking's last_payment):
 * pending: opened, no answer yet (the guest is on the card page, or the bank's answer is on its way)
 * · declined: the card's bank refused it (reason_code says why) · failed: the provider never took it
 * · expired: it closed unpaid · succeeded · due_at_hotel: confirmed, paid at check-in ·
 * awaiting_transfer: a virtual account waits for the bank transfer.
 */
export const PAYMENT_OUTCOMES = [
  'pending',
  'declined',
  'failed',
  'expired',
  'succeeded',
  'due_at_hotel',
  'awaiting_transfer',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
/** why a card payment was declined: the bank refused the card, or the cardholder's confirmation (3-D Secure code) failed */
export const PAYMENT_DECLINE_REASONS = ['card_declined', 'authentication_failed'] as const;
export type PaymentDeclineReason = (typeof PAYMENT_DECLINE_REASONS)[number];
/** every way a payment of a booking is made (payments.method) */
export const PAYMENT_ATTEMPT_METHODS = ['card', 'payment_link', 'pay_at_hotel', 'bank_transfer'] as const;
export type PaymentAttemptMethod = (typeof PAYMENT_ATTEMPT_METHODS)[number];

/** spec §4: tier order bronze 0, silver 1, gold 2, diamond 3 */
export const LOYALTY_TIERS = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

export const AUTH_PROVIDERS = ['email', 'phone', 'google', 'facebook'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const CORPORATE_TYPES = ['travel_agent', 'other'] as const;
export type CorporateType = (typeof CORPORATE_TYPES)[number];

/**
 * A company's client (corp_client_verify; api/README.md "Corporate clients"): pending ·
 * expired (the link ran out before it was confirmed: send it again) · verified.
 */
export const CORP_CLIENT_STATUSES = ['pending', 'expired', 'verified'] as const;
export type CorpClientStatus = (typeof CORP_CLIENT_STATUSES)[number];
/** a verified client's account: member (books for the company) · no_account (signs up from the link) · other_company (the account books for another one) */
export const CORP_CLIENT_ACCOUNT_STATES = ['member', 'no_account', 'other_company'] as const;
export type CorpClientAccountState = (typeof CORP_CLIENT_ACCOUNT_STATES)[number];
/** what a verification link can do now: ready (Confirm) · sign_up (confirmed, the account is created from it) · used · expired */
export const CORP_CLIENT_LINK_STATES = ['ready', 'sign_up', 'used', 'expired'] as const;
export type CorpClientLinkState = (typeof CORP_CLIENT_LINK_STATES)[number];
/** what confirming did: added (the account now books for the company) · already_member · other_company (it books for another one; not moved) · sign_up (no account yet) */
export const CORP_CLIENT_OUTCOMES = ['added', 'already_member', 'other_company', 'sign_up'] as const;
export type CorpClientOutcome = (typeof CORP_CLIENT_OUTCOMES)[number];

/** content sections served by load_rsite_contents */
export const CONTENT_SECTIONS = ['reseller_landing', 'what_is_redcash', 'club_landing', 'about_us'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** What `format: 'email'` accepts, on the API and in forms alike: one @, something before it, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

// ── listing filters (spec §9 filter keys that apply to a guest) ──────────────
/** property_category */
export const PROPERTY_CATEGORIES = ['budget', 'business', 'boutique', 'resort', 'capsule'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];
/** ideal_for */
export const IDEAL_FOR = ['family', 'couple', 'business', 'solo', 'backpacker'] as const;
export type IdealFor = (typeof IDEAL_FOR)[number];
/** location_filter */
export const LOCATION_TAGS = ['city_center', 'near_airport', 'near_station', 'beach', 'shopping', 'nightlife'] as const;
export type LocationTag = (typeof LOCATION_TAGS)[number];
/** add_on_type */
export const ADD_ON_TYPES = ['breakfast', 'airport_transfer', 'late_checkout', 'laundry', 'dinner'] as const;
export type AddOnType = (typeof ADD_ON_TYPES)[number];
/** amenities_filter: the facility keys of a property (front ends translate them; load_icon_images has their icons) */
export const FACILITY_KEYS = [
  'ac',
  'wifi',
  'tv',
  'hot_water',
  'front_desk_24h',
  'cctv',
  'parking',
  'restaurant',
  'pool',
  'elevator',
  'laundry',
  'kitchen',
  'gym',
  'airport_shuttle',
  'breakfast',
  'workspace',
] as const;
export type FacilityKey = (typeof FACILITY_KEYS)[number];
/** {product}_type: a brand, or independent properties */
export const BRAND_TYPES = ['lumo', 'urbano', 'independent'] as const;
/** the filter keys hotels/list takes and get_filters describes, in the order of the filter screen */
export const LISTING_FILTER_KEYS = [
  'price',
  'user_rating',
  'top_property',
  'location_filter',
  'property_category',
  'ideal_for',
  'brand_type',
  'previous_booked',
  'amenities_filter',
  'pah',
  'deals_discount',
  'add_on_type',
  'syariah',
] as const;
export type ListingFilterKey = (typeof LISTING_FILTER_KEYS)[number];

/** spec §3: every experiment field defaults to 'NA' (no experiment, or no one to assign) */
export const EXPERIMENT_NA = 'NA';
/** pages with their own meta tags (load_metatags) */
export const META_PAGES = ['home', 'listing', 'hotel', 'deal', 'brand'] as const;
export type MetaPage = (typeof META_PAGES)[number];
export const WISHLIST_ACTIONS = ['add', 'remove'] as const;

/** the identity documents a property may accept (its policies.accepted_ids; self check-in) */
export const ID_TYPES = ['ktp', 'passport', 'sim', 'nric', 'philsys', 'drivers_license', 'cccd', 'thai_id'] as const;

/** what a guest may tick when rating a stay (rate-us): what was good or what to improve */
export const FEEDBACK_TAGS = {
  good: [
    'clean_room',
    'friendly_staff',
    'comfortable_bed',
    'good_location',
    'value_for_money',
    'quiet',
    'fast_check_in',
  ],
  improve: ['cleanliness', 'noise', 'wifi', 'slow_check_in', 'bathroom', 'air_conditioning', 'staff'],
} as const;
export const TRAVELLER_TYPES = ['family', 'couple', 'business', 'solo', 'backpacker'] as const;
/**
 * localStorage key of the salt of the booking this browser made last (mf-booking writes it at
 * book_now): a guest without an account is led back to pay it (incomplete_card_booking_status)
 */
export const LAST_BOOKING_SALT_KEY = 'rn.booking.lastSalt';

/** why a wallet line moved: its transfer's kind, as the history names it */
export const WALLET_LINE_KINDS = [
  'opening',
  'cashback',
  'cashback_reversal',
  'spend',
  'spend_return',
  'refund',
  'referral',
  'expiry',
  'adjustment',
] as const;
export type WalletLineKind = (typeof WALLET_LINE_KINDS)[number];
/** why the member's points moved: a completed stay, a spend on a booking and its return, an opening balance, a correction */
export const POINTS_LINE_KINDS = ['opening', 'stay', 'points_spend', 'points_return', 'adjustment'] as const;
export type PointsLineKind = (typeof POINTS_LINE_KINDS)[number];
