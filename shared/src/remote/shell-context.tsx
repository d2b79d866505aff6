/**
 * The shell props in React context, and the hooks features read them with (user, site, bus
 * events, page title). Features read the api client and stores from here rather than importing
 * the singletons, so a test can hand in fakes and the page behaves exactly as under the shell.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { BusEvent, BusEventName, UserInfo } from '@rednest/shared/contracts';
import { moneyView, type MoneyView, type SiteContext } from '@rednest/shared/session';
import type { ShellProps } from './shell-props';

const ShellContext = createContext<ShellProps | null>(null);

export function ShellProvider({ value, children }: { value: ShellProps; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellProps {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() must be used inside <ShellProvider>');
  return value;
}

/** The signed-in user (null for a guest) from the shell's session store, re-rendering on every change. */
export function useShellUser(): UserInfo | null {
  const { session: store } = useShell();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = store.user$.subscribe(() => onChange());
      return () => sub.unsubscribe();
    },
    [store],
  );
  const getSnapshot = useCallback(() => (store.isLoggedIn() ? store.getUser() : null), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The site context (locale, currency, kind) from the shell's site store, re-rendering when it changes. */
export function useShellSite(): SiteContext {
  const { site: store } = useShell();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = store.site$.subscribe(() => onChange());
      return () => sub.unsubscribe();
    },
    [store],
  );
  const getSnapshot = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Subscribes to one event of the shell's bus for the lifetime of the component. */
export function useShellEvent<K extends BusEventName>(type: K, handler: (event: BusEvent<K>) => void): void {
  const { bus: pageBus } = useShell();
  // the latest handler is called without resubscribing on every render
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const sub = pageBus.on(type).subscribe((event) => handlerRef.current(event));
    return () => sub.unsubscribe();
  }, [pageBus, type]);
}

/**
 * The signed-in user for pages that show personal data. Follows the session store and also the
 * bus's session.changed.v1, so a sign-out anywhere (header, another remote, another tab) clears
 * what this remote shows at once.
 */
export function useSignedInUser(): UserInfo | null {
  const stored = useShellUser();
  const [fromBus, setFromBus] = useState<{ user: UserInfo | null } | null>(null);
  useShellEvent('session.changed.v1', (event) => setFromBus({ user: event.payload.user }));
  // the store is the source of truth; the bus only wins when it says "signed out"
  useEffect(() => setFromBus(null), [stored]);
  if (fromBus && !fromBus.user?.access_token) return null;
  return stored;
}

/** Sets the tab title while the page is shown: "{page} | {site name}". */
export function useDocumentTitle(title: string, siteName?: string | null) {
  useEffect(() => {
    document.title = siteName ? `${title} | ${siteName}` : title;
  }, [title, siteName]);
}

/**
 * Prices in the guest's currency from the shell's site store: every remote converts
 * the same amount the same way (see moneyView); amounts stay in the property's currency.
 */
export function useShellMoney(): MoneyView {
  // moneyView keeps one view per site context: every price of the page shares it
  return moneyView(useShellSite());
}
