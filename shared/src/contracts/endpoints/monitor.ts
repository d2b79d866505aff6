/**
 * Catalogue rows (endpoints.ts joins them). The front end's error log; served by
 * api/src/modules/monitor.
 */
import { def, type EndpointDef } from '../endpoint-def';

export const MONITOR_ENDPOINTS = {
  monitorErrorLog: def({
    host: 'monitor',
    version: 1,
    method: 'POST',
    path: 'error_logs',
    auth: 'none',
    body: 'json',
    response: 'json',
    noMonitor: true,
    summary: 'Front-end error log (failed calls, render errors).',
  }),
} as const satisfies Record<string, EndpointDef>;
