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
