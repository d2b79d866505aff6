/**
 * A stay that is over completes the day after check-out at the hotel, and its member earns cash back
 * (5 %, 10 % for a club member, in their home currency, rounded down) and points by tier, once; a
 * guest's stay completes and earns nothing; a stay whose check-out day is not over waits.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, RedcashBalance } from '@rednest/shared/contracts/dto';
import { convertMinorDown } from '@rednest/shared/format';
import { call, decryptAes } from '../../../test/http.ts';
import {
  createCatalogTestApp,
  type CatalogTestApp,
  type TestClock,
  twoNightStay,
} from '../../../test/catalog-test-kit.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { ledgerOn } from '../ledger/ledger-on.ts';
import { trialBalance } from '../ledger/trial-balance.repository.ts';
import { REFERENCE_EXCHANGE_RATES } from '../site/site.data.ts';
import { pickBookableRoom, type RoomPick } from './booking-test-kit.ts';
import { createStayCompletionRepository } from './stay-completion.repository.ts';
import { createStayCompletion, type StayCompletion } from './stay-completion.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let stays: StayCompletion;
let pick: RoomPick;
const stay = twoNightStay(TODAY);

const book = async (token: string, day: number) => {
  const res = await call(kit.app, 'bookNow', {
    token,
    body: {
      ...pick,
      ...stay(day),
      first_name: 'Rina',
      email: 'rina.stays@example.test',
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const b = res.json<Booking>();
  await kit.database.db.execute(
    sql`update bookings set status = 'confirmed', hold_expires_at = null where id = ${b.id}`,
  );
  return b;
};
const statusOf = async (id: number) =>
  rowsOf<{ status: string }>(await kit.database.db.execute(sql`select status from bookings where id = ${id}`))[0]
    ?.status;
const wallet = async (token: string) => (await call(kit.app, 'redcashBalance', { token })).json<RedcashBalance>();
/** the hotel's clock: Jakarta is UTC+7, so 17:00 UTC is midnight there */
const at = (day: string, utcHour: number) => new Date(`${day}T${String(utcHour).padStart(2, '0')}:00:00Z`);
const iso = (stayDay: string) => stayDay.split('-').reverse().join('-');

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  const db = kit.database.db;
  stays = createStayCompletion({
    repo: createStayCompletionRepository(),
    ledger: ledgerOn(db, () => kit.clock.now),
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    rates: REFERENCE_EXCHANGE_RATES.rates,
    now: () => kit.clock.now,
  });
  pick = (await pickBookableRoom(kit, stay(3)))!;
  assert.ok(pick);
});
after(async () => {
  await kit?.close();
});

test('the day after check-out at the hotel the stay completes: 5 % cash back and the tier’s points, once', async () => {
  const member = await kit.signUp('stays.member@example.test');
  const club = await kit.signUp('stays.club@example.test');
  await kit.database.db.execute(sql`update users set loyalty_tier = 'diamond' where id = ${club.id}`);
  await kit.database.db
    .execute(sql`insert into club_memberships (user_id, plan_id, status, starts_on, ends_on, price_minor, currency)
    select ${club.id}, id, 'active', ${TODAY}::date, ${TODAY}::date + 365, price_minor, currency from club_plans
    where country = 'id' order by "order" limit 1`);
  const mine = await book(member.token, 3);
  const theirs = await book(club.token, 3);
  const guest = await book(await kit.guestToken(), 3);
  const checkOut = iso(stay(3).check_out_date);

  // check-out day, 23:00 at the hotel: not over yet
  kit.clock.now = at(checkOut, 16);
  assert.deepEqual(await stays.completeDue(), []);
  assert.equal(await statusOf(mine.id), 'confirmed');

  // 00:30 the next day at the hotel
  kit.clock.now = new Date(at(checkOut, 17).getTime() + 30 * 60_000);
  const earned = await stays.completeDue();
  const byId = new Map(earned.map((e) => [e.bookingId, e]));
  assert.deepEqual(byId.get(mine.id), {
    bookingId: mine.id,
    cashback: Math.floor((mine.total * 5) / 100),
    currency: 'IDR',
    points: 2,
    tierUp: null,
  });
  assert.deepEqual(byId.get(theirs.id), {
    bookingId: theirs.id,
    cashback: Math.floor((theirs.total * 10) / 100),
    currency: 'IDR',
    points: 4,
    tierUp: null,
  });
  assert.deepEqual(byId.get(guest.id), { bookingId: guest.id, cashback: 0, currency: null, points: 0, tierUp: null });
  for (const b of [mine, theirs, guest]) assert.equal(await statusOf(b.id), 'completed');

  const w = await wallet(member.token);
  assert.equal(w.redcash_balance, Math.floor((mine.total * 5) / 100));
  assert.equal(w.point_balance, 2);
  assert.ok(w.expiring[0]!.expires_at > at('2026-09-01', 0).toISOString(), 'a lot of 180 days');

  // run again, or the operator's command on a completed stay: nothing more
  assert.deepEqual(await stays.completeDue(), []);
  assert.equal(await stays.completeNow(mine.id), null);
  assert.equal((await wallet(member.token)).redcash_balance, w.redcash_balance);
  assert.equal((await trialBalance(kit.database.db)).ok, true);
});

test("the operator's command completes a stay at once; a member in Thailand earns baht, rounded down", async () => {
  kit.clock.now = new Date(`${TODAY}T05:00:00Z`);
  const thai = await kit.signUp('stays.thai@example.test');
  await kit.database.db.execute(sql`update users set country_code = 'th' where id = ${thai.id}`);
  const b = await book(thai.token, 5);
  const earned = await stays.completeNow(b.id);
  const expected = convertMinorDown(Math.floor((b.total * 5) / 100), 'IDR', 'THB', REFERENCE_EXCHANGE_RATES.rates)!;
  assert.deepEqual(earned, { bookingId: b.id, cashback: expected, currency: 'THB', points: 2, tierUp: null });
  const w = await wallet(thai.token);
  assert.deepEqual([w.currency, w.redcash_balance], ['THB', expected]);
  assert.equal(await statusOf(b.id), 'completed');
});

test('the third completed stay in 24 months makes a bronze member silver, and the profile says so', async () => {
  kit.clock.now = new Date(`${TODAY}T05:00:00Z`);
  const m = await kit.signUp('stays.climber@example.test');
  const ups = [];
  for (const day of [7, 9, 11]) ups.push((await stays.completeNow((await book(m.token, day)).id))?.tierUp);
  assert.deepEqual(ups, [null, null, 'silver']);
  const profile = await call(kit.app, 'profile', { token: m.token });
  assert.equal(decryptAes<{ loyalty_tier: string }>(profile).loyalty_tier, 'silver');
});
