import { useEndpointMutation } from '@rednest/shared/api-client';

/** PUT booking/v16/cancel_booking: cancel, with the refund the policy allows now. */
export function useCancelBooking() {
  return useEndpointMutation('cancelBooking');
}
