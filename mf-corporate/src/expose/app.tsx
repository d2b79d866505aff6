import React, { useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { EventBus } from '@rednest/shared/event-bus';
import type { ShellProps } from '@rednest/shared/session';
import { useT } from '@rednest/shared/i18n';
import { ErrorPanel } from '@rednest/shared/ui';
import { App } from '../app/app';
import '../app/labels';

const REMOTE = 'mf_corporate';

/** What a render error leaves on screen: this remote's area only; the shell and others keep working. */
function RenderFailure({ error, bus }: { error: Error; bus: EventBus }) {
  const t = useT();
  useEffect(() => {
    bus.publish('remote.failed.v1', { remote: REMOTE, phase: 'render', message: error.message }, REMOTE);
  }, [bus, error]);
  return <ErrorPanel message={t('corp.app.renderError')} onRetry={() => window.location.reload()} retryLabel={t('corp.app.retry')} />;
}

const lifecycles = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (error, _info, props) => <RenderFailure error={error} bus={props.bus} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
