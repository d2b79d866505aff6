/** The guest-token grant (catalogue row oauthToken, spec §4 session). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

export async function authRoutes(app: FastifyInstance, services: Services): Promise<void> {
  defineEndpoint(app, 'oauthToken', {
    description: 'Accepts `application/x-www-form-urlencoded` or JSON. A wrong client id/secret → 401 INVALID_CLIENT.',
    rateLimit: { max: 120, timeWindow: 60_000 },
    handler: async () => services.tokens.guestGrant(),
  });
}
