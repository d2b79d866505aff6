import type { SiteSettings } from '@rednest/shared/contracts';
import { sessionScoped, type KeyValueStorage } from './storage';

/** sessionStorage key of a partner's return URL (one tab's visit: a referral never follows a guest for days) */
export const PARTNER_REFERRAL_KEY = 'rn.partner_referral';
/** the query parameter a partner's link carries it in (spec §2 shows the behaviour, not the name) */
export const PARTNER_REFERRAL_PARAM = 'referral_url';

/**
 * The URL when it may be followed: an absolute http(s) URL whose origin the site settings list
 * as a partner (`partner_referral_origins`). Anything else is ignored, so the parameter cannot
 * be used to send our guests to a site of an attacker's choosing (open redirect).
 */
export function allowedReferral(
  raw: string | null | undefined,
  settings: Pick<SiteSettings, 'partner_referral_origins'> | null,
): string | null {
  const origins = settings?.partner_referral_origins ?? [];
  if (!raw || raw.length > 2000 || origins.length === 0) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return origins.includes(url.origin) ? url.href : null;
}

/**
 * Keeps a partner's URL from the page's query (spec §2 partner referral) when the site allows
 * its origin; answers the query without the parameter, for the address bar.
 */
export function captureReferral(
  search: string,
  settings: Pick<SiteSettings, 'partner_referral_origins'> | null,
  storage: KeyValueStorage = sessionScoped,
): string {
  const params = new URLSearchParams(search);
  if (!params.has(PARTNER_REFERRAL_PARAM)) return search;
  const url = allowedReferral(params.get(PARTNER_REFERRAL_PARAM), settings);
  if (url) storage.setItem(PARTNER_REFERRAL_KEY, url);
  params.delete(PARTNER_REFERRAL_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The stored partner URL, checked again against today's settings; null when there is none. */
export function pendingReferral(
  settings: Pick<SiteSettings, 'partner_referral_origins'> | null,
  storage: KeyValueStorage = sessionScoped,
): string | null {
  return allowedReferral(storage.getItem(PARTNER_REFERRAL_KEY), settings);
}

/**
 * The URL to leave to, once: it is cleared as it is taken, so coming back from the partner
 * (the browser's Back) shows our page instead of bouncing the guest away again.
 */
export function takeReferral(
  settings: Pick<SiteSettings, 'partner_referral_origins'> | null,
  storage: KeyValueStorage = sessionScoped,
): string | null {
  const url = pendingReferral(settings, storage);
  storage.removeItem(PARTNER_REFERRAL_KEY);
  return url;
}
