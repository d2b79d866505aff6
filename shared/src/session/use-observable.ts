import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** A BehaviorSubject-backed observable read through useSyncExternalStore (tear-free in React 19). */
export function useObservableValue<T>(source$: Observable<T>, getSnapshot: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = source$.subscribe(() => onChange());
      return () => sub.unsubscribe();
    },
    [source$],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
