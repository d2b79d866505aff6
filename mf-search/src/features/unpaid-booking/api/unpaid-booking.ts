import { useEndpointQuery } from '@rednest/shared/api-client';
import { useShellUser } from '@rednest/shared/remote';
import { lastBooking } from '@rednest/shared/session';

/**
 * GET booking/v16/incomplete_card_booking_status: a booking of this visitor still on hold for a
 * card payment (a signed-in user's newest, or a guest's by the kept salt; a guest without one
 * asks nothing).
 */
export function useUnpaidBooking() {
  const user = useShellUser();
  const salt = lastBooking();
  const input = user || salt ? { query: salt ? { booking_salt: salt } : {} } : null;
  return useEndpointQuery('incompleteCardBooking', input, { staleTime: 0 });
}
