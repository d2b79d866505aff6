import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while the build renders a remote's first view (`@rednest/shared/remote/prerender`, React's
 * server renderer), false in the browser from the first render on. A fragment is one file
 * for every visitor and every day, so what depends on the request or the day (today's dates, the
 * searched place) draws a placeholder of the same size there: the mounted page then fills it in
 * without moving anything. React's server renderer reads a store's server snapshot, the browser's
 * `createRoot` its client snapshot, so no effect and no second render are needed.
 */
export function useIsPrerender(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
