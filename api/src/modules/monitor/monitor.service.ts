/**
 * Front-end error log (spec §7 monitoring): what the browser reports, with the caller's IP and
 * request id, kept for ERROR_LOG_RETENTION_DAYS.
 */
import type { ErrorLog } from '@rednest/shared/contracts';
import type { MonitorRepository } from './monitor.repository.ts';

export const ERROR_LOG_RETENTION_DAYS = 30;

export function createMonitorService(deps: { repo: MonitorRepository; now: () => Date }) {
  return {
    async record(log: ErrorLog, caller: { ip: string; requestId: string }): Promise<{ ok: boolean; id: number }> {
      const id = await deps.repo.insert({
        error: log.error, errorCode: log.errorCode, errorDescription: log.errorDescription, userAgent: log.userAgent, domain: log.domain,
        apiEndpoint: log.apiEndpoint, apiVersion: log.apiVersion, appEnvironment: log.appEnvironment, ip: caller.ip, requestId: caller.requestId,
      });
      return { ok: true, id };
    },
    /** Housekeeping (server.ts, hourly): logs past the retention period go. */
    purgeExpired: () => deps.repo.deleteOlderThan(new Date(deps.now().getTime() - ERROR_LOG_RETENTION_DAYS * 24 * 3600 * 1000)),
  };
}
export type MonitorService = ReturnType<typeof createMonitorService>;
