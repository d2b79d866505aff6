import { LAST_BOOKING_SALT_KEY } from '@rednest/shared/contracts';

/** the salt mf-booking kept of this browser's last booking (a guest's only way to be found) */
export function lastBooking(): string | null {
  try {
    const salt = window.localStorage.getItem(LAST_BOOKING_SALT_KEY);
    return salt && /^[A-Za-z0-9_-]{16,64}$/.test(salt) ? salt : null;
  } catch {
    return null;
  }
}
