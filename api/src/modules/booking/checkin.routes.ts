/** Self check-in endpoints: checkins, checkin_status, do_checkin; and fetch_booking_data. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

export async function checkinRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.booking.checkin;
  const bookingData = services.booking.bookingData;

  defineEndpoint(app, 'checkins', {
    description:
      "The signed-in user's stays whose check-in day is today at their hotel (confirmed or checked in) and, as recent_checkouts, the stays they checked in to that checked out in the last 30 days, latest first, with is_eligible_to_review (not rated yet) and today_checkout. Only the caller's own bookings.",
    handler: async (request) => {
      const userId = request.auth.userId;
      if (userId === null) throw new Error('checkins: user auth without a user id');
      return service.checkins(userId);
    },
  });

  defineEndpoint(app, 'checkinStatus', {
    description:
      "Where a booking stands for self check-in: open on its check-in day (hotel calendar) when confirmed, not_yet / closed on other days, not_eligible when not confirmed, checked_in with the stay's pass (QR code as SVG and its text). accepted_ids: the IDs its property accepts. Only the owner (or whoever holds a guest booking's salt); others: 404.",
    handler: async (request) => service.status(request.query.booking_salt, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'doCheckin', {
    description:
      "Self check-in of a confirmed booking on its check-in day with an ID its property accepts (400 ID_NOT_ACCEPTED) and a number shaped like that document (400 ID_NUMBER_INVALID: KTP 16 digits, NRIC S1234567D, passport 6-9 letters and digits, …). Only the ID's kind and last four characters are kept. Answers the status with the QR pass; again: the same pass. Other days: 409 CHECKIN_NOT_OPEN / CHECKIN_CLOSED; not confirmed: 409 CHECKIN_NOT_ELIGIBLE. Only the owner.",
    handler: async (request) => service.checkIn(request.body, { userId: request.auth.userId }),
  });

  defineEndpoint(app, 'fetchBookingData', {
    description:
      'What the owner of a booking can do with it now, each decided by the rule that enforces it: pay (a live hold), cancel (a live hold, or confirmed before check-in time; cancel_refund: what the policy gives back now), change_dates (confirmed, refundable plan, before check-in time), pay_date_change (a change awaiting payment), check_in (its check-in day), rate (checked out within 30 days, not rated), invoice. Only the owner: others 404.',
    handler: async (request) => bookingData.of(request.query.booking_salt, { userId: request.auth.userId }),
  });
}
