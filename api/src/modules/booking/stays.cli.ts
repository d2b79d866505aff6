/**
 * `npm run stays -- complete [RN000123]` (api/): completes the stays that are over (the API's hourly
 * sweep does the same), or one confirmed or checked-in booking at once, whatever its dates, and prints
 * what each earned (cash back and points). On the database the config points at (DATABASE_URL, else the
 * PGlite data folder: stop the API first, PGlite has one process).
 */
import { loadConfig } from '../../config/env.ts';
import { createDatabase, type Db } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { ledgerOn } from '../ledger/ledger-on.ts';
import { REFERENCE_EXCHANGE_RATES } from '../site/site.data.ts';
import { createStayCompletionRepository } from './stay-completion.repository.ts';
import { createStayCompletion, type Earned } from './stay-completion.ts';

const line = (e: Earned) =>
  `RN${String(e.bookingId).padStart(6, '0')}: completed, cash back ${e.cashback}${e.currency ? ` ${e.currency} (minor units)` : ''}, ${e.points} points${e.tierUp ? `, up to ${e.tierUp}` : ''}`;

async function main(command: string | undefined, code: string | undefined): Promise<number> {
  const id = code === undefined ? null : /^RN(\d{1,12})$/i.exec(code.trim())?.[1];
  if (command !== 'complete' || id === undefined) {
    console.error('usage: npm run stays -- complete [RN000123]');
    return 2;
  }
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await migrateDatabase(database);
    const db = database.db;
    const stays = createStayCompletion({
      repo: createStayCompletionRepository(),
      ledger: ledgerOn(db),
      transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
      rates: (config.exchangeRates ?? REFERENCE_EXCHANGE_RATES).rates,
      now: () => new Date(),
    });
    if (id !== null) {
      const earned = await stays.completeNow(Number(id));
      if (!earned) {
        console.error(`${code}: no confirmed or checked-in booking has this code`);
        return 1;
      }
      console.log(line(earned));
      return 0;
    }
    let total = 0;
    for (;;) {
      const done = await stays.completeDue();
      for (const e of done) console.log(line(e));
      total += done.length;
      if (done.length === 0) break;
    }
    console.log(`${total} stays completed`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
