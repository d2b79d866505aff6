/**
 * Page content, FAQs and the loyalty programme (catalogue rows loadRsiteContents, faqs,
 * loyaltyPrograms) and the generated illustrations of content blocks (contentImage).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { PUBLIC_5_MINUTES, SVG_HEADERS } from '../../http/response-headers.ts';

export async function contentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.content;

  defineEndpoint(app, 'loadRsiteContents', {
    description:
      'section: reseller_landing | what_is_redcash | club_landing | about_us. Unknown section → 404 SECTION_NOT_FOUND.',
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.rsite(request.query),
  });

  defineEndpoint(app, 'faqs', {
    description:
      'FAQs in the language of the locale (locale=vi-vn → Vietnamese). Unknown locale → 400 UNSUPPORTED_LOCALE.',
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.faqs(request.query),
  });

  defineEndpoint(app, 'loyaltyPrograms', {
    description: 'Club plans of the locale country in its currency (ranked by order), redcash rules and loyalty tiers.',
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.loyaltyPrograms(request.query),
  });

  defineEndpoint(app, 'contentImage', {
    description: 'Unknown illustration → 404 IMAGE_NOT_FOUND.',
    headers: SVG_HEADERS,
    handler: async (request) => service.contentImage(request.params.key),
  });
}
