export {
  api,
  guestTokens,
  configureApiClient,
  createApiClient,
  DEFAULT_API_CONFIG,
  EXPERIMENTS_KEY,
  type ApiClient,
  type ApiClientConfig,
  type ApiClientDeps,
  type ConfigurableApiClient,
  type EndpointInput,
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
export { ApiProvider, useApiClient } from './api-context';
export {
  queryClient,
  createQueryClient,
  bindQueryClientToSession,
  QueryProvider,
  endpointKey,
  isRetryable,
  useEndpointQuery,
  useEndpointPages,
  useEndpointMutation,
  useQueryClient,
  type QueryClient,
  type InfiniteData,
  type EndpointQueryOptions,
  type EndpointPagesOptions,
} from './query';
export { commonQueryOf, siteSettingsQuery, type CommonQueryInput } from './request-query';
