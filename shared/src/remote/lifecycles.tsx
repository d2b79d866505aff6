import React, { useEffect, type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { EventBus } from '@rednest/shared/event-bus';
import { useT } from '@rednest/shared/i18n';
import { ErrorPanel } from '@rednest/shared/ui';
import type { ShellProps } from './shell-props';

export interface RemoteLabels {
  /** label key of the message shown when the remote's tree throws */
  renderError: string;
  /** label key of a heading above it */
  title?: string;
  /** label key of the retry button (the kit's "Retry" when omitted) */
  retry?: string;
}

/** What a render error leaves on screen: this remote's area only; the shell and others keep working. */
export function RenderFailure({ remote, error, bus: pageBus, labels }: { remote: string; error: Error; bus: EventBus; labels: RemoteLabels }) {
  const t = useT();
  useEffect(() => {
    pageBus.publish('remote.failed.v1', { remote, phase: 'render', message: error.message }, remote);
  }, [pageBus, error, remote]);
  return (
    <ErrorPanel
      title={labels.title ? t(labels.title) : undefined}
      message={t(labels.renderError)}
      onRetry={() => window.location.reload()}
      retryLabel={labels.retry ? t(labels.retry) : undefined}
    />
  );
}

/** The remote's release, as its build defines it (shared/build/webpack.cjs); absent outside a remote build. */
const RELEASE = typeof __RN_RELEASE__ === 'string' ? __RN_RELEASE__ : '';

/** The area a remote is mounted in: single-spa-react's choice (props.domElement, else the application's id). */
function areaOf(props: { name?: string; domElement?: unknown }): HTMLElement | null {
  if (props.domElement instanceof HTMLElement) return props.domElement;
  return props.name ? document.getElementById(`single-spa-application:${props.name}`) : null;
}

/**
 * The single-spa lifecycles a remote's expose/app.tsx exports. While mounted, the remote's area
 * carries `data-rn-release` (which build of this area the page runs: support and the e2e rollback proof).
 */
export function createRemoteLifecycles({ remote, rootComponent, labels }: { remote: string; rootComponent: FunctionComponent<ShellProps>; labels: RemoteLabels }) {
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (error, _info, props) => <RenderFailure remote={remote} error={error} bus={props.bus} labels={labels} />,
  });
  if (!RELEASE) return lifecycles;
  return {
    ...lifecycles,
    mount: async (props: ShellProps & { name?: string; domElement?: unknown }) => {
      await lifecycles.mount(props as never);
      areaOf(props)?.setAttribute('data-rn-release', RELEASE);
    },
    unmount: async (props: ShellProps & { name?: string; domElement?: unknown }) => {
      areaOf(props)?.removeAttribute('data-rn-release');
      await lifecycles.unmount(props as never);
    },
  };
}
