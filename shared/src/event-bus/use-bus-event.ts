import { useEffect, useRef } from 'react';
import type { BusEvent, BusEventName } from '@rednest/shared/contracts';
import { bus as pageBus, type EventBus } from './event-bus';

/** Subscribes for the component's lifetime; the latest handler is used without resubscribing. */
export function useBusEvent<K extends BusEventName>(
  type: K,
  handler: (e: BusEvent<K>) => void,
  eventBus: EventBus = pageBus,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const sub = eventBus.on(type).subscribe((e) => latest.current(e));
    return () => sub.unsubscribe();
  }, [type, eventBus]);
}
