/**
 * Refunds: part or all of a paid session's (or paid virtual account's) amount back, confirmed by a
 * refund.succeeded event. `reference` is the caller's own id for the refund, as Stripe's idempotency
 * key: asked again with the same reference (a retry after a timeout, a sweeper racing the first
 * request) it answers the same refund and moves no money twice; the event carries it back as
 * refund_reference, so the caller can match the event even before it has stored the refund id.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authorized, eventBody, type GatewayContext } from './gateway-context.ts';

export function registerRefunds(app: FastifyInstance, ctx: GatewayContext): void {
  const { sessions, accounts, now } = ctx;
  const refunded = new Map<string, number>();
  const refundsByReference = new Map<string, { id: string; amount: number }>();

  app.post('/v1/refunds', async (request, reply) => {
    if (!authorized(ctx, request, reply)) return reply;
    const b = (request.body ?? {}) as { session_id?: unknown; amount?: unknown; reference?: unknown };
    if (
      b.reference !== undefined &&
      (typeof b.reference !== 'string' || b.reference.length === 0 || b.reference.length > 200)
    ) {
      return reply
        .code(400)
        .send({ code: 'INVALID_REFERENCE', message: 'A refund reference is a string of 1 to 200 characters.' });
    }
    // a paid virtual account is refunded like a paid session
    const va = typeof b.session_id === 'string' ? accounts.get(b.session_id) : undefined;
    const s =
      typeof b.session_id === 'string'
        ? (sessions.get(b.session_id) ??
          (va?.status === 'paid'
            ? {
                id: va.id,
                status: 'succeeded' as const,
                amount: va.amount,
                currency: va.currency,
                reference: va.reference,
                webhookUrl: va.webhookUrl,
              }
            : undefined))
        : undefined;
    if (!s || s.status !== 'succeeded')
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'No paid session with this id.' });
    const key = typeof b.reference === 'string' ? `${s.id}\u0000${b.reference}` : null;
    const earlier = key ? refundsByReference.get(key) : undefined;
    if (earlier) {
      if (earlier.amount !== b.amount)
        return reply
          .code(409)
          .send({ code: 'REFERENCE_REUSED', message: 'This refund reference was used for another amount.' });
      return reply.code(200).send({ id: earlier.id, status: 'pending' });
    }
    const already = refunded.get(s.id) ?? 0;
    if (!Number.isInteger(b.amount) || (b.amount as number) <= 0 || already + (b.amount as number) > s.amount) {
      return reply.code(400).send({
        code: 'INVALID_AMOUNT',
        message: 'A refund is a positive amount up to what was paid and not yet refunded.',
      });
    }
    refunded.set(s.id, already + (b.amount as number));
    const id = `re_${crypto.randomBytes(12).toString('hex')}`;
    if (key) refundsByReference.set(key, { id, amount: b.amount as number });
    ctx.deliverRaw(
      s.webhookUrl,
      eventBody(now, 'refund.succeeded', {
        refund_id: id,
        refund_reference: typeof b.reference === 'string' ? b.reference : null,
        session_id: s.id,
        reference: s.reference,
        amount: b.amount,
        currency: s.currency,
        status: 'succeeded',
      }),
    );
    return reply.code(201).send({ id, status: 'pending' });
  });
}
