import { useEndpointMutation } from '@rednest/shared/api-client';

/** PUT booking/v16/booking_date_change: move the booking (cheaper: at once, refunded; dearer: held until the difference is paid). */
export function useChangeDates() {
  return useEndpointMutation('bookingDateChange');
}
