/**
 * What every remote does the same way: its single-spa lifecycles with a render-failure fallback,
 * the shell-props context its features read, the page title, and standalone development start-up.
 * Bundled into each remote (not a federation singleton): it holds no page state of its own.
 */
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FunctionComponent,
  type ReactNode,
} from 'react';
import ReactDOMClient, { createRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { api, configureApiClient, DEFAULT_API_CONFIG } from '@rednest/shared/api-client';
import { DEFAULT_LOCALE, countryOfLocale, isLocale, languageOfLocale, type BusEvent, type BusEventName, type Locale, type SiteSettings, type UserInfo } from '@rednest/shared/contracts';
import { bus, type EventBus } from '@rednest/shared/event-bus';
import { loadLabels, useT } from '@rednest/shared/i18n';
import { session, site, siteKindFromHost, type ShellProps, type SiteContext } from '@rednest/shared/session';
import { ErrorPanel } from '@rednest/shared/ui';

// ── shell props ───────────────────────────────────────────────────────────────
/**
 * The custom props single-spa hands a remote (bus, session, site, api, locale). Features read the
 * api client from here rather than importing the singleton, so a test can hand in a fake api and
 * the page behaves exactly as it would under the shell.
 */
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

// ── lifecycles ────────────────────────────────────────────────────────────────
export interface RemoteLabels {
  /** label key of the message shown when the remote's tree throws */
  renderError: string;
  /** label key of the retry button (the kit's "Retry" when omitted) */
  retry?: string;
}

/** What a render error leaves on screen: this remote's area only; the shell and others keep working. */
export function RenderFailure({ remote, error, bus: pageBus, labels }: { remote: string; error: Error; bus: EventBus; labels: RemoteLabels }) {
  const t = useT();
  useEffect(() => {
    pageBus.publish('remote.failed.v1', { remote, phase: 'render', message: error.message }, remote);
  }, [pageBus, error, remote]);
  return (
    <ErrorPanel
      message={t(labels.renderError)}
      onRetry={() => window.location.reload()}
      retryLabel={labels.retry ? t(labels.retry) : undefined}
    />
  );
}

/** The single-spa lifecycles a remote's expose/app.tsx exports. */
export function createRemoteLifecycles({ remote, rootComponent, labels }: { remote: string; rootComponent: FunctionComponent<ShellProps>; labels: RemoteLabels }) {
  return singleSpaReact<ShellProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (error, _info, props) => <RenderFailure remote={remote} error={error} bus={props.bus} labels={labels} />,
  });
}

// ── standalone development ────────────────────────────────────────────────────
/**
 * Mounts a remote alone with the real stores and api client (the dev server proxies /api to a
 * running `npm start`). Under the shell, expose/app.tsx is used instead. A URL without a locale
 * is moved to `/{default locale}/{homePath}`.
 */
export function startStandalone({ App, homePath, name }: { App: ComponentType<ShellProps>; homePath: string; name: string }): void {
  const first = window.location.pathname.split('/')[1];
  const locale: Locale = isLocale(first) ? first : DEFAULT_LOCALE;
  if (!isLocale(first)) window.history.replaceState(null, '', `/${locale}${homePath ? `/${homePath}` : ''}${window.location.search}`);

  configureApiClient({ ...DEFAULT_API_CONFIG, baseUrl: '/api', appEnvironment: 'development' });
  const { kind, brandSlug } = siteKindFromHost(window.location.host, window.location.search);
  const country = countryOfLocale(locale);
  site.set({ locale, language: languageOfLocale(locale), country, currency: country.currency, kind, brandSlug });
  void loadLabels(languageOfLocale(locale));
  api
    .call<SiteSettings>('siteSettings', { query: { locale, site: kind === 'brand' && brandSlug ? brandSlug : kind } })
    .then((settings) => site.set({ settings }))
    .catch((error: unknown) => console.error(`${name} standalone: site_settings failed`, error));

  createRoot(document.getElementById('standalone-root')!).render(<App bus={bus} session={session} site={site} api={api} locale={locale} />);
}
