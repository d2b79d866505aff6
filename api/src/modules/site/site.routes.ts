/**
 * Site and labels (catalogue rows currentTimestamp, siteSettings, loadLabels, loadBanners,
 * localesAndContact, countryList) and the generated banner and brand pictures (bannerImage, brandLogo).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { SVG_HEADERS } from '../../http/svg.ts';
import { createSiteRepository } from './site.repository.ts';
import { createSiteService } from './site.service.ts';

/** Pictures of the site: a day in caches, and a CSP so an SVG opened on its own runs nothing. */
const SITE_PICTURE_HEADERS = { ...SVG_HEADERS, 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" };

export async function siteRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const service = createSiteService({ repo: createSiteRepository(deps.db), cache: deps.cache, apiBasePath: deps.config.apiBasePath, now: deps.now });

  defineEndpoint(app, 'currentTimestamp', {
    handler: async () => service.timestamp(),
  });

  defineEndpoint(app, 'siteSettings', {
    description: 'site: main | corporate | a brand slug (lumo, urbano). Unknown locale → 400 UNSUPPORTED_LOCALE; unknown site → 400 UNKNOWN_SITE. A currency outside currency_list is ignored.',
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.siteSettings(request.query);
    },
  });

  defineEndpoint(app, 'loadLabels', {
    description: 'language: en | id | vi | th (or locale, whose language is used). Unknown → 400 UNSUPPORTED_LANGUAGE.',
    handler: async (request, reply) => {
      const labels = await service.labels(request.query);
      reply.header('cache-control', 'public, max-age=300');
      return labels;
    },
  });

  defineEndpoint(app, 'loadBanners', {
    description: 'Banners of a country (country=id|sg|ph|vn|th, or taken from locale) in the locale language, English otherwise.',
    handler: async (request, reply) => {
      const banners = await service.banners(request.query);
      reply.header('cache-control', 'public, max-age=300');
      return banners;
    },
  });

  defineEndpoint(app, 'localesAndContact', {
    handler: async () => service.localesAndContact(),
  });

  defineEndpoint(app, 'countryList', {
    handler: async () => service.countryList(),
  });

  defineEndpoint(app, 'bannerImage', {
    description: 'Generated from the banner title and colours. Unknown banner → 404 BANNER_NOT_FOUND.',
    handler: async (request, reply) => {
      const svg = await service.bannerPicture(request.params.id);
      reply.headers(SITE_PICTURE_HEADERS);
      return svg;
    },
  });

  defineEndpoint(app, 'brandLogo', {
    description: 'Unknown brand → 404 BRAND_NOT_FOUND.',
    handler: async (request, reply) => {
      const svg = service.brandLogo(request.params.slug);
      reply.headers(SITE_PICTURE_HEADERS);
      return svg;
    },
  });
}
