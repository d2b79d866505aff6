/** Booking endpoints (catalogue row myBookings). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { propertyPictureUrl } from '../images/images.service.ts';
import { createBookingRepository } from './booking.repository.ts';
import { createBookingService } from './booking.service.ts';

export async function bookingRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const service = createBookingService({
    repo: createBookingRepository(deps.db),
    now: deps.now,
    pictureUrl: (propertyId) => propertyPictureUrl(deps.config.apiBasePath, propertyId),
  });

  defineEndpoint(app, 'myBookings', {
    description:
      "The signed-in user's bookings, 10 per page. upcoming: pending, confirmed or checked-in stays whose check-out day has not passed at the hotel (soonest first); completed: finished stays (latest first); cancelled: latest cancellation first. A new account gets an empty list with total_pages 0.",
    handler: async (request) => {
      const userId = request.auth.userId;
      if (userId === null) throw new Error('myBookings: user auth without a user id');
      return service.myBookings(userId, request.query.type ?? 'upcoming', request.query.page ?? 1);
    },
  });
}
