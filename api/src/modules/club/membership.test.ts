/**
 * Club plans and memberships as a caller reads them: the site country's plans in order, a member's
 * membership covering today on their home calendar (midnight in Jakarta, not UTC), renewals that
 * follow on, and the profile's club_member and user_club_membership_id following the same rows.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { ClubLoyaltyPlans, ClubMember, UserInfo } from '@rednest/shared/contracts/dto';
import { call, decryptAes } from '../../../test/http.ts';
import { createCatalogTestApp, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { rowsOf } from '../../db/client.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };

const planOf = async (country: string) =>
  rowsOf<{ id: number; name: string; price_minor: number; currency: string }>(
    await kit.database.db.execute(
      sql`select id, name, price_minor, currency from club_plans where country = ${country} order by "order" limit 1`,
    ),
  )[0]!;
const hold = async (userId: number, status: string, startsOn: string | null, endsOn: string | null) => {
  const plan = await planOf('id');
  await kit.database.db
    .execute(sql`insert into club_memberships (user_id, plan_id, status, starts_on, ends_on, price_minor, currency)
    values (${userId}, ${plan.id}, ${status}, ${startsOn}, ${endsOn}, ${plan.price_minor}, ${plan.currency})`);
};
const standing = async (token: string) => {
  const res = await call(kit.app, 'clubMember', { token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ClubMember>();
};

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
});
after(async () => {
  await kit?.close();
});

test("a guest reads the site country's plans in order, in its currency, from today there", async () => {
  const res = await call(kit.app, 'clubLoyaltyPlans', { token: await kit.guestToken(), query: { locale: 'en-sg' } });
  assert.equal(res.statusCode, 200, res.body);
  const plans = res.json<ClubLoyaltyPlans>();
  assert.equal(plans.currency, 'SGD');
  assert.ok(plans.plans.length > 0);
  assert.ok(plans.plans.every((p) => p.currency === 'SGD' && p.price > 0));
  assert.deepEqual(
    plans.plans.map((p) => p.order),
    [...plans.plans.map((p) => p.order)].sort((a, b) => a - b),
  );
  assert.equal(plans.club_member, false);
  assert.equal(plans.membership, null);
  assert.equal(plans.next_start, TODAY);

  const bad = await call(kit.app, 'clubLoyaltyPlans', { token: await kit.guestToken(), query: { locale: 'xx-yy' } });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json<{ code: string }>().code, 'UNSUPPORTED_LOCALE');
  assert.equal((await call(kit.app, 'clubMember', { token: await kit.guestToken() })).statusCode, 401);
});

test('a member holds the membership covering today at home, and a renewal takes over at midnight in Jakarta', async () => {
  const member = await kit.signUp('club.member@example.test');
  const other = await kit.signUp('club.other@example.test');
  await hold(member.id, 'active', '2026-03-01', '2026-03-20');
  await hold(member.id, 'active', '2026-03-20', '2026-04-01');
  await hold(member.id, 'pending', null, null);
  await hold(member.id, 'void', null, null);
  await hold(member.id, 'active', '2025-01-01', '2026-01-01');

  const now = await standing(member.token);
  assert.equal(now.club_member, true);
  assert.equal(now.cashback_percent, 10);
  assert.equal(now.membership?.starts_on, '2026-03-01');
  assert.equal(now.days_left, 10, '10 to 20 March, today counted');
  assert.equal(now.covered_until, '2026-04-01');
  assert.deepEqual(
    now.memberships.map((m) => [m.status, m.starts_on]),
    [
      ['active', '2025-01-01'],
      ['active', '2026-03-20'],
      ['active', '2026-03-01'],
    ],
    'every membership bought, newest first; a void one, or one whose order is not waiting for payment, is not listed',
  );
  const profile = decryptAes<UserInfo>(await call(kit.app, 'profile', { token: member.token }));
  assert.equal(profile.club_member, true);
  assert.equal(profile.user_club_membership_id, now.membership?.id);

  const plans = (
    await call(kit.app, 'clubLoyaltyPlans', { token: member.token, query: { locale: 'en-id' } })
  ).json<ClubLoyaltyPlans>();
  assert.equal(plans.club_member, true);
  assert.equal(plans.next_start, '2026-04-01', 'a plan bought now follows the last one bought');

  // 19 March 23:30 in Jakarta: still the first one
  kit.clock.now = new Date('2026-03-19T16:30:00Z');
  assert.equal((await standing(member.token)).membership?.starts_on, '2026-03-01');
  // 00:30 on 20 March in Jakarta (still the 19th in UTC): the renewal
  kit.clock.now = new Date('2026-03-19T17:30:00Z');
  const renewed = await standing(member.token);
  assert.equal(renewed.membership?.starts_on, '2026-03-20');
  assert.equal(renewed.days_left, 12);
  // after both: not a member, and the profile says so
  kit.clock.now = new Date('2026-04-01T00:00:00Z');
  const over = await standing(member.token);
  assert.equal(over.club_member, false);
  assert.equal(over.days_left, 0);
  assert.equal(over.cashback_percent, 5);
  const later = decryptAes<UserInfo>(await call(kit.app, 'profile', { token: member.token }));
  assert.equal(later.club_member, false);
  assert.equal(later.user_club_membership_id, null);

  // another member sees none of it
  const theirs = await standing(other.token);
  assert.equal(theirs.club_member, false);
  assert.deepEqual(theirs.memberships, []);
});
