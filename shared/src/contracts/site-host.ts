import { BRAND_SLUGS, type BrandSlug, type SiteKind } from './constants';

/**
 * The site a host name serves (spec §6), by the name alone: `corporate` in it is the corporate
 * site, a brand's slug as first label (or `www-<slug>`) that brand's site, anything else the main
 * site. The shell (session/site-kind.ts, which adds the `?site=` override), the edge and the API
 * (links in mails) read hosts with this one rule.
 */
export function siteOfHost(host: string): { kind: SiteKind; brandSlug: BrandSlug | null } {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  if (hostname.includes('corporate')) return { kind: 'corporate', brandSlug: null };
  const labels = hostname.split('.');
  const brand = BRAND_SLUGS.find((slug) => labels[0] === slug || labels[0] === `www-${slug}`);
  if (brand) return { kind: 'brand', brandSlug: brand };
  return { kind: 'main', brandSlug: null };
}
