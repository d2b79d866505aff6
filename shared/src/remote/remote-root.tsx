import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider, QueryProvider } from '@rednest/shared/api-client';
import { ShellProvider } from './shell-context';
import type { ShellProps } from './shell-props';

/**
 * What surrounds every remote's routes: the shell props in context, the api client and query
 * cache the shell handed over, and a router under `/{locale}`. A remote's `App` is
 * `<RemoteRoot shell={props}><AppRoutes /></RemoteRoot>`.
 */
export function RemoteRoot({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  const { bus, session, site, api, queryClient, locale } = shell;
  return (
    <ShellProvider value={{ bus, session, site, api, queryClient, locale }}>
      <ApiProvider client={api}>
        <QueryProvider client={queryClient}>
          <BrowserRouter basename={`/${locale}`}>{children}</BrowserRouter>
        </QueryProvider>
      </ApiProvider>
    </ShellProvider>
  );
}
