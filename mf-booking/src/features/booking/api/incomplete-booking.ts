import { useEndpointQuery } from '@rednest/shared/api-client';
import { useShellUser } from '@rednest/shared/remote';
import { lastBooking } from '@rednest/shared/session';

/**
 * GET booking/v16/incomplete_card_booking_status: the caller's booking still on hold for a card
 * payment (a signed-in user's newest; a guest's by the salt this browser kept; a guest without one
 * asks nothing). Asked again each minute while there is one, so a hold that runs out or is paid
 * leaves the page.
 */
export function useIncompleteBooking() {
  const user = useShellUser();
  const salt = lastBooking();
  const input = user || salt ? { query: salt ? { booking_salt: salt } : {} } : null;
  return useEndpointQuery('incompleteCardBooking', input, {
    staleTime: 0,
    pollMs: (data) => ((data as { booking: unknown } | undefined)?.booking ? 60_000 : false),
  });
}
