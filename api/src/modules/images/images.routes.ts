/**
 * GET {API_BASE_PATH}/images/properties/:id/:n.svg: generated pictures. A plain route, not in the
 * endpoint catalogue (it is an asset, not an API call), public and immutable.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';
import { notFound } from '../../errors.ts';
import { propertyPictureSvg } from './property-picture.ts';

/** properties have at most 8 pictures (generator); a few more are allowed for galleries */
export const MAX_PICTURE_NUMBER = 12;

export async function imageRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  app.get<{ Params: { id: string; file: string } }>(`${deps.config.apiBasePath}/images/properties/:id/:file`, { schema: { hide: true } }, async (request, reply) => {
    const id = /^[1-9]\d{0,8}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const match = /^([1-9]\d?)\.svg$/.exec(request.params.file);
    const n = match ? Number(match[1]) : NaN;
    if (!Number.isInteger(id) || !Number.isInteger(n) || n > MAX_PICTURE_NUMBER) {
      throw notFound('IMAGE_NOT_FOUND', 'There is no such picture.');
    }
    const svg = propertyPictureSvg(id, n);
    const etag = `"${crypto.createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).type('image/svg+xml; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return svg;
  });
}
