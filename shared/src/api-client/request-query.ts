/**
 * Queries the page sends, as pure functions of what it knows: the common query every call carries
 * (spec §7) and site_settings' own. The api client builds its requests with them, and the edge
 * (deploy/src/edge/first-view/page-answers.ts) builds the same requests for the answers it writes into a page's
 * first HTML: an answer there serves the page only when the page would have sent exactly that
 * request (first-view-answers.ts), so the two must never drift apart.
 *
 * No dependency beyond the contracts' types: the edge loads this file in Node.
 */
import type { SiteKind } from '@rednest/shared/contracts';

/** localStorage key of the experiment groups (written by the code that calls get_ab_group etc.) */
export const EXPERIMENTS_KEY = 'rn.experiments';
export interface ExperimentGroups {
  ab_group?: string;
  ac_group?: string;
  club_price_ab_group?: string;
}

export type Query = Record<string, string>;

export interface CommonQueryInput {
  /** the country's domain name (contracts COUNTRIES) */
  domainName: string;
  siteKind: SiteKind;
  brandSlug: string | null;
  mobile: boolean;
  /** the signed-in user's; a guest has none */
  bouquetGroup?: string | null;
  bouquetSegment?: string | null;
  experiments?: ExperimentGroups | null;
}

/** spec §7: the query every call carries. */
export function commonQueryOf(input: CommonQueryInput): Query {
  const experiments = input.experiments ?? {};
  const q: Query = {
    desktop_rewamp: 'true',
    app_type: 'web',
    device_type: input.mobile ? 'mobile' : 'web',
    domain_name: input.domainName,
    // spec §4/§9: a guest is bouquet group T, segment guest
    bouquet_group: input.bouquetGroup || 'T',
    bouquet_segment: input.bouquetSegment || 'guest',
    ab_group: experiments.ab_group || 'NA',
    ac_group: experiments.ac_group || 'NA',
    club_price_ab_group: experiments.club_price_ab_group || 'NA',
  };
  if (input.siteKind === 'brand' && input.brandSlug) q.brand_name = input.brandSlug;
  return q;
}

/** A call's own query as it is sent: blank and missing values left out, the rest as text. */
export function cleanQuery(q: Record<string, string | number | boolean | undefined | null> = {}): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null) continue;
    const s = String(v);
    if (s.trim() === '') continue;
    out[k] = s;
  }
  return out;
}

/**
 * site_settings' query: the locale, `site` (main | corporate | the brand slug, from the
 * host, spec §6) and the currency asked for in the URL (the API ignores one outside the site's
 * list, spec §5).
 */
export function siteSettingsQuery(site: { locale: string; kind: SiteKind; brandSlug: string | null }, search: string) {
  const currency = new URLSearchParams(search).get('currency');
  return {
    locale: site.locale,
    site: site.kind === 'brand' && site.brandSlug ? site.brandSlug : site.kind,
    brand: site.kind === 'brand' ? (site.brandSlug ?? undefined) : undefined,
    currency: currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : undefined,
  };
}
