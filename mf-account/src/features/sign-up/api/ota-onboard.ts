import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET login/v16/ota_onboard (catalogue `otaOnboard`): sign-up's prefill from the guest booking a signed token names. */
export function useOtaOnboard(token: string | null) {
  return useEndpointQuery('otaOnboard', token ? { query: { token } } : null, { staleTime: Infinity });
}
