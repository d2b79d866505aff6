/** Headers of successful answers, by kind (defineEndpoint's `headers` option). */

/** Content that changes with a deploy or an editor, not per visitor: five minutes in shared caches. */
export const PUBLIC_5_MINUTES = { 'cache-control': 'public, max-age=300' } as const;

/** Per visit (a fresh visit id and timestamp): never cached. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

/** Generated artwork: an SVG, a day in caches, never sniffed as anything else. */
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
} as const;

/** Pictures of the site (banners, brand logos) also run nothing when opened on their own. */
export const SITE_PICTURE_HEADERS = {
  ...SVG_HEADERS,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;
