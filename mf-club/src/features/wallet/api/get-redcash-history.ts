import { useEndpointPages } from '@rednest/shared/api-client';

/** GET login v16 redcash_history: the member's movements, newest first, 20 a page (asked only when signed in). */
export function useRedcashHistory(signedIn: boolean) {
  return useEndpointPages('redcashHistory', signedIn ? {} : null, { nextPage: (last) => last.next_page, staleTime: 0 });
}
