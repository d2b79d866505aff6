/**
 * Server state through TanStack Query: loading, caching, de-duplication, retries, abort and
 * paged lists for every endpoint of the catalogue. One QueryClient per page (this module is a
 * federation singleton), so two remotes asking for the same row share one request and one cache.
 *
 * Remotes import these hooks, never `@tanstack/react-query` itself (a lint rule): the library is
 * bundled once, inside this shared module, and its React context is the same for every remote.
 */
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import type { EndpointInput, EndpointName, EndpointResult } from '@rednest/shared/contracts';
import { session as pageSession, type SessionStore } from '@rednest/shared/session';
import { ApiCallError } from './api-call-error';
import { useApiClient } from './api-context';
import type { ApiClient } from './client';
import { seedFirstViewAnswers } from './first-view-answers';

/** A failure worth a second try: no answer or a server error. 4xx answers are final. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return false;
  if (error.aborted) return false;
  return error.status === 0 || error.status >= 500;
}

export interface QueryClientOptions {
  /** retries of a retryable failure (tests: 0) */
  retries?: number;
}

export function createQueryClient({ retries = 2 }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // catalogue answers change slowly; a page revisited within a minute shows what it had
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: (failures, error) => failures < retries && isRetryable(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Personal answers must not outlive the person: when the signed-in user changes (sign in, sign
 * out, another account in another tab) every cached answer is dropped and active queries reload.
 */
export function bindQueryClientToSession(client: QueryClient, store: SessionStore): () => void {
  let current = store.getUser()?.id ?? null;
  const sub = store.user$.subscribe((user) => {
    const next = user?.access_token ? user.id : null;
    if (next === current) return;
    current = next;
    void client.resetQueries();
  });
  return () => sub.unsubscribe();
}

/** The page's one QueryClient, starting with the answers the edge put in the page for its first view. */
export const queryClient: QueryClient = createQueryClient();
bindQueryClientToSession(queryClient, pageSession);
seedFirstViewAnswers(queryClient, (name, input) => endpointKey(name, input as never));

export function QueryProvider({ client = queryClient, children }: { client?: QueryClient; children?: ReactNode }) {
  return createElement(QueryClientProvider, { client }, children);
}

type AnyCall = (name: EndpointName, input: object) => Promise<unknown>;
const callOf = (client: ApiClient) => client.call as unknown as AnyCall;

/** The cache key of a call: the endpoint and its input (what makes the answer differ). */
export function endpointKey<N extends EndpointName>(
  name: N,
  input?: Omit<EndpointInput<N>, 'signal'> | null,
): readonly unknown[] {
  if (!input) return [name];
  const { query, params, body } = input as { query?: unknown; params?: unknown; body?: unknown };
  return [name, { query, params, body }];
}

export interface EndpointQueryOptions {
  /** false: wait (e.g. until a user signs in) */
  enabled?: boolean;
  staleTime?: number;
  /** keep showing the previous answer while a new input loads (sort changes, tabs) */
  keepPrevious?: boolean;
  /** ask again every n ms while it answers a number (e.g. while a payment is pending); false stops */
  pollMs?: (data: unknown) => number | false;
}

/** Loads one endpoint; `input === null` waits. Errors are ApiCallError. */
export function useEndpointQuery<N extends EndpointName>(
  name: N,
  input: Omit<EndpointInput<N>, 'signal'> | null,
  options: EndpointQueryOptions = {},
): UseQueryResult<EndpointResult<N>, ApiCallError> {
  const client = useApiClient();
  return useQuery<EndpointResult<N>, ApiCallError>({
    queryKey: endpointKey(name, input),
    queryFn: ({ signal }) => callOf(client)(name, { ...input, signal }) as Promise<EndpointResult<N>>,
    enabled: input !== null && options.enabled !== false,
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.pollMs ? { refetchInterval: (q: { state: { data: unknown } }) => options.pollMs!(q.state.data) } : {}),
  });
}

export interface EndpointPagesOptions<N extends EndpointName> extends EndpointQueryOptions {
  /** the next page number from an answer, or null/undefined when it was the last (spec §4: the server's next_page) */
  nextPage: (last: EndpointResult<N>) => number | null | undefined;
  /** query parameter carrying the page number (default `page`) */
  pageParam?: string;
}

/** A paged list: `data.pages` in order, `fetchNextPage()` for "load more". */
export function useEndpointPages<N extends EndpointName>(
  name: N,
  input: Omit<EndpointInput<N>, 'signal'> | null,
  options: EndpointPagesOptions<N>,
): UseInfiniteQueryResult<InfiniteData<EndpointResult<N>, number>, ApiCallError> {
  const client = useApiClient();
  const pageKey = options.pageParam ?? 'page';
  return useInfiniteQuery<
    EndpointResult<N>,
    ApiCallError,
    InfiniteData<EndpointResult<N>, number>,
    readonly unknown[],
    number
  >({
    queryKey: [...endpointKey(name, input), 'pages'],
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) => {
      const base = (input ?? {}) as { query?: Record<string, unknown> };
      return callOf(client)(name, { ...base, query: { ...base.query, [pageKey]: pageParam }, signal }) as Promise<
        EndpointResult<N>
      >;
    },
    getNextPageParam: (last) => options.nextPage(last) ?? undefined,
    enabled: input !== null && options.enabled !== false,
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** A call that changes something (sign in, book, pay): `mutate(input)` / `mutateAsync(input)`. */
export function useEndpointMutation<N extends EndpointName>(
  name: N,
  options: {
    onSuccess?: (data: EndpointResult<N>, input: EndpointInput<N>) => void;
    onError?: (error: ApiCallError) => void;
  } = {},
): UseMutationResult<EndpointResult<N>, ApiCallError, EndpointInput<N>> {
  const client = useApiClient();
  return useMutation<EndpointResult<N>, ApiCallError, EndpointInput<N>>({
    mutationFn: (input) => callOf(client)(name, input) as Promise<EndpointResult<N>>,
    ...(options.onSuccess ? { onSuccess: options.onSuccess } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
}

export { useQueryClient, type QueryClient, type InfiniteData };
