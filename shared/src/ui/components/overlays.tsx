import { lazy, Suspense } from 'react';
import type { DrawerProps } from './drawer';
import type { ModalProps } from './modal';
import type { ToastHostProps } from './toast-host';

/*
 * The kit's overlays as the kit exports them: their code (and styles) load when one is first shown,
 * not with the UI kit every page loads at boot (the kit 4.9 -> 4.0 KB gzip on every page's first view,
 * which shows neither a dialog nor a toast). The chunks belong to whichever build provides the
 * shared UI kit, like the rest of it. A dialog or toast appears once its chunk is in (a few tens of
 * milliseconds, once per page); everything else about them is ./modal and ./toast-host.
 */
const LazyModal = lazy(() => import(/* webpackChunkName: "rn-modal" */ './modal').then((m) => ({ default: m.Modal })));
const LazyDrawer = lazy(() =>
  import(/* webpackChunkName: "rn-drawer" */ './drawer').then((m) => ({ default: m.Drawer })),
);
const LazyToastHost = lazy(() =>
  import(/* webpackChunkName: "rn-toast-host" */ './toast-host').then((m) => ({ default: m.ToastHost })),
);

/** The kit's modal dialog (./modal): nothing is loaded or drawn while it is closed. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}

/** The kit's side drawer (./drawer): nothing is loaded or drawn until it first opens. */
export function Drawer(props: DrawerProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyDrawer {...props} />
    </Suspense>
  );
}

/** The kit's toast host (./toast-host). */
export function ToastHost(props: ToastHostProps) {
  return (
    <Suspense fallback={null}>
      <LazyToastHost {...props} />
    </Suspense>
  );
}

export type { DrawerProps, ModalProps, ToastHostProps };
