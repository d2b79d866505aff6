import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { AbGroup, AcGroup, ClubPriceGroup, GuestExperiments, ListingGroup } from '@rednest/shared/contracts/dto';
import { createCatalogTestApp, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { decryptAes } from '../../../test/http.ts';
import { createExperimentsRepository } from './experiments.repository.ts';
import { EXPERIMENTS, createExperimentsService } from './experiments.service.ts';

let kit: CatalogTestApp & { clock: TestClock };
before(async () => {
  kit = await createCatalogTestApp({ today: '2026-03-10', size: 0.05 });
});
after(async () => {
  await kit?.close();
});

test("without a user or a visitor id every field is 'NA'", async () => {
  const ab = decryptAes<AbGroup>((await kit.get('getAbGroup', {})) as never);
  assert.deepEqual(ab, { bod_group: 'NA', bod_discount_percent: 'NA', bod_segment: 'NA', rack_rate_user_group: 'NA' });
  const ac = decryptAes<AcGroup>((await kit.get('getAcGroup', {})) as never);
  assert.ok(Object.values(ac).every((v) => v === 'NA'));
  assert.deepEqual((await kit.get('clubPriceAbGroup', {})).json<ClubPriceGroup>(), {
    group: 'NA',
    redclub_pricing_factor: 'NA',
  });
  const guest = (await kit.get('guestAbExperiments', {})).json<GuestExperiments>();
  assert.ok(Object.values(guest.guest_ab_experiments).every((v) => v === 'NA'));
  const listing = (await kit.get('listingAbGroup', {})).json<ListingGroup>();
  assert.equal(listing.group, 'NA');
  assert.deepEqual(listing.user, { group: 'T', user_segment: 'guest' });
});

test('a visitor gets a group per experiment, the same on every call (encrypted answers decrypt to it)', async () => {
  const visitor = 'msite_1f2e3d4c5b6a';
  const first = decryptAes<AbGroup>((await kit.get('getAbGroup', { visitor_id: visitor })) as never);
  assert.ok(['A', 'B'].includes(first.bod_group));
  assert.equal(first.bod_discount_percent, first.bod_group === 'A' ? '0' : '5');
  for (let i = 0; i < 3; i++)
    assert.deepEqual(decryptAes<AbGroup>((await kit.get('getAbGroup', { visitor_id: visitor })) as never), first);
  const guest = (await kit.get('guestAbExperiments', { visitor_id: visitor })).json<GuestExperiments>();
  assert.equal(guest.guest_ab_experiments.bod, first.bod_group);
  assert.deepEqual(Object.keys(guest.guest_ab_experiments).sort(), Object.keys(EXPERIMENTS).sort());
  assert.equal((await kit.get('getAbGroup', { visitor_id: 'bad id!' })).statusCode, 400);
});

test('groups are sticky: a stored group survives a change of weights; assignment spreads visitors over the groups', async () => {
  const repo = createExperimentsRepository(kit.app.database.db);
  const before = createExperimentsService({ repo, now: () => new Date() });
  const subject = 'v:desktop_sticky_visitor';
  const first = await before.abGroup(subject);
  const flipped = structuredClone(EXPERIMENTS);
  flipped.bod!.groups = flipped.bod!.groups.map((g) => ({ ...g, weight: g.name === first.bod_group ? 0 : 100 }));
  const after = createExperimentsService({ repo, now: () => new Date(), experiments: flipped });
  assert.equal((await after.abGroup(subject)).bod_group, first.bod_group);
  assert.notEqual((await after.abGroup('v:a_brand_new_visitor')).bod_group, first.bod_group);
  const counts = new Map<string, number>();
  for (let i = 0; i < 200; i++) {
    const g = (await before.listingGroup(`v:visitor_${i}`, false)).group;
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  assert.ok(
    [...counts.values()].every((n) => n > 60),
    JSON.stringify([...counts]),
  );
  const stored = (await kit.app.database.db.execute(
    sql`select count(*)::int as n from experiment_assignments where experiment = 'listing'`,
  )) as unknown as { rows: { n: number }[] };
  assert.ok(stored.rows[0]!.n >= 200, 'every assignment is stored');
});

test('a signed-in user is assigned by account, whatever visitor id the browser sends', async () => {
  const user = await kit.signUp('experiments@rednest.test');
  const a = (await kit.get('listingAbGroup', { visitor_id: 'msite_aaaaaaaa' }, user.token)).json<ListingGroup>();
  const b = (await kit.get('listingAbGroup', { visitor_id: 'msite_bbbbbbbb' }, user.token)).json<ListingGroup>();
  assert.equal(a.group, b.group);
  assert.equal(a.user.user_segment, 'member');
  assert.equal(new Date(a.expiry).getTime(), kit.clock.now.getTime() + 24 * 3600_000);
});
