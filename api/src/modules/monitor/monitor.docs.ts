/**
 * What the OpenAPI page says of each monitor endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */
import { ERROR_LOG_LIMITS } from './monitor.service.ts';

export const monitorDocs = {
  monitorErrorLog: `Stores one front-end error (long texts are cut). Bodies over 16 KB → 413; more than ${ERROR_LOG_LIMITS.perIpPerMinute} logs a minute or ${ERROR_LOG_LIMITS.perIpPerDay} a day per address → 429.`,
};
