/**
 * Card payments and payment links: cardPayment, sendPaymentLink, paymentLink, paymentLinkCardPayment, and
 * the provider's webhook, a plain route: the gateway calls it server to server with a signature over the raw
 * body, which is why this route alone reads its body as text (payment-webhook.ts checks and applies it).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { paymentDocs } from './payment.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { SIGNATURE_HEADER } from './webhook-signature.ts';
import { WEBHOOK_PATH } from './webhook-path.ts';

export async function paymentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { service, links, webhook } = services.payment;

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

  // the raw body as text: the signature is over the bytes the gateway sent
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(`${services.config.apiBasePath}${WEBHOOK_PATH}`, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER] as string | undefined;
      const { status, body } = await webhook(raw, signature, request.log);
      return reply.code(status).send(body);
    });
  });
}
