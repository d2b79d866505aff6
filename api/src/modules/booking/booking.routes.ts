/** Booking endpoints: myBookings; holds: bookNow, getBooking, releaseSaleRoom. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { bookingDocs } from './booking.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { CODE_CHECK_ROUTE_LIMIT, CODE_SEND_ROUTE_LIMIT } from '../account/code-limits.ts';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts/wire';
import { principalOf } from '../auth/token.service.ts';

export async function bookingRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { service, summary, captcha, findBooking: finder, dateChanges, promoList } = services.booking;
  const payments = services.payment.history;

  defineEndpoint(app, 'myBookings', {
    description: bookingDocs.myBookings,
    handler: async (request) => {
      const userId = request.auth.userId;
      if (userId === null) throw new Error('myBookings: user auth without a user id');
      return service.myBookings(userId, request.query.type ?? 'upcoming', request.query.page ?? 1);
    },
  });

  defineEndpoint(app, 'specialRequestHistory', {
    description: bookingDocs.specialRequestHistory,
    handler: async (request) => service.specialRequestHistory(request.auth.userId!),
  });

  defineEndpoint(app, 'bookingSummary', {
    description: bookingDocs.bookingSummary,
    handler: async (request) => (await summary.summarize(request.body, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'applyCouponCode', {
    description: bookingDocs.applyCouponCode,
    handler: async (request) => (await summary.summarize(request.body, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'removeCouponCode', {
    description: bookingDocs.removeCouponCode,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, coupon_code: undefined }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'bookingSummaryPromos', {
    description: bookingDocs.bookingSummaryPromos,
    handler: async (request) => summary.promos(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'applyMktReward', {
    description: bookingDocs.applyMktReward,
    handler: async (request) => (await summary.summarize(request.body, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'removeMktReward', {
    description: bookingDocs.removeMktReward,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, mkt_reward_id: undefined }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'mktRewardList', {
    description: bookingDocs.mktRewardList,
    handler: async (request) => summary.mktRewards(request.query, request.auth.userId),
  });

  defineEndpoint(app, 'myRewards', {
    description: bookingDocs.myRewards,
    handler: async (request) => summary.myRewards(request.auth.userId!),
  });

  defineEndpoint(app, 'promoCodes', {
    description: bookingDocs.promoCodes,
    handler: async (request) => promoList.list(request.query.country, request.auth.userId),
  });

  defineEndpoint(app, 'promoCodeDetail', {
    description: bookingDocs.promoCodeDetail,
    handler: async (request) => promoList.detail(request.query.code, request.auth.userId),
  });

  defineEndpoint(app, 'removeRedcash', {
    description: bookingDocs.removeRedcash,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, use_redcash: undefined }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'applyDoorPoints', {
    description: bookingDocs.applyDoorPoints,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, use_points: true }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'removeDoorPoints', {
    description: bookingDocs.removeDoorPoints,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, use_points: undefined }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'addUserRedLoyalty', {
    description: bookingDocs.addUserRedLoyalty,
    handler: async (request) => summary.addStayReward(request.body, { userId: request.auth.userId }),
  });
  defineEndpoint(app, 'removeUserRedLoyalty', {
    description: bookingDocs.removeUserRedLoyalty,
    handler: async (request) => summary.removeStayReward(request.body, { userId: request.auth.userId }),
  });
  defineEndpoint(app, 'removeMembership', {
    description: bookingDocs.removeMembership,
    handler: async (request) => summary.removeMembership(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'reapplyCorporateAmount', {
    description: bookingDocs.reapplyCorporateAmount,
    handler: async (request) =>
      (await summary.summarize({ ...request.body, corporate: true }, { userId: request.auth.userId })).summary,
  });

  defineEndpoint(app, 'checkAvailability', {
    description: bookingDocs.checkAvailability,
    handler: async (request) => summary.corporateAvailability(request.query, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'checkAddonAvailability', {
    description: bookingDocs.checkAddonAvailability,
    handler: async (request) => summary.addOnAvailability(request.query),
  });

  defineEndpoint(app, 'captchaChallenge', {
    description: bookingDocs.captchaChallenge,
    handler: async () => captcha.challenge(),
  });

  defineEndpoint(app, 'bookNow', {
    description: bookingDocs.bookNow,
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
    description: bookingDocs.incompleteCardBooking,
    handler: async (request) => {
      const { booking } = await service.incompleteCardBooking(
        { userId: request.auth.userId },
        request.query.booking_salt,
      );
      // a declined card is said on the banner that leads back to paying
      return {
        booking: booking && {
          ...booking,
          last_payment: await payments.lastPayment(booking.id),
        },
      };
    },
  });

  defineEndpoint(app, 'getBooking', {
    description: bookingDocs.getBooking,
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
        last_payment: alongside.lastPayment,
        extra_payments: alongside.extraPayments,
      };
    },
  });

  defineEndpoint(app, 'findBookingSendCode', {
    description: bookingDocs.findBookingSendCode,
    rateLimit: CODE_SEND_ROUTE_LIMIT,
    handler: async (request) => finder.sendCode(request.body, request.ip),
  });
  defineEndpoint(app, 'findBookingVerify', {
    description: bookingDocs.findBookingVerify,
    rateLimit: CODE_CHECK_ROUTE_LIMIT,
    handler: async (request) => finder.verify(request.body, request.ip),
  });

  defineEndpoint(app, 'cancelQuote', {
    description: bookingDocs.cancelQuote,
    handler: async (request) => service.cancelQuote(request.query.booking_salt, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'cancelBooking', {
    description: bookingDocs.cancelBooking,
    handler: async (request) => service.cancel(request.body.booking_salt, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'dateChangeQuote', {
    description: bookingDocs.dateChangeQuote,
    handler: async (request) => dateChanges.quote(request.query, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'bookingDateChange', {
    description: bookingDocs.bookingDateChange,
    handler: async (request) => dateChanges.change(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'dateChangePayment', {
    description: bookingDocs.dateChangePayment,
    handler: async (request) => dateChanges.payDifference(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'bookingInvoice', {
    description: bookingDocs.bookingInvoice,
    handler: async (request) => service.invoice(request.query.booking_salt, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'bookingInvoicePdf', {
    description: bookingDocs.bookingInvoicePdf,
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
    description: bookingDocs.releaseSaleRoom,
    handler: async (request) => service.releaseHold(request.body.booking_salt, { userId: request.auth.userId }),
  });
}
