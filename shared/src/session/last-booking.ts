/**
 * The salt of the booking this browser made last, kept so a guest without an account can be led
 * back to pay it (incomplete_card_booking_status takes it): mf-booking keeps it when a booking is
 * made, mf-booking and mf-search (home) read it. Only a salt: it opens that booking alone, like the
 * link in the confirmation mail. Storage can be missing or full: then nothing is kept.
 */
import { LAST_BOOKING_SALT_KEY } from '@rednest/shared/contracts';

export function rememberBooking(salt: string): void {
  try {
    window.localStorage.setItem(LAST_BOOKING_SALT_KEY, salt);
  } catch {
    // private mode or full: the banner simply does not show for a guest
  }
}

/** the kept salt when it has a salt's shape, else null */
export function lastBooking(): string | null {
  try {
    const salt = window.localStorage.getItem(LAST_BOOKING_SALT_KEY);
    return salt && /^[A-Za-z0-9_-]{16,64}$/.test(salt) ? salt : null;
  } catch {
    return null;
  }
}
