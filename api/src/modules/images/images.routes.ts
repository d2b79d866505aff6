/** Generated property pictures (catalogue row propertyPicture), used as <img> URLs. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { imagesDocs } from './images.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { propertyPicture } from './images.service.ts';

export async function imageRoutes(app: FastifyInstance, _services: Services): Promise<void> {
  defineEndpoint(app, 'propertyPicture', {
    description: imagesDocs.propertyPicture,
    handler: async (request, reply) => {
      const { svg, etag } = propertyPicture(request.params.id, request.params.file);
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .type('image/svg+xml; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return void reply.status(304).send();
      return svg;
    },
  });
}
