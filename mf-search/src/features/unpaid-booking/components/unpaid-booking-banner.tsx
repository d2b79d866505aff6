import { HeldBookingBanner } from '@rednest/shared/ui/held-booking-banner';
import { useUnpaidBooking } from '../api/unpaid-booking';

const labels = { title: 'search.unpaid.title', text: 'search.unpaid.text', cta: 'search.unpaid.cta' };

/**
 * Home: a booking left at the card page, with the way back to pay it while its hold lasts
 * (mf-booking's abandoned-booking?booking=<salt>). Nothing while loading, on an error, or when nothing waits.
 */
export function UnpaidBookingBanner() {
  return <HeldBookingBanner booking={useUnpaidBooking().data?.booking} labels={labels} />;
}
