/**
 * Render and load errors reported to the monitor endpoint (spec §4: "a render error shows the
 * error page, reports the error"). Fire and forget: a monitor outage never surfaces.
 */
import { api, type ApiClient } from '@rednest/shared/api-client';
import type { ErrorLog } from '@rednest/shared/contracts';
import { APP_ENVIRONMENT } from '../config/shell-config';

export function reportError(kind: string, error: unknown, context: string, client: ApiClient = api): void {
  const e = error instanceof Error ? error : new Error(String(error));
  const body: ErrorLog = {
    error: `${e.name}: ${e.message}`.slice(0, 2000),
    errorCode: kind.slice(0, 100),
    errorDescription: `${context}\n${e.stack ?? ''}`.slice(0, 8000),
    userAgent: (typeof navigator !== 'undefined' ? navigator.userAgent : 'unknown').slice(0, 500),
    domain: window.location.host.slice(0, 255),
    apiEndpoint: window.location.pathname.slice(0, 500),
    apiVersion: 'shell',
    appEnvironment: APP_ENVIRONMENT,
  };
  try {
    client.call('monitorErrorLog', { body }).catch(() => undefined);
  } catch {
    // the client itself is not configured yet (boot failure): nothing more we can do
  }
}
