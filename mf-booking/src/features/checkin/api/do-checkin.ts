import { useEndpointMutation } from '@rednest/shared/api-client';

/** PUT booking/v16/do_checkin: self check-in with an ID the property accepts; answers the QR pass. */
export function useDoCheckin() {
  return useEndpointMutation('doCheckin');
}
