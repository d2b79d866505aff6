/** The guest-token grant (catalogue row oauthToken, spec §4 session). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

export async function authRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  defineEndpoint(app, 'oauthToken', {
    description: 'Accepts `application/x-www-form-urlencoded` or JSON. A wrong client id/secret → 401 INVALID_CLIENT.',
    rateLimit: { max: 120, timeWindow: 60_000 },
    handler: async () => deps.tokens.guestGrant(),
  });
}
