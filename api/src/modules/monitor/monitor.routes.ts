/**
 * Front-end error log (catalogue row monitorErrorLog). Bounded bodies, per-IP rate limit, 202:
 * the browser fires and forgets, and a flood of errors must not take the API down with it.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { createMonitorRepository } from './monitor.repository.ts';
import { createMonitorService } from './monitor.service.ts';

export async function monitorRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const service = createMonitorService({ repo: createMonitorRepository(deps.db), now: deps.now });

  defineEndpoint(app, 'monitorErrorLog', {
    description: 'Stores one front-end error. Bodies over 16 KB → 413; more than 60 logs a minute per IP → 429.',
    bodyLimit: 16 * 1024,
    rateLimit: { max: 60, timeWindow: 60_000 },
    handler: async (request) => {
      const accepted = await service.record(request.body, { ip: request.ip, requestId: String(request.id) });
      request.log.info({ errorLogId: accepted.id, errorCode: request.body.errorCode, apiEndpoint: request.body.apiEndpoint }, 'front-end error logged');
      return accepted;
    },
  });
}
