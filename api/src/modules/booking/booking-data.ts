/**
 * fetch_booking_data (spec §7): what the owner of a booking can do with it now. Every
 * answer comes from the rule that enforces it: the hold's expiry, the cancellation policy engine,
 * the plan's refundability and check-in time (change of dates), the check-in day (self check-in),
 * the review window (rate-us). Screens show an action only when the server would accept it.
 */
import type { BookingData } from '@rednest/shared/contracts';
import { bookingCode } from '@rednest/shared/format';
import { notFound } from '../../errors.ts';
import { paidForStay, refundQuote } from './cancellation-policy.ts';
import type { BookingRepository } from './booking.repository.ts';
import type { CheckinService } from './checkin.service.ts';
import type { DateChangeService } from './date-change.service.ts';
import type { createFeedbackService } from './feedback.service.ts';
import type { StayPricing } from './stay-pricing.ts';

export function createBookingDataService(deps: {
  bookings: Pick<BookingRepository, 'findBySalt'>;
  pricing: Pick<StayPricing, 'planPolicy'>;
  checkins: Pick<CheckinService, 'status'>;
  feedback: Pick<ReturnType<typeof createFeedbackService>, 'state'>;
  dateChanges: Pick<DateChangeService, 'latestOf'>;
  now: () => Date;
}) {
  return {
    async of(salt: string, caller: { userId: number | null }): Promise<BookingData> {
      const row = await deps.bookings.findBySalt(salt);
      if (!row || (row.user_id !== null && row.user_id !== caller.userId))
        throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
      const now = deps.now();
      const [policy, checkin, feedback, change] = await Promise.all([
        deps.pricing.planPolicy(row.property_id, row.rate_plan_id),
        deps.checkins.status(salt, caller),
        deps.feedback.state(salt, caller),
        deps.dateChanges.latestOf(row.id),
      ]);
      const held =
        row.status === 'pending' && row.hold_expires_at !== null && Date.parse(row.hold_expires_at) > now.getTime();
      const quote =
        row.status === 'confirmed' && policy
          ? refundQuote({
              policy,
              paid: paidForStay(row.total_minor, row.adjustments),
              checkIn: row.check_in,
              checkInTime: row.check_in_time,
              timezone: row.timezone,
              now,
            })
          : null;
      const beforeCheckIn = quote !== null && quote.rule !== 'too_late';
      return {
        booking_salt: row.booking_salt,
        booking_code: bookingCode(row.id),
        status: held || row.status !== 'pending' ? row.status : 'cancelled',
        actions: {
          pay: held,
          cancel: held || beforeCheckIn,
          change_dates: beforeCheckIn && !!policy?.refundable,
          pay_date_change: change?.status === 'awaiting_payment' && row.status === 'confirmed',
          check_in: checkin.state === 'open',
          rate: feedback.state === 'open',
          invoice: row.status !== 'pending',
        },
        checkin_state: checkin.state,
        feedback_state: feedback.state,
        cancel_refund: held ? 0 : beforeCheckIn ? quote!.refund : null,
      };
    },
  };
}
