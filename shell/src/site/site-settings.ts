import type { ApiClient } from '@rednest/shared/api-client';
import type { SiteSettings } from '@rednest/shared/contracts';
import type { SiteStore } from '@rednest/shared/session';
import { applyBrandTheme } from './brand-theme';
import { PRODUCT_NAME } from '../config/shell-config';

/**
 * site_settings is loaded once per page (issue 2). The query names the site: locale, host kind
 * (domain_type 1 on the corporate site, spec §6) and brand (brand_name is added by the client).
 */
export async function loadSiteSettings(api: ApiClient, site: SiteStore): Promise<SiteSettings> {
  const ctx = site.get();
  const settings = await api.call<SiteSettings>('siteSettings', {
    query: {
      locale: ctx.locale,
      site_kind: ctx.kind,
      domain_type: ctx.kind === 'corporate' ? 1 : 0,
      brand_type: ctx.kind === 'brand' ? 1 : 0,
      brand: ctx.brandSlug ?? undefined,
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
