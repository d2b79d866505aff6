/** Card checkout sessions, server to server (API key): opened by the API, read back, expired early. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authorized, isHttpUrl, type GatewayContext, type Session } from './gateway-context.ts';

export function registerCheckoutSessions(app: FastifyInstance, ctx: GatewayContext): void {
  const { sessions, now } = ctx;

  app.post('/v1/checkout_sessions', async (request, reply) => {
    if (!authorized(ctx, request, reply)) return reply;
    const b = (request.body ?? {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (!Number.isInteger(b.amount) || (b.amount as number) <= 0)
      problems.push('amount must be a positive integer of minor units');
    if (typeof b.currency !== 'string' || !/^[A-Z]{3}$/.test(b.currency)) problems.push('currency must be an ISO code');
    if (typeof b.reference !== 'string' || !b.reference || b.reference.length > 100)
      problems.push('reference is required');
    for (const k of ['success_url', 'cancel_url', 'webhook_url'])
      if (!isHttpUrl(b[k])) problems.push(`${k} must be an http(s) URL`);
    if (problems.length) return reply.code(400).send({ code: 'INVALID_REQUEST', message: problems.join('; ') });
    const session: Session = {
      id: `cs_${crypto.randomBytes(16).toString('hex')}`,
      amount: b.amount as number,
      currency: b.currency as string,
      reference: b.reference as string,
      description: typeof b.description === 'string' ? b.description.slice(0, 200) : '',
      successUrl: b.success_url as string,
      cancelUrl: b.cancel_url as string,
      webhookUrl: b.webhook_url as string,
      status: 'open',
      attempts: 0,
      createdAt: now(),
    };
    sessions.set(session.id, session);
    const origin = `${request.protocol}://${request.headers.host}`;
    return reply.code(201).send({ id: session.id, url: `${origin}/checkout/${session.id}`, status: session.status });
  });

  app.get<{ Params: { id: string } }>('/v1/checkout_sessions/:id', async (request, reply) => {
    if (!authorized(ctx, request, reply)) return reply;
    const s = sessions.get(request.params.id);
    if (!s) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such session.' });
    return { id: s.id, status: s.status, amount: s.amount, currency: s.currency, reference: s.reference };
  });

  /**
   * Expires an open session, as Stripe's `POST /v1/checkout/sessions/:id/expire`: its page takes no
   * card any more. The API calls it when the order the session pays has ended. A session already
   * paid (or paid while this was asked) answers 409 with its status: its success event is on its way.
   */
  app.post<{ Params: { id: string } }>('/v1/checkout_sessions/:id/expire', async (request, reply) => {
    if (!authorized(ctx, request, reply)) return reply;
    const s = sessions.get(request.params.id);
    if (!s) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such session.' });
    if (s.status === 'succeeded')
      return reply
        .code(409)
        .send({ code: 'SESSION_COMPLETED', message: 'This session is paid and cannot be expired.', status: s.status });
    s.status = 'expired';
    return { id: s.id, status: s.status };
  });
}
