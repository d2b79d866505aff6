import { useEndpointMutation } from '@rednest/shared/api-client';

/** POST booking/v16/book_now: hold the chosen room for the stay; the server prices it. */
export function useBookNow() {
  return useEndpointMutation('bookNow');
}
