/** Self check-in endpoints: checkins, checkin_status, do_checkin; and fetch_booking_data. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { bookingDocs } from './booking.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

export async function checkinRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.booking.checkin;
  const bookingData = services.booking.bookingData;

  defineEndpoint(app, 'checkins', {
    description: bookingDocs.checkins,
    handler: async (request) => {
      const userId = request.auth.userId;
      if (userId === null) throw new Error('checkins: user auth without a user id');
      return service.checkins(userId);
    },
  });

  defineEndpoint(app, 'checkinStatus', {
    description: bookingDocs.checkinStatus,
    handler: async (request) => service.status(request.query.booking_salt, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'doCheckin', {
    description: bookingDocs.doCheckin,
    handler: async (request) => service.checkIn(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'fetchBookingData', {
    description: bookingDocs.fetchBookingData,
    handler: async (request) => bookingData.of(request.query.booking_salt, { userId: request.auth.userId }),
  });
}
