import { BRAND_SLUGS, siteOfHost, type SiteKind } from '@rednest/shared/contracts';
import { sessionScoped, type KeyValueStorage } from './storage';

export const SITE_OVERRIDE_KEY = 'rn.site_override';
const OVERRIDES = ['main', 'corporate', ...BRAND_SLUGS] as const;
type Override = (typeof OVERRIDES)[number];

function fromOverride(value: Override): { kind: SiteKind; brandSlug: string | null } {
  if (value === 'main') return { kind: 'main', brandSlug: null };
  if (value === 'corporate') return { kind: 'corporate', brandSlug: null };
  return { kind: 'brand', brandSlug: value };
}

/**
 * Host → site kind (spec §6). `?site=` is for local work and demos where DNS cannot be set up;
 * it is remembered for the browser session so in-app navigation (which drops the query) keeps it.
 */
export function siteKindFromHost(
  host: string,
  search = '',
  storage: KeyValueStorage = sessionScoped,
): { kind: SiteKind; brandSlug: string | null } {
  const requested = new URLSearchParams(search).get('site')?.trim().toLowerCase();
  if (requested && (OVERRIDES as readonly string[]).includes(requested)) {
    storage.setItem(SITE_OVERRIDE_KEY, requested);
    return fromOverride(requested as Override);
  }
  const remembered = storage.getItem(SITE_OVERRIDE_KEY);
  if (remembered && (OVERRIDES as readonly string[]).includes(remembered)) return fromOverride(remembered as Override);

  return siteOfHost(host);
}
