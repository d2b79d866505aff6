import { useEndpointMutation } from '@rednest/shared/api-client';

/** PUT booking/v16/release_sale_room: give a pending booking's rooms back now. */
export function useReleaseHold() {
  return useEndpointMutation('releaseSaleRoom');
}
