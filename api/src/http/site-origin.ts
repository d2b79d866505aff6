/**
 * The public origin of the site a request came through (main, a brand site or the corporate site),
 * for every link the API writes into a mail or an SMS. The single place that decides it: callers
 * take `sites.ofRequest(request)` (or `sites.ofBooking(stored)` for a mail built later) and build
 * the link with `siteLink(site, path, query)`.
 *
 * Never the Host header as sent: the request's origin (X-Forwarded-Proto + X-Forwarded-Host, which
 * the edge overwrites with what the browser used, or Host and the socket's scheme when no proxy is
 * trusted) is only a candidate. Its site kind is read from its host name as the shell reads it
 * (shared contracts/site-host.ts: `corporate` in the name, a brand slug as first label, else main);
 * it is used only when it is that kind's configured origin (SITE_URL, BRAND_SITE_URL,
 * CORPORATE_SITE_URL) or matches SITE_ORIGINS. Anything else gets the configured origin of the
 * kind its host names, so a forged Host or X-Forwarded-Host can at worst pick one of our own sites.
 */
import type { BrandSlug, SiteKind } from '@rednest/shared/contracts';
import { BRAND_SLUGS, siteOfHost } from '@rednest/shared/contracts';
import type { AppConfig } from '../config/env.ts';
import { siteOriginCheck } from './cors-origins.ts';

export interface SiteOrigin {
  kind: SiteKind;
  brand: BrandSlug | null;
  /** scheme://host[:port], no path */
  origin: string;
  /**
   * `site=` a link must carry when the origin's host cannot name the site itself (an IP address:
   * no subdomains), as the shell's `?site=` override reads it; null otherwise.
   */
  siteParam: string | null;
}

export type SiteOriginsConfig = Pick<AppConfig, 'siteUrl'> &
  Partial<Pick<AppConfig, 'brandSiteUrl' | 'corporateSiteUrl' | 'siteOrigins' | 'trustProxyHops'>>;

/** What a request tells about where it came from (a Fastify request fits). */
export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  /** the socket's scheme (Fastify's request.protocol) */
  protocol?: string;
}

export interface SiteOrigins {
  /** the site the request came through, as configured (see the file's comment) */
  ofRequest(request: RequestLike): SiteOrigin;
  /** a site kind's configured origin (a brand's with its slug) */
  ofKind(kind: SiteKind, brand?: BrandSlug | null): SiteOrigin;
  /**
   * The site a booking was made on, from the origin stored with it: checked again against today's
   * configuration (a site that is no longer ours gets its kind's origin); null (a booking made
   * before origins were stored) is the main site.
   */
  ofBooking(stored: string | null | undefined): SiteOrigin;
  /** an origin to store with what a later mail is built from (ofBooking reads it back) */
  stored(site: SiteOrigin): string;
}

/** a host name (or IPv4 address, or bracketed IPv6) with an optional port: nothing else goes into a URL */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const IP_HOST = /^(?:[\d.]+|\[[0-9a-f:.]+\])$/i;

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).split(',')[0]!.trim();

/** scheme://host[:port] of a scheme and a Host value, normalised (lower case, no default port); null when the host is not plain */
function originOf(scheme: string, host: string): string | null {
  if (!PLAIN_HOST.test(host)) return null;
  try {
    return new URL(`${scheme === 'https' ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

function kindOfHost(hostname: string): { kind: SiteKind; brand: BrandSlug | null } {
  const { kind, brandSlug } = siteOfHost(hostname);
  return { kind, brand: brandSlug };
}

/**
 * `label.` before a site URL's host (`www.` dropped): https://www.rednest.example → https://lumo.rednest.example.
 * An IP address has no subdomains: the same origin, and links ask for the site with `site=`.
 */
function derived(siteUrl: string, label: string): { origin: string; siteParam: string | null } {
  const url = new URL(siteUrl);
  if (IP_HOST.test(url.hostname)) return { origin: url.origin, siteParam: label };
  if (url.hostname.split('.')[0] === label || (label === 'corporate' && url.hostname.includes('corporate')))
    return { origin: url.origin, siteParam: null };
  url.hostname = `${label}.${url.hostname.replace(/^www\./, '')}`;
  return { origin: url.origin, siteParam: null };
}

export function createSiteOrigins(config: SiteOriginsConfig): SiteOrigins {
  const main: SiteOrigin = { kind: 'main', brand: null, origin: new URL(config.siteUrl).origin, siteParam: null };
  const corporate: SiteOrigin = config.corporateSiteUrl
    ? { kind: 'corporate', brand: null, origin: new URL(config.corporateSiteUrl).origin, siteParam: null }
    : { kind: 'corporate', brand: null, ...derived(config.siteUrl, 'corporate') };
  const brands = Object.fromEntries(
    BRAND_SLUGS.map((slug): [BrandSlug, SiteOrigin] => [
      slug,
      config.brandSiteUrl
        ? {
            kind: 'brand',
            brand: slug,
            origin: new URL(config.brandSiteUrl.replace('{brand}', slug)).origin,
            siteParam: null,
          }
        : { kind: 'brand', brand: slug, ...derived(config.siteUrl, slug) },
    ]),
  ) as Record<BrandSlug, SiteOrigin>;
  const listed = siteOriginCheck(config.siteOrigins ?? []);
  const trustForwarded = (config.trustProxyHops ?? 1) > 0;

  const ofKind = (kind: SiteKind, brand?: BrandSlug | null): SiteOrigin =>
    kind === 'corporate' ? corporate : kind === 'brand' && brand ? brands[brand] : main;

  /** the configured site for an origin: itself when allowed for the kind its host names, else that kind's origin */
  function resolve(origin: string | null): SiteOrigin {
    if (origin === null) return main;
    const { kind, brand } = kindOfHost(new URL(origin).hostname);
    const configured = ofKind(kind, brand);
    if (origin === configured.origin) return configured;
    return listed(origin) ? { kind, brand, origin, siteParam: null } : configured;
  }

  return {
    ofRequest(request) {
      // the edge overwrites X-Forwarded-Host and -Proto with what the browser used (deploy/src/edge/edge.ts,
      // k8s/edge.yaml); without a trusted proxy the socket's own scheme and the Host as sent
      const forwardedHost = trustForwarded ? first(request.headers['x-forwarded-host']) : '';
      const host = forwardedHost || first(request.headers.host);
      const scheme =
        trustForwarded && forwardedHost ? first(request.headers['x-forwarded-proto']) : (request.protocol ?? 'http');
      return resolve(originOf(scheme, host));
    },
    ofKind,
    ofBooking(stored) {
      if (!stored) return main;
      let url: URL;
      try {
        url = new URL(stored);
      } catch {
        return main;
      }
      // a site named by `site=` on a host that cannot name it (stored below): still that site while it is configured so
      const param = url.searchParams.get('site');
      if (param) {
        const brand = BRAND_SLUGS.find((slug) => slug === param) ?? null;
        const named = ofKind(param === 'corporate' ? 'corporate' : brand ? 'brand' : 'main', brand);
        if (named.origin === url.origin && named.siteParam === param) return named;
      }
      return resolve(originOf(url.protocol.replace(/:$/, ''), url.host));
    },
    stored: (site) => (site.siteParam ? siteLink(site, '/') : site.origin),
  };
}

/**
 * A link to a page of a site: its origin, the path (from `/`), then the query, with the site's
 * `site=` when its host cannot say which site it is. Every link in a mail or an SMS is built here.
 */
export function siteLink(site: SiteOrigin, path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (site.siteParam) params.set('site', site.siteParam);
  const search = params.toString();
  return `${site.origin}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}
