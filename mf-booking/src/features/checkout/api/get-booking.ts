import { useEndpointQuery } from '@rednest/shared/api-client';

/**
 * GET booking/v16/get_booking: a booking by its salt. While it is pending after the guest came
 * back from the card page, it is asked again every 1.5 s: the result arrives by webhook.
 */
export function useBooking(salt: string | null, options: { poll?: boolean } = {}) {
  return useEndpointQuery('getBooking', salt ? { query: { booking_salt: salt } } : null, {
    staleTime: 0,
    ...(options.poll ? { pollMs: (data: unknown) => ((data as { status?: string } | undefined)?.status === 'pending' ? 1500 : false) } : {}),
  });
}
