/** Fixtures of the page tests. */
import type { Booking } from '@rednest/shared/contracts';

/**
 * A confirmed booking: two nights (12 to 14 March 2026) in a Standard Double at RedNest Menteng for
 * Sari Wijaya, Rp 600.000, free cancellation until 48 hours before check-in; `over` sets what a test needs.
 */
export function makeBooking(over: Partial<Booking> = {}): Booking {
  return {
    id: 42,
    booking_salt: 'S'.repeat(22),
    status: 'confirmed',
    hold_expires_at: null,
    hotel_name: 'RedNest Menteng',
    hotel_slug: 'rednest-menteng',
    room_type: 'Standard Double',
    rate_plan: 'Room only',
    check_in_date: '2026-03-12',
    check_out_date: '2026-03-14',
    no_of_nights: 2,
    rooms: 1,
    guests: 2,
    guest_name: 'Sari Wijaya',
    currency: 'IDR',
    room_charge: 52_000_000,
    discount: 0,
    service_charge: 2_600_000,
    taxes: 5_400_000,
    total: 60_000_000,
    adjustments: [],
    cancellation_policy: { refundable: true, free_until_hours_before_check_in: 48, fee_percent: 100, summary: '' },
    cancel_reason: null,
    created_at: '2026-03-10T03:00:00Z',
    ...over,
  };
}
