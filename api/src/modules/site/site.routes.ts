/**
 * Site and labels (catalogue rows currentTimestamp, siteSettings, loadLabels, loadBanners,
 * localesAndContact, countryList) and the generated banner and brand pictures (bannerImage, brandLogo).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { siteDocs } from './site.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { NO_STORE, PUBLIC_5_MINUTES, SITE_PICTURE_HEADERS } from '../../http/response-headers.ts';

export async function siteRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.site;

  defineEndpoint(app, 'currentTimestamp', {
    handler: async () => service.timestamp(),
  });

  defineEndpoint(app, 'siteSettings', {
    description: siteDocs.siteSettings,
    headers: NO_STORE,
    handler: async (request) => service.siteSettings(request.query),
  });

  defineEndpoint(app, 'loadLabels', {
    description: siteDocs.loadLabels,
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.labels(request.query),
  });

  defineEndpoint(app, 'loadBanners', {
    description: siteDocs.loadBanners,
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
    description: siteDocs.bannerImage,
    headers: SITE_PICTURE_HEADERS,
    handler: async (request) => service.bannerPicture(request.params.id),
  });

  defineEndpoint(app, 'brandLogo', {
    description: siteDocs.brandLogo,
    headers: SITE_PICTURE_HEADERS,
    handler: async (request) => service.brandLogo(request.params.slug),
  });
}
