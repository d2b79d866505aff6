/**
 * Catalogue rows (endpoints.ts joins them). The site: its settings, labels, banners, locales and
 * contact, countries, the server clock (hmac calls sign with it), and the banner and brand artwork;
 * served by api/src/modules/site.
 * Pictures are generated artwork: pages use their URLs in <img>, built with endpointPath.
 */
import { def, type EndpointDef } from '../endpoint-def';

export const SITE_ENDPOINTS = {
  currentTimestamp: def({
    host: 'api',
    version: 16,
    method: 'GET',
    path: 'current_timestamp',
    auth: 'none',
    body: 'none',
    response: 'json',
    summary: 'Server clock, used to sign hmac calls.',
  }),
  siteSettings: def({
    host: 'cdn',
    version: 13,
    method: 'GET',
    path: 'site_settings',
    auth: 'none',
    body: 'none',
    response: 'json',
    summary: 'Settings of the site for a locale, host kind and brand.',
  }),
  loadLabels: def({
    host: 'api',
    version: 10,
    method: 'GET',
    path: 'load_labels',
    auth: 'none',
    body: 'none',
    response: 'json',
    summary: 'UI labels of a language.',
  }),
  loadBanners: def({
    host: 'api',
    version: 10,
    method: 'GET',
    path: 'load_banners',
    auth: 'none',
    body: 'none',
    response: 'json',
    summary: 'Banners of a country.',
  }),
  localesAndContact: def({
    host: 'api',
    version: 10,
    method: 'GET',
    path: 'locales_and_contact_new',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Sites with their locales and contact numbers.',
  }),
  countryList: def({
    host: 'api',
    version: 14,
    method: 'GET',
    path: 'country_list',
    auth: 'token',
    body: 'none',
    response: 'json',
    summary: 'Countries with phone codes and currencies.',
  }),
  bannerImage: def({
    host: 'cdn',
    version: null,
    method: 'GET',
    path: 'banners/:id.svg',
    auth: 'none',
    body: 'none',
    response: 'svg',
    summary: 'Picture of a banner.',
  }),
  brandLogo: def({
    host: 'cdn',
    version: null,
    method: 'GET',
    path: 'brands/:slug/logo.svg',
    auth: 'none',
    body: 'none',
    response: 'svg',
    summary: 'Logo of a brand site.',
  }),
} as const satisfies Record<string, EndpointDef>;
