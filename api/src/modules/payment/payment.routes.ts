/**
 * Card payments: cardPayment (a catalogue row) and the provider's webhook, a plain
 * route: the gateway calls it server to server with a signature over the raw body, which is why
 * this route alone reads its body as text.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { PAYMENT_LINK_LIMITS } from './payment-link.service.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';
import { WEBHOOK_PATH } from './webhook-path.ts';

export { WEBHOOK_PATH };

export async function paymentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { service, refunds, links } = services.payment;
  const { dateChanges } = services.booking;

  defineEndpoint(app, 'cardPayment', {
    description: [
      "Opens a card checkout at the payment gateway for a pending booking's total (the server's amount) and answers its hosted page (redirect_url).",
      'An open checkout of the booking is answered again rather than a second one opened. return_url must be a page of this site; the gateway sends the guest back there',
      'with ?booking=<salt>&result=return|cancelled, and the result itself arrives by signed webhook: poll get_booking for confirmed.',
      'The hold is kept BOOKING_HOLD_MINUTES from now. Ended or paid booking: 409 BOOKING_NOT_PENDING. Gateway down: 503 PAYMENT_PROVIDER_UNAVAILABLE.',
    ].join(' '),
    handler: async (request) => service.cardPayment(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'sendPaymentLink', {
    description: [
      "Sends a link that pays a pending booking by card to the booking's own email and/or phone (channels: email, sms; never another address), through the outbox.",
      "Only the booking's owner: a user's own booking, or whoever holds a guest booking's salt (find-booking gives it); others 404 BOOKING_NOT_FOUND.",
      `The link ({the site's origin}/{locale}/link-payment/{token}, on the site the request came through (SITE_URL, BRAND_SITE_URL, CORPORATE_SITE_URL, SITE_ORIGINS), 256 random bits, stored hashed) works PAYMENT_LINK_MINUTES and never after the hold ends; a new link replaces the older ones. A new link after ${PAYMENT_LINK_LIMITS.resendAfterSeconds} s and at most ${PAYMENT_LINK_LIMITS.perBookingPerHour} an hour per booking (429 RATE_LIMITED with Retry-After).`,
      'Paid or ended: 409 BOOKING_NOT_PENDING. No email / phone on the booking: 400 PAYMENT_LINK_NO_EMAIL / PAYMENT_LINK_NO_PHONE.',
    ].join(' '),
    rateLimit: { max: 20, timeWindow: 60_000 },
    handler: async (request) =>
      links.send(request.body, { userId: request.auth.userId }, services.sites.ofRequest(request)),
  });

  defineEndpoint(app, 'paymentLink', {
    description:
      "A payment link's booking in short (code, hotel, room, stay, guests, total) and its state: payable, expired, replaced (a newer link was sent), paid (the booking is paid), ended (its rooms were released). Anyone holding the link may read it; an unknown token is 404 PAYMENT_LINK_NOT_FOUND.",
    handler: async (request) => links.view(request.query.token),
  });

  defineEndpoint(app, 'paymentLinkCardPayment', {
    description: [
      "Opens a card checkout (the gateway's hosted page) for the total of a payable link's booking, for whoever holds the link; an open checkout of the link is answered again.",
      'return_url must be a page of this site; the gateway sends the payer back there with ?result=return|cancelled (never the booking salt). The result arrives by the signed webhook: read payment_link until paid.',
      'Not payable: 409 PAYMENT_LINK_EXPIRED, PAYMENT_LINK_REPLACED, PAYMENT_LINK_PAID, PAYMENT_LINK_ENDED; unknown 404 PAYMENT_LINK_NOT_FOUND; gateway down 503 PAYMENT_PROVIDER_UNAVAILABLE.',
    ].join(' '),
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
