/**
 * What the edge tells search engines (spec §9 "Robots noindex on mobile-host list, newm hosts and
 * corporate hosts"; the rest is ours, written down in deploy/README.md "Crawlers"):
 *   - `X-Robots-Tag: noindex` on every answer of a host that must not be indexed: the corporate site
 *     (its host, or `?site=corporate`), mobile hosts (first label `m` or `mobile`) and `newm` hosts
 *     (first label starting with `newm`). Their pages stay crawlable, so the tag is seen;
 *   - `/robots.txt`: everything but the API may be crawled, and where the sitemap is;
 *   - `/sitemap.xml`: the public pages of every locale (home, FAQ, what redcash is, resellers, the
 *     country sitemaps, whose links lead on to every city and hotel), each with its other locales as
 *     `hreflang` alternates. Not on a noindex host.
 * Absolute URLs are built from the request's scheme and Host, which must be a plain host name (and
 * port): anything else gets no sitemap line and a 400 for the sitemap, never an echo of the header.
 */
import { COUNTRIES, COUNTRY_CODES, LOCALES, intlTag, type Locale } from '@rednest/shared/contracts/locales';
import { siteOfRequest } from './site-kind';

/** Spec §9's mobile-host list (its names are not shown: these are the usual ones). */
const MOBILE_HOST_LABELS = ['m', 'mobile'];

/** A Host header that can go into a URL as it is: a host name or an IPv4 address, and a port. */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

export function plainHost(host: string | undefined): string | null {
  const value = (host ?? '').trim();
  return value.length <= 253 && PLAIN_HOST.test(value) ? value.toLowerCase() : null;
}

/** Whether answers for this host (and `?site=`) carry `X-Robots-Tag: noindex` (spec §9). */
export function isNoindexHost(host: string | undefined, search = ''): boolean {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const first = hostname.split('.')[0] ?? '';
  if (MOBILE_HOST_LABELS.includes(first) || first.startsWith('newm')) return true;
  return siteOfRequest(hostname, search).kind === 'corporate';
}

export function robotsTxt(origin: string | null, noindex: boolean): string {
  const lines = ['User-agent: *', 'Disallow: /api/'];
  if (origin && !noindex) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** Pages under every locale that anyone may open and every locale draws (only pages that exist). */
export const SITEMAP_PAGES: readonly string[] = [
  '',
  'faq',
  'what-is-redcash',
  'loyalty-plan',
  'loyalty_landing',
  'promocodes',
  'refer-and-earn',
  'refer-and-earn/terms',
  'reseller-landing',
  ...COUNTRY_CODES.map((c) => `sitemap-${COUNTRIES[c].domainName}`),
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string): string {
  const url = (locale: Locale, page: string) => escapeXml(`${origin}/${locale}${page ? `/${page}` : ''}`);
  const entries: string[] = [];
  for (const page of SITEMAP_PAGES) {
    const alternates = [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${intlTag(l)}" href="${url(l, page)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en-id', page)}"/>`,
    ].join('');
    for (const locale of LOCALES) entries.push(`<url><loc>${url(locale, page)}</loc>${alternates}</url>`);
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}
