/**
 * One single-spa application per remote. The activity function comes from the route-ownership
 * table; the lifecycles are the remote's slot (remote-slot.ts), so a remote that is down, slow
 * or throws shows its fallback while everything else keeps working.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  addErrorHandler,
  getAppStatus,
  registerApplication,
  unloadApplication,
  SKIP_BECAUSE_BROKEN,
  LOAD_ERROR,
} from 'single-spa';
import type { ShellProps } from '@rednest/shared/remote';
import { REMOTE_NAMES, type RemoteName } from '@rednest/shared/contracts';
import { RemoteSlot } from './remote-slot';
import { RemoteFallback } from './remote-fallback';
import { loadRemoteApp } from './federation';
import { remoteLoadingConfig } from './remote-loading-config';

export interface RegisterDeps {
  /** which remote owns this URL now (null while a redirect is due) */
  ownerOf(location: Location): RemoteName | null;
  /** which remote draws a dialog over this URL (`#signIn`), beside the page's owner; null for none */
  overlayOf?(location: Location): RemoteName | null;
  customProps(): ShellProps;
  onLoading(name: string, loading: boolean): void;
  onFailure(name: string, phase: string, error: unknown): void;
}

export function containerOf(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  let el = document.getElementById(id);
  if (!el) {
    // the static HTML has one per remote; this only guards a remote added to the manifest later
    el = document.createElement('div');
    el.id = id;
    document.getElementById('rn-main')?.appendChild(el);
  }
  return el;
}

export function registerRemoteApplications(deps: RegisterDeps): Map<RemoteName, RemoteSlot> {
  const slots = new Map<RemoteName, RemoteSlot>();
  for (const name of REMOTE_NAMES) {
    const slot = new RemoteSlot(name, {
      load: (n, fresh) => loadRemoteApp(n as RemoteName, fresh),
      container: containerOf,
      timeoutMs: () => remoteLoadingConfig().entryTimeoutMs,
      renderFallback: (host, { onRetry, afterRetry }) => {
        const root = createRoot(host);
        root.render(createElement(RemoteFallback, { onRetry, focusRetry: afterRetry }));
        return () => root.unmount();
      },
      onLoading: deps.onLoading,
      onFailure: deps.onFailure,
    });
    slots.set(name, slot);
    registerApplication({
      name,
      app: async () => slot.lifecycles$(),
      activeWhen: (location) => deps.ownerOf(location) === name || deps.overlayOf?.(location) === name,
      customProps: () => deps.customProps() as unknown as Record<string, unknown>,
    });
  }

  // Safety net: the slots never reject, but an unmount that throws would leave an app broken.
  // Unloading resets it so the next navigation (or Retry) loads it again.
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    deps.onFailure(name, 'single-spa', error);
    const status = getAppStatus(name);
    if (status === SKIP_BECAUSE_BROKEN || status === LOAD_ERROR) {
      unloadApplication(name, { waitForUnmount: false }).catch(() => undefined);
    }
  });
  return slots;
}
