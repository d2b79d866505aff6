/**
 * Refer and earn as members meet it: a member's code; a friend who signs up with it gets a welcome
 * reward; the member gets redcash after the friend's first completed stay, once; one's own code,
 * an unknown one, a friend who booked before and credits over the monthly cap are refused.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, MyRewards, RedcashHistory, Referral, ReferralJoin } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
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
import { pickBookableRoom, type RoomPick } from '../booking/booking-test-kit.ts';
import { createStayCompletionRepository } from '../booking/stay-completion.repository.ts';
import { createStayCompletion, type StayCompletion } from '../booking/stay-completion.ts';
import { createUserRepository } from '../account/user.repository.ts';
import { createReferralRepository } from './referral.repository.ts';
import { createReferralService } from './referral.service.ts';

const TODAY = '2026-03-10';
/** Rp 50.000 in minor units */
const CREDIT = 5_000_000;
let kit: CatalogTestApp & { clock: TestClock };
let stays: StayCompletion;
let pick: RoomPick;
const stay = twoNightStay(TODAY);
const referralOf = async (token: string) => (await call(kit.app, 'referral', { token })).json<Referral>();
/** a confirmed stay of the member, completed at once by the operator's command */
const stayAndComplete = async (token: string, email: string, day: number) => {
  const res = await call(kit.app, 'bookNow', {
    token,
    body: {
      ...pick,
      ...stay(day),
      first_name: 'Dewi',
      email,
      phone: '+62 812 0000 1111',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const b = res.json<Booking>();
  await kit.database.db.execute(
    sql`update bookings set status = 'confirmed', hold_expires_at = null where id = ${b.id}`,
  );
  await stays.completeNow(b.id);
  return b;
};

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  const db = kit.database.db;
  const now = () => kit.clock.now;
  const ledger = ledgerOn(db, now);
  const transaction = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db));
  const users = createUserRepository(db);
  const referrals = createReferralService({
    repo: createReferralRepository(db),
    ledger,
    users: { find: (id) => users.findById(id) },
    transaction,
    now,
  });
  stays = createStayCompletion({
    repo: createStayCompletionRepository(),
    ledger,
    transaction,
    rates: REFERENCE_EXCHANGE_RATES.rates,
    onCompleted: (tx, userId) => referrals.onStayCompleted(tx, userId),
    now,
  });
  pick = (await pickBookableRoom(kit, stay(3)))!;
  assert.ok(pick);
});
after(async () => {
  await kit?.close();
});

test('a guest reads the rules; a member gets one code, the same every time', async () => {
  const guest = (
    await call(kit.app, 'referral', { token: await kit.guestToken(), query: { country: 'sg' } })
  ).json<Referral>();
  assert.deepEqual(guest.friend_reward, { amount: 400, currency: 'SGD' });
  assert.deepEqual([guest.code, guest.friends, guest.earned], [null, null, null]);

  const m = await kit.signUp('ref.owner@example.test');
  const first = await referralOf(m.token);
  assert.match(first.code ?? '', /^[A-HJ-NP-Z2-9]{8}$/);
  assert.equal((await referralOf(m.token)).code, first.code);
  assert.deepEqual(first.referrer_credit, { amount: CREDIT, currency: 'IDR' });
  assert.deepEqual(first.friends, { joined: 0, credited: 0, refused: 0 });
});

test("a friend signs up with the code, gets the welcome reward, and the member is credited after the friend's first stay, once", async () => {
  const owner = await kit.signUp('ref.earner@example.test');
  const code = (await referralOf(owner.token)).code!;
  const friend = await kit.signUp('ref.friend@example.test', { referral_code: code.toLowerCase() });
  const rewards = rowsOf<{ source: string; amount_minor: number; currency: string }>(
    await kit.database.db.execute(
      sql`select source, amount_minor, currency from mkt_rewards where user_id = ${friend.id}`,
    ),
  );
  assert.deepEqual(rewards, [{ source: 'referral', amount_minor: CREDIT, currency: 'IDR' }]);
  assert.deepEqual((await referralOf(owner.token)).friends, { joined: 1, credited: 0, refused: 0 });
  const mine = (await call(kit.app, 'myRewards', { token: friend.token })).json<MyRewards>();
  assert.deepEqual(
    mine.rewards.map((r) => [r.source, r.kind, r.amount, r.currency, r.state, r.booking_code]),
    [['referral', 'fixed', CREDIT, 'IDR', 'usable', null]],
    "the friend's rewards page lists the welcome reward, ready to use",
  );

  await stayAndComplete(friend.token, 'ref.friend@example.test', 3);
  await stayAndComplete(friend.token, 'ref.friend@example.test', 6);
  const after = await referralOf(owner.token);
  assert.deepEqual(after.friends, { joined: 0, credited: 1, refused: 0 });
  assert.deepEqual(after.earned, { amount: CREDIT, currency: 'IDR' });
  const history = (await call(kit.app, 'redcashHistory', { token: owner.token })).json<RedcashHistory>();
  assert.deepEqual(
    history.lines.map((l) => [l.kind, l.amount, l.booking_code]),
    [['referral', CREDIT, null]],
    "credited once, and the friend's booking is not shown to the member",
  );
  const tb = await trialBalance(kit.database.db);
  assert.equal(tb.ok, true, JSON.stringify(tb.mismatches));
});

test("refused in words: an unknown code, one's own, a member who booked before, a second code", async () => {
  const owner = await kit.signUp('ref.self@example.test', { phone: '0812 3333 4444' });
  await kit.database.db.execute(sql`update users set phone_verified_at = now() where id = ${owner.id}`);
  const code = (await referralOf(owner.token)).code!;

  const unknown = await call(kit.app, 'applyReferralCode', { token: owner.token, body: { referral_code: 'ZZZZ9999' } });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().code, 'REFERRAL_NOT_FOUND');
  const own = await call(kit.app, 'applyReferralCode', { token: owner.token, body: { referral_code: code } });
  assert.equal(own.statusCode, 409);
  assert.equal(own.json().code, 'SELF_REFERRAL');
  // a second account on the owner's verified phone is the owner again
  const signUp = await call(kit.app, 'signup', {
    token: await kit.guestToken(),
    body: {
      first_name: 'Alt',
      email: 'ref.alt@example.test',
      password: 'Secret123',
      phone: '+62 812 3333 4444',
      referral_code: code,
    },
  });
  assert.equal(signUp.statusCode, 409, signUp.body);
  assert.equal(signUp.json().code, 'SELF_REFERRAL');

  const booked = await kit.signUp('ref.booked@example.test');
  await stayAndComplete(booked.token, 'ref.booked@example.test', 9);
  const late = await call(kit.app, 'applyReferralCode', { token: booked.token, body: { referral_code: code } });
  assert.equal(late.statusCode, 409);
  assert.equal(late.json().code, 'REFERRAL_NOT_NEW');

  const fresh = await kit.signUp('ref.fresh@example.test');
  const joined = await call(kit.app, 'applyReferralCode', { token: fresh.token, body: { referral_code: code } });
  assert.equal(joined.statusCode, 200, joined.body);
  assert.equal(joined.json<ReferralJoin>().reward?.amount, CREDIT);
  const again = await call(kit.app, 'applyReferralCode', { token: fresh.token, body: { referral_code: code } });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().code, 'REFERRAL_ALREADY_USED');
});

test('over ten credits in a month the referral is refused, and the friend keeps their reward', async () => {
  const owner = await kit.signUp('ref.busy@example.test');
  const code = (await referralOf(owner.token)).code!;
  // ten credits already this month
  const ownerId = owner.id;
  for (let i = 0; i < 10; i++) {
    const f = await kit.signUp(`ref.busy.f${i}@example.test`);
    await kit.database.db.execute(
      sql`insert into referrals (referrer_id, friend_id, status, credited_at) values (${ownerId}, ${f.id}, 'credited', ${kit.clock.now.toISOString()}::timestamptz)`,
    );
  }
  const eleventh = await kit.signUp('ref.busy.late@example.test', { referral_code: code });
  await stayAndComplete(eleventh.token, 'ref.busy.late@example.test', 12);
  const after = await referralOf(owner.token);
  assert.deepEqual(after.friends, { joined: 0, credited: 10, refused: 1 });
  assert.equal(after.earned?.amount, 0, 'no redcash moved for the refused one');
});
