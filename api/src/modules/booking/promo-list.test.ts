/**
 * The promo codes a guest reads and copies: the running listed codes for the site's country with
 * their rules and the caller's own uses left; one code's page by code in any case; unlisted and
 * ended codes unknown; a bad country refused in words.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ListedPromo, PromoList } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import { createCatalogTestApp, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { promoCodes } from '../../db/schema/promotion.ts';

let kit: CatalogTestApp & { clock: TestClock };

before(async () => {
  kit = await createCatalogTestApp({ today: '2026-03-10' });
  await kit.database.db.insert(promoCodes).values([
    {
      code: 'ENDED5',
      title: 'Ended',
      kind: 'percent',
      percent: 5,
      validFrom: new Date('2025-01-01T00:00:00Z'),
      validUntil: new Date('2026-01-01T00:00:00Z'),
    },
    {
      code: 'LATER5',
      title: 'Not yet',
      kind: 'percent',
      percent: 5,
      validFrom: new Date('2026-06-01T00:00:00Z'),
      validUntil: new Date('2026-12-01T00:00:00Z'),
    },
  ]);
});
after(async () => {
  await kit?.close();
});

const list = async (country: string, token?: string) =>
  call(kit.app, 'promoCodes', { token: token ?? (await kit.guestToken()), query: { country } });

test("a country's page lists the running listed codes for its stays, with their rules", async () => {
  const sg = await list('sg');
  assert.equal(sg.statusCode, 200, sg.body);
  const codes = sg.json<PromoList>().promos.map((p) => p.code);
  assert.ok(codes.includes('SGSAVE20'), 'a code for Singapore');
  assert.ok(codes.includes('WELCOME15'), 'a code for every country');
  assert.ok(!codes.includes('STAY10'), 'not a code for Indonesia only');
  assert.ok(!codes.includes('WEEKEND8'), 'never an unlisted code');
  assert.ok(!codes.includes('ENDED5') && !codes.includes('LATER5'), 'never one that is not running');
  const save = sg.json<PromoList>().promos.find((p) => p.code === 'SGSAVE20')!;
  assert.deepEqual(
    [save.kind, save.amount, save.min_spend, save.currency, save.countries, save.per_user_limit, save.uses_left],
    ['fixed', 2_000, 20_000, 'SGD', ['sg'], 1, null],
  );
  assert.equal(save.available, true);
});

test('a signed-in guest sees their own uses left', async () => {
  const m = await kit.signUp('promo.reader@example.test');
  const id = (await list('id', m.token)).json<PromoList>().promos;
  assert.equal(id.find((p) => p.code === 'STAY10')?.uses_left, 3);
  assert.equal(id.find((p) => p.code === 'WELCOME15')?.uses_left, 1);
});

test('one code by code in any case; unlisted, ended and unknown codes are not found', async () => {
  const token = await kit.guestToken();
  const one = await call(kit.app, 'promoCodeDetail', { token, query: { code: 'stay10' } });
  assert.equal(one.statusCode, 200, one.body);
  assert.equal(one.json<ListedPromo>().code, 'STAY10');
  for (const code of ['WEEKEND8', 'ENDED5', 'LATER5', 'NOSUCHCODE']) {
    const res = await call(kit.app, 'promoCodeDetail', { token, query: { code } });
    assert.equal(res.statusCode, 404, code);
    assert.equal(res.json().code, 'PROMO_NOT_FOUND');
  }
});

test('a country the product does not serve is refused in words', async () => {
  const res = await list('us');
  assert.equal(res.statusCode, 400);
  assert.match(JSON.stringify(res.json().details), /country/);
});
