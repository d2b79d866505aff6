import { Subject, type Observable, filter, share } from 'rxjs';
import type { BusEvent, BusEventName, BusEvents } from '@rednest/shared/contracts';

export interface EventBus {
  publish<K extends BusEventName>(type: K, payload: BusEvents[K], source?: string): void;
  on<K extends BusEventName>(type: K): Observable<BusEvent<K>>;
  readonly events$: Observable<BusEvent>;
}

/**
 * A plain Subject, not a ReplaySubject: events are facts of "now" (a toast, a sign-out); a remote
 * mounted later reads current state from the session/site stores instead of replaying history.
 */
export function createEventBus(defaultSource = 'unknown'): EventBus {
  const subject = new Subject<BusEvent>();
  const events$ = subject.asObservable().pipe(share());
  return {
    publish(type, payload, source) {
      subject.next({ type, payload, at: Date.now(), source: source ?? defaultSource } as BusEvent);
    },
    on<K extends BusEventName>(type: K) {
      return events$.pipe(filter((e) => e.type === type)) as Observable<BusEvent<K>>;
    },
    events$,
  };
}

/** The page's one bus (the shared package is a module-federation singleton). */
export const bus: EventBus = createEventBus(typeof __RN_REMOTE_NAME__ === 'string' ? __RN_REMOTE_NAME__ : 'unknown');
