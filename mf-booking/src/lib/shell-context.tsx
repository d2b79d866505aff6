import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { BusEvent, BusEventName, UserInfo } from '@rednest/shared/contracts';
import type { ShellProps, SiteContext } from '@rednest/shared/session';

/**
 * The single-spa custom props (one bus, session, site store and api client per page) made
 * available to every component. Components take them from here rather than importing the
 * singletons so that tests can hand in fakes.
 */
const ShellContext = createContext<ShellProps | null>(null);

export function ShellProvider({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <ShellProvider>');
  return shell;
}

/** The signed-in user (null for a guest), re-rendering on every session change. */
export function useUser(): UserInfo | null {
  const { session } = useShell();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = session.user$.subscribe(() => onChange());
      return () => sub.unsubscribe();
    },
    [session],
  );
  const getSnapshot = useCallback(() => (session.isLoggedIn() ? session.getUser() : null), [session]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The site context (locale, currency, kind), re-rendering when the shell updates it. */
export function useSite(): SiteContext {
  const { site } = useShell();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = site.site$.subscribe(() => onChange());
      return () => sub.unsubscribe();
    },
    [site],
  );
  const getSnapshot = useCallback(() => site.get(), [site]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Subscribes to one bus event for the lifetime of the component. */
export function useShellEvent<K extends BusEventName>(type: K, handler: (event: BusEvent<K>) => void): void {
  const { bus } = useShell();
  // the latest handler is called without resubscribing on every render
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const sub = bus.on(type).subscribe((event) => handlerRef.current(event));
    return () => sub.unsubscribe();
  }, [bus, type]);
}

/**
 * The signed-in user for pages that show personal data. Follows the session store and also the
 * bus's session.changed.v1, so a sign-out anywhere (header, another remote, another tab) clears
 * what this remote shows at once.
 */
export function useSignedInUser(): UserInfo | null {
  const stored = useUser();
  const [fromBus, setFromBus] = useState<{ user: UserInfo | null } | null>(null);
  useShellEvent('session.changed.v1', (event) => setFromBus({ user: event.payload.user }));
  // the store is the source of truth; the bus only wins when it says "signed out"
  useEffect(() => setFromBus(null), [stored]);
  if (fromBus && !fromBus.user?.access_token) return null;
  return stored;
}
