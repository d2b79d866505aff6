import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { ApiProvider, QueryProvider, createQueryClient, type ApiClient } from '@rednest/shared/api-client';
import {
  DEFAULT_LOCALE,
  countryOfLocale,
  type CurrencyCode,
  type Locale,
  type SiteKind,
  type SiteSettings,
  type UserInfo,
} from '@rednest/shared/contracts';
import { bus, createEventBus } from '@rednest/shared/event-bus';
import { createSessionStore, createSiteStore, session, site, type KeyValueStorage } from '@rednest/shared/session';
import type { ShellProps } from '@rednest/shared/remote';
import { createFakeApi, type FakeApi, type FakeHandlers } from './fake-api';
import { makeUser } from './fixtures';

export interface ShellOptions {
  /** signed-in user (partial: makeUser fills the rest); null or omitted = guest */
  user?: Partial<UserInfo> | null;
  locale?: Locale;
  /** answers for the query hooks and props.api (or a ready ApiClient) */
  api?: FakeHandlers | ApiClient;
  kind?: SiteKind;
  brandSlug?: string | null;
  settings?: SiteSettings | null;
  /** path after the locale the page starts on ('/search?location=cit-jakarta') */
  route?: string;
  /** the guest's chosen display currency (default: the locale's own) */
  currency?: CurrencyCode;
}

function isClient(api: FakeHandlers | ApiClient | undefined): api is ApiClient {
  return !!api && typeof (api as ApiClient).call === 'function';
}

/** In-memory storage so fake stores never touch the jsdom localStorage other tests use. */
export function memoryStorage(): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

/**
 * Fresh, isolated ShellProps for testing a remote's lifecycles or a component that takes props:
 * its own bus, session and site store (in-memory storage), a fake api and an empty query cache
 * that does not retry (a failure shows at once).
 */
export function createFakeShellProps(options: ShellOptions = {}): ShellProps {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const eventBus = createEventBus('test');
  const storage = memoryStorage();
  const fakeSession = createSessionStore({ bus: eventBus, storage, sessionStorage: memoryStorage() });
  if (options.user) fakeSession.setUserInfo(makeUser(options.user));
  const fakeSite = createSiteStore({
    storage: memoryStorage(),
    location: { host: 'localhost', pathname: `/${locale}`, search: '' },
  });
  fakeSite.set({
    locale,
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.brandSlug !== undefined ? { brandSlug: options.brandSlug } : {}),
    ...(options.settings !== undefined ? { settings: options.settings } : {}),
  });
  if (options.currency) fakeSite.set({ currency: options.currency });
  const api = isClient(options.api) ? options.api : createFakeApi(options.api ?? {});
  return {
    bus: eventBus,
    session: fakeSession,
    site: fakeSite,
    api,
    queryClient: createQueryClient({ retries: 0 }),
    locale,
  };
}

export type ShellRenderResult = RenderResult & { props: ShellProps; api: ApiClient | FakeApi };

/**
 * Renders as inside the shell: the page's session and site stores set to the given user and
 * locale (what useSession/useSite/useT read), the query hooks answered by the fake api from a
 * fresh cache, and the URL at `/{locale}{route}`. Props passed to the component are the page
 * singletons plus that api and cache.
 */
export function renderWithShell(
  ui: ReactElement | ((props: ShellProps) => ReactElement),
  options: ShellOptions & Omit<RenderOptions, 'wrapper'> = {},
): ShellRenderResult {
  const {
    user,
    locale = DEFAULT_LOCALE,
    api: apiOption,
    kind,
    brandSlug,
    settings,
    route = '',
    currency,
    ...renderOptions
  } = options;
  if (user) session.setUserInfo(makeUser(user));
  else if (session.isLoggedIn()) session.signOut();
  site.set({
    locale,
    kind: kind ?? 'main',
    brandSlug: brandSlug ?? null,
    settings: settings ?? null,
    // always set: the page store would otherwise keep an earlier test's choice
    currency: currency ?? countryOfLocale(locale).currency,
  });
  window.history.replaceState(null, '', `/${locale}${route}`);
  const api = isClient(apiOption) ? apiOption : createFakeApi(apiOption ?? {});
  const queryClient = createQueryClient({ retries: 0 });
  const props: ShellProps = { bus, session, site, api, queryClient, locale };
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiProvider client={api}>
      <QueryProvider client={queryClient}>{children}</QueryProvider>
    </ApiProvider>
  );
  const element = typeof ui === 'function' ? ui(props) : ui;
  return Object.assign(render(element, { ...renderOptions, wrapper: Wrapper }), { props, api });
}
