import type { Locale } from '@rednest/shared/contracts';
import type { EventBus } from '@rednest/shared/event-bus';
import type { ApiClient, QueryClient } from '@rednest/shared/api-client';
import type { SessionStore, SiteStore } from '@rednest/shared/session';

/**
 * What single-spa hands each remote as custom props: the page's one bus, session store, site
 * store, api client and query cache (the same instances as the singletons; tests hand in fakes).
 */
export interface ShellProps {
  bus: EventBus;
  session: SessionStore;
  site: SiteStore;
  api: ApiClient;
  queryClient: QueryClient;
  locale: Locale;
}

/**
 * How long a remote's `mount` waits for its tree to be drawn before it resolves anyway
 * (createRemoteLifecycles). The shell's single-spa watch on a mount allows for it.
 */
export const REMOTE_DRAW_GUARD_MS = 10_000;
