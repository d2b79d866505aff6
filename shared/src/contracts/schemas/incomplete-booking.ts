/**
 * incomplete_card_booking_status (abandoned booking): the caller's booking still on
 * hold for a card payment, so the site can offer the way back to pay before the hold runs out.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BookingSchema } from './booking';
import { Nullable, Text } from './kit';

export const IncompleteCardBookingQuerySchema = Type.Object({
  /** a guest (no account) has no list of bookings: the browser sends the salt of the booking it made last */
  booking_salt: Type.Optional(Text({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type IncompleteCardBookingQuery = Static<typeof IncompleteCardBookingQuerySchema>;

export const IncompleteCardBookingSchema = Type.Object({
  /** null: nothing waits for payment (paid, released, run out, or never booked) */
  booking: Nullable(BookingSchema),
});
export type IncompleteCardBooking = Static<typeof IncompleteCardBookingSchema>;
