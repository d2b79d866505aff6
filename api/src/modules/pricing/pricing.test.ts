import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { allIn, priceStay, shareOf } from './pricing.ts';
import { allInSql } from './pricing.repository.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

test('a stay: discount on the room charge, service on what is left, tax on both; rack without the discount', () => {
  const price = priceStay(
    { roomChargeMinor: 100_000, rackChargeMinor: 150_000, nights: 2 },
    { serviceBp: 1000, taxBp: 1000, discountPercent: 15 },
  );
  assert.equal(price.discount, 15_000);
  assert.equal(price.service_charge, 8_500);
  assert.equal(price.taxes, 9_350);
  assert.equal(price.total, 102_850);
  assert.equal(price.per_night, 51_425);
  assert.equal(price.rack_total, 181_500);
  assert.equal(shareOf(5, 1000), 1, 'half up');
  assert.throws(() =>
    priceStay({ roomChargeMinor: 1, rackChargeMinor: 1, nights: 0 }, { serviceBp: 0, taxBp: 0, discountPercent: 0 }),
  );
});

test('the SQL mirror gives the same all-in totals as pricing.ts on the database', async () => {
  const cases: { charge: number; serviceBp: number; taxBp: number; discountPercent: number }[] = [];
  let x = 7;
  for (let i = 0; i < 2000; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    cases.push({
      charge: (x % 90_000_000_000) + (i % 3),
      serviceBp: [0, 500, 1000][i % 3]!,
      taxBp: [0, 700, 800, 900, 1000, 1200][i % 6]!,
      discountPercent: [0, 10, 15, 33][i % 4]!,
    });
  }
  const values = sql.join(
    cases.map((c) => sql`(${c.charge}::bigint, ${c.serviceBp}::int, ${c.taxBp}::int, ${c.discountPercent}::int)`),
    sql`, `,
  );
  const result = await t.database.db.execute(sql`
    select ${allInSql(sql`v.charge`, { serviceBp: sql`v.s`, taxBp: sql`v.t`, discountPercent: sql`v.d` })}::text as total
    from (values ${values}) as v(charge, s, t, d)`);
  const totals = (result as unknown as { rows: { total: string }[] }).rows.map((r) => Number(r.total));
  assert.deepEqual(
    totals,
    cases.map((c) => allIn(c.charge, c).total),
  );
});
