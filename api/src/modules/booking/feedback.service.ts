/**
 * Rate your stay (spec §2 rate-us, §7 get_feedback_options with hmac and user_segment,
 * guest-reviews/feedback-listener). A guest who stayed (checked in, then checked out on the hotel's
 * calendar, within REVIEW_WINDOW_DAYS) rates the booking once; the review joins the property's
 * reviews and its rating and review count become their average and count again.
 */
import type { FeedbackBody, FeedbackOptions, FeedbackResult } from '@rednest/shared/contracts';
import { FEEDBACK_TAGS, TRAVELLER_TYPES } from '@rednest/shared/contracts';
import { addDays, bookingCode } from '@rednest/shared/format';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { hotelToday } from '../search/search.service.ts';
import type { BookingRepository, BookingRow } from './booking.repository.ts';
import { REVIEW_WINDOW_DAYS } from './checkin.service.ts';
import type { FeedbackRepository } from './feedback.repository.ts';

const SEGMENT = /^[A-Za-z0-9_-]{1,32}$/;

export function createFeedbackService(deps: {
  repo: FeedbackRepository;
  bookings: Pick<BookingRepository, 'findBySalt'>;
  now: () => Date;
}) {
  async function owned(salt: string, caller: { userId: number | null }): Promise<BookingRow> {
    const row = await deps.bookings.findBySalt(salt);
    if (!row || (row.user_id !== null && row.user_id !== caller.userId))
      throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
    return row;
  }

  function segmentOf(header: string | undefined): string {
    if (!header || !SEGMENT.test(header))
      throw badRequest('USER_SEGMENT_REQUIRED', 'The user_segment header is missing or not valid.', [
        { field: 'user_segment', message: 'a header of 1-32 letters, digits, _ or -' },
      ]);
    return header;
  }

  async function stateOf(row: BookingRow): Promise<{ state: FeedbackOptions['state']; rating: number | null }> {
    const rating = await deps.repo.ratingOf(row.id);
    if (rating !== null) return { state: 'rated', rating };
    if (row.status !== 'checked_in' && row.status !== 'completed') return { state: 'not_eligible', rating };
    const today = hotelToday(row.timezone, deps.now());
    if (row.check_out > today) return { state: 'not_yet', rating };
    if (row.check_out <= addDays(today, -REVIEW_WINDOW_DAYS)) return { state: 'closed', rating };
    return { state: 'open', rating };
  }

  return {
    /** where a booking stands for rating (fetch_booking_data) */
    async state(salt: string, caller: { userId: number | null }) {
      return stateOf(await owned(salt, caller));
    },

    async options(
      salt: string,
      caller: { userId: number | null },
      segmentHeader: string | undefined,
    ): Promise<FeedbackOptions> {
      const userSegment = segmentOf(segmentHeader);
      const row = await owned(salt, caller);
      const { state, rating } = await stateOf(row);
      return {
        booking_salt: row.booking_salt,
        booking_code: bookingCode(row.id),
        hotel_name: row.hotel_name,
        check_in_date: row.check_in,
        check_out_date: row.check_out,
        state,
        user_segment: userSegment,
        stars: [1, 2, 3, 4, 5],
        good_tags: [...FEEDBACK_TAGS.good],
        improve_tags: [...FEEDBACK_TAGS.improve],
        traveller_types: [...TRAVELLER_TYPES],
        rating,
      };
    },

    async rate(
      body: FeedbackBody,
      caller: { userId: number | null },
      segmentHeader: string | undefined,
    ): Promise<FeedbackResult> {
      const row = await owned(body.booking_salt, caller);
      const { state } = await stateOf(row);
      if (state === 'rated') throw conflict('ALREADY_RATED', 'You have rated this stay already. Thank you!');
      if (state === 'not_yet') throw conflict('REVIEW_NOT_YET', 'You can rate your stay once you have checked out.');
      if (state === 'closed')
        throw conflict('REVIEW_CLOSED', `Stays can be rated up to ${REVIEW_WINDOW_DAYS} days after check-out.`);
      if (state === 'not_eligible')
        throw conflict('REVIEW_NOT_ELIGIBLE', 'Only a stay you checked in to can be rated.');
      // the first name and the initial of the last, as the other reviews show their authors
      const [first = 'Guest', last] = row.guest_name.trim().split(/\s+/);
      const saved = await deps.repo.insertReview({
        propertyId: row.property_id,
        bookingId: row.id,
        authorName: last ? `${first} ${last[0]!.toUpperCase()}.` : first,
        rating: body.rating,
        travellerType: body.traveller_type,
        comment: body.comment?.trim() ?? '',
        tags: [...new Set(body.tags ?? [])],
        userSegment: segmentHeader && /^[A-Za-z0-9_-]{1,32}$/.test(segmentHeader) ? segmentHeader : 'guest',
        stayedOn: row.check_in,
        now: deps.now(),
      });
      if (!saved) throw conflict('ALREADY_RATED', 'You have rated this stay already. Thank you!');
      return {
        review_id: saved.reviewId,
        rating: body.rating,
        hotel_rating: saved.rating,
        hotel_review_count: saved.reviewCount,
      };
    },
  };
}
