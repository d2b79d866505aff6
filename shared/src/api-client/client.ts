import type { AxiosAdapter } from 'axios';
import type { EndpointArgs, EndpointInput, EndpointName, EndpointResult } from '@rednest/shared/contracts';
import type { ApiClient, ApiClientConfig, CallOptions } from './api-types';
import { bus as pageBus, type EventBus } from '@rednest/shared/event-bus';
// storage through the session subpath, not '../session/storage': that bundled a second copy of the
// file into the api client's shared chunk
import {
  local,
  readJson,
  session as pageSession,
  site as pageSite,
  type KeyValueStorage,
  type SessionStore,
  type SiteStore,
} from '@rednest/shared/session';
import { ApiCallError } from './api-call-error';
import { takeFirstViewAnswer } from './first-view-answers';
import { createGuestTokenManager, type GuestTokenManager } from './guest-token';
import { EXPERIMENTS_KEY, cleanQuery, commonQueryOf, type ExperimentGroups, type Query } from './request-query';
import type { Transport } from './transport';

export { EXPERIMENTS_KEY, type ExperimentGroups };

export type { ApiClient, ApiClientConfig, CallOptions, EndpointInput };

export const DEFAULT_API_CONFIG: ApiClientConfig = {
  baseUrl: '/api',
  clientId: 'rednest-web',
  // the API's public web client (api config OAUTH_CLIENT_SECRET default); not a credential
  clientSecret: 'rednest-web-public',
  appEnvironment: 'development',
};

export interface ApiClientDeps {
  config?: Partial<ApiClientConfig>;
  session?: SessionStore;
  site?: SiteStore;
  bus?: EventBus;
  /** tests inject an adapter instead of mocking axios */
  adapter?: AxiosAdapter;
  storage?: KeyValueStorage;
  now?: () => number;
  /** where session.expired.v1 says to come back to; defaults to the current path */
  currentPath?: () => string;
}

export interface ConfigurableApiClient extends ApiClient {
  configure(cfg: Partial<ApiClientConfig>): void;
  readonly guestTokens: GuestTokenManager;
  readonly config: Readonly<ApiClientConfig>;
}

export function createApiClient(deps: ApiClientDeps = {}): ConfigurableApiClient {
  const config: ApiClientConfig = { ...DEFAULT_API_CONFIG, ...deps.config };
  const session = deps.session ?? pageSession;
  const site = deps.site ?? pageSite;
  const events = deps.bus ?? pageBus;
  const storage = deps.storage ?? local;
  const now = deps.now ?? Date.now;
  const currentPath =
    deps.currentPath ??
    (() => (typeof window !== 'undefined' ? window.location.pathname + window.location.search : '/'));
  const commonQuery = (): Query => {
    const ctx = site.get();
    const user = session.getUser();
    return commonQueryOf({
      domainName: ctx.country.domainName,
      siteKind: ctx.kind,
      brandSlug: ctx.brandSlug,
      mobile: session.getDeviceVariant() === 'mobile',
      bouquetGroup: user?.bouquet_group,
      bouquetSegment: user?.bouquet_segment,
      experiments: readJson<ExperimentGroups>(storage, EXPERIMENTS_KEY),
    });
  };

  // the network half, loaded by the first call that needs it (transport.ts)
  let transport: Promise<Transport> | null = null;
  const loadTransport = (): Promise<Transport> => {
    if (!transport) {
      transport = import(/* webpackChunkName: "rn-transport" */ './transport').then(({ createTransport }) =>
        createTransport({
          config,
          session,
          events,
          adapter: deps.adapter,
          now,
          currentPath,
          commonQuery,
          guestTokens,
          client,
        }),
      );
      // a failed load (a chunk lost to a deploy, the network) is tried again by the next call
      transport.catch(() => (transport = null));
    }
    return transport;
  };

  const guestTokens = createGuestTokenManager({
    storage,
    now,
    isLoggedIn: () => session.isLoggedIn(),
    fetchToken: async () => (await loadTransport()).fetchGuestToken(),
  });

  const client: ConfigurableApiClient = {
    call<N extends EndpointName>(name: N, ...input: EndpointArgs<N>): Promise<EndpointResult<N>> {
      const opts = (input[0] ?? {}) as CallOptions;
      // what the edge already asked for this page, when the page would ask exactly that (first-view-answers.ts)
      const answered = takeFirstViewAnswer(
        name,
        () => ({ ...commonQuery(), ...cleanQuery(opts.query) }),
        opts,
        now,
        undefined,
        () => session.isLoggedIn(),
      );
      // delivered in a task of its own, as a network answer is: what the caller does with it (the
      // site store, every label's reader) is not piled onto the task that asked (long tasks)
      if (answered !== undefined)
        return new Promise((resolve) => setTimeout(() => resolve(answered as EndpointResult<N>), 0));
      return loadTransport().then(
        (t) => t.send<EndpointResult<N>>(name, opts),
        () => {
          throw new ApiCallError(
            name,
            0,
            'NETWORK_ERROR',
            'Could not reach the server (the page could not load its connection code).',
          );
        },
      );
    },
    configure(cfg) {
      Object.assign(config, cfg);
      void transport?.then(
        (t) => t.resetClock(),
        () => undefined,
      );
    },
    guestTokens,
    config,
  };
  return client;
}

/** The page's one api client. */
export const api: ConfigurableApiClient = createApiClient();
export const guestTokens: GuestTokenManager = api.guestTokens;

export function configureApiClient(cfg: Partial<ApiClientConfig> & Pick<ApiClientConfig, 'baseUrl'>): void {
  api.configure(cfg);
}
