/**
 * Front-end error log (catalogue row monitorErrorLog). Bounded bodies, per-IP limits, 202:
 * the browser fires and forgets, and a flood of errors must not take the API down with it.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { monitorDocs } from './monitor.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { rateLimited } from '../../errors.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { ERROR_LOG_LIMITS } from './monitor.service.ts';

export async function monitorRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.monitor;

  defineEndpoint(app, 'monitorErrorLog', {
    description: monitorDocs.monitorErrorLog,
    bodyLimit: 16 * 1024,
    rateLimit: { max: ERROR_LOG_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => {
      const { count, ttlSeconds } = await services.cache.incr(`errlog:day:${clientKey(request.ip)}`, 24 * 3600);
      if (count > ERROR_LOG_LIMITS.perIpPerDay) throw rateLimited(ttlSeconds);
    },
    handler: async (request) => {
      const accepted = await service.record(request.body, { ip: request.ip, requestId: String(request.id) });
      // the endpoint without its query string: a front end may have logged a URL with one
      request.log.info(
        {
          errorLogId: accepted.id,
          errorCode: request.body.errorCode,
          apiEndpoint: request.body.apiEndpoint.split('?')[0],
        },
        'front-end error logged',
      );
      return accepted;
    },
  });
}
