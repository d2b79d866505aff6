/**
 * The member's wallet over HTTP: redcash_balance answers what the ledger holds for the caller (and
 * only them), redcash_history explains every movement in words a page can show.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RedcashBalance, RedcashHistory } from '@rednest/shared/contracts/dto';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, guestToken } from '../../../test/http.ts';
import type { Ledger } from './ledger.service.ts';
import { ledgerOn } from './ledger-on.ts';

let t: TestApp;
let ledger: Ledger;
let now = new Date();
const DAY = 86_400_000;

const signUp = async (email: string, country?: string) => {
  const res = await call(t.app, 'signup', {
    token: await guestToken(t.app),
    body: { first_name: 'Wallet', email, password: 'Secret123', ...(country ? { country_code: country } : {}) },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<{ id: number; access_token: string }>();
};

before(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ledger = ledgerOn(db, () => now);
});
after(async () => {
  await t?.close();
});

test("redcash_balance: the caller's wallet, what holds keep, the soonest to expire; a guest is refused", async () => {
  const me = await signUp('wallet.me@example.test');
  const other = await signUp('wallet.other@example.test');
  const credit = (userId: number, key: string, amount: number, days: number) =>
    ledger.creditRedcash({
      userId,
      currency: 'IDR',
      amount,
      kind: 'cashback',
      from: 'cashback',
      key,
      expiresAt: new Date(now.getTime() + days * DAY),
    });
  await credit(me.id, 'w:1', 30_000, 90);
  await credit(me.id, 'w:2', 12_000, 10);
  await credit(other.id, 'w:3', 99_000, 10);
  await ledger.creditPoints({ userId: me.id, amount: 40, kind: 'stay', key: 'w:p' });
  await ledger.reserveRedcash({
    userId: me.id,
    currency: 'IDR',
    amount: 15_000,
    key: 'booking:41:redcash',
    reference: 'booking:41',
  });

  const res = await call(t.app, 'redcashBalance', { token: me.access_token });
  assert.equal(res.statusCode, 200, res.body);
  const wallet = res.json<RedcashBalance>();
  assert.deepEqual(
    { ...wallet, expiring: wallet.expiring.map((e) => e.amount) },
    {
      currency: 'IDR',
      redcash_balance: 27_000,
      converted_redcash_balance: 27_000,
      redcash_conversion_unit: 1,
      on_hold: 15_000,
      // the 10-day lot went first into the hold: 3,000 of the 90-day one is held too
      expiring: [27_000],
      point_balance: 40,
    },
  );
  assert.equal((await call(t.app, 'redcashBalance', { token: await guestToken(t.app) })).statusCode, 401);
});

test('redcash_history: each movement once, newest first, a held spend pending, a voided one gone, an expiry explained', async () => {
  const me = await signUp('history.me@example.test');
  await ledger.creditRedcash({
    userId: me.id,
    currency: 'IDR',
    amount: 50_000,
    kind: 'cashback',
    from: 'cashback',
    key: 'h:cashback:7',
    reference: 'booking:7',
    expiresAt: new Date(now.getTime() + 5 * DAY),
  });
  now = new Date(now.getTime() + 1000);
  await ledger.reserveRedcash({
    userId: me.id,
    currency: 'IDR',
    amount: 20_000,
    key: 'h:spend:8',
    reference: 'booking:8',
  });
  await ledger.postSpend('h:spend:8');
  now = new Date(now.getTime() + 1000);
  await ledger.reserveRedcash({
    userId: me.id,
    currency: 'IDR',
    amount: 5_000,
    key: 'h:spend:9',
    reference: 'booking:9',
  });
  await ledger.voidSpend('h:spend:9');
  now = new Date(now.getTime() + 1000);
  await ledger.reserveRedcash({
    userId: me.id,
    currency: 'IDR',
    amount: 7_000,
    key: 'h:spend:10',
    reference: 'booking:10',
  });
  now = new Date(now.getTime() + 6 * DAY);
  await ledger.expireLots();

  const res = await call(t.app, 'redcashHistory', { token: me.access_token });
  assert.equal(res.statusCode, 200, res.body);
  const history = res.json<RedcashHistory>();
  assert.deepEqual(
    history.lines.map((l) => [l.kind, l.amount, l.pending, l.booking_code, l.expires_at !== null]),
    [
      ['expiry', -23_000, false, null, false],
      ['spend', -7_000, true, 'RN000010', false],
      ['spend', -20_000, false, 'RN000008', false],
      ['cashback', 50_000, false, 'RN000007', true],
    ],
  );
  assert.equal(history.next_page, null);
  const refused = await call(t.app, 'redcashHistory', { token: me.access_token, query: { page: '0' } });
  assert.equal(refused.statusCode, 400);
});
