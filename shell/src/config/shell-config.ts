/**
 * The shell's constants. The browser has no environment to read: what differs per deployment
 * (remote URLs, timeouts) comes from the runtime manifest, not from the build.
 */
export const API_BASE_URL = '/api';
/**
 * The public web client of the token grant (spec §7); not a secret, it ships in every bundle. Set
 * per deployment at build time (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET, shared/build/webpack.cjs),
 * like the API's own variables: a production API refuses the development secret.
 */
export const OAUTH_CLIENT_ID = __RN_OAUTH_CLIENT_ID__;
export const OAUTH_CLIENT_SECRET = __RN_OAUTH_CLIENT_SECRET__;
export const APP_ENVIRONMENT =
  typeof __RN_BUILD_TIME__ === 'string' && __RN_BUILD_TIME__ !== 'test' ? 'production' : 'test';
export const MANIFEST_URL = '/manifest.json';
export const PRODUCT_NAME = 'RedNest';
