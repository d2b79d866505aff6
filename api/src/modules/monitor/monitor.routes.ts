/**
 * Front-end error log (spec §7 monitoring). Bounded bodies, per-IP rate limit, 202: the
 * browser fires and forgets, and a flood of errors must not take the API down with it.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorLogSchema, type ErrorLog } from '@rednest/shared/contracts/dto';
import type { ModuleDeps } from '../../app.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { lt } from 'drizzle-orm';
import { errorLogs } from '../../db/schema/platform.ts';
import type { Db } from '../../db/client.ts';

export const ERROR_LOG_RETENTION_DAYS = 30;

export async function purgeErrorLogs(db: Db, before: Date): Promise<void> {
  await db.delete(errorLogs).where(lt(errorLogs.createdAt, before));
}

export async function monitorRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  defineEndpoint<unknown, ErrorLog>(app, 'monitorErrorLog', {
    description: 'Stores one front-end error. Bodies over 16 KB → 400; more than 60 logs a minute per IP → 429.',
    bodyLimit: 16 * 1024,
    rateLimit: { max: 60, timeWindow: 60_000 },
    schema: { body: ErrorLogSchema, response: { 202: Type.Object({ ok: Type.Boolean(), id: Type.Integer() }) } },
    handler: async (request, reply) => {
      const b = request.body;
      const [row] = await deps.db
        .insert(errorLogs)
        .values({
          error: b.error, errorCode: b.errorCode, errorDescription: b.errorDescription, userAgent: b.userAgent, domain: b.domain,
          apiEndpoint: b.apiEndpoint, apiVersion: b.apiVersion, appEnvironment: b.appEnvironment, ip: request.ip, requestId: String(request.id),
        })
        .returning({ id: errorLogs.id });
      request.log.info({ errorLogId: row!.id, errorCode: b.errorCode, apiEndpoint: b.apiEndpoint }, 'front-end error logged');
      reply.status(202);
      return { ok: true, id: row!.id };
    },
  });
}
