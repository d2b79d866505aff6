/**
 * The development inbox: GET {API_BASE_PATH}/dev/inbox?to=&limit= lists what the outbox delivered
 * in this process (codes and links included). Not a catalogue row and not in the OpenAPI document;
 * never served in production (404 there, like any unknown path).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

export async function outboxRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const inbox = services.devInbox;
  if (!inbox || services.config.production) return;
  app.get(`${services.config.apiBasePath}/dev/inbox`, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const to = typeof query.to === 'string' ? query.to.slice(0, 254) : undefined;
    const limit = Math.min(200, Math.max(1, Number.parseInt(String(query.limit ?? '50'), 10) || 50));
    return reply.header('cache-control', 'no-store').send({ messages: inbox.list({ to, limit }) });
  });
}
