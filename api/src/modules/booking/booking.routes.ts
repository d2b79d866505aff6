/** Booking endpoints: myBookings; holds: bookNow, getBooking, releaseSaleRoom. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { CODE_CHECK_ROUTE_LIMIT, CODE_LIMITS, CODE_SEND_ROUTE_LIMIT } from '../account/code-limits.ts';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts/wire';
import { principalOf } from '../auth/token.service.ts';
import { toExtraPayment, toLastPayment } from '../payment/last-payment.ts';

export async function bookingRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { service, summary, captcha, findBooking: finder, dateChanges } = services.booking;
  const payments = services.payment.history;

  defineEndpoint(app, 'myBookings', {
    description:
      "The signed-in user's bookings, 10 per page. upcoming: pending, confirmed or checked-in stays whose check-out day has not passed at the hotel (soonest first); completed: finished stays (latest first); cancelled: latest cancellation first. A new account gets an empty list with total_pages 0.",
    handler: async (request) => {
      const userId = request.auth.userId;
      if (userId === null) throw new Error('myBookings: user auth without a user id');
      return service.myBookings(userId, request.query.type ?? 'upcoming', request.query.page ?? 1);
    },
  });

  const summaryRules =
    'The stay is priced as search and the hotel page price it (stay_total); adjustments follow in one list (add-ons: a catalogue add-on is one entry per night with the best-seller menu item, breakfast (sub_category 10) from the day after check-in; a coupon: a share or an amount off the stay, at most 90%), and total is what book_now charges.';

  defineEndpoint(app, 'bookingSummary', {
    description: `The booking summary for a stay and the guest's picks (coupon_code, add_ons with quantities). ${summaryRules} A code that does not apply answers its PROMO_* error (409, 404 unknown); an add-on the property does not sell: 409 ADD_ON_UNAVAILABLE.`,
    handler: async (request) => (await summary.summarize(request.body, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'applyCouponCode', {
    description: `Applies a promo code to the summary by its rules: validity dates, the stay's country and currency, minimum spend (the stay's all-in total), first booking only, uses per guest (account or email) and in all (held and paid bookings count; an ended hold gives its use back). Answers the new summary, or 404 PROMO_NOT_FOUND / 409 PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_NOT_FOR_COUNTRY, PROMO_NOT_FOR_CURRENCY, PROMO_MIN_SPEND, PROMO_NEW_USERS_ONLY, PROMO_USED_UP, PROMO_ALREADY_USED. A guest's per-email rules are checked again at book_now. ${summaryRules}`,
    handler: async (request) => (await summary.summarize(request.body, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'removeCouponCode', {
    description: `The summary without a coupon (any coupon_code sent is ignored). ${summaryRules}`,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, coupon_code: undefined }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'bookingSummaryPromos', {
    description:
      "The promo codes on offer for this stay's country and currency that are running now, each with what it would take off the stay (discount) or, when it does not apply, the error apply_coupan_code would answer (unavailable_reason).",
    handler: async (request) => summary.promos(request.query, request.auth.userId),
  });

  const rewardRules =
    "A marketing reward is a voucher the signed-in user holds (referral or campaign): a share of the stay's all-in total (up to its cap) or an amount, in one currency, until it expires, at most 90% of the stay. It does not combine with a promo code (409 MKT_REWARD_WITH_COUPON). book_now holds it for the booking; it is used once the booking is paid and free again when the hold ends unpaid (released or run out).";

  defineEndpoint(app, 'applyMktReward', {
    description: `Applies one of the caller's marketing rewards (mkt_reward_id) to the summary and answers the new summary. ${rewardRules} Unknown, a guest's or another user's reward: 404 MKT_REWARD_NOT_FOUND; 409 MKT_REWARD_USED, MKT_REWARD_HELD, MKT_REWARD_EXPIRED, MKT_REWARD_NOT_FOR_CURRENCY, MKT_REWARD_MIN_SPEND. ${summaryRules}`,
    handler: async (request) => (await summary.summarize(request.body, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'removeMktReward', {
    description: `The summary without a marketing reward (any mkt_reward_id sent is ignored). ${summaryRules}`,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, mkt_reward_id: undefined }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'mktRewardList', {
    description: `The signed-in user's marketing rewards for this stay that are not used, held by a booking or expired, soonest to expire first, each with what it would take off (discount) or the error apply_mkt_reward would answer (unavailable_reason). A guest: an empty list. ${rewardRules}`,
    handler: async (request) => summary.mktRewards(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'removeMembership', {
    description: `The summary without the club membership line a guest added to it. A summary without one: 409 NO_MEMBERSHIP (nothing adds a membership to a summary yet; the club issue will). ${summaryRules}`,
    handler: async (request) => summary.removeMembership(request.body, { userId: request.auth.userId }),
  });

  const corporateRules =
    "Corporate clients: a user who books for a company (corporate_members) gets the company's negotiated discount at the property (corporate_rates), else its default, as a share of the stay's all-in total (a corporate_amount adjustment). Not a member (or a guest): 403 NOT_CORPORATE_CLIENT. With a coupon or a reward: 409 CORPORATE_NO_VOUCHERS.";

  defineEndpoint(app, 'reapplyCorporateAmount', {
    description: `The summary with the corporate amount applied again (corporate: true), for the corporate site after the guest changes the stay or extras. ${corporateRules} ${summaryRules}`,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, corporate: true }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'checkAvailability', {
    description: `The corporate site's step instead of book_now: whether the chosen room is on sale now for every night (available, available_rooms; sold out: available false, unavailable_reason ROOM_SOLD_OUT), and the summary at the company's amount; price_changed when total (the amount the guest saw) differs from it. Nothing is held and no amount sent is charged. ${corporateRules}`,
    handler: async (request) => summary.corporateAvailability(request.query, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'checkAddonAvailability', {
    description:
      "The add-ons this property sells for the stay, in its currency: one unit's price for the whole stay, the most units (guests, or rooms for late check-out and laundry), the menu, and for a catalogue add-on its entries (one per night, best-seller item, breakfast from the day after check-in).",
    handler: async (request) => summary.addOnAvailability(request.query),
  });

  defineEndpoint(app, 'captchaChallenge', {
    description: `A proof-of-work challenge (altcha-lib, SHA-256, HMAC-signed, valid CAPTCHA_TTL_SECONDS) for book_now: the browser finds the counter whose key starts with keyPrefix and sends { challenge, solution } as base64 JSON in the ${CAPTCHA_HEADER} header. Each solution books once. Not needed where site settings say captcha_by_pass: 1.`,
    handler: async () => captcha.challenge(),
  });

  defineEndpoint(app, 'bookNow', {
    description: [
      'Holds the chosen room type and rate plan for the stay (DD-MM-YYYY, hotel time) and answers the pending booking with its all-in price',
      `and the summary's adjustments (coupon_code, add_ons: priced as booking_summary prices them; the coupon is checked again with the booking's email and its use recorded), computed by the server (no amount is sent), and hold_expires_at (BOOKING_HOLD_MINUTES, default 15): unpaid by then, the rooms go back.`,
      'A guest may book (the booking is then found by its salt, or its code and email); a signed-in user owns it.',
      "idempotency_key: the same key and body from the same sender (the signed-in user, or the same guest token) get the first answer again (201 once, then the same booking); another body with it is 409 IDEMPOTENCY_KEY_REUSED; another sender's identical request is a new booking attempt.",
      'Rooms gone for any night: 409 ROOM_SOLD_OUT (inventory never goes below zero: a database constraint). Unknown room or plan: 404.',
      `Captcha: a solved captcha_challenge in the ${CAPTCHA_HEADER} header (unless site settings say captcha_by_pass: 1), used once: missing 400 CAPTCHA_REQUIRED, not valid 400 CAPTCHA_INVALID, too old 400 CAPTCHA_EXPIRED, used before 409 CAPTCHA_ALREADY_USED (a repeat with the same idempotency_key and body needs none).`,
    ].join(' '),
    handler: async (request, reply) => {
      const { status, booking } = await service.bookNow(
        request.body,
        { userId: request.auth.userId, principal: principalOf(request.auth) },
        {
          siteOrigin: services.sites.stored(services.sites.ofRequest(request)),
          guard: () => captcha.consume(request.headers[CAPTCHA_HEADER]),
        },
      );
      reply.code(status);
      return booking;
    },
  });

  defineEndpoint(app, 'incompleteCardBooking', {
    description:
      "Abandoned booking: the caller's booking still on hold for a card payment (pending, hold not run out, no other way of paying started), so the site can lead back to the payment step (payments?booking=<salt>) before hold_expires_at. A signed-in user's newest; a guest's by the booking_salt its browser kept (another user's salt answers null). Paid, released or run out: { booking: null }.",
    handler: async (request) => {
      const { booking } = await service.incompleteCardBooking(
        { userId: request.auth.userId },
        request.query.booking_salt,
      );
      // a declined card is said on the banner that leads back to paying
      return {
        booking: booking && {
          ...booking,
          last_payment: toLastPayment(await payments.lastPayment(booking.id), services.now()),
        },
      };
    },
  });

  defineEndpoint(app, 'getBooking', {
    description:
      "A booking by its salt: the signed-in owner's, or a guest booking for whoever holds its salt. Another user's booking is 404 BOOKING_NOT_FOUND. A pending booking whose hold ran out reads as cancelled (hold_expired). date_change: the latest change of dates. last_payment: the latest payment attempt of the booking and how it ended (pending, declined with declined_at and reason_code card_declined or authentication_failed, failed, expired, succeeded, due_at_hotel, awaiting_transfer), once paid the payment that paid it, null before any; a declined card leaves the booking pending, to be paid with another card or another way. extra_payments: money that came after another payment had paid the booking (two checkouts paid at once), each given back whole, with its refund's status.",
    handler: async (request) => {
      // one snapshot: a change of dates and the booking's nights it moved, and the payment that confirmed it, are read from the same moment
      const { booking, alongside } = await service.getBookingWith(
        request.query.booking_salt,
        { userId: request.auth.userId },
        async (id, tx) => ({
          dateChange: await dateChanges.latestOf(id, tx),
          lastPayment: await payments.lastPayment(id, tx),
          extraPayments: await payments.extraPayments(id, tx),
        }),
      );
      return {
        ...booking,
        date_change: alongside.dateChange,
        last_payment: toLastPayment(alongside.lastPayment, services.now()),
        extra_payments: alongside.extraPayments.map(toExtraPayment),
      };
    },
  });

  defineEndpoint(app, 'findBookingSendCode', {
    description: `A guest booking (made without an account) by its booking code (RN000123) and ONE of the email or the phone it was made with (both or neither: 400 VALIDATION_FAILED). phone: the shared helper's digits (leading zeros dropped), after country_code's calling code (id, sg, ph, vn, th; default the locale's country, else id); a number typed with its + calling code keeps it; a phone of the booking typed without one is read in that country. The answer is the same whether or not they match; a one-time code is mailed, or sent by SMS (through the outbox), only when they do. A new code for the same email or phone after resend_after (${CODE_LIMITS.resendAfterSeconds} s); at most ${CODE_LIMITS.perRecipientPerHour} codes an hour to one email or phone and ${CODE_LIMITS.perBookingPerHour} for one booking (counted when a code is sent; once spent, every request naming that booking waits alike), 429 RATE_LIMITED with the true wait in Retry-After and in words; the client address only by a burst guard (${CODE_LIMITS.sendsPerAddressPerMinute} code sends a minute); last_request_id stops the replaced code.`,
    rateLimit: CODE_SEND_ROUTE_LIMIT,
    handler: async (request) => finder.sendCode(request.body, request.ip),
  });
  defineEndpoint(app, 'findBookingVerify', {
    description: `The mailed or texted code answers the booking salt (get_booking, booking_invoice, cancel_booking take it). Codes: 6 digits, valid 300 s, single use, locked after 5 wrong tries (400 INVALID_CODE with the tries left, then CODE_LOCKED; CODE_EXPIRED when used, replaced or late); wrong codes from one address by a burst guard (${CODE_LIMITS.wrongCodesPerAddressPerMinute} a minute, 429).`,
    rateLimit: CODE_CHECK_ROUTE_LIMIT,
    handler: async (request) => finder.verify(request.body, request.ip),
  });

  defineEndpoint(app, 'cancelQuote', {
    description:
      "What cancelling now would give back, by the booking's rate plan policy on the hotel's clock: free (all back), fee (fee_percent kept), non_refundable, too_late (from check-in time), unpaid (a pending booking). Nothing changes.",
    handler: async (request) => service.cancelQuote(request.query.booking_salt, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'cancelBooking', {
    description:
      "Cancels a booking: a pending one releases its rooms; a confirmed one returns its rooms and records the refund the policy allows now (booking.refund: requested → processing → refunded, by the provider's events). Repeating it answers the cancelled booking. From check-in time on: 409 TOO_LATE_TO_CANCEL. An open change of dates is cancelled with it (its nights back on sale), and its payments still open at the gateway are closed; money that arrives through one anyway is refunded whole.",
    handler: async (request) => service.cancel(request.body.booking_salt, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'dateChangeQuote', {
    description:
      "What moving a booking to other dates (DD-MM-YYYY) would cost, nothing changed: the same room type, rate plan, rooms and guests priced for the new stay as search prices it, the booking's add-ons and coupon priced again for it, and difference = new_total − old total (> 0 to pay, < 0 given back). Only a confirmed booking of a refundable plan before check-in time (409 BOOKING_NOT_CHANGEABLE, TOO_LATE_TO_CHANGE, DATE_CHANGE_NOT_ALLOWED); its own dates: 400 SAME_DATES; a night not on sale: 409 ROOM_SOLD_OUT. Another user's booking: 404.",
    handler: async (request) => dateChanges.quote(request.query, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'bookingDateChange', {
    description:
      "Moves a confirmed booking to other dates, priced as booking_date_change_quote prices them. Cheaper or equal: applied at once (status applied): in one transaction the old nights go back and the new ones are taken, all or none (409 ROOM_SOLD_OUT otherwise, nothing changed); what was paid beyond the new total is refunded to the booking's card (refund: requested → processing → refunded). Dearer: the nights the booking does not hold are held (status awaiting_payment, hold_expires_at) until the difference is paid through booking_date_change/card_payment; unpaid, the change expires and the booking keeps its dates. The same dates again answer the open change; other dates replace it. get_booking shows the latest change (date_change).",
    handler: async (request) => dateChanges.change(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'dateChangePayment', {
    description:
      "Opens a card checkout at the gateway for the difference of the booking's change of dates that awaits payment (the server's amount) and answers its page; an open checkout is answered again. The gateway sends the guest back to return_url with ?result=return|cancelled; the signed webhook applies the change. Nothing awaiting payment (paid, expired): 409 NO_DATE_CHANGE_TO_PAY; the booking ended (cancelled, released), which cancelled its change: 409 DATE_CHANGE_CANCELLED.",
    handler: async (request) => dateChanges.payDifference(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'bookingInvoice', {
    description:
      "A booking's invoice: the stay's lines as priced at booking (room, discount, service, taxes, then the summary's adjustments), the total, the payment the provider confirmed and any refund. Only the owner (a user's own booking, or whoever holds a guest booking's salt); another user's booking is 404 BOOKING_NOT_FOUND. pdf_url opens the same invoice as a PDF for 10 minutes without a token.",
    handler: async (request) => service.invoice(request.query.booking_salt, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'bookingInvoicePdf', {
    description:
      'The invoice as an A4 PDF, through the link booking_invoice signs (HMAC of the salt and the expiry, 10 minutes). A wrong, changed or expired link: 404 INVOICE_LINK_INVALID.',
    handler: async (request, reply) => {
      const pdf = await service.invoicePdf(request.query);
      // bytes, not a JSON string: sent as they are
      void reply
        .header('content-disposition', `inline; filename="${pdf.filename}"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(Buffer.from(pdf.bytes));
    },
  });

  defineEndpoint(app, 'releaseSaleRoom', {
    description:
      "Gives a pending booking's rooms back at once (cancel_reason released) and closes its payments still open at the gateway (card checkouts, a virtual account): money that arrives through one anyway is refunded whole, never confirming the booking. Already ended: answered as it is. Paid: 403 BOOKING_NOT_PENDING.",
    handler: async (request) => service.releaseHold(request.body.booking_salt, { userId: request.auth.userId }),
  });
}
