import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../config/env.ts';
import { createDatabase } from './client.ts';

const config = loadConfig(undefined, { dataDir: 'memory' });

test(
  'instances starting together take turns under the start-up lock',
  { skip: !config.databaseUrl && 'needs DATABASE_URL (PostgreSQL)' },
  async () => {
    // two API instances, two pools, one database
    const [a, b] = await Promise.all([createDatabase(config), createDatabase(config)]);
    try {
      const spans: Array<[number, number]> = [];
      const hold = (db: typeof a) =>
        db.withStartupLock(async () => {
          const start = performance.now();
          await new Promise((r) => setTimeout(r, 150));
          spans.push([start, performance.now()]);
        });
      await Promise.all([hold(a), hold(b)]);
      const [first, second] = spans.sort((x, y) => x[0] - y[0]) as [[number, number], [number, number]];
      assert.ok(second[0] >= first[1], 'the second instance waited for the first to finish');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  },
);

test('the lock hands back what the start-up work returns, and frees itself on failure', async () => {
  const db = await createDatabase(config);
  try {
    assert.equal(await db.withStartupLock(async () => 42), 42);
    await assert.rejects(
      db.withStartupLock(async () => {
        throw new Error('migration failed');
      }),
      /migration failed/,
    );
    // a failed start-up released the lock: the next one gets it
    assert.equal(await db.withStartupLock(async () => 'again'), 'again');
  } finally {
    await db.close();
  }
});
