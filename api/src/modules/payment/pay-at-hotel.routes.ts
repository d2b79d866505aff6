/**
 * Payment options and pay at hotel: payment_options, verify_pah, delayed_payments_otp,
 * arrival_time_slots, book_now_pah, pay_at_hotel_payment. Registered by the booking module's
 * plugin, which hands over its booking service (book_now_pah is book_now behind the pay-at-hotel rule).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { CODE_LIMITS, CODE_SEND_ROUTE_LIMIT } from '../account/code-limits.ts';
import { attachmentDisposition, PROOF_LINK_SECONDS } from './proof-link.ts';
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
    description: [
      'The ways to pay an order (order_kind booking, order_id its salt; other kinds come with the club), each available or with the reason it is not, what is due now and at the hotel, and default_method: the saved preference of the signed-in caller (save_user_payment_options) when available, else the first available of card, pay_at_hotel.',
      'Rules: card for any pending order; pay_at_hotel when the property offers it, the rate plan is refundable, check-in is within 30 days and the check-in day has not ended at the hotel.',
      "Only the order's owner (a user's own booking, or whoever holds a guest booking's salt): anyone else gets 404 BOOKING_NOT_FOUND.",
    ].join(' '),
    handler: async (request) => service.options(request.query, caller(request)),
  });

  defineEndpoint(app, 'verifyPah', {
    description:
      'Whether a pending booking may be paid at the hotel (eligible, or reason: PAH_NOT_OFFERED, PAH_NON_REFUNDABLE, PAH_NOT_FOR_GUEST, PAH_TOO_FAR_AHEAD, PAH_TOO_LATE, ORDER_NOT_PENDING), the amount due there and the masked email delayed_payments_otp mails the code to. Owner only (404 otherwise).',
    handler: async (request) => service.verify(request.query.booking_salt, caller(request)),
  });

  defineEndpoint(app, 'delayedPaymentsOtp', {
    description: `Mails a 6-digit code (valid 300 s, single use, locked after 5 wrong tries) to the email the booking was made with, to confirm paying at the hotel. Not eligible: 409 PAH_NOT_AVAILABLE with the reason. A new code after ${CODE_LIMITS.resendAfterSeconds} s; at most ${CODE_LIMITS.perBookingPerHour} codes an hour for one booking and ${CODE_LIMITS.perRecipientPerHour} to one email (429 RATE_LIMITED, the true wait in Retry-After and in words); last_request_id ends the replaced code.`,
    rateLimit: CODE_SEND_ROUTE_LIMIT,
    handler: async (request) => service.sendCode(request.body, caller(request), request.ip),
  });

  defineEndpoint(app, 'arrivalTimeSlots', {
    description:
      "One-hour arrival slots, hotel time, from the property's check-in hour to midnight on the check-in day; a slot that has ended at the hotel is not available. Owner only.",
    handler: async (request) => service.slots(request.query.booking_salt, caller(request)),
  });

  defineEndpoint(app, 'bookNowPah', {
    description: [
      'book_now for a guest who will pay at the hotel: the same hold, price and idempotency, refused first with 409 PAH_NOT_AVAILABLE (and the reason) when the stay cannot be paid at the hotel, so no room is held for it. Then delayed_payments_otp and pay_at_hotel_payment confirm it.',
      `The same captcha as book_now: a solved captcha_challenge in the ${CAPTCHA_HEADER} header (unless site settings say captcha_by_pass: 1), used once (400 CAPTCHA_REQUIRED, CAPTCHA_INVALID, CAPTCHA_EXPIRED, 409 CAPTCHA_ALREADY_USED; a repeat with the same idempotency_key and body needs none).`,
    ].join(' '),
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
    description: [
      'Confirms a held booking to be paid at the hotel: the code mailed by delayed_payments_otp (request_id, otp), an available arrival_slot of arrival_time_slots, and an idempotency_key.',
      "One transaction writes a due_at_hotel payment of the total (the server's), confirms the booking and queues the confirmation mail (its invoice says payable at the hotel). sun_referer_url (partner and brand sites) and shopback_transaction_id are stored with the payment.",
      "The same key and body from the same sender (user, or guest token) answer the first result again; another body with it: 409 IDEMPOTENCY_KEY_REUSED; another sender's is a new attempt. Not eligible: 409 PAH_NOT_AVAILABLE; hold ended or already paid: 409 BOOKING_NOT_PENDING; slot: 400 INVALID_ARRIVAL_SLOT; codes: 400 INVALID_CODE, CODE_EXPIRED, CODE_LOCKED.",
    ].join(' '),
    handler: async (request) => service.confirm(request.body, caller(request), request.ip),
  });

  defineEndpoint(app, 'bankTransferPayment', {
    description:
      "Opens a virtual account at the provider for a pending booking's total (the server's amount), open 60 minutes; the hold is kept as long. Asked again, it answers the open account rather than a second one. The transfer arrives as the provider's signed payment event and confirms the booking; an account that closes unpaid ends with the hold (the rooms are released). Not in IDR or check-in under an hour away: 409 BANK_TRANSFER_NOT_AVAILABLE; ended or paid: 409 BOOKING_NOT_PENDING; provider down: 503 PAYMENT_PROVIDER_UNAVAILABLE. Owner only (404).",
    handler: async (request) => transfers.start(request.body.booking_salt, caller(request)),
  });
  defineEndpoint(app, 'paymentInstruction', {
    description:
      "The booking's virtual account: bank, number, amount, expires_at, status (awaiting_transfer, paid, already_paid: it came after another payment had paid the booking and is given back whole, see get_booking.extra_payments; paid_after_release: it came after the booking had ended and is given back whole, see get_booking.refund; expired) and the uploaded proof's name and size. Owner only (404); no bank transfer: 404 NO_BANK_TRANSFER.",
    handler: async (request) => transfers.instruction(request.query.booking_salt, caller(request)),
  });
  defineEndpoint(app, 'uploadTransferProof', {
    description:
      'Stores a proof of the transfer: JPEG, PNG or PDF by its first bytes (400 PROOF_TYPE_NOT_ALLOWED), at most 2 MB (400 PROOF_TOO_LARGE), base64 in content_base64. The latest counts. The booking ended (released, cancelled, hold run out): 409 BOOKING_NOT_PENDING. Owner only (404).',
    bodyLimit: 8 * 1024 * 1024,
    handler: async (request) => transfers.uploadProof(request.body, caller(request)),
  });
  defineEndpoint(app, 'transferProof', {
    description: `The latest transfer proof of the booking (name, type, size, when), for its owner only (404 otherwise, 404 PROOF_NOT_FOUND when none), with download_url: the file itself for ${PROOF_LINK_SECONDS / 60} minutes without a token (view_proof_url/file).`,
    handler: async (request) => transfers.proof(request.query.booking_salt, caller(request)),
  });
  defineEndpoint(app, 'transferProofFile', {
    description: `The transfer proof file through the link view_proof_url signs (HMAC of the proof and the expiry, ${PROOF_LINK_SECONDS / 60} minutes), as an attachment with its stored type (image/jpeg, image/png, application/pdf) and name. A wrong, changed or expired link: 404 PROOF_LINK_INVALID.`,
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
