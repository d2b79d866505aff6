/** Booking endpoints (catalogue row myBookings). */
import type { FastifyInstance } from 'fastify';
import { MyBookingsSchema } from '@rednest/shared/contracts/dto';
import type { ModuleDeps } from '../../app.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { createBookingRepository } from './booking.repository.ts';
import { MyBookingsQuerySchema, type MyBookingsQuery } from './booking.schemas.ts';
import { createBookingService } from './booking.service.ts';

export async function bookingRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const base = deps.config.apiBasePath;
  const service = createBookingService({
    repo: createBookingRepository(deps.db),
    now: deps.now,
    pictureUrl: (propertyId) => `${base}/images/properties/${propertyId}/1.svg`,
  });

  defineEndpoint<MyBookingsQuery>(app, 'myBookings', {
    schema: { querystring: MyBookingsQuerySchema, response: { 200: MyBookingsSchema } },
    description:
      "The signed-in user's bookings, 10 per page. upcoming: pending, confirmed or checked-in stays whose check-out day has not passed at the hotel (soonest first); completed: finished stays (latest first); cancelled: latest cancellation first. A new account gets an empty list with total_pages 0.",
    handler: async (request) => {
      const userId = request.auth.userId;
      if (userId === null) throw new Error('myBookings: user auth without a user id');
      return service.myBookings(userId, request.query.type ?? 'upcoming', request.query.page ?? 1);
    },
  });
}
