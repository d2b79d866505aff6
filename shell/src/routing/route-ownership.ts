/**
 * Which remote owns a page (spec §2). The shell only knows the first path segment after the
 * locale; everything below it belongs to the remote. '' is the locale's home page.
 * Patterns: an exact segment, `prefix*` (payment, payments, paymentInstruction…) or `*suffix`
 * (`{product}Blog`).
 */
export type RemoteName = 'mf_search' | 'mf_booking' | 'mf_account' | 'mf_club' | 'mf_corporate' | 'mf_content';

/** Registration order; also the port order deploy/ uses (PORT+1 … PORT+6). */
export const REMOTE_NAMES: readonly RemoteName[] = ['mf_search', 'mf_booking', 'mf_account', 'mf_club', 'mf_corporate', 'mf_content'];

export const ROUTE_OWNERSHIP: Readonly<Record<RemoteName, readonly string[]>> = {
  mf_search: [
    '', 'list-hotels', 'search', 'hotel', 'searchFilter', 'range-calendar', 'sitemap-*', 'deal', 'deal_page',
    'deal_detail', 'wishlist', 'market-place', 'brand', 'hotels-around-you',
  ],
  mf_booking: [
    'bookingsummary', 'payment*', 'paymentInstruction', 'bookings', 'booking_subscription', 'default-payment', 'pah',
    'my-bookings', 'rate-us', 'self-check-in', 'thank-you', 'view_proof_url', 'abandoned-booking', 'bank-transfer',
    'link-payment',
  ],
  mf_account: [
    'account', 'settings', 'signIn', 'signUp', 'phoneVerification', 'forgot-password', 'password-verify',
    'reset-password', 'changePassword', 'createPassword', 'email-verification', 'bank-account-details',
    'register-successfully',
  ],
  mf_club: [
    'loyalty-plan', 'loyalty_points', 'loyalty_landing', 'my-reward', 'refer-and-earn', 'what-is-redcash', 'promocodes',
    'redclub-history', 'rc-benefits', 'rc-profile-invoice', 'bulk-subscription',
  ],
  mf_corporate: [
    'corporate', 'corporate-bookings', 'my-clients', 'client-details', 'add-new-client', 'promo-codes',
    'create-promo-codes', 'corp-sales', 'my-requests', 'corp-sales-booking-price-requests',
    'reseller-booking-price-requests', 'commission', 'resellerlist', 'special-deal-list', 'resellers',
    'reseller-landing', 'reseller-training', 'reseller', 'reseller-account', 'hygiene-landing', 'external',
  ],
  mf_content: [
    'blog', '*Blog', 'privacy-policy', 'terms', 'about-us', 'press-release', 'faq', 'careers', 'contactUs', 'contact-us',
    'partnership', 'nps', 'nps-cs-review', 'assured-stay-launch', 'marketing-collateral',
  ],
};

function matches(pattern: string, segment: string): boolean {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    return segment.startsWith(prefix);
  }
  if (pattern.startsWith('*')) {
    const suffix = pattern.slice(1);
    // `{product}Blog` needs a product name before the suffix: "Blog" alone is not a page
    return segment.length > suffix.length && segment.endsWith(suffix);
  }
  return pattern === segment;
}

// Exact names win over patterns, so adding a wildcard can never steal a page named exactly.
const EXACT = new Map<string, RemoteName>();
const PATTERNS: Array<[string, RemoteName]> = [];
for (const name of REMOTE_NAMES) {
  for (const pattern of ROUTE_OWNERSHIP[name]) {
    if (pattern.includes('*')) PATTERNS.push([pattern, name]);
    else EXACT.set(pattern, name);
  }
}

/** The remote that owns a first segment after the locale, or null (catch-all → locale home). */
export function ownerOfSegment(segment: string): RemoteName | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape is simply not a page we own
  }
  const exact = EXACT.get(decoded);
  if (exact) return exact;
  for (const [pattern, name] of PATTERNS) if (matches(pattern, decoded)) return name;
  return null;
}
