import { useEffect, useState } from 'react';
import { ToastHost, toast, toasts$ } from '@rednest/shared/ui';
import type { EventBus } from '@rednest/shared/event-bus';

/**
 * The UI kit's toast host, mounted only while there is a toast. Its empty live regions carry
 * role="alert"/"status"; left on the page permanently they collide with the one alert a page or a
 * remote fallback shows (assistive tech and `getByRole('alert')` would find two). Alerts are
 * announced when inserted with content, so mounting on demand loses nothing.
 */
export function LazyToastHost({ bus }: { bus: EventBus }) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sub = toasts$.subscribe((items: readonly unknown[]) => setActive(items.length > 0));
    return () => sub.unsubscribe();
  }, []);
  // the bus listener lives here, not in the host, so toast.show.v1 works while no host is mounted
  useEffect(() => {
    const sub = bus.on('toast.show.v1').subscribe((e) => toast(e.payload.message, e.payload.kind, e.payload.timeoutMs));
    return () => sub.unsubscribe();
  }, [bus]);
  return active ? <ToastHost bus={null} /> : null;
}
