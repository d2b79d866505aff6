import { useEndpointMutation, useQueryClient } from '@rednest/shared/api-client';

/**
 * POST login/v16/corp_client_verify: confirm the link; the answer says what happened to the
 * account. The link's state is asked again after: the page cache is shared with mf-account, whose
 * sign-up reads the same link (its prefill exists only once the link is confirmed).
 */
export function useVerifyCorpClient() {
  const client = useQueryClient();
  return useEndpointMutation('corpClientVerify', {
    onSuccess: () => void client.invalidateQueries({ queryKey: ['corpClientLink'] }),
  });
}
