import React, { useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { t } from '@rednest/shared/i18n';
import type { ShellProps } from '@rednest/shared/session';
import { ErrorPanel } from '@rednest/shared/ui';
import { BookingApp } from '../app/routes';

/** A render error inside mf-booking: say so in our own area and tell the shell (which reports it). */
function RenderFailure({ error, bus }: { error: Error; bus?: ShellProps['bus'] }) {
  useEffect(() => {
    bus?.publish('remote.failed.v1', { remote: 'mf_booking', phase: 'render', message: error.message }, 'mf_booking');
  }, [bus, error]);
  return (
    <ErrorPanel
      title={t('booking.renderError')}
      message={error.message}
      retryLabel={t('booking.retry')}
      onRetry={() => window.location.reload()}
    />
  );
}

const lifecycles = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: BookingApp,
  errorBoundary: (error: Error, _info: React.ErrorInfo, props: ShellProps) => <RenderFailure error={error} bus={props?.bus} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
