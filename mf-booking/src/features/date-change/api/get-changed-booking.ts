import { useEndpointQuery } from '@rednest/shared/api-client';
import type { Booking } from '@rednest/shared/contracts';

/**
 * GET booking/v16/get_booking for the change-of-dates page. Back from the card page, the change is
 * applied by webhook: while it still awaits payment the page asks again every 1.5 s.
 */
export function useChangedBooking(salt: string | null, options: { awaitingWebhook: boolean }) {
  return useEndpointQuery('getBooking', salt ? { query: { booking_salt: salt } } : null, {
    staleTime: 0,
    pollMs: (data: unknown) => {
      const b = data as Booking | undefined;
      const moving = b?.date_change?.refund?.status === 'requested' || b?.date_change?.refund?.status === 'processing';
      return (options.awaitingWebhook && b?.date_change?.status === 'awaiting_payment') || moving ? 1500 : false;
    },
  });
}
