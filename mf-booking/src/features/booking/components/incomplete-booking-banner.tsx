import { HeldBookingBanner } from '@rednest/shared/ui/held-booking-banner';
import { useIncompleteBooking } from '../api/incomplete-booking';
import styles from './incomplete-booking-banner.module.scss';

const labels = { title: 'booking.incomplete.title', text: 'booking.incomplete.text', cta: 'booking.incomplete.cta' };
/** the server says the card was declined: the banner says so, and to try another card or way */
const declinedLabels = {
  title: 'booking.incomplete.declinedTitle',
  text: 'booking.incomplete.declinedText',
  cta: 'booking.incomplete.cta',
};

/**
 * My bookings: the booking left at the card page (hotel, dates, total, held until when) with the
 * way back to the payment step, where the card page opens again or the rooms can be released; a
 * card the bank declined is said (the server's last_payment).
 * Nothing while loading, on an error, or when nothing waits.
 */
export function IncompleteBookingBanner() {
  const booking = useIncompleteBooking().data?.booking;
  return (
    <HeldBookingBanner
      booking={booking}
      labels={booking?.last_payment?.status === 'declined' ? declinedLabels : labels}
      className={styles.banner}
    />
  );
}
