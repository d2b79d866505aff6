export {
  api,
  guestTokens,
  configureApiClient,
  createApiClient,
  DEFAULT_API_CONFIG,
  EXPERIMENTS_KEY,
  NON_SESSION_401_CODES,
  type ApiClient,
  type ApiClientConfig,
  type ApiClientDeps,
  type CallOptions,
  type ConfigurableApiClient,
  type ExperimentGroups,
} from './client';
export { ApiCallError, isApiCallError } from './api-call-error';
export {
  createGuestTokenManager,
  isGuestTokenFresh,
  GUEST_TOKEN_KEY,
  GUEST_TOKEN_REFRESH_MARGIN_S,
  type GuestTokenManager,
} from './guest-token';
export { useApi, useApiClient, ApiProvider, type UseApiResult } from './use-api';
export { useAsync, type AsyncState } from './use-async';
export { encodeData, decodeData, decryptAes, encryptAes, hmacSignature } from './wire-codec';
