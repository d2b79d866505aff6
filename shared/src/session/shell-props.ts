import type { Locale } from '@rednest/shared/contracts';
import type { EventBus } from '@rednest/shared/event-bus';
import type { ApiClient } from '@rednest/shared/api-client';
import type { SessionStore } from './session-store';
import type { SiteStore } from './site-store';

/** What single-spa hands each remote as custom props (the same instances as the singletons). */
export interface ShellProps {
  bus: EventBus;
  session: SessionStore;
  site: SiteStore;
  api: ApiClient;
  locale: Locale;
}
