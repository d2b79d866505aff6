/**
 * Transactions that PostgreSQL asks to be run again. A deadlock (40P01: two transactions each wait
 * for a row the other holds, e.g. book_now and a change-of-dates quote locking inventory nights in
 * another order) or a serialization failure (40001: a serializable or repeatable-read transaction
 * saw data another one changed) rolls the whole transaction back and says nothing was written: the
 * documented remedy is to run it again. Every `db.transaction` does, up to TRANSACTION_ATTEMPTS
 * runs, after a short random pause (so the two do not meet again in step). What still fails then
 * is thrown as it came; the error handler answers it 409 BUSY_TRY_AGAIN with Retry-After.
 *
 * A transaction's callback may therefore run more than once: it must only write through its `tx`
 * (a rolled-back run leaves nothing), which is how every repository here is written.
 */
import { isTransientConflict } from './pg-error.ts';

/** runs of one transaction at most, the first included */
export const TRANSACTION_ATTEMPTS = 4;

/** 10–40 ms before the second run, doubling after */
const defaultDelayMs = (attempt: number) => (10 + Math.random() * 30) * 2 ** (attempt - 1);

/** what a database offers to run a transaction (drizzle's, either driver) */
interface Transactional {
  transaction: (...args: never[]) => Promise<unknown>;
}

/** `db` with a `transaction` that runs again on a deadlock or serialization failure (savepoints, tx.transaction, are not: the outer one is) */
export function withTransactionRetry<D extends Transactional>(
  db: D,
  options: { delayMs?: (attempt: number) => number } = {},
): D {
  const delayMs = options.delayMs ?? defaultDelayMs;
  const once = db.transaction.bind(db) as (fn: unknown, config?: unknown) => Promise<unknown>;
  const retrying = async (fn: unknown, config?: unknown) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(fn, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error;
        const pause = delayMs(attempt);
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
  return Object.assign(db, { transaction: retrying as D['transaction'] });
}
