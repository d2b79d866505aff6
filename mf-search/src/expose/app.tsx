/**
 * The one federated entry (`mf_search/app`): single-spa lifecycles for the shell. A render error
 * stays inside this remote's area, and the shell hears about it (remote.failed.v1).
 */
import React, { useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { EventBus } from '@rednest/shared/event-bus';
import type { ShellProps } from '@rednest/shared/session';
import { useT } from '@rednest/shared/i18n';
import { ErrorPanel } from '@rednest/shared/ui';
import { App } from '../app/app';
import { registerSearchLabels } from '../app/labels';

const REMOTE = 'mf_search';
registerSearchLabels();

function RenderFailure({ error, bus }: { error: Error; bus: EventBus }) {
  const t = useT();
  useEffect(() => {
    bus.publish('remote.failed.v1', { remote: REMOTE, phase: 'render', message: error.message }, REMOTE);
  }, [bus, error]);
  return <ErrorPanel message={t('search.renderError')} onRetry={() => window.location.reload()} />;
}

const lifecycles = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (error, _info, props) => <RenderFailure error={error} bus={props.bus} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
