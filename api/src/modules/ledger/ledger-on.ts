/** The ledger over one database, for the places that build it outside the composition root: the seed, the command, tests. */
import type { Db } from '../../db/client.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { createLedger, type Ledger } from './ledger.service.ts';

export function ledgerOn(db: Db, now: () => Date = () => new Date()): Ledger {
  return createLedger({
    repo: createLedgerRepository(db),
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    now,
  });
}
