import { useEndpointQuery } from '@rednest/shared/api-client';
import type { Booking } from '@rednest/shared/contracts';

/** a payment or a refund is under way: its outcome comes by webhook, so the page asks again */
const moving = (status: string | undefined) => status === 'requested' || status === 'processing';
const stillMoving = (b: Booking | undefined) => b?.status === 'pending' || moving(b?.refund?.status) || moving(b?.date_change?.refund?.status);

/**
 * GET booking/v16/get_booking: a booking by its salt. While it is pending after the guest came
 * back from the card page, it is asked again every 1.5 s: the result arrives by webhook.
 */
export function useBooking(salt: string | null, options: { poll?: boolean } = {}) {
  return useEndpointQuery('getBooking', salt ? { query: { booking_salt: salt } } : null, {
    staleTime: 0,
    ...(options.poll ? { pollMs: (data: unknown) => (stillMoving(data as Booking | undefined) ? 1500 : false) } : {}),
  });
}
