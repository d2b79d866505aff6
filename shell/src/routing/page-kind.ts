/**
 * The kind of page a path shows, for the skeleton the static HTML draws in the route area until
 * the owning remote mounts (nothing below the route area moves when a remote mounts).
 * The shell still knows nothing of the remotes' screens: only the rough shape of a first view.
 */
export type PageKind = 'home' | 'listing' | 'form' | 'content';

const LISTING = new Set([
  'search',
  'list-hotels',
  'searchFilter',
  'deal',
  'deal_page',
  'wishlist',
  'hotels-around-you',
  'brand',
]);
const FORM = new Set([
  'signIn',
  'signUp',
  'forgot-password',
  'reset-password',
  'password-verify',
  'changePassword',
  'createPassword',
  'phoneVerification',
  'email-verification',
  'contactUs',
  'contact-us',
]);

/** `/{locale}` → home, `/{locale}/search` → listing, sign-in and the like → form, anything else → content. */
export function pageKindOf(pathname: string): PageKind {
  const segments = pathname.split('/').filter(Boolean);
  const page = segments[1] ?? '';
  if (page === '') return 'home';
  if (LISTING.has(page)) return 'listing';
  if (FORM.has(page)) return 'form';
  return 'content';
}
