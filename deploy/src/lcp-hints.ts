/**
 * The picture that is the largest paint of a page, when its URL comes from an API answer (issue 7):
 * home's first banner (spec §7 load_banners, per country). The browser would find it only after the
 * shell, the remote's code and the banners call; the edge asks the API itself and names it in the
 * page's <head> (`<link rel="preload" as="image" fetchpriority="high">`, first-view.ts), so the
 * picture downloads beside the scripts.
 *
 * The page must never wait long for this: answers are kept per country for `ttlMs` and refreshed in
 * the background after that (the stale one still serves); a country asked for the first time waits
 * at most `waitMs`, then the page goes without the hint and the answer, when it comes, serves the
 * next page. An API that fails or answers nonsense gives no hint, never an error page.
 */
import { createRequire } from 'node:module';
import type * as Endpoints from '@rednest/shared/contracts/endpoints';
import type * as Locales from '@rednest/shared/contracts/locales';

// `require`, as remotes.ts does: shared is CommonJS to Node, and neither tsx's nor Playwright's ESM
// import of it sees its named exports
const load = createRequire(import.meta.url);
const { countryOfLocale, isLocale } = load('@rednest/shared/contracts/locales') as typeof Locales;
const { ENDPOINTS, endpointPath } = load('@rednest/shared/contracts/endpoints') as typeof Endpoints;

export interface LcpHintOptions {
  apiUrl: string;
  ttlMs?: number;
  waitMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

interface Entry {
  url: string | null;
  at: number;
  pending: Promise<string | null> | null;
}

/** A picture URL fit for an attribute: http(s) or a path of this host, nothing else. */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function createLcpHints({ apiUrl, ttlMs = 60_000, waitMs = 150, fetchImpl = fetch, now = Date.now }: LcpHintOptions) {
  const cache = new Map<string, Entry>();

  async function fetchFirstBanner(country: string): Promise<string | null> {
    // the API serves under /api, as the browser reaches it through the edge
    const url = `${apiUrl}/api${endpointPath(ENDPOINTS.loadBanners)}?country=${encodeURIComponent(country)}`;
    try {
      const res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
      if (!res.ok) return null;
      const body = (await res.json()) as { banners?: Array<{ image_url?: unknown }> };
      return safeImageUrl(body.banners?.[0]?.image_url);
    } catch {
      return null;
    }
  }

  function refresh(country: string, entry: Entry): Promise<string | null> {
    if (entry.pending) return entry.pending;
    entry.pending = fetchFirstBanner(country).then((found) => {
      entry.url = found;
      entry.at = now();
      entry.pending = null;
      return found;
    });
    return entry.pending;
  }

  return {
    /** Home's first banner for the page path's country, or null (not home, unknown locale, no answer in time). */
    async forPath(pathname: string): Promise<string | null> {
      const [, locale = '', rest = ''] = pathname.split('?')[0]!.split('/');
      const lower = locale.toLowerCase();
      if (rest !== '' || !isLocale(lower)) return null;
      const country = countryOfLocale(lower).code;
      let entry = cache.get(country);
      if (!entry) {
        entry = { url: null, at: -Infinity, pending: null };
        cache.set(country, entry);
        const first = refresh(country, entry);
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
        const url = await Promise.race([first, late]);
        clearTimeout(timer);
        return url;
      }
      if (now() - entry.at > ttlMs) void refresh(country, entry);
      return entry.url;
    },
  };
}

export type LcpHints = ReturnType<typeof createLcpHints>;
