/**
 * The one definition of the security headers the product's pages are served with.
 * The local edge (edge.ts) builds them per request from this file; the Kubernetes nginx edge
 * (k8s/edge.yaml, `security-headers.inc`) carries the same lines as literal text, and
 * edge.test.ts fails if they ever differ from `securityHeaders({ remoteOrigins: K8S_REMOTE_ORIGINS })`.
 *
 * The policy allows exactly:
 *   - the shell's own origin ('self'): index.html, main.js, its chunks and CSS, /manifest.json,
 *     the API under /api (same origin through the edge) and every picture (/api/cdn/…);
 *   - the remote origins the runtime manifest points at (locally http://<host>:<PORT+1…6>, one per
 *     remote; in Kubernetes the CDN): the shell loads remoteEntry.js and chunks as <script src>
 *     (script-src; connect-src too, where a manifest entry was an mf-manifest.json, which the
 *     shell no longer fetches), CSS chunks as <link> (style-src),
 *     and a remote's emitted images and fonts come from its publicPath (img-src, font-src).
 * Scripts: no 'unsafe-inline' and no 'unsafe-eval'. The shell's index.html has no inline script
 * (its one script is <script defer src="/after-paint.js">, which adds main.js after the first frame), the boot styles are a stylesheet (shell/src/boot.scss →
 * main.css), production builds use devtool 'source-map' (no eval), and module federation's runtime
 * only reaches `new Function` for a remote that declares `getPublicPath`, which ours never do
 * (shared/build/webpack.cjs: publicPath 'auto').
 * Styles: no 'unsafe-inline' either. Every inline style the pages set is through the CSSOM
 * (React `style` props, the brand tokens' style.setProperty), which CSP does not govern; no
 * library injects <style> elements in production (CSS is extracted to files).
 * Sign in with Google (mf-account): Google Identity Services is a script from
 * accounts.google.com/gsi/client that draws its button in an iframe under /gsi/ and styles it from
 * /gsi/style (Google's documented CSP for it); only those paths, never the whole origin.
 * img-src also allows data: (the favicon in index.html, and images under 4 KB that webpack inlines
 * as data: URIs in CSS and JS); no blob: for pictures. Workers: 'self' and blob: only, for a
 * remote's worker started through a one-line blob that imports its script (mf-booking's
 * CrossOriginWorker: a browser starts workers from the page's origin only).
 */

/** The CDN that serves every remote's versioned folder in the production shape (k8s/cdn.md). */
export const K8S_REMOTE_ORIGINS: readonly string[] = ['https://cdn.rednest.example'];

export const NOSNIFF = 'nosniff';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Two years; sent only on answers that went over HTTPS (a browser ignores it over http anyway). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Google Identity Services' paths, per directive (Google's "Content Security Policy" guide for the button). */
export const GOOGLE_SIGN_IN_SOURCES = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
} as const;

/** An origin a policy may name: scheme://host[:port], nothing that could end a directive. */
const ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function contentSecurityPolicy({
  remoteOrigins,
  imageOrigins = [],
}: {
  remoteOrigins: readonly string[];
  imageOrigins?: readonly string[];
}): string {
  const bad = [...remoteOrigins, ...imageOrigins].filter((o) => !ORIGIN.test(o));
  if (bad.length) throw new Error(`not an origin for the Content-Security-Policy: ${bad.join(', ')}`);
  const remotes = [...new Set(remoteOrigins)];
  const self = (...extra: string[]) => ["'self'", ...extra, ...remotes].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${self()} ${GOOGLE_SIGN_IN_SOURCES.script}`,
    `style-src ${self()} ${GOOGLE_SIGN_IN_SOURCES.style}`,
    // map tiles (MAP_TILE_URL) are pictures only: their origin may serve images, nothing else
    `img-src ${[...self('data:').split(' '), ...imageOrigins.filter((o) => !remotes.includes(o))].join(' ')}`,
    `font-src ${self()}`,
    `connect-src ${self()} ${GOOGLE_SIGN_IN_SOURCES.connect}`,
    // Workers start from the page's origin only; a remote's worker (the captcha's solver) starts
    // through a blob that imports it from the remote's origin, which script-src governs
    `worker-src 'self' blob:`,
    `frame-src ${GOOGLE_SIGN_IN_SOURCES.frame}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * For API answers that are not HTML (JSON, the SVG pictures of /api/cdn) and carry no policy of
 * their own: opened directly as a document they may run nothing, load nothing and not be framed
 * (an SVG is a document that can hold scripts). HTML the API serves (its docs page) keeps its own.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export interface SecurityHeaderInput {
  remoteOrigins: readonly string[];
  /** origins pages load pictures from besides their own and the remotes' (the map tile server) */
  imageOrigins?: readonly string[];
  /** the answer goes to the browser over HTTPS (TLS at the edge, or a trusted load balancer said so) */
  https: boolean;
}

/** Headers for pages, static files, the manifest and the edge's own errors (everything but /api). */
export function securityHeaders({ remoteOrigins, imageOrigins, https }: SecurityHeaderInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ remoteOrigins, imageOrigins }),
    'X-Content-Type-Options': NOSNIFF,
    'Referrer-Policy': REFERRER_POLICY,
    // legacy twin of frame-ancestors 'none' for browsers without CSP level 2
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
