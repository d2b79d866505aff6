/**
 * What PostgreSQL refused, from an error thrown by node-postgres or PGlite, possibly wrapped by
 * drizzle (the SQLSTATE sits on the error or a few `cause`s down).
 */
export function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation (23505): someone else wrote the same key first */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** check_violation (23514): e.g. inventory_sold_ck refused an oversell, the rooms went meanwhile */
export const isCheckViolation = (error: unknown) => pgCode(error) === '23514';
/**
 * deadlock_detected (40P01) or serialization_failure (40001): PostgreSQL rolled the transaction
 * back and asks for it to be run again (transaction-retry.ts does; the error handler answers what
 * is left 409 BUSY_TRY_AGAIN)
 */
export const isTransientConflict = (error: unknown) => {
  const code = pgCode(error);
  return code === '40P01' || code === '40001';
};
