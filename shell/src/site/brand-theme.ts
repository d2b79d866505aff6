import { applyBrandTokens } from '@rednest/shared/ui';
import type { SiteSettings } from '@rednest/shared/contracts';

/**
 * Brand sites repaint the design tokens at run time (ARCHITECTURE: styles) and mark the root
 * element with the site kind and brand, for the few rules that differ per site.
 */
export function applyBrandTheme(settings: SiteSettings | null, root: HTMLElement = document.documentElement): void {
  applyBrandTokens(settings?.brand?.tokens, root);
  if (settings?.site_kind) root.dataset.siteKind = settings.site_kind;
  if (settings?.brand?.slug) root.dataset.brand = settings.brand.slug;
}
