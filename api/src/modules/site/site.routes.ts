import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  BannersSchema, CountryListSchema, LabelsSchema, LocalesAndContactSchema, SiteSettingsSchema, TimestampSchema,
} from '@rednest/shared/contracts/dto';
import { languageOfLocale, type Locale } from '@rednest/shared/contracts/locales';
import type { ModuleDeps } from '../../app.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { bannerSvg, logoSvg } from '../../http/svg.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { createSiteRepository } from './site.repository.ts';
import { createSiteService, requireCountry, requireLanguage, requireLocale, type SiteSettingsQuery } from './site.service.ts';
import { BRANDS, isBrandSlug } from './site.data.ts';

const Str = (max = 40) => Type.Optional(Type.String({ maxLength: max }));

export async function siteRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const repo = createSiteRepository(deps.db);
  const service = createSiteService({ repo, cache: deps.cache, apiBasePath: deps.config.apiBasePath, now: deps.now });

  defineEndpoint(app, 'currentTimestamp', {
    schema: { response: { 200: TimestampSchema } },
    handler: async () => ({ timestamp: Math.floor(deps.now().getTime() / 1000) }),
  });

  defineEndpoint<SiteSettingsQuery>(app, 'siteSettings', {
    description: 'site: main | corporate | a brand slug (lumo, urbano). Unknown locale → 400 UNSUPPORTED_LOCALE; unknown site → 400 UNKNOWN_SITE. A currency outside currency_list is ignored.',
    schema: {
      querystring: Type.Object({
        locale: Type.Optional(Type.String({ maxLength: 10, description: 'e.g. en-id (default)' })),
        site: Str(), brand: Str(), currency: Str(3), device_type: Str(10), app_type: Str(20), visit_id: Str(64),
      }),
      response: { 200: SiteSettingsSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.siteSettings(request.query);
    },
  });

  defineEndpoint<{ language?: string; locale?: string }>(app, 'loadLabels', {
    description: 'language: en | id | vi | th (or locale, whose language is used). Unknown → 400 UNSUPPORTED_LANGUAGE.',
    schema: { querystring: Type.Object({ language: Str(5), locale: Str(10) }), response: { 200: LabelsSchema } },
    handler: async (request, reply) => {
      const { language, locale } = request.query;
      const lang = language !== undefined ? requireLanguage(language) : locale !== undefined ? languageOfLocale(requireLocale(locale).locale as Locale) : requireLanguage(undefined);
      reply.header('cache-control', 'public, max-age=300');
      return service.labels(lang);
    },
  });

  defineEndpoint<{ country?: string; locale?: string }>(app, 'loadBanners', {
    description: 'Banners of a country (country=id|sg|ph|vn|th, or taken from locale) in the locale language, English otherwise.',
    schema: { querystring: Type.Object({ country: Str(2), locale: Str(10) }), response: { 200: BannersSchema } },
    handler: async (request, reply) => {
      const { country, locale } = request.query;
      if (country === undefined && locale === undefined) throw validationFailed([{ field: 'country', message: 'is required (or give a locale)' }]);
      const parsed = locale !== undefined ? requireLocale(locale) : null;
      const code = country !== undefined ? requireCountry(country) : parsed!.country;
      reply.header('cache-control', 'public, max-age=300');
      return service.banners(code, parsed?.language ?? 'en', parsed?.locale ?? null);
    },
  });

  defineEndpoint<{ bouquet_group?: string }>(app, 'localesAndContact', {
    schema: { querystring: Type.Object({ bouquet_group: Type.Optional(Type.String({ maxLength: 10, pattern: '^[A-Za-z0-9_-]*$' })) }), response: { 200: LocalesAndContactSchema } },
    handler: async () => service.localesAndContact(),
  });

  defineEndpoint(app, 'countryList', {
    schema: { response: { 200: CountryListSchema } },
    handler: async () => service.countryList(),
  });

  // Generated artwork (not catalogue calls: plain image URLs used in <img>).
  const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" };
  app.get<{ Params: { id: string } }>(`${deps.config.apiBasePath}/cdn/banners/:id.svg`, {
    schema: { hide: true, params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) }) },
  }, async (request, reply) => {
    const banner = await repo.banner(Number(request.params.id));
    if (!banner) throw notFound('BANNER_NOT_FOUND', 'This banner does not exist.');
    return reply.headers(svgHeaders).send(bannerSvg({ title: banner.title, subtitle: banner.subtitle, palette: banner.palette, seed: banner.id }));
  });
  app.get<{ Params: { slug: string } }>(`${deps.config.apiBasePath}/cdn/brands/:slug/logo.svg`, {
    schema: { hide: true, params: Type.Object({ slug: Type.String({ maxLength: 40 }) }) },
  }, async (request, reply) => {
    const slug = request.params.slug;
    if (!isBrandSlug(slug)) throw notFound('BRAND_NOT_FOUND', 'This brand does not exist.');
    const brand = BRANDS[slug];
    return reply.headers(svgHeaders).send(logoSvg({ name: brand.name, ...brand.logo }));
  });
}
