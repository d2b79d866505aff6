import { useEndpointMutation, useQueryClient } from '@rednest/shared/api-client';

/** POST login/v16/corp_clients: a new client of the booker's company; the list is asked again after. */
export function useAddCorpClient() {
  const client = useQueryClient();
  return useEndpointMutation('addCorpClient', {
    onSuccess: () => void client.invalidateQueries({ queryKey: ['corpClients'] }),
  });
}
