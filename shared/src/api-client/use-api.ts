import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EndpointName } from '@rednest/shared/contracts';
import { ApiCallError } from './api-call-error';
import { api as pageApi, type ApiClient, type CallOptions } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/** Lets tests (and storybook-like sandboxes) hand useApi a fake client; pages use the singleton. */
export function ApiProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return createElement(ApiContext.Provider, { value: client }, children);
}

export function useApiClient(): ApiClient {
  return useContext(ApiContext) ?? pageApi;
}

export interface UseApiResult<T> {
  data: T | undefined;
  error: ApiCallError | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * Calls an endpoint when deps change; the previous call is aborted so a slow old answer never
 * overwrites a newer one. `opts === null` skips the call (e.g. until a user signs in).
 */
export function useApi<T>(name: EndpointName, opts: CallOptions | null, deps: unknown[]): UseApiResult<T> {
  const client = useApiClient();
  const [state, setState] = useState<{ data: T | undefined; error: ApiCallError | undefined; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: opts !== null,
  });
  const [attempt, setAttempt] = useState(0);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const skip = opts === null;

  useEffect(() => {
    const current = optsRef.current;
    if (current === null) {
      setState((s) => (s.loading ? { ...s, loading: false } : s));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ data: s.data, error: undefined, loading: true }));
    client
      .call<T>(name, { ...current, signal: controller.signal })
      .then((data) => {
        if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const error =
          err instanceof ApiCallError ? err : new ApiCallError(name, 0, 'CLIENT_ERROR', err instanceof Error ? err.message : String(err));
        setState((s) => ({ data: s.data, error, loading: false }));
      });
    return () => controller.abort();
    // deps are the caller's, as with useEffect
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, name, skip, attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
