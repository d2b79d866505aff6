/**
 * What the OpenAPI page says of each site endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */

export const siteDocs = {
  siteSettings:
    'site: main | corporate | a brand slug (lumo, urbano). Unknown locale → 400 UNSUPPORTED_LOCALE; unknown site → 400 UNKNOWN_SITE. A currency outside currency_list is ignored.',
  loadLabels: 'language: en | id | vi | th (or locale, whose language is used). Unknown → 400 UNSUPPORTED_LANGUAGE.',
  loadBanners:
    'Banners of a country (country=id|sg|ph|vn|th, or taken from locale) in the locale language, English otherwise.',
  bannerImage: 'Generated from the banner title and colours. Unknown banner → 404 BANNER_NOT_FOUND.',
  brandLogo: 'Unknown brand → 404 BRAND_NOT_FOUND.',
};
