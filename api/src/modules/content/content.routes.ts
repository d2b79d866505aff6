import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { FaqsSchema, LoyaltyProgramsSchema, RsiteContentSchema } from '@rednest/shared/contracts/dto';
import type { Language } from '@rednest/shared/contracts/locales';
import type { ModuleDeps } from '../../app.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { bannerSvg } from '../../http/svg.ts';
import { notFound } from '../../errors.ts';
import { requireLanguage, requireLocale } from '../site/site.service.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService } from './content.service.ts';

const Str = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** Illustrations for content blocks (generated, like the banners). */
const CONTENT_ART: Record<string, { title: string; palette: [string, string] }> = {
  'reseller-hero': { title: 'RedNest for Business', palette: ['#2e294e', '#d7263d'] },
  'redcash-wallet': { title: 'RedCash', palette: ['#d7263d', '#f46036'] },
  'club-hero': { title: 'RedNest Club', palette: ['#8e1b2d', '#d7263d'] },
  'about-hero': { title: 'RedNest', palette: ['#d7263d', '#ef476f'] },
};

export async function contentRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const service = createContentService({ repo: createContentRepository(deps.db), cache: deps.cache, apiBasePath: deps.config.apiBasePath });
  /** language param, else the locale's language; English when neither is given. */
  const languageOf = (q: { language?: string; locale?: string }): Language =>
    q.language !== undefined ? requireLanguage(q.language) : q.locale !== undefined ? requireLocale(q.locale).language : 'en';

  defineEndpoint<{ section: string; language?: string; locale?: string }>(app, 'loadRsiteContents', {
    description: 'section: reseller_landing | what_is_redcash | club_landing | about_us. Unknown section → 404 SECTION_NOT_FOUND.',
    schema: {
      querystring: Type.Object({ section: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z_]+$' }), language: Str(5), locale: Str(10) }),
      response: { 200: RsiteContentSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return service.rsite(request.query.section, languageOf(request.query));
    },
  });

  defineEndpoint<{ locale?: string; language?: string }>(app, 'faqs', {
    description: 'FAQs in the language of the locale (locale=vi-vn → Vietnamese). Unknown locale → 400 UNSUPPORTED_LOCALE.',
    schema: { querystring: Type.Object({ locale: Str(10), language: Str(5) }), response: { 200: FaqsSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return service.faqs(languageOf(request.query));
    },
  });

  defineEndpoint<{ locale?: string }>(app, 'loyaltyPrograms', {
    description: 'Club plans of the locale country in its currency (ranked by order), redcash rules and loyalty tiers.',
    schema: { querystring: Type.Object({ locale: Str(10) }), response: { 200: LoyaltyProgramsSchema } },
    handler: async (request, reply) => {
      const { country, language } = requireLocale(request.query.locale ?? 'en-id');
      reply.header('cache-control', 'public, max-age=300');
      return service.loyaltyPrograms(country, language);
    },
  });

  app.get<{ Params: { key: string } }>(`${deps.config.apiBasePath}/cdn/content/:key.svg`, {
    schema: { hide: true, params: Type.Object({ key: Type.String({ maxLength: 60 }) }) },
  }, async (request, reply) => {
    const art = CONTENT_ART[request.params.key];
    if (!art) throw notFound('IMAGE_NOT_FOUND', 'This image does not exist.');
    return reply
      .headers({ 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' })
      .send(bannerSvg({ title: art.title, subtitle: '', palette: art.palette, seed: request.params.key.length }));
  });
}
