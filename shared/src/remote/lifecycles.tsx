import React, { startTransition, useEffect, useState, type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { EventBus } from '@rednest/shared/event-bus';
import { useT } from '@rednest/shared/i18n';
import { ErrorPanel } from '@rednest/shared/ui';
import { REMOTE_DRAW_GUARD_MS, type ShellProps } from './shell-props';

export interface RemoteLabels {
  /** label key of the message shown when the remote's tree throws */
  renderError: string;
  /** label key of a heading above it */
  title?: string;
  /** label key of the retry button (the kit's "Retry" when omitted) */
  retry?: string;
}

/** What a render error leaves on screen: this remote's area only; the shell and others keep working. */
export function RenderFailure({
  remote,
  error,
  bus: pageBus,
  labels,
}: {
  remote: string;
  error: Error;
  bus: EventBus;
  labels: RemoteLabels;
}) {
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

/** The prop a mount passes to its root, called once the remote's tree has been drawn. */
const DRAWN = '__rnDrawn';
type DeferredProps = ShellProps & { [DRAWN]?: () => void };

/**
 * The remote's tree, drawn as a transition (less main-thread work): React then renders it
 * in slices of a few milliseconds, yielding to the browser between them, where a first render is
 * otherwise one long task. The area stays empty until the whole tree commits at once, so what stood
 * in for the remote (the edge's prerendered first view, the shell's skeleton) stays on screen
 * meanwhile and nothing half-drawn shows.
 */
function deferredRoot(Root: FunctionComponent<ShellProps>): FunctionComponent<DeferredProps> {
  function Drawn({ props }: { props: DeferredProps }) {
    const { [DRAWN]: drawn, ...shellProps } = props;
    useEffect(() => drawn?.(), [drawn]);
    return <Root {...(shellProps as ShellProps)} />;
  }
  return function DeferredRoot(props: DeferredProps) {
    const [ready, setReady] = useState(false);
    useEffect(() => startTransition(() => setReady(true)), []);
    return ready ? <Drawn props={props} /> : null;
  };
}

/** A render error's panel, which counts as the remote's tree drawn. */
function DrawnFailure({
  props,
  ...failure
}: {
  props: DeferredProps;
  remote: string;
  error: Error;
  labels: RemoteLabels;
}) {
  const drawn = props[DRAWN];
  useEffect(() => drawn?.(), [drawn]);
  return <RenderFailure {...failure} bus={props.bus} />;
}

/**
 * The single-spa lifecycles a remote's expose/app.tsx exports. `mount` resolves once the remote's
 * tree has been drawn. While mounted, the remote's area carries `data-rn-release` (which build of
 * this area the page runs: support and the e2e rollback proof).
 */
export function createRemoteLifecycles({
  remote,
  rootComponent,
  labels,
}: {
  remote: string;
  rootComponent: FunctionComponent<ShellProps>;
  labels: RemoteLabels;
}) {
  const lifecycles = singleSpaReact<DeferredProps>({
    React,
    ReactDOMClient,
    rootComponent: deferredRoot(rootComponent),
    errorBoundary: (error, _info, props) => (
      <DrawnFailure props={props} remote={remote} error={error} labels={labels} />
    ),
  });
  return {
    ...lifecycles,
    mount: async (props: ShellProps & { name?: string; domElement?: unknown }) => {
      let drawn!: () => void;
      const tree = new Promise<void>((resolve) => (drawn = resolve));
      await lifecycles.mount({ ...props, [DRAWN]: drawn } as never);
      // drawn by the tree or by the error boundary; a guard so a mount never hangs on it
      let guard: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([tree, new Promise((resolve) => (guard = setTimeout(resolve, REMOTE_DRAW_GUARD_MS)))]);
      clearTimeout(guard);
      if (RELEASE) areaOf(props)?.setAttribute('data-rn-release', RELEASE);
    },
    unmount: async (props: ShellProps & { name?: string; domElement?: unknown }) => {
      if (RELEASE) areaOf(props)?.removeAttribute('data-rn-release');
      await lifecycles.unmount(props as never);
    },
  };
}
