import { isApiCallError } from '@rednest/shared/api-client';

/**
 * The earliest check-in (DD-MM-YYYY) the API gave when it refused a stay that starts in the past.
 * "Today" is the hotel's day (spec §5): just after midnight in Bali it is still yesterday on a
 * calendar kept in Jakarta time, so a stay starting on the guest's "today" can already be over there.
 */
export function earliestCheckInOf(error: unknown): string | null {
  if (!isApiCallError(error) || error.code !== 'INVALID_DATES') return null;
  const details = (error.body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return null;
  for (const d of details as Array<{ field?: unknown; value?: unknown }>) {
    if (d?.field === 'check_in_date' && typeof d.value === 'string' && /^\d{2}-\d{2}-\d{4}$/.test(d.value))
      return d.value;
  }
  return null;
}
