/**
 * Paying part of a stay with redcash, as a member and an auditor see it: the summary offers what the
 * wallet holds up to 30% of the stay, book_now reserves it, paying spends it, an unpaid hold that ends
 * gives it back, cancelling a paid booking returns it with its expiry; a guest, a wallet in another
 * currency and a wallet emptied meanwhile are refused in words; the trial balance agrees throughout.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, BookingSummary, RedcashBalance, RedcashHistory } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import {
  createCatalogTestApp,
  type CatalogTestApp,
  type TestClock,
  twoNightStay,
} from '../../../test/catalog-test-kit.ts';
import { rowsOf } from '../../db/client.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { trialBalance } from '../ledger/trial-balance.repository.ts';
import { pickBookableRoom, type RoomPick } from './booking-test-kit.ts';
import { ledgerOn } from '../ledger/ledger-on.ts';

const TODAY = '2026-03-10';
/** enough for two stays' 30% */
const WALLET = 100_000_000;
let kit: CatalogTestApp & { clock: TestClock };
let ledger: Ledger;
let pick: RoomPick;
const stay = twoNightStay(TODAY);

const member = async (email: string, redcash: number) => {
  const m = await kit.signUp(email);
  if (redcash > 0)
    await ledger.creditRedcash({
      userId: m.id,
      currency: 'IDR',
      amount: redcash,
      kind: 'cashback',
      from: 'cashback',
      key: `test:${email}`,
      expiresAt: new Date(Date.UTC(2026, 8, 1)),
    });
  return m;
};
const summaryOf = (token: string, extra: Record<string, unknown> = {}) =>
  call(kit.app, 'bookingSummary', { token, body: { ...pick, ...stay(10), ...extra } });
const wallet = async (token: string) => (await call(kit.app, 'redcashBalance', { token })).json<RedcashBalance>();
const book = (token: string, extra: Record<string, unknown> = {}) =>
  call(kit.app, 'bookNow', {
    token,
    body: {
      ...pick,
      ...stay(10),
      first_name: 'Ayu',
      last_name: 'Lestari',
      email: 'ayu.redcash@example.test',
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
      ...extra,
    },
  });
const setStatus = (id: number, status: string) =>
  kit.database.db.execute(sql`update bookings set status = ${status}, hold_expires_at = null where id = ${id}`);

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  const db = kit.database.db;
  ledger = ledgerOn(db, () => kit.clock.now);
  pick = (await pickBookableRoom(kit, stay(10)))!;
  assert.ok(pick);
});
after(async () => {
  await kit?.close();
});

test('the summary offers the wallet up to 30% of the stay; chosen, it is a redcash line off the total', async () => {
  const rich = await member('rich@example.test', 100_000_000);
  const offered = (await summaryOf(rich.token)).json<BookingSummary>();
  const cap = Math.floor((offered.stay_total * 30) / 100);
  assert.deepEqual(offered.redcash, { currency: 'IDR', available: 100_000_000, usable: cap });
  assert.ok(!offered.adjustments.some((a) => a.kind === 'redcash'), 'offered, not applied');

  const applied = (await summaryOf(rich.token, { use_redcash: true })).json<BookingSummary>();
  const line = applied.adjustments.find((a) => a.kind === 'redcash');
  assert.equal(line?.amount, -cap);
  assert.equal(applied.total, offered.total - cap);
  // removed again: the same summary as before
  const removed = await call(kit.app, 'removeRedcash', {
    token: rich.token,
    body: { ...pick, ...stay(10), use_redcash: true },
  });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.equal(removed.json<BookingSummary>().total, offered.total);

  const poor = await member('poor@example.test', 1_000);
  const small = (await summaryOf(poor.token, { use_redcash: true })).json<BookingSummary>();
  assert.equal(small.adjustments.find((a) => a.kind === 'redcash')?.amount, -1_000, 'a small wallet pays all it holds');
});

test('a guest, an empty wallet and a wallet in another currency are refused in words', async () => {
  const guest = await summaryOf(await kit.guestToken(), { use_redcash: true });
  assert.equal(guest.statusCode, 403);
  assert.equal(guest.json().code, 'REDCASH_SIGN_IN');
  assert.equal((await summaryOf(await kit.guestToken())).json<BookingSummary>().redcash, null);

  const empty = await member('empty@example.test', 0);
  const none = await summaryOf(empty.token, { use_redcash: true });
  assert.equal(none.statusCode, 409);
  assert.equal(none.json().code, 'REDCASH_EMPTY');

  const thai = await member('thai@example.test', 0);
  await kit.database.db.execute(sql`update users set country_code = 'th' where id = ${thai.id}`);
  await ledger.creditRedcash({
    userId: thai.id,
    currency: 'THB',
    amount: 50_000,
    kind: 'cashback',
    from: 'cashback',
    key: 'test:thai',
  });
  const other = await summaryOf(thai.token, { use_redcash: true });
  assert.equal(other.statusCode, 409);
  assert.equal(other.json().code, 'REDCASH_CURRENCY');
  assert.match(other.json().message, /IDR/);
});

test('book_now reserves it; paid it is spent, an ended hold gives it back, a cancelled paid booking returns it', async () => {
  const m = await member('spender@example.test', WALLET);
  const paid = await book(m.token, { use_redcash: true });
  assert.equal(paid.statusCode, 201, paid.body);
  const booking = paid.json<Booking>();
  const spent = -booking.adjustments.find((a) => a.kind === 'redcash')!.amount;
  assert.ok(spent > 0);
  assert.deepEqual([(await wallet(m.token)).redcash_balance, (await wallet(m.token)).on_hold], [WALLET - spent, spent]);
  await setStatus(booking.id, 'confirmed');
  assert.deepEqual([(await wallet(m.token)).redcash_balance, (await wallet(m.token)).on_hold], [WALLET - spent, 0]);

  const again = await book(m.token, { use_redcash: true, ...stay(12) });
  assert.equal(again.statusCode, 201, again.body);
  const held = again.json<Booking>();
  const second = -held.adjustments.find((a) => a.kind === 'redcash')!.amount;
  assert.equal((await wallet(m.token)).redcash_balance, WALLET - spent - second);
  await setStatus(held.id, 'cancelled');
  assert.equal((await wallet(m.token)).redcash_balance, WALLET - spent, 'the ended hold gave it back');

  await setStatus(booking.id, 'cancelled');
  await setStatus(booking.id, 'cancelled');
  assert.equal((await wallet(m.token)).redcash_balance, WALLET, 'the cancelled paid booking returned it, once');
  const history = (await call(kit.app, 'redcashHistory', { token: m.token })).json<RedcashHistory>();
  assert.deepEqual(
    history.lines.map((l) => [l.kind, l.amount, l.pending]),
    [
      ['spend_return', spent, false],
      ['spend', -spent, false],
      ['cashback', WALLET, false],
    ],
  );
  assert.ok(history.lines[0]!.expires_at! >= '2026-09-01', 'returned with the expiry it had');
  const tb = await trialBalance(kit.database.db);
  assert.equal(tb.ok, true, JSON.stringify(tb.mismatches));
});

test('a wallet emptied between the summary and book_now: 409 REDCASH_CHANGED, nothing booked or held', async () => {
  const m = await member('racer@example.test', 200_000);
  const seen = (await summaryOf(m.token, { use_redcash: true })).json<BookingSummary>();
  assert.ok(seen.adjustments.some((a) => a.kind === 'redcash'));
  // spent elsewhere meanwhile (another tab's booking)
  await ledger.reserveRedcash({ userId: m.id, currency: 'IDR', amount: 190_000, key: 'elsewhere' });
  const shown = -seen.adjustments.find((a) => a.kind === 'redcash')!.amount;
  const res = await book(m.token, { use_redcash: true, redcash_amount: shown });
  assert.equal(res.statusCode, 409, res.body);
  assert.equal(res.json().code, 'REDCASH_CHANGED');
  assert.match(res.json().message, /balance changed/);
  const [made] = rowsOf<{ n: number }>(
    await kit.database.db.execute(sql`select count(*)::int as n from bookings where user_id = ${m.id}`),
  );
  assert.equal(made?.n, 0, 'no booking was made');
  // what is left is what the wallet holds now
  assert.equal((await wallet(m.token)).redcash_balance, 10_000);
});
