/** user_demographics_information: the caller's own facts; bookings counted from real bookings. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Demographics, UserInfo } from '@rednest/shared/contracts/dto';
import { seedBookingsFor } from '../../db/seed/demo-bookings.ts';
import { createCatalogTestApp, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { call, decryptAes } from '../../../test/http.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
before(async () => {
  kit = await createCatalogTestApp({ today: TODAY, size: 0.1 });
});
after(() => kit?.close());

const demographics = (token?: string, query?: Record<string, string>) =>
  call(kit.app, 'userDemographics', { ...(token ? { token } : {}), ...(query ? { query } : {}) });

test("answers the caller's own facts, with another user's bookings never counted", async () => {
  const me = await kit.signUp('demo-facts@example.test');
  const other = await kit.signUp('demo-other@example.test');
  const changed = await call(kit.app, 'updateUserInfo', {
    token: me.token,
    body: { gender: 'female', locale: 'th-th' },
  });
  assert.equal(changed.statusCode, 200, changed.body);
  const written = await seedBookingsFor(kit.app.database.db, other.id, 'Other Putri', TODAY);
  assert.ok(written > 0, 'the other user has bookings');

  const res = await demographics(me.token);
  assert.equal(res.statusCode, 200, res.body);
  const mine = res.json<Demographics>();
  assert.equal(mine.user_id, me.id);
  assert.equal(mine.gender, 'female');
  assert.equal(mine.locale, 'th-th');
  assert.equal(mine.country_name, 'Indonesia');
  assert.equal(mine.loyalty_tier, 'bronze');
  assert.equal(mine.club_member, false);
  assert.equal(mine.my_bookings_count, 0, "another user's bookings are not counted");
  assert.ok(!Number.isNaN(Date.parse(mine.member_since)), mine.member_since);

  // the other user's token answers that user's facts; the profile (GET users) agrees on the count
  const theirs = (await demographics(other.token)).json<Demographics>();
  assert.equal(theirs.user_id, other.id);
  assert.equal(theirs.gender, null);
  assert.equal(theirs.my_bookings_count, written);
  const profile = await decryptAes<UserInfo>(await call(kit.app, 'profile', { token: other.token }));
  assert.equal(profile.my_bookings_count, written);
});

test("asking for another user's id never answers that user's data; guests are refused", async () => {
  const me = await kit.signUp('demo-asker@example.test');
  const other = await kit.signUp('demo-target@example.test');
  const byId = await demographics(me.token, { user_id: String(other.id) });
  assert.equal(byId.statusCode, 200, byId.body);
  assert.equal(byId.json<Demographics>().user_id, me.id, 'the id in the request is ignored: always the caller');
  assert.equal((await demographics(await kit.guestToken())).statusCode, 401);
  assert.equal((await demographics()).statusCode, 401);
});
