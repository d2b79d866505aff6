/**
 * The contract's link rule (shared schemas/kit.ts SAFE_LINK_PATTERN) for links read from the
 * database: banners and content pictures are served only with a site-relative path or an
 * absolute http(s) URL.
 */
import { isSafeLink } from '@rednest/shared/contracts/dto';

export { isSafeLink, SAFE_LINK_PATTERN } from '@rednest/shared/contracts/dto';

/** The href of a banner: an absolute http(s) URL as it is, a site path under the locale; null when the stored link breaks the rule. */
export function bannerHref(linkPath: string, locale: string | null): string | null {
  if (!isSafeLink(linkPath)) return null;
  if (!linkPath.startsWith('/') || !locale) return linkPath;
  const href = `/${locale}${linkPath === '/' ? '' : linkPath}`;
  return isSafeLink(href) ? href : null;
}
