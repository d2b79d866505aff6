/**
 * Locale routing (spec §2, §5). Pure functions: the boot code and the before-routing listener
 * feed them the URL and the stored locale and carry out the decision.
 */
import { DEFAULT_LOCALE, isLocale, looksLikeLocale, type Locale } from '@rednest/shared/contracts';
import type { RemoteName } from '@rednest/shared/contracts';
import { ownerOfSegment } from './route-ownership';

export type RouteDecision =
  { kind: 'page'; locale: Locale; owner: RemoteName } | { kind: 'redirect'; to: string; reason: RedirectReason };

export type RedirectReason =
  'empty-path' | 'unsupported-locale' | 'locale-case' | 'missing-locale' | 'air-asia' | 'catch-all';

export interface RouteInput {
  pathname: string;
  search?: string;
  hash?: string;
  /** the locale remembered from an earlier visit (localStorage 'rn.locale') */
  storedLocale?: string | null;
  /** spec §5: the locale segment must be in the site's locale list; empty = every supported pair */
  allowedLocales?: readonly string[];
}

function isAllowed(locale: string, allowed?: readonly string[]): locale is Locale {
  return isLocale(locale) && (!allowed || allowed.length === 0 || allowed.includes(locale));
}

/** The locale to use when the URL gives none: stored → default → first the site offers. */
export function preferredLocale(storedLocale: string | null | undefined, allowed?: readonly string[]): Locale {
  if (storedLocale && isAllowed(storedLocale, allowed)) return storedLocale;
  if (isAllowed(DEFAULT_LOCALE, allowed)) return DEFAULT_LOCALE;
  const first = allowed?.find((l) => isLocale(l));
  return (first as Locale | undefined) ?? DEFAULT_LOCALE;
}

export function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((s) => s.length > 0);
}

export function resolveRoute(input: RouteInput): RouteDecision {
  const { pathname, search = '', hash = '', storedLocale, allowedLocales } = input;
  const segments = splitPath(pathname);
  const first = segments[0];

  // spec §2: an empty path goes to the stored locale-country and keeps the query string
  if (first === undefined) {
    return {
      kind: 'redirect',
      to: `/${preferredLocale(storedLocale, allowedLocales)}${search}${hash}`,
      reason: 'empty-path',
    };
  }

  if (looksLikeLocale(first)) {
    const lower = first.toLowerCase();
    // Decision: /EN-ID/faq is a typo of a real site, not an unknown country: normalise the case.
    if (lower !== first && isAllowed(lower, allowedLocales)) {
      const rest = segments.slice(1).join('/');
      return { kind: 'redirect', to: `/${lower}${rest ? `/${rest}` : ''}${search}${hash}`, reason: 'locale-case' };
    }
    // spec §2: a locale-country that matches no supported site goes to the origin root
    if (!isAllowed(first, allowedLocales)) return { kind: 'redirect', to: '/', reason: 'unsupported-locale' };
    const locale = first;
    const page = segments[1] ?? '';
    // spec §2: /{locale}/air_asia redirects to /{locale}
    if (page === 'air_asia') return { kind: 'redirect', to: `/${locale}${search}`, reason: 'air-asia' };
    const owner = ownerOfSegment(page);
    // spec §2: a catch-all redirects to the home of the current locale-country
    if (!owner) return { kind: 'redirect', to: `/${locale}`, reason: 'catch-all' };
    return { kind: 'page', locale, owner };
  }

  // Decision (README): a path with no locale (/faq, an old bookmark or a shared link) is a page of
  // the stored locale, not an unknown country, so it is prefixed rather than sent to the root.
  return {
    kind: 'redirect',
    to: `/${preferredLocale(storedLocale, allowedLocales)}/${segments.join('/')}${search}${hash}`,
    reason: 'missing-locale',
  };
}

/** The locale of a URL if it is a page we serve; null while a redirect is due. */
export function localeOfPath(pathname: string, allowedLocales?: readonly string[]): Locale | null {
  const first = splitPath(pathname)[0];
  return first && isAllowed(first, allowedLocales) ? first : null;
}

/** Same path under another locale (the locale switcher). */
export function switchLocalePath(pathname: string, search: string, locale: Locale): string {
  const segments = splitPath(pathname);
  if (segments[0] && looksLikeLocale(segments[0])) segments[0] = locale;
  else segments.unshift(locale);
  return `/${segments.join('/')}${search}`;
}
