/** Rate your stay: get_feedback_options, guest-reviews/feedback-listener. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
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
    description:
      "The rating form of a stay: stars 1-5, what was good or to improve (tags), traveller types, and its state: open (checked in, checked out at the hotel within 30 days, not rated), rated (with the rating), not_yet, closed, not_eligible. Takes the guest's segment in the user_segment header (400 USER_SEGMENT_REQUIRED without it). Only the owner: others 404.",
    handler: async (request) =>
      service.options(request.body.booking_salt, { userId: request.auth.userId }, segment(request.headers)),
  });

  defineEndpoint(app, 'feedbackListener', {
    description:
      "Rates a stay once (409 ALREADY_RATED after): stars, traveller type, tags, an optional comment. The review joins the property's reviews, and its rating and review count become their average and count in the same transaction (the details page, reviews and ratings show them). Not checked out yet: 409 REVIEW_NOT_YET; more than 30 days ago: REVIEW_CLOSED; never checked in: REVIEW_NOT_ELIGIBLE. Only the owner.",
    handler: async (request, reply) => {
      reply.code(201);
      return service.rate(request.body, { userId: request.auth.userId }, segment(request.headers));
    },
  });
}
