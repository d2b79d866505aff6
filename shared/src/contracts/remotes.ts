/**
 * The one registry of remotes. The shell's route ownership, deploy (ports, folders, publish),
 * the webpack preset (federation name, CSS prefix, dev port) and the lint boundaries all read
 * this table; adding a remote is adding a row here.
 *
 * Order is a contract with deploy and ops runbooks (the edge is on PORT, remote i on
 * PORT + 1 + i): append, never reorder.
 *
 * `routes` are the first path segments after `/{locale}` a remote owns (spec §2): an exact
 * segment, `prefix*` (payment, payments, paymentInstruction…) or `*suffix` (`{product}Blog`);
 * '' is the locale's home. Everything below a segment belongs to that remote, whose own router
 * sends a path it does not draw to the locale's home (spec §2 catch-all).
 *
 * Plain data with no imports: the webpack preset and the eslint config load this file as it is.
 */
export const REMOTES = [
  {
    name: 'mf_search',
    folder: 'mf-search',
    cssPrefix: 'srch',
    devPort: 8181,
    routes: [
      '',
      'list-hotels',
      'search',
      'hotel',
      'searchFilter',
      'range-calendar',
      'sitemap-*',
      'deal',
      'deal_page',
      'deal_detail',
      'wishlist',
      'market-place',
      'brand',
      'hotels-around-you',
    ],
  },
  {
    name: 'mf_booking',
    folder: 'mf-booking',
    cssPrefix: 'bkg',
    devPort: 8182,
    routes: [
      'bookingsummary',
      'payment*',
      'paymentInstruction',
      'bookings',
      'booking_subscription',
      'default-payment',
      'pah',
      'my-bookings',
      'rate-us',
      'self-check-in',
      'thank-you',
      'view_proof_url',
      'abandoned-booking',
      'bank-transfer',
      'link-payment',
    ],
  },
  {
    name: 'mf_account',
    folder: 'mf-account',
    cssPrefix: 'acc',
    devPort: 8183,
    routes: [
      'account',
      'settings',
      'signIn',
      'signUp',
      'phoneVerification',
      'forgot-password',
      'password-verify',
      'reset-password',
      'changePassword',
      'createPassword',
      'email-verification',
      'bank-account-details',
      'register-successfully',
    ],
  },
  {
    name: 'mf_club',
    folder: 'mf-club',
    cssPrefix: 'club',
    devPort: 8184,
    routes: [
      'loyalty-plan',
      'loyalty_points',
      'loyalty_landing',
      'my-reward',
      'refer-and-earn',
      'what-is-redcash',
      'promocodes',
      'redclub-history',
      'rc-benefits',
      'rc-profile-invoice',
      'bulk-subscription',
    ],
  },
  {
    name: 'mf_corporate',
    folder: 'mf-corporate',
    cssPrefix: 'corp',
    devPort: 8185,
    routes: [
      'corporate',
      'corporate-bookings',
      'my-clients',
      'client-details',
      'add-new-client',
      'promo-codes',
      'create-promo-codes',
      'corp-sales',
      'my-requests',
      'corp-sales-booking-price-requests',
      'reseller-booking-price-requests',
      'commission',
      'resellerlist',
      'special-deal-list',
      'resellers',
      'reseller-landing',
      'reseller-training',
      'reseller',
      'reseller-account',
      'hygiene-landing',
      'external',
    ],
  },
  {
    name: 'mf_content',
    folder: 'mf-content',
    cssPrefix: 'cnt',
    devPort: 8186,
    routes: [
      'blog',
      '*Blog',
      'privacy-policy',
      'terms',
      'about-us',
      'press-release',
      'faq',
      'careers',
      'contactUs',
      'contact-us',
      'partnership',
      'nps',
      'nps-cs-review',
      'assured-stay-launch',
      'marketing-collateral',
    ],
  },
] as const;

export type RemoteInfo = (typeof REMOTES)[number];
/** federation name: mf_search … */
export type RemoteName = RemoteInfo['name'];
/** repository folder: mf-search … */
export type RemoteFolder = RemoteInfo['folder'];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((r) => r.name);

/** Accepts the federation name (mf_search) or the folder (mf-search). */
export function findRemote(nameOrFolder: string): RemoteInfo | undefined {
  return REMOTES.find((r) => r.name === nameOrFolder || r.folder === nameOrFolder);
}

/**
 * Which remote owns a page: the first path segment after `/{locale}` (spec §2). Read by the shell's
 * routing and by the edge, which stitches the owner's first view into the page (deploy/).
 */
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
for (const remote of REMOTES) {
  for (const pattern of remote.routes as readonly string[]) {
    if (pattern.includes('*')) PATTERNS.push([pattern, remote.name]);
    else EXACT.set(pattern, remote.name);
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

/**
 * Dialogs a remote draws over any page, named by the URL's hash: `#signIn` on any page
 * makes mf-account active beside the page's owner, and mf-account draws its sign-in dialog there
 * (on desktop; on a phone it goes to the signIn page). The page under it stays mounted.
 */
export const OVERLAYS: Readonly<Record<string, RemoteName>> = { signIn: 'mf_account' };

/** The remote that draws the dialog a hash names (`#signIn`), or null. */
export function ownerOfOverlay(hash: string): RemoteName | null {
  const name = hash.replace(/^#/, '');
  return Object.prototype.hasOwnProperty.call(OVERLAYS, name) ? OVERLAYS[name]! : null;
}

/** The shell's own dev port and CSS prefix (it is the host, not a remote). */
export const SHELL = { folder: 'shell', cssPrefix: 'sh', devPort: 8180 } as const;
