/**
 * Cache-Control rules (README "Caching"). Anything whose URL changes when its bytes change may be
 * cached forever; anything with a stable URL must be revalidated, or a rollback would not reach
 * browsers that already hold the file.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NO_STORE = 'no-store';

/** webpack chunkFilename '[name].[contenthash:8].js' (shared/build/webpack.cjs); k8s/edge.yaml has the same pattern */
export const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs|map|woff2?|png|svg|jpe?g|webp|gif)$/i;

/** shell/dist files: hashed chunks immutable; index.html, main.js and the rest revalidate. */
export function shellCacheControl(filePath: string): string {
  return HASHED.test(filePath) ? IMMUTABLE : REVALIDATE;
}
