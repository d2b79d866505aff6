import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST booking/v16/booking_date_change/card_payment: a card checkout for the difference of an open change of dates. */
export function usePayDateChange() {
  return useEndpointMutation('dateChangePayment');
}
