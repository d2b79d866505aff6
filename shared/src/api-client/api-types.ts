/** The api client's types (client.ts), apart so its transport chunk (transport.ts) can name them. */
import type { EndpointArgs, EndpointName, EndpointResult, HostKind } from '@rednest/shared/contracts';

/** What the client sends for any endpoint, once the typed input has been checked by the compiler. */
export interface CallOptions {
  /** `:path` params */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** encoded per the endpoint (json | data | form) */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * One typed call per catalogue row: `api.call('hotelsList', { query })` takes the row's query,
 * params and body and resolves with its response type (shared/contracts endpoint-types).
 */
export interface ApiClient {
  call<N extends EndpointName>(name: N, ...input: EndpointArgs<N>): Promise<EndpointResult<N>>;
}

export interface ApiClientConfig {
  /** '/api' in the browser (the edge proxies it to the API without rewriting) */
  baseUrl: string;
  /** a full base per host kind (production hosts); replaces baseUrl + HOST_PREFIX for that kind */
  hosts?: Partial<Record<HostKind, string>>;
  clientId: string;
  clientSecret: string;
  /** reported with every monitor log (development, staging, production) */
  appEnvironment: string;
}
