/**
 * `npm run ledger -- trial-balance | expire` (api/): the ledger's operator commands on the database
 * the config points at (DATABASE_URL, else the PGlite data folder: stop the API first, PGlite has one
 * process). `trial-balance` prints each ledger's debits and credits and every account whose stored
 * totals differ from its transfers, and exits 1 when anything disagrees; `expire` moves what is left of
 * lots past their day to the house's expired account (the API's housekeeping does it daily).
 */
import { loadConfig } from '../../config/env.ts';
import { createDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { formatTrialBalance, trialBalance } from './trial-balance.repository.ts';
import { ledgerOn } from './ledger-on.ts';

async function main(command: string | undefined): Promise<number> {
  if (command !== 'trial-balance' && command !== 'expire') {
    console.error('usage: npm run ledger -- trial-balance | expire');
    return 2;
  }
  const database = await createDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    const db = database.db;
    if (command === 'expire') {
      const ledger = ledgerOn(db, () => new Date());
      let total = { lots: 0, amount: 0 };
      for (;;) {
        const run = await ledger.expireLots();
        total = { lots: total.lots + run.lots, amount: total.amount + run.amount };
        if (run.lots === 0) break;
      }
      console.log(`expired ${total.lots} lots, ${total.amount} minor units`);
      return 0;
    }
    const tb = await trialBalance(db);
    console.log(formatTrialBalance(tb));
    return tb.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
