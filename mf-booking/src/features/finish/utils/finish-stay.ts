import { calendarDay } from '@rednest/shared/format';
import type { Booking, Language, PaymentLink } from '@rednest/shared/contracts';

/** What the finish and the abandoned-booking screen draw of a booking: the owner's booking or a payment link's booking in short. */
export interface FinishStay {
  code: string;
  hotelName: string;
  hotelSlug: string;
  roomType: string;
  ratePlan: string;
  /** the languages of the room's and the plan's names when the API says (the English fall-back on another site) */
  roomTypeLang?: Language;
  ratePlanLang?: Language;
  /** YYYY-MM-DD, hotel calendar days */
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  guests: number;
  total: number;
  currency: string;
  guestName: string;
  /** what the guest asked of the property (the owner's booking only) */
  specialRequest?: string | null;
}

/** how the total was (or is to be) paid: the invoice's payment method; unpaid while held; ended unpaid; refunded: paid after the booking had ended, so given back whole */
export type PaidHow = 'card' | 'bank_transfer' | 'pay_at_hotel' | 'paid' | 'unpaid' | 'ended' | 'refunded';

export const bookingCodeOf = (id: number) => `RN${String(id).padStart(6, '0')}`;

export function stayOfBooking(b: Booking): FinishStay {
  return {
    code: bookingCodeOf(b.id),
    hotelName: b.hotel_name,
    hotelSlug: b.hotel_slug,
    roomType: b.room_type,
    ratePlan: b.rate_plan,
    roomTypeLang: b.room_type_lang,
    ratePlanLang: b.rate_plan_lang,
    checkIn: b.check_in_date,
    checkOut: b.check_out_date,
    nights: b.no_of_nights,
    rooms: b.rooms,
    guests: b.guests,
    total: b.total,
    currency: b.currency,
    guestName: b.guest_name,
    specialRequest: b.special_request ?? null,
  };
}

export function stayOfLink(b: PaymentLink['booking']): FinishStay {
  return {
    code: b.booking_code,
    hotelName: b.hotel_name,
    hotelSlug: b.hotel_slug,
    roomType: b.room_type,
    ratePlan: b.rate_plan,
    checkIn: b.check_in_date,
    checkOut: b.check_out_date,
    nights: b.no_of_nights,
    rooms: b.rooms,
    guests: b.guests,
    total: b.total,
    currency: b.currency,
    guestName: b.guest_name,
  };
}

/** the invoice's payment method, as the finish says it */
export function paidHow(method: string | null | undefined, paidAt: string | null | undefined): PaidHow {
  if (method === 'pay_at_hotel' && !paidAt) return 'pay_at_hotel';
  if (method === 'card' || method === 'bank_transfer') return method;
  return 'paid';
}

/** a calendar day of the hotel in the page's language (never shifted by the browser's time zone) */
export function longDay(iso: string, locale: string): string {
  return calendarDay(iso, locale);
}

/** the hotel's address in one line, each part once (the second street line is often the area's name) */
export const addressOf = (h: { street1: string; street2?: string; area: string; city: string }) =>
  [...new Set([h.street1, h.street2, h.area, h.city].map((p) => p?.trim()).filter(Boolean))].join(', ');

/** directions to the hotel in Google Maps (its coordinates, so the pin is the hotel's door, not a street of that name) */
export const directionsUrl = (h: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${h.lat.toFixed(6)}%2C${h.lng.toFixed(6)}`;

/** a booking the guest may stay on: paid, or confirmed to be paid at the hotel */
export const isConfirmed = (status: string | undefined) =>
  status === 'confirmed' || status === 'checked_in' || status === 'completed';
