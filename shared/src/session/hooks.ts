import { useMemo } from 'react';
import type { UserInfo } from '@rednest/shared/contracts';
import { session as pageSession, type SessionStore } from './session-store';
import { site as pageSite, type SiteContext, type SiteStore } from './site-store';
import { useObservableValue } from './use-observable';

export function useSession(store: SessionStore = pageSession): { user: UserInfo | null; isLoggedIn: boolean } {
  const user = useObservableValue(store.user$, store.getUser);
  return useMemo(() => ({ user, isLoggedIn: !!user?.access_token }), [user]);
}

export function useSite(store: SiteStore = pageSite): SiteContext {
  return useObservableValue(store.site$, store.get);
}
