import type { ApiClient } from '@rednest/shared/api-client';
import type { SiteSettings } from '@rednest/shared/contracts';
import type { SiteStore } from '@rednest/shared/session';
import { applyBrandTheme } from './brand-theme';
import { PRODUCT_NAME } from '../config/shell-config';

/**
 * site_settings is loaded once per page (issue 2). The query names the site: locale, `site`
 * (main | corporate | the brand slug, from the host, spec §6) and the currency asked for in the
 * URL (the API ignores one outside the site's list, spec §5).
 */
export async function loadSiteSettings(api: ApiClient, site: SiteStore, search = window.location.search): Promise<SiteSettings> {
  const ctx = site.get();
  const currency = new URLSearchParams(search).get('currency');
  const settings = await api.call('siteSettings', {
    query: {
      locale: ctx.locale,
      site: ctx.kind === 'brand' && ctx.brandSlug ? ctx.brandSlug : ctx.kind,
      brand: ctx.kind === 'brand' ? ctx.brandSlug ?? undefined : undefined,
      currency: currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : undefined,
    },
  });
  site.set({ settings });
  applyBrandTheme(settings);
  document.title = settings.brand?.name || settings.site_name || PRODUCT_NAME;
  return settings;
}

/** spec §5: the locale segment must match a pair in the site's locale list. */
export function allowedLocalesOf(settings: SiteSettings | null): string[] {
  return (settings?.locale_list ?? []).map((entry) => entry[2]);
}
