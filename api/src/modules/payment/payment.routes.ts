/**
 * Card payments: cardPayment (a catalogue row) and the provider's webhook, a plain
 * route: the gateway calls it server to server with a signature over the raw body, which is why
 * this route alone reads its body as text.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { paymentDocs } from './payment.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';
import { WEBHOOK_PATH } from './webhook-path.ts';

export { WEBHOOK_PATH };

export async function paymentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { service, refunds, links } = services.payment;
  const { dateChanges } = services.booking;

  defineEndpoint(app, 'cardPayment', {
    description: paymentDocs.cardPayment,
    handler: async (request) => service.cardPayment(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'sendPaymentLink', {
    description: paymentDocs.sendPaymentLink,
    rateLimit: { max: 20, timeWindow: 60_000 },
    handler: async (request) =>
      links.send(request.body, { userId: request.auth.userId }, services.sites.ofRequest(request)),
  });

  defineEndpoint(app, 'paymentLink', {
    description: paymentDocs.paymentLink,
    handler: async (request) => links.view(request.query.token),
  });

  defineEndpoint(app, 'paymentLinkCardPayment', {
    description: paymentDocs.paymentLinkCardPayment,
    rateLimit: { max: 20, timeWindow: 60_000 },
    handler: async (request) => links.cardPayment(request.body),
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(`${services.config.apiBasePath}${WEBHOOK_PATH}`, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const verdict = verifyWebhook(
        services.config.payments.webhookSecret,
        raw,
        request.headers[SIGNATURE_HEADER] as string | undefined,
        services.now(),
      );
      if (verdict !== 'ok') {
        request.log.warn({ verdict }, 'payment webhook refused');
        return reply.code(400).send({ code: 'INVALID_SIGNATURE', message: `The event's signature is ${verdict}.` });
      }
      let event: { id?: unknown; type?: unknown; data?: { reference?: unknown; amount?: unknown; currency?: unknown } };
      try {
        event = JSON.parse(raw) as typeof event;
      } catch {
        return reply.code(400).send({ code: 'INVALID_EVENT', message: 'The event is not JSON.' });
      }
      if (
        typeof event.id !== 'string' ||
        typeof event.type !== 'string' ||
        typeof event.data?.reference !== 'string' ||
        typeof event.data.amount !== 'number' ||
        typeof event.data.currency !== 'string'
      ) {
        return reply.code(400).send({ code: 'INVALID_EVENT', message: 'The event lacks id, type or data.' });
      }
      const result = await service.applyEvent(
        event as { id: string; type: string; data: { reference: string; amount: number; currency: string } },
        event,
      );
      request.log.info({ event: event.id, type: event.type, result }, 'payment event');
      // money for a booking whose rooms went to someone else, or that ended, or that another payment had paid, or
      // for a change of dates that ended with its booking: its refund is recorded, ask for it now
      if (result === 'refund_due') {
        void refunds
          .sendRequested(10)
          .catch((error: unknown) => request.log.warn({ err: error }, 'refund request failed'));
        void dateChanges
          .sendRefunds(10)
          .catch((error: unknown) => request.log.warn({ err: error }, 'date change refund request failed'));
      }
      return reply.code(200).send({ received: true, result });
    });
  });
}
