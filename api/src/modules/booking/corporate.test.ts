/**
 * The corporate site's summary: a company's negotiated amount as one adjustment
 * (reapply_corporate_amount), and check_availability in place of book_now: availability and the
 * price at that amount, with nothing held.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { BookingSummary, CorporateAvailability, PriceAvailability } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import {
  createCatalogTestApp,
  stayDate,
  type CatalogTestApp,
  type TestClock,
  twoNightStay,
} from '../../../test/catalog-test-kit.ts';
import { rowsOf } from '../../db/client.ts';
import { corporateCompanies, corporateMembers, corporateRates } from '../../db/schema/corporate.ts';
import { users } from '../../db/schema/platform.ts';
import { CORPORATE_DEMO_USER } from '../../db/seed/booking-extras.ts';
import { pickBookableRoom, type RoomPick } from './booking-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let room: RoomPick;
let propertyId: number;
let member: { token: string; id: number };
let plain: { token: string; id: number };
const stay = twoNightStay(TODAY);
const choice = (day = 7, extra: Record<string, string | number> = {}) => ({ ...room, ...stay(day), ...extra });
const share = (total: number, bp: number) => Math.floor((total * bp + 5000) / 10000);
const check = (query: Record<string, string | number | undefined>, token: string) =>
  kit.get('checkAvailability', query, token);

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  room = (await pickBookableRoom(kit, stay(7)))!;
  assert.ok(room, 'a bookable Jakarta room');
  const price = (
    await kit.app.inject({
      method: 'GET',
      url: `${kit.path('hotelPriceAvailability').replace(':id', room.hotel)}?${new URLSearchParams(Object.entries(stay(7)).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: { authorization: `Bearer ${await kit.guestToken()}` },
    })
  ).json() as PriceAvailability;
  propertyId = price.property_id;
  member = await kit.signUp('buyer@company.test');
  plain = await kit.signUp('traveller@example.test');
  const [company] = await kit.database.db
    .insert(corporateCompanies)
    .values({ name: 'Test Works', country: 'id', defaultDiscountBp: 500 })
    .returning({ id: corporateCompanies.id });
  await kit.database.db.insert(corporateMembers).values({ userId: member.id, companyId: company!.id });
});
after(async () => {
  await kit?.close();
});

test('the demo corporate client books for a seeded company with a default and per-property rates', async () => {
  const [row] = await kit.database.db
    .select({ company: corporateCompanies.name, bp: corporateCompanies.defaultDiscountBp })
    .from(corporateMembers)
    .innerJoin(users, eq(users.id, corporateMembers.userId))
    .innerJoin(corporateCompanies, eq(corporateCompanies.id, corporateMembers.companyId))
    .where(eq(users.email, CORPORATE_DEMO_USER.email));
  assert.deepEqual(row, { company: 'Nusantara Logistics', bp: 800 });
});

test("reapply_corporate_amount: the company's default share off the stay, as one adjustment; a property's own rate replaces it", async () => {
  const res = await call(kit.app, 'reapplyCorporateAmount', { token: member.token, body: choice() });
  assert.equal(res.statusCode, 200, res.body);
  const summary = res.json() as BookingSummary;
  assert.deepEqual(
    summary.adjustments.map((a) => [a.kind, a.amount]),
    [['corporate_amount', -share(summary.stay_total, 500)]],
  );
  assert.equal(summary.total, summary.stay_total - share(summary.stay_total, 500));
  assert.match(summary.adjustments[0]!.label, /Test Works.*5% off/);

  const [company] = await kit.database.db
    .select({ id: corporateCompanies.id })
    .from(corporateCompanies)
    .where(eq(corporateCompanies.name, 'Test Works'));
  await kit.database.db.insert(corporateRates).values({ companyId: company!.id, propertyId, discountBp: 1500 });
  const own = (
    await call(kit.app, 'reapplyCorporateAmount', { token: member.token, body: choice() })
  ).json() as BookingSummary;
  assert.equal(own.adjustments[0]!.amount, -share(own.stay_total, 1500));
  await kit.database.db.delete(corporateRates).where(eq(corporateRates.companyId, company!.id));
});

test('re-applied after a change: add-ons stay priced as before and the corporate share is of the stay alone', async () => {
  const plainSummary = (
    await call(kit.app, 'bookingSummary', { token: member.token, body: choice(7) })
  ).json() as BookingSummary;
  const res = await call(kit.app, 'reapplyCorporateAmount', { token: member.token, body: choice(9) });
  const summary = res.json() as BookingSummary;
  assert.equal(summary.check_in_date, stayDate(TODAY, 9));
  assert.equal(summary.adjustments.find((a) => a.kind === 'corporate_amount')!.amount, -share(summary.stay_total, 500));
  assert.deepEqual(plainSummary.adjustments, []);
});

test('not a corporate client (a guest or a plain user): 403 NOT_CORPORATE_CLIENT; with a coupon: 409 CORPORATE_NO_VOUCHERS', async () => {
  for (const token of [plain.token, await kit.guestToken()]) {
    const res = await call(kit.app, 'reapplyCorporateAmount', { token, body: choice() });
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(res.json().code, 'NOT_CORPORATE_CLIENT');
    const avail = await check(choice(), token);
    assert.equal(avail.statusCode, 403, avail.body);
    assert.equal(avail.json().code, 'NOT_CORPORATE_CLIENT');
  }
  const withCoupon = await call(kit.app, 'reapplyCorporateAmount', {
    token: member.token,
    body: choice(7, { coupon_code: 'STAY10' }),
  });
  assert.equal(withCoupon.statusCode, 409);
  assert.equal(withCoupon.json().code, 'CORPORATE_NO_VOUCHERS');
});

test("check_availability: available at the company's amount, the price checked against what the guest saw, nothing held", async () => {
  const summary = (
    await call(kit.app, 'reapplyCorporateAmount', { token: member.token, body: choice() })
  ).json() as BookingSummary;
  const countBookings = async () =>
    rowsOf<{ n: number }>(await kit.database.db.execute(sql`select count(*)::int as n from bookings`))[0]!.n;
  const before = await countBookings();
  const res = await check({ ...choice(), total: summary.total }, member.token);
  assert.equal(res.statusCode, 200, res.body);
  const a = res.json() as CorporateAvailability;
  assert.equal(a.available, true);
  assert.equal(a.unavailable_reason, null);
  assert.ok(a.available_rooms > 0);
  assert.equal(a.price_changed, false);
  assert.equal(a.summary!.total, summary.total);
  const again = (await check({ ...choice(), total: summary.total + 1 }, member.token)).json() as CorporateAvailability;
  assert.equal(again.price_changed, true);
  assert.equal(again.available_rooms, a.available_rooms, 'nothing was held');
  assert.equal(await countBookings(), before);
});

test('check_availability: a room sold out for a night answers available false with ROOM_SOLD_OUT (not an error)', async () => {
  await kit.database.db.execute(
    sql`update inventory set sold_rooms = total_rooms where room_type_id = ${room.room_type_id} and stay_date = '2026-04-09'`,
  );
  const res = await check(choice(30), member.token);
  assert.equal(res.statusCode, 200, res.body);
  const a = res.json() as CorporateAvailability;
  assert.deepEqual(
    [a.available, a.unavailable_reason, a.available_rooms, a.summary],
    [false, 'ROOM_SOLD_OUT', 0, null],
  );
});
