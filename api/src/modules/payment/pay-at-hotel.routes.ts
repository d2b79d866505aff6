/**
 * Payment options, pay at hotel and bank transfer: payment_options, verify_pah, delayed_payments_otp,
 * arrival_time_slots, book_now_pah, pay_at_hotel_payment, bank_transfer_payment, payment_instruction and
 * the transfer proof. Registered in modules/index.ts like every plugin; book_now_pah is booking's book_now
 * (services.booking.service) behind the pay-at-hotel rule.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { paymentDocs } from './payment.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { CODE_SEND_ROUTE_LIMIT } from '../account/code-limits.ts';
import { attachmentDisposition } from './proof-link.ts';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts/wire';
import { principalOf, type AuthContext } from '../auth/token.service.ts';

export async function payAtHotelRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { payAtHotel: service, bankTransfers: transfers } = services.payment;
  const { captcha } = services.booking;
  // the principal scopes idempotency keys to whoever sent them (pay_at_hotel_payment, book_now_pah)
  const caller = (request: { auth: AuthContext }) => ({
    userId: request.auth.userId,
    principal: principalOf(request.auth),
  });

  defineEndpoint(app, 'paymentOptions', {
    description: paymentDocs.paymentOptions,
    handler: async (request) => service.options(request.query, caller(request)),
  });

  defineEndpoint(app, 'verifyPah', {
    description: paymentDocs.verifyPah,
    handler: async (request) => service.verify(request.query.booking_salt, caller(request)),
  });

  defineEndpoint(app, 'delayedPaymentsOtp', {
    description: paymentDocs.delayedPaymentsOtp,
    rateLimit: CODE_SEND_ROUTE_LIMIT,
    handler: async (request) => service.sendCode(request.body, caller(request), request.ip),
  });

  defineEndpoint(app, 'arrivalTimeSlots', {
    description: paymentDocs.arrivalTimeSlots,
    handler: async (request) => service.slots(request.query.booking_salt, caller(request)),
  });

  defineEndpoint(app, 'bookNowPah', {
    description: paymentDocs.bookNowPah,
    handler: async (request, reply) => {
      await service.checkStay(request.body, caller(request));
      const { status, booking: held } = await services.booking.service.bookNow(request.body, caller(request), {
        // the site it is booked on, as book_now keeps it: its confirmation and reminder link back there
        siteOrigin: services.sites.stored(services.sites.ofRequest(request)),
        guard: () => captcha.consume(request.headers[CAPTCHA_HEADER]),
      });
      reply.code(status);
      return held;
    },
  });

  defineEndpoint(app, 'payAtHotelPayment', {
    description: paymentDocs.payAtHotelPayment,
    handler: async (request) => service.confirm(request.body, caller(request), request.ip),
  });

  defineEndpoint(app, 'bankTransferPayment', {
    description: paymentDocs.bankTransferPayment,
    handler: async (request) => transfers.start(request.body.booking_salt, caller(request)),
  });
  defineEndpoint(app, 'paymentInstruction', {
    description: paymentDocs.paymentInstruction,
    handler: async (request) => transfers.instruction(request.query.booking_salt, caller(request)),
  });
  defineEndpoint(app, 'uploadTransferProof', {
    description: paymentDocs.uploadTransferProof,
    bodyLimit: 8 * 1024 * 1024,
    handler: async (request) => transfers.uploadProof(request.body, caller(request)),
  });
  defineEndpoint(app, 'transferProof', {
    description: paymentDocs.transferProof,
    handler: async (request) => transfers.proof(request.query.booking_salt, caller(request)),
  });
  defineEndpoint(app, 'transferProofFile', {
    description: paymentDocs.transferProofFile,
    handler: async (request, reply) => {
      const file = await transfers.proofFile(request.query);
      // the bytes as they were uploaded, never shown as a page: a download, no caching
      void reply
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .type(file.contentType)
        .send(file.bytes);
    },
  });
}
