/** Rate your stay: get_feedback_options, guest-reviews/feedback-listener. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { bookingDocs } from './booking.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

/** spec §7: get_feedback_options carries the guest's segment in this header */
export const USER_SEGMENT_HEADER = 'user_segment';

export async function feedbackRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.booking.feedback;
  const segment = (headers: Record<string, unknown>) => {
    const value = headers[USER_SEGMENT_HEADER] ?? headers['user-segment'];
    return typeof value === 'string' ? value : undefined;
  };

  defineEndpoint(app, 'getFeedbackOptions', {
    description: bookingDocs.getFeedbackOptions,
    handler: async (request) =>
      service.options(request.body.booking_salt, { userId: request.auth.userId }, segment(request.headers)),
  });

  defineEndpoint(app, 'feedbackListener', {
    description: bookingDocs.feedbackListener,
    handler: async (request, reply) => {
      reply.code(201);
      return service.rate(request.body, { userId: request.auth.userId }, segment(request.headers));
    },
  });
}
