import { useEndpointPages } from '@rednest/shared/api-client';

/**
 * GET login/v16/corp_clients: the signed-in booker's company and its clients, newest first, a page
 * at a time ("Show more"). `enabled` false for a guest: there is nothing to ask for.
 */
export function useCorpClients(enabled: boolean) {
  return useEndpointPages('corpClients', {}, { nextPage: (page) => page.next_page, enabled, staleTime: 0 });
}
