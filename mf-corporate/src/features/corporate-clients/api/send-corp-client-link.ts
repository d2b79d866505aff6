import { useEndpointMutation, useQueryClient } from '@rednest/shared/api-client';

/** POST login/v16/corp_clients/send_again: a new verification link for a client (the older one stops working); the list is asked again after. */
export function useSendCorpClientLink() {
  const client = useQueryClient();
  return useEndpointMutation('sendCorpClientLink', {
    onSuccess: () => void client.invalidateQueries({ queryKey: ['corpClients'] }),
  });
}
