import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ApiProvider } from '@rednest/shared/api-client';
import type { ShellProps, SiteContext } from '@rednest/shared/session';
import { registerSearchLabels } from './labels';

registerSearchLabels();

const ShellContext = createContext<ShellProps | null>(null);

/**
 * The single-spa custom props (bus, session, site, api, locale) for every feature below. Features
 * read them from here instead of the module singletons so tests can hand in a fake api.
 */
export function ShellProvider({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return (
    <ShellContext.Provider value={shell}>
      <ApiProvider client={shell.api}>{children}</ApiProvider>
    </ShellContext.Provider>
  );
}

export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('mf-search: useShell outside <ShellProvider>');
  return shell;
}

/** The site context (kind, country, currency, settings), re-rendering when the shell updates it. */
export function useSiteContext(): SiteContext {
  const { site } = useShell();
  const store = useMemo(() => {
    let current = site.get();
    return {
      subscribe(onChange: () => void) {
        const sub = site.site$.subscribe((next) => {
          current = next;
          onChange();
        });
        return () => sub.unsubscribe();
      },
      get: () => current,
    };
  }, [site]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
