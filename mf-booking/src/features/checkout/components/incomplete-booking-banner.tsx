import { HeldBookingBanner } from '@rednest/shared/ui/held-booking-banner';
import { useIncompleteBooking } from '../api/incomplete-booking';
import styles from './incomplete-booking-banner.module.scss';

const labels = { title: 'booking.incomplete.title', text: 'booking.incomplete.text', cta: 'booking.incomplete.cta' };

/**
 * My bookings: the booking left at the card page (hotel, dates, total, held until when) with the
 * way back to the payment step, where the card page opens again or the rooms can be released.
 * Nothing while loading, on an error, or when nothing waits.
 */
export function IncompleteBookingBanner() {
  return <HeldBookingBanner booking={useIncompleteBooking().data?.booking} labels={labels} className={styles.banner} />;
}
