/**
 * Events on the one RxJS bus the shell hands to every remote. Names carry a version: a breaking
 * payload change gets a new name (`.v2`) and both are published until every remote moved.
 */
import type { Locale } from './locales';
import type { UserInfo } from './dto';

export interface SearchCriteria {
  /** slug with prefix, e.g. cit-jakarta */
  location: string;
  locationName: string;
  /** DD-MM-YYYY */
  check_in_date: string;
  check_out_date: string;
  rooms: number;
  guest: number;
}

export interface BusEvents {
  /** the session store changed: sign in, sign out, profile refresh */
  'session.changed.v1': { user: UserInfo | null };
  /** a call got 401 for a signed-in user: the shell signs out and routes to sign-in */
  'session.expired.v1': { returnTo: string };
  'locale.changed.v1': { locale: Locale };
  'search.submitted.v1': SearchCriteria;
  /** shell shows a toast; remotes may show their own instead */
  'toast.show.v1': { kind: 'info' | 'success' | 'error'; message: string; timeoutMs?: number };
  /** a remote failed to load or threw; the shell shows its fallback */
  'remote.failed.v1': { remote: string; phase: 'load' | 'mount' | 'render'; message: string };
  /** a remote asks the shell for a full-screen loader (e.g. while submitting a payment) */
  'loader.toggle.v1': { visible: boolean; owner: string };
}

export type BusEventName = keyof BusEvents;
export type BusEvent<K extends BusEventName = BusEventName> = {
  [N in K]: { type: N; payload: BusEvents[N]; at: number; source: string };
}[K];
