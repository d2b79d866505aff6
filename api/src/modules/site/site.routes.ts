/**
 * Site and labels (catalogue rows currentTimestamp, siteSettings, loadLabels, loadBanners,
 * localesAndContact, countryList) and the generated banner and brand pictures (bannerImage, brandLogo).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { NO_STORE, PUBLIC_5_MINUTES, SITE_PICTURE_HEADERS } from '../../http/response-headers.ts';

export async function siteRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.site;

  defineEndpoint(app, 'currentTimestamp', {
    handler: async () => service.timestamp(),
  });

  defineEndpoint(app, 'siteSettings', {
    description:
      'site: main | corporate | a brand slug (lumo, urbano). Unknown locale → 400 UNSUPPORTED_LOCALE; unknown site → 400 UNKNOWN_SITE. A currency outside currency_list is ignored.',
    headers: NO_STORE,
    handler: async (request) => service.siteSettings(request.query),
  });

  defineEndpoint(app, 'loadLabels', {
    description: 'language: en | id | vi | th (or locale, whose language is used). Unknown → 400 UNSUPPORTED_LANGUAGE.',
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.labels(request.query),
  });

  defineEndpoint(app, 'loadBanners', {
    description:
      'Banners of a country (country=id|sg|ph|vn|th, or taken from locale) in the locale language, English otherwise.',
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.banners(request.query),
  });

  defineEndpoint(app, 'localesAndContact', {
    handler: async () => service.localesAndContact(),
  });

  defineEndpoint(app, 'countryList', {
    handler: async () => service.countryList(),
  });

  defineEndpoint(app, 'bannerImage', {
    description: 'Generated from the banner title and colours. Unknown banner → 404 BANNER_NOT_FOUND.',
    headers: SITE_PICTURE_HEADERS,
    handler: async (request) => service.bannerPicture(request.params.id),
  });

  defineEndpoint(app, 'brandLogo', {
    description: 'Unknown brand → 404 BRAND_NOT_FOUND.',
    headers: SITE_PICTURE_HEADERS,
    handler: async (request) => service.brandLogo(request.params.slug),
  });
}
