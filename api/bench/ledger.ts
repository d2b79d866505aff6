/**
 * `npm run bench:ledger -- [--racers 100] [--transfers 20000] [--lots 20000]` (api/; DATABASE_URL for PostgreSQL)
 *
 * The ledger's figures, printed (never asserted), on a migrated empty database (PGlite in memory, or a
 * fresh PostgreSQL database when DATABASE_URL is set):
 *   1. the race: --racers concurrent spends of 30,000 from one 100,000 wallet → reserved, refused,
 *      anything else, the wallet left (3 / n−3 / 0 / 10,000) and p50/p95 of a spend;
 *   2. transfers per second: credits one at a time, and in batches of 100 per transaction;
 *   3. a balance read's p50/p95 once the ledger holds all of that;
 *   4. the expiry job over --lots lots past their day: lots and seconds;
 *   5. one completion delivered 10 times → how many credits (1).
 *   6. the trial balance over all of it (ok, transfers, seconds).
 */
import { parseArgs } from 'node:util';
import { createTestApp } from '../test/test-app.ts';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/platform.ts';
import { ledgerOn } from '../src/modules/ledger/ledger-on.ts';
import { trialBalance } from '../src/modules/ledger/trial-balance.repository.ts';

const { values: args } = parseArgs({
  options: {
    racers: { type: 'string', default: '100' },
    transfers: { type: 'string', default: '20000' },
    lots: { type: 'string', default: '20000' },
  },
});
const RACERS = Number(args.racers);
const TRANSFERS = Number(args.transfers);
const LOTS = Number(args.lots);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  let now = new Date('2026-06-01T00:00:00Z');
  const t = await createTestApp();
  const db = t.database.db;
  const ledger = ledgerOn(db, () => now);
  const newUser = async (email: string) =>
    (await db.insert(users).values({ email, passwordHash: 'x', firstName: 'B' }).returning({ id: users.id }))[0]!.id;
  console.log(`ledger bench on ${t.database.kind}`);
  try {
    // 1. the race
    const racer = await newUser('racer@bench.test');
    await ledger.creditRedcash({
      userId: racer,
      currency: 'IDR',
      amount: 100_000,
      kind: 'opening',
      from: 'opening',
      key: 'bench:race',
    });
    const times: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, async (_, i) => {
        const started = performance.now();
        try {
          return await ledger.reserveRedcash({
            userId: racer,
            currency: 'IDR',
            amount: 30_000,
            key: `bench:race:${i}`,
          });
        } finally {
          times.push(performance.now() - started);
        }
      }),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'REDCASH_INSUFFICIENT',
    ).length;
    console.log(
      `race: ${RACERS} spends of 30,000 from 100,000 → reserved ${won}, refused ${refused}, other ${RACERS - won - refused}; ` +
        `left ${(await ledger.balances(racer, 'IDR')).redcash}; spend p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}`,
    );

    // 2. transfers per second
    const member = await newUser('member@bench.test');
    const credit = (i: number, tx?: Db) =>
      ledger.creditRedcash(
        { userId: member, currency: 'IDR', amount: 100, kind: 'cashback', from: 'cashback', key: `bench:c:${i}` },
        tx,
      );
    const single = Math.min(TRANSFERS, 2000);
    let started = performance.now();
    for (let i = 0; i < single; i += 1) await credit(i);
    const singleRate = single / ((performance.now() - started) / 1000);
    started = performance.now();
    for (let i = single; i < TRANSFERS; i += 100)
      await db.transaction(async (tx) => {
        for (let j = i; j < Math.min(i + 100, TRANSFERS); j += 1) await credit(j, tx as unknown as Db);
      });
    const batchRate = (TRANSFERS - single) / ((performance.now() - started) / 1000);
    console.log(
      `transfers: ${single} one per transaction at ${singleRate.toFixed(0)}/s; ${TRANSFERS - single} in batches of 100 at ${batchRate.toFixed(0)}/s`,
    );

    // 3. a balance read over all of it
    const reads: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const s = performance.now();
      await ledger.balances(member, 'IDR');
      reads.push(performance.now() - s);
    }
    console.log(`balance read (a wallet of ${TRANSFERS} lots): p50 ${ms(pct(reads, 50))}, p95 ${ms(pct(reads, 95))}`);

    // 4. the expiry job
    now = new Date(now.getTime() + 200 * 86_400_000);
    started = performance.now();
    let expired = 0;
    for (;;) {
      const run = await ledger.expireLots(1000);
      expired += run.lots;
      if (run.lots === 0 || expired >= LOTS) break;
    }
    console.log(`expiry: ${expired} lots past their day in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // 5. one completion delivered 10 times
    const guest = await newUser('guest@bench.test');
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, () =>
        ledger.creditRedcash({
          userId: guest,
          currency: 'IDR',
          amount: 5_000,
          kind: 'cashback',
          from: 'cashback',
          key: 'cashback:4242',
        }),
      ),
    ).catch(async () => [] as Array<{ created: boolean }>);
    console.log(
      `one completion delivered 10 times: ${deliveries.filter((d) => d.created).length} credit, wallet ${(await ledger.balances(guest, 'IDR')).redcash}`,
    );

    // 6. the trial balance
    started = performance.now();
    const tb = await trialBalance(db);
    console.log(
      `trial balance: ${tb.ok ? 'ok' : 'NOT OK'} over ${tb.transfers} transfers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await t.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
