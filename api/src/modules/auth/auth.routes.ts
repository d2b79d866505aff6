/** The guest-token grant (catalogue row oauthToken, spec §4 session). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { authDocs } from './auth.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

export async function authRoutes(app: FastifyInstance, services: Services): Promise<void> {
  defineEndpoint(app, 'oauthToken', {
    description: authDocs.oauthToken,
    rateLimit: { max: 120, timeWindow: 60_000 },
    handler: async () => services.tokens.guestGrant(),
  });
}
