import { createContext, createElement, useContext, type ReactNode } from 'react';
import { api as pageApi, type ApiClient } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The api client a React tree calls through. A remote's lifecycles provide the client the shell
 * handed it (ShellProps.api); tests provide a fake. Without a provider: the page's one client.
 */
export function ApiProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return createElement(ApiContext.Provider, { value: client }, children);
}

export function useApiClient(): ApiClient {
  return useContext(ApiContext) ?? pageApi;
}
