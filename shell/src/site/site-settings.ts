import { siteSettingsQuery, type ApiClient } from '@rednest/shared/api-client';
import type { SiteSettings } from '@rednest/shared/contracts';
import type { SiteStore } from '@rednest/shared/session';
import { applyBrandTheme } from './brand-theme';
import { PRODUCT_NAME } from '../config/shell-config';

/**
 * site_settings is loaded once per page, with the query shared siteSettingsQuery makes
 * (the edge makes the same one for the answer it writes into the page's first HTML).
 */
export async function loadSiteSettings(
  api: ApiClient,
  site: SiteStore,
  search = window.location.search,
): Promise<SiteSettings> {
  const settings = await api.call('siteSettings', { query: siteSettingsQuery(site.get(), search) });
  site.set({ settings });
  applyBrandTheme(settings);
  document.title = settings.brand?.name || settings.site_name || PRODUCT_NAME;
  return settings;
}

/** spec §5: the locale segment must match a pair in the site's locale list. */
export function allowedLocalesOf(settings: SiteSettings | null): string[] {
  return (settings?.locale_list ?? []).map((entry) => entry[2]);
}
