/**
 * The ledger as its callers and an auditor see it: credits land once per key, spends reserve the
 * soonest-expiring money and are posted or voided, a wallet never goes below zero however many
 * spends race for it, the database itself refuses to rewrite a transfer or overdraw a member, lots
 * expire, and the trial balance agrees after all of it (and notices an account changed by hand).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/platform.ts';
import { AppError } from '../../errors.ts';
import type { Ledger } from './ledger.service.ts';
import { trialBalance } from './trial-balance.repository.ts';
import { ledgerOn } from './ledger-on.ts';

let t: TestApp;
let db: Db;
let ledger: Ledger;
let now = new Date('2026-06-01T00:00:00Z');
const DAY = 86_400_000;

const newUser = async (email: string) => {
  const [row] = await db.insert(users).values({ email, passwordHash: 'x', firstName: 'L' }).returning({ id: users.id });
  return row!.id;
};
/** the database's own words, under the query error the driver wraps them in */
const dbRefused = (pattern: RegExp) => (error: unknown) =>
  pattern.test(`${(error as Error).message} ${((error as Error).cause as Error | undefined)?.message ?? ''}`);
const refusedWith = (code: string) => (error: unknown) => error instanceof AppError && error.code === code;

before(async () => {
  t = await createTestApp();
  db = t.database.db;
  ledger = ledgerOn(db, () => now);
});
after(async () => {
  await t?.close();
});

test('a credit lands once per key, and the balance is what the lots hold', async () => {
  const user = await newUser('credit@example.test');
  const credit = { userId: user, currency: 'IDR', amount: 50_000, kind: 'cashback', from: 'cashback' as const };
  assert.equal((await ledger.creditRedcash({ ...credit, key: 'cashback:1' })).created, true);
  // the same completion delivered again: nothing moves
  for (let i = 0; i < 9; i += 1)
    assert.equal((await ledger.creditRedcash({ ...credit, key: 'cashback:1' })).created, false);
  await ledger.creditRedcash({ ...credit, amount: 20_000, key: 'cashback:2' });
  assert.deepEqual(await ledger.balances(user, 'IDR'), { redcash: 70_000, points: 0 });
  assert.deepEqual(await ledger.balances(user, 'THB'), { redcash: 0, points: 0 });
});

test('a spend reserves the soonest-expiring lots first; posted it stays spent, voided it comes back', async () => {
  const user = await newUser('spend@example.test');
  const lot = (key: string, amount: number, days: number) =>
    ledger.creditRedcash({
      userId: user,
      currency: 'IDR',
      amount,
      kind: 'cashback',
      from: 'cashback',
      key,
      expiresAt: new Date(now.getTime() + days * DAY),
    });
  await lot('late', 40_000, 100);
  await lot('soon', 10_000, 5);
  const spend = { userId: user, currency: 'IDR', amount: 25_000, reference: 'booking:7' };
  assert.deepEqual(await ledger.reserveRedcash({ ...spend, key: 'spend:7' }), { reserved: 25_000 });
  // asked again (a retried book_now): the same reservation, not a second one
  assert.deepEqual(await ledger.reserveRedcash({ ...spend, key: 'spend:7' }), { reserved: 25_000 });
  assert.equal((await ledger.balances(user, 'IDR')).redcash, 25_000);
  const lots = rowsOf<{ code: string; free: number }>(
    await db.execute(
      sql`select code, (credits_posted - debits_posted - debits_pending)::int as free from ledger_accounts where user_id = ${user} order by expires_at`,
    ),
  );
  assert.deepEqual(
    lots.map((r) => [r.code.split(':').pop(), r.free]),
    [
      ['soon', 0],
      ['late', 25_000],
    ],
    'the lot expiring in 5 days went first',
  );

  assert.equal(await ledger.postSpend('spend:7'), 25_000);
  assert.equal(await ledger.postSpend('spend:7'), 0, 'posting twice moves nothing');
  assert.equal(await ledger.voidSpend('spend:7'), 0, 'a posted spend cannot be voided');
  assert.equal((await ledger.balances(user, 'IDR')).redcash, 25_000);

  await ledger.reserveRedcash({ ...spend, amount: 5_000, key: 'spend:8' });
  assert.equal((await ledger.balances(user, 'IDR')).redcash, 20_000);
  assert.equal(await ledger.voidSpend('spend:8'), 5_000);
  assert.equal((await ledger.balances(user, 'IDR')).redcash, 25_000, 'a voided hold gives the money back');

  await assert.rejects(
    ledger.reserveRedcash({ ...spend, amount: 25_001, key: 'spend:9' }),
    refusedWith('REDCASH_INSUFFICIENT'),
  );
  assert.equal((await ledger.balances(user, 'IDR')).redcash, 25_000, 'a refused spend reserves nothing');
});

test('100 spends race for one wallet: exactly as many as it covers succeed, and it ends at what is left', async () => {
  const user = await newUser('race@example.test');
  await ledger.creditRedcash({
    userId: user,
    currency: 'IDR',
    amount: 100_000,
    kind: 'opening',
    from: 'opening',
    key: 'race-opening',
  });
  const results = await Promise.allSettled(
    Array.from({ length: 100 }, (_, i) =>
      ledger.reserveRedcash({ userId: user, currency: 'IDR', amount: 30_000, key: `race:${i}` }),
    ),
  );
  const won = results.filter((r) => r.status === 'fulfilled').length;
  const refused = results.filter((r) => r.status === 'rejected' && refusedWith('REDCASH_INSUFFICIENT')(r.reason));
  assert.equal(won, 3);
  assert.equal(refused.length, 97, 'every other spend is refused in words, none fails otherwise');
  assert.equal((await ledger.balances(user, 'IDR')).redcash, 10_000);
});

test('the database refuses to change or delete a transfer, and to overdraw a member, whatever the code does', async () => {
  const user = await newUser('guard@example.test');
  await ledger.creditRedcash({
    userId: user,
    currency: 'IDR',
    amount: 1_000,
    kind: 'cashback',
    from: 'cashback',
    key: 'guard:1',
  });
  await assert.rejects(
    db.execute(sql`update ledger_transfers set amount = 1 where idempotency_key = 'guard:1'`),
    dbRefused(/append-only/),
  );
  await assert.rejects(
    db.execute(sql`delete from ledger_transfers where idempotency_key = 'guard:1'`),
    dbRefused(/append-only/),
  );
  await assert.rejects(db.execute(sql`truncate ledger_transfers`), dbRefused(/append-only/));
  await assert.rejects(
    db.execute(sql`update ledger_accounts set debits_posted = debits_posted + 1001 where user_id = ${user}`),
    dbRefused(/ledger_accounts_balance_ck/),
  );
  assert.equal((await ledger.balances(user, 'IDR')).redcash, 1_000);
});

test('points are credited and spent, never below zero', async () => {
  const user = await newUser('points@example.test');
  await ledger.creditPoints({ userId: user, amount: 120, kind: 'stay', key: 'points:stay:1' });
  await ledger.spendPoints({ userId: user, amount: 100, kind: 'door', key: 'points:door:1' });
  await assert.rejects(
    ledger.spendPoints({ userId: user, amount: 21, kind: 'door', key: 'points:door:2' }),
    refusedWith('POINTS_INSUFFICIENT'),
  );
  assert.equal((await ledger.balances(user, 'IDR')).points, 20);
});

test('what is left of a lot past its day expires; money a hold keeps does not, until the hold ends', async () => {
  const user = await newUser('expiry@example.test');
  await ledger.creditRedcash({
    userId: user,
    currency: 'THB',
    amount: 9_000,
    kind: 'cashback',
    from: 'cashback',
    key: 'expiry:lot',
    expiresAt: new Date(now.getTime() + 2 * DAY),
  });
  await ledger.reserveRedcash({ userId: user, currency: 'THB', amount: 4_000, key: 'expiry:hold' });
  const before = now;
  now = new Date(before.getTime() + 3 * DAY);
  try {
    assert.equal((await ledger.balances(user, 'THB')).redcash, 0, 'an expired lot is not spendable');
    const run = await ledger.expireLots();
    assert.ok(run.lots >= 1 && run.amount >= 5_000);
    assert.deepEqual(await ledger.expireLots(), { lots: 0, amount: 0 }, 'a second run finds nothing');
    await ledger.voidSpend('expiry:hold');
    const again = await ledger.expireLots();
    assert.deepEqual(again, { lots: 1, amount: 4_000 }, 'the hold given back to a lot past its day expires next');
  } finally {
    now = before;
  }
});

test('the trial balance agrees after all of the above, and names an account changed by hand', async () => {
  const tb = await trialBalance(db);
  assert.equal(tb.ok, true, JSON.stringify(tb, null, 2));
  assert.equal(tb.transfers, 22, 'every transfer the tests above made');
  assert.ok(tb.ledgers.some((l) => l.ledger === 'IDR' && l.membersHold > 0));
  await db.execute(
    sql`update ledger_accounts set credits_posted = credits_posted + 5 where code = 'lot:' || (select id from users where email = 'credit@example.test') || ':IDR:cashback:2'`,
  );
  const tampered = await trialBalance(db);
  assert.equal(tampered.ok, false);
  assert.deepEqual(
    tampered.mismatches.map((m) => m.code.split(':').slice(-2).join(':')),
    ['cashback:2'],
  );
});
