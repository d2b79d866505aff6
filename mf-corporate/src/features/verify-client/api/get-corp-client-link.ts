import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET login/v16/corp_client_verify: whom a verification link verifies and what it can do now (null token: nothing to ask). */
export function useCorpClientLink(token: string | null) {
  return useEndpointQuery('corpClientLink', token ? { query: { token } } : null, { staleTime: 0 });
}
