/**
 * The provider's webhook: a signed event, checked and applied. Not a catalogue row: the gateway calls it
 * server to server with a signature over the raw body (payment.routes.ts reads that body as text), and
 * answers 400 with a code of its own for a bad signature or event, never the API's validation error.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentService } from './payment.service.ts';
import { verifyWebhook } from './webhook-signature.ts';

type ProviderEvent = Parameters<PaymentService['applyEvent']>[0];

export interface PaymentWebhookDeps {
  secret: string;
  now: () => Date;
  applyEvent: PaymentService['applyEvent'];
  /** ask the provider for the refunds an event left due: a booking's shares, a change of dates' difference */
  sendRefunds: { shares: (limit: number) => Promise<void>; dateChanges: (limit: number) => Promise<void> };
}

export interface WebhookAnswer {
  status: 200 | 400;
  body: { received: true; result: string } | { code: string; message: string };
}

export function createPaymentWebhook(deps: PaymentWebhookDeps) {
  return async function receive(
    raw: string,
    signature: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<WebhookAnswer> {
    const verdict = verifyWebhook(deps.secret, raw, signature, deps.now());
    if (verdict !== 'ok') {
      log.warn({ verdict }, 'payment webhook refused');
      return { status: 400, body: { code: 'INVALID_SIGNATURE', message: `The event's signature is ${verdict}.` } };
    }
    let event: { id?: unknown; type?: unknown; data?: { reference?: unknown; amount?: unknown; currency?: unknown } };
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      return { status: 400, body: { code: 'INVALID_EVENT', message: 'The event is not JSON.' } };
    }
    if (
      typeof event.id !== 'string' ||
      typeof event.type !== 'string' ||
      typeof event.data?.reference !== 'string' ||
      typeof event.data.amount !== 'number' ||
      typeof event.data.currency !== 'string'
    ) {
      return { status: 400, body: { code: 'INVALID_EVENT', message: 'The event lacks id, type or data.' } };
    }
    const result = await deps.applyEvent(event as ProviderEvent, event);
    log.info({ event: event.id, type: event.type, result }, 'payment event');
    // money for a booking whose rooms went to someone else, or that ended, or that another payment had paid, or
    // for a change of dates that ended with its booking: its refund is recorded, ask for it now
    if (result === 'refund_due') {
      void deps.sendRefunds.shares(10).catch((error: unknown) => log.warn({ err: error }, 'refund request failed'));
      void deps.sendRefunds
        .dateChanges(10)
        .catch((error: unknown) => log.warn({ err: error }, 'date change refund request failed'));
    }
    return { status: 200, body: { received: true, result } };
  };
}

export type PaymentWebhook = ReturnType<typeof createPaymentWebhook>;
