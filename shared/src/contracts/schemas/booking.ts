/** Bookings (spec §3 bookings lists, §7 booking calls). */
import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_LIST_TYPES, BOOKING_STATUSES } from '../constants';
import { LiteralUnion, Nullable, PageNumber } from './kit';

export const BookingListTypeSchema = LiteralUnion(BOOKING_LIST_TYPES);

export const MyBookingsQuerySchema = Type.Object({
  type: Type.Optional(LiteralUnion(BOOKING_LIST_TYPES, { default: 'upcoming' })),
  page: Type.Optional(PageNumber({ default: 1 })),
});
export type MyBookingsQuery = Static<typeof MyBookingsQuerySchema>;

export const BookingListItemSchema = Type.Object({
  id: Type.Integer(),
  booking_salt: Type.String(),
  status: LiteralUnion(BOOKING_STATUSES),
  hotel_name: Type.String(),
  hotel_slug: Type.String(),
  city: Type.String(),
  lead_picture: Type.String(),
  check_in_date: Type.String({ description: 'YYYY-MM-DD' }),
  check_out_date: Type.String({ description: 'YYYY-MM-DD' }),
  no_of_nights: Type.Integer(),
  rooms: Type.Integer(),
  guests: Type.Integer(),
  room_type: Type.String(),
  total: Type.Integer(),
  currency: Type.String(),
  created_at: Type.String(),
});
export type BookingListItem = Static<typeof BookingListItemSchema>;

export const MyBookingsSchema = Type.Object({
  bookings: Type.Array(BookingListItemSchema),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
  type: BookingListTypeSchema,
});
export type MyBookings = Static<typeof MyBookingsSchema>;
