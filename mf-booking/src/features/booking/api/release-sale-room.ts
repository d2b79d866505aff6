import { useEndpointMutation } from '@rednest/shared/api-client';

/** PUT booking/v16/release_sale_room: give a held booking's rooms back now. */
export function useReleaseSaleRoom() {
  return useEndpointMutation('releaseSaleRoom');
}
