/**
 * A deadlock (40P01) or serialization failure (40001) is PostgreSQL asking for the transaction to
 * be run again: every `db.transaction` is, a bounded number of times, and what still fails after
 * that answers 409 BUSY_TRY_AGAIN with Retry-After, never a 5xx. With DATABASE_URL, real deadlocks
 * and write skew between two connections.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/env.ts';
import { registerErrorHandling } from '../errors.ts';
import { createDatabase, rowsOf, type Db } from './client.ts';
import { TRANSACTION_ATTEMPTS, withTransactionRetry } from './transaction-retry.ts';

const config = loadConfig(undefined, { dataDir: 'memory' });
const pgOnly = { skip: !config.databaseUrl && 'needs DATABASE_URL (PostgreSQL)' };

/** what drizzle throws around the driver's error: the SQLSTATE a cause down */
const driverError = (code: string) =>
  new Error('Failed query: update inventory …', {
    cause: Object.assign(new Error(code === '40P01' ? 'deadlock detected' : 'could not serialize access'), { code }),
  });

/** a driver whose transactions fail with `codes` in turn, then run */
function fakeDb(codes: string[]) {
  const calls = { n: 0 };
  const db = {
    async transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> {
      calls.n += 1;
      const code = codes.shift();
      if (code) throw driverError(code);
      return fn({});
    },
  };
  return { db: withTransactionRetry(db as unknown as Db, { delayMs: () => 0 }), calls };
}

test('a deadlock or serialization failure runs the whole transaction again; the answer is the run that committed', async () => {
  const { db, calls } = fakeDb(['40P01', '40001']);
  assert.equal(await db.transaction(async () => 'booked'), 'booked');
  assert.equal(calls.n, 3);
});

test('other errors are not run again, and the tries are bounded: the last conflict is thrown as it came', async () => {
  const unique = fakeDb(['23505']);
  await assert.rejects(
    unique.db.transaction(async () => 'x'),
    (e: Error) => (e.cause as { code: string }).code === '23505',
  );
  assert.equal(unique.calls.n, 1);
  const busy = fakeDb(Array.from({ length: TRANSACTION_ATTEMPTS + 2 }, () => '40P01'));
  await assert.rejects(
    busy.db.transaction(async () => 'x'),
    (e: Error) => (e.cause as { code: string }).code === '40P01',
  );
  assert.equal(busy.calls.n, TRANSACTION_ATTEMPTS);
});

test('a deadlock or serialization failure that still reaches a route answers 409 BUSY_TRY_AGAIN with Retry-After, no internals', async () => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/deadlock', async () => {
    throw driverError('40P01');
  });
  app.get('/serialization', async () => {
    throw driverError('40001');
  });
  await app.ready();
  for (const url of ['/deadlock', '/serialization']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json<{ code: string }>().code, 'BUSY_TRY_AGAIN');
    assert.match(res.json<{ message: string }>().message, /try again/i);
    assert.equal(res.headers['retry-after'], '1');
    assert.doesNotMatch(res.body, /deadlock|serialize|inventory|Failed query/);
  }
  await app.close();
});

/** a table of its own on the test server, two rows at 0, dropped after */
async function withProbe(fn: (db: Db, table: string) => Promise<void>) {
  const database = await createDatabase(config);
  const table = `tx_retry_probe_${crypto.randomBytes(4).toString('hex')}`;
  try {
    await database.db.execute(sql.raw(`create table ${table} (id int primary key, n int not null)`));
    await database.db.execute(sql.raw(`insert into ${table} values (1, 0), (2, 0)`));
    await fn(database.db, table);
  } finally {
    await database.db.execute(sql.raw(`drop table if exists ${table}`));
    await database.close();
  }
}
/**
 * Which transaction PostgreSQL picks as the victim, and whether its rerun meets the other again, is
 * not promised: the victim's rerun may take a row back before the survivor's backend has woken to
 * take it (seen on a loaded machine: a second deadlock, four runs in all). What is promised: one
 * was refused and run again, each ran at most TRANSACTION_ATTEMPTS times, both committed once.
 */
function assertRetriedAndBothCommitted(runs: { a: number; b: number }) {
  assert.ok(runs.a + runs.b >= 3, `one ran again: ${JSON.stringify(runs)}`);
  assert.ok(
    runs.a <= TRANSACTION_ATTEMPTS && runs.b <= TRANSACTION_ATTEMPTS,
    `within the bound: ${JSON.stringify(runs)}`,
  );
}
/** both callers wait here until the other arrives (on their first run only) */
function meeting() {
  let arrived = 0;
  let open!: () => void;
  const both = new Promise<void>((resolve) => {
    open = resolve;
  });
  return async () => {
    arrived += 1;
    if (arrived === 2) open();
    await both;
  };
}

test(
  'two transactions that lock two rows crosswise on PostgreSQL both commit: the one it picks as the deadlock victim is run again',
  pgOnly,
  async () => {
    await withProbe(async (db, table) => {
      const runs = { a: 0, b: 0 };
      const meet = meeting();
      const crosswise = (name: 'a' | 'b', first: number, second: number) =>
        db.transaction(async (tx) => {
          runs[name] += 1;
          await tx.execute(sql.raw(`update ${table} set n = n + 1 where id = ${first}`));
          if (runs[name] === 1) await meet();
          await tx.execute(sql.raw(`update ${table} set n = n + 1 where id = ${second}`));
        });
      await Promise.all([crosswise('a', 1, 2), crosswise('b', 2, 1)]);
      assertRetriedAndBothCommitted(runs);
      const rows = rowsOf<{ n: number }>(await db.execute(sql.raw(`select n from ${table} order by id`)));
      assert.deepEqual(
        rows.map((r) => r.n),
        [2, 2],
        'each committed once',
      );
    });
  },
);

test(
  'two serializable transactions that each read what the other writes both commit on PostgreSQL: the one refused (40001) is run again',
  pgOnly,
  async () => {
    await withProbe(async (db, table) => {
      const runs = { a: 0, b: 0 };
      const meet = meeting();
      const skew = (name: 'a' | 'b', row: number) =>
        db.transaction(
          async (tx) => {
            runs[name] += 1;
            const [{ total }] = rowsOf<{ total: number }>(
              await tx.execute(sql.raw(`select sum(n)::int as total from ${table}`)),
            ) as [{ total: number }];
            if (runs[name] === 1) await meet();
            await tx.execute(sql.raw(`update ${table} set n = ${total + 1} where id = ${row}`));
          },
          { isolationLevel: 'serializable' },
        );
      await Promise.all([skew('a', 1), skew('b', 2)]);
      assertRetriedAndBothCommitted(runs);
      const rows = rowsOf<{ n: number }>(await db.execute(sql.raw(`select n from ${table} order by n`)));
      assert.deepEqual(
        rows.map((r) => r.n),
        [1, 2],
        'as if one ran after the other',
      );
    });
  },
);
