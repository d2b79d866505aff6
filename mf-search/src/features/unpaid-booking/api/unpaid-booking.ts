import { useEndpointQuery } from '@rednest/shared/api-client';
import { LAST_BOOKING_SALT_KEY } from '@rednest/shared/contracts';
import { useShellUser } from '@rednest/shared/remote';

/** the salt mf-booking kept of this browser's last booking (a guest's only way to be found) */
function lastBooking(): string | null {
  try {
    const salt = window.localStorage.getItem(LAST_BOOKING_SALT_KEY);
    return salt && /^[A-Za-z0-9_-]{16,64}$/.test(salt) ? salt : null;
  } catch {
    return null;
  }
}

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
