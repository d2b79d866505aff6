/**
 * Page content, FAQs and the loyalty programme (catalogue rows loadRsiteContents, faqs,
 * loyaltyPrograms) and the generated illustrations of content blocks (contentImage).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { contentDocs } from './content.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { PUBLIC_5_MINUTES, SVG_HEADERS } from '../../http/response-headers.ts';

export async function contentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.content;

  defineEndpoint(app, 'loadRsiteContents', {
    description: contentDocs.loadRsiteContents,
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.rsite(request.query),
  });

  defineEndpoint(app, 'faqs', {
    description: contentDocs.faqs,
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.faqs(request.query),
  });

  defineEndpoint(app, 'loyaltyPrograms', {
    description: contentDocs.loyaltyPrograms,
    headers: PUBLIC_5_MINUTES,
    handler: async (request) => service.loyaltyPrograms(request.query),
  });

  defineEndpoint(app, 'contentImage', {
    description: contentDocs.contentImage,
    headers: SVG_HEADERS,
    handler: async (request) => service.contentImage(request.params.key),
  });
}
