/**
 * Front-end error log (spec §7 monitoring): what the browser reports, with the caller's IP and
 * request id. Anyone may post one (no token), so growth is bounded:
 * - per address: ERROR_LOG_LIMITS.perIpPerMinute (route limit) and perIpPerDay (counted here);
 * - per entry: the long free-text fields are cut to maxErrorChars / maxDescriptionChars before
 *   they are stored (the contract's limits bound the request; these bound the row);
 * - in all: rows older than retentionDays go, and only the newest maxRows are kept
 *   (server.ts housekeeping, every HOUSEKEEPING_MINUTES).
 */
import type { ErrorLog } from '@rednest/shared/contracts';
import type { MonitorRepository } from './monitor.repository.ts';

export const ERROR_LOG_LIMITS = {
  perIpPerMinute: 60,
  perIpPerDay: 500,
  maxErrorChars: 1000,
  maxDescriptionChars: 2000,
  maxRows: 50_000,
  retentionDays: 30,
} as const;

/** Cuts text to `max` characters without splitting a surrogate pair, marking the cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

export function createMonitorService(deps: { repo: MonitorRepository; now: () => Date; maxRows?: number }) {
  const maxRows = deps.maxRows ?? ERROR_LOG_LIMITS.maxRows;
  return {
    async record(log: ErrorLog, caller: { ip: string; requestId: string }): Promise<{ ok: boolean; id: number }> {
      const id = await deps.repo.insert({
        error: clip(log.error, ERROR_LOG_LIMITS.maxErrorChars),
        errorCode: log.errorCode,
        errorDescription: clip(log.errorDescription, ERROR_LOG_LIMITS.maxDescriptionChars),
        userAgent: log.userAgent,
        domain: log.domain,
        apiEndpoint: log.apiEndpoint,
        apiVersion: log.apiVersion,
        appEnvironment: log.appEnvironment,
        ip: caller.ip,
        requestId: caller.requestId,
      });
      return { ok: true, id };
    },
    /** Housekeeping (server.ts): logs past the retention period go, then all but the newest maxRows. */
    async purgeExpired(): Promise<void> {
      await deps.repo.deleteOlderThan(
        new Date(deps.now().getTime() - ERROR_LOG_LIMITS.retentionDays * 24 * 3600 * 1000),
      );
      await deps.repo.keepNewest(maxRows);
    },
  };
}
export type MonitorService = ReturnType<typeof createMonitorService>;
