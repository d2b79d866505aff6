import { useEndpointQuery } from '@rednest/shared/api-client';

/**
 * GET login/v16/corp_client_verify (catalogue `corpClientLink`): a corporate client's link on
 * sign-up (`?corp_client=<token>`, from mf-corporate's verify-client page): the company it joins
 * and, once confirmed, the prefill (read from the client, never from the URL).
 */
export function useCorpClientLink(token: string | null) {
  // staleTime 0: the verify page (mf-corporate) may have cached this link before it was confirmed;
  // the page waits for this mount's own answer (isFetchedAfterMount) before drawing the form
  return useEndpointQuery('corpClientLink', token ? { query: { token } } : null, { staleTime: 0 });
}
