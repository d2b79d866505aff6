/**
 * save_user_payment_options and the login state: the preferred way to pay is the
 * caller's own and becomes payment_options' default where the order offers it; every sign-in
 * (sign-up included) counts in firstLogin, lastLogin, loginCount.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, PaymentOptions, UserInfo } from '@rednest/shared/contracts/dto';
import { rowsOf } from '../../db/client.ts';
import { call, decryptAes } from '../../../test/http.ts';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let ipCounter = 1;
const headers = () => ({ 'x-forwarded-for': `198.18.0.${ipCounter++}` });
before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
});
after(async () => {
  await kit?.close();
});

const signUp = async (email: string) => {
  const res = await call(kit.app, 'signup', {
    token: await kit.guestToken(),
    body: { first_name: 'Wulan', email, password: 'Secret123' },
    headers: headers(),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<UserInfo>();
};
const signIn = async (email: string) => {
  const res = await call(kit.app, 'login', {
    token: await kit.guestToken(),
    body: { email, password: 'Secret123' },
    headers: headers(),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<UserInfo>();
};

test('the server keeps the login state at each sign-in, sign-up included', async () => {
  kit.clock.now = new Date('2026-03-10T01:00:00Z');
  const first = await signUp('wulan@example.test');
  assert.deepEqual(first.login_state, {
    first_login: '2026-03-10T01:00:00.000Z',
    last_login: '2026-03-10T01:00:00.000Z',
    login_count: 1,
  });
  kit.clock.now = new Date('2026-03-11T02:00:00Z');
  await signIn('wulan@example.test');
  kit.clock.now = new Date('2026-03-12T03:00:00Z');
  const third = await signIn('wulan@example.test');
  assert.deepEqual(third.login_state, {
    first_login: '2026-03-10T01:00:00.000Z',
    last_login: '2026-03-12T03:00:00.000Z',
    login_count: 3,
  });
  const profile = decryptAes<UserInfo>(await call(kit.app, 'profile', { token: third.access_token }));
  assert.equal(profile.login_state?.login_count, 3, 'reading the profile is not a sign-in');
  const wrong = await call(kit.app, 'login', {
    token: await kit.guestToken(),
    body: { email: 'wulan@example.test', password: 'Wrong1234' },
    headers: headers(),
  });
  assert.equal(wrong.statusCode, 401);
  assert.equal(
    decryptAes<UserInfo>(await call(kit.app, 'profile', { token: third.access_token })).login_state?.login_count,
    3,
    'a failed sign-in does not count',
  );
  kit.clock.now = new Date(`${TODAY}T05:00:00Z`);
});

test("save_user_payment_options stores the caller's own preference and payment_options preselects it where offered", async () => {
  const me = await signUp('pref.owner@example.test');
  const other = await signUp('pref.other@example.test');
  assert.equal(me.preferred_payment_method, null);

  const saved = await call(kit.app, 'saveUserPaymentOptions', {
    token: me.access_token,
    body: { payment_method: 'pay_at_hotel', user_id: other.id },
  });
  assert.deepEqual(saved.json(), { ok: true, payment_method: 'pay_at_hotel' });
  assert.equal(
    decryptAes<UserInfo>(await call(kit.app, 'profile', { token: me.access_token })).preferred_payment_method,
    'pay_at_hotel',
  );
  assert.equal(
    decryptAes<UserInfo>(await call(kit.app, 'profile', { token: other.access_token })).preferred_payment_method,
    null,
    "another user's preference is never changed",
  );
  assert.equal(
    (await call(kit.app, 'saveUserPaymentOptions', { token: me.access_token, body: { payment_method: 'cash' } }))
      .statusCode,
    400,
  );
  assert.equal(
    (await call(kit.app, 'saveUserPaymentOptions', { token: await kit.guestToken(), body: { payment_method: 'card' } }))
      .statusCode,
    401,
  );

  // a pending booking of a property that takes pay at hotel, on a refundable plan
  const rows = rowsOf<{ slug: string; room_type_id: number; rate_plan_id: number }>(
    await kit.app.database.db.execute(sql`
    select p.slug, rt.id as room_type_id, rp.id as rate_plan_id
    from rate_plans rp join room_types rt on rt.id = rp.room_type_id join properties p on p.id = rt.property_id
    where p.pay_at_hotel and rp.refundable and rp.free_cancellation_hours > 0 and p.currency = 'IDR' and p.is_active and rt.max_guests >= 2
    order by p.id, rt.id, rp.id limit 40`),
  );
  let booking: Booking | undefined;
  for (const r of rows) {
    const res = await call(kit.app, 'bookNow', {
      token: me.access_token,
      headers: headers(),
      body: {
        hotel: r.slug,
        room_type_id: r.room_type_id,
        rate_plan_id: r.rate_plan_id,
        check_in_date: stayDate(TODAY, 5),
        check_out_date: stayDate(TODAY, 6),
        rooms: 1,
        guest: 2,
        first_name: 'Wulan',
        last_name: 'Sari',
        email: 'pref.owner@example.test',
        phone: '+62 812 3456 7890',
        idempotency_key: crypto.randomUUID(),
      },
    });
    if (res.statusCode === 201) {
      booking = res.json<Booking>();
      break;
    }
  }
  assert.ok(booking, 'a pay-at-hotel room is bookable');
  const options = (
    await call(kit.app, 'paymentOptions', {
      token: me.access_token,
      query: { order_kind: 'booking', order_id: booking.booking_salt },
    })
  ).json<PaymentOptions>();
  const offered = options.options.filter((o) => o.available).map((o) => o.method);
  assert.ok(offered.includes('card') && offered.includes('pay_at_hotel'), offered.join());
  assert.equal(options.default_method, 'pay_at_hotel', 'the saved preference is preselected');

  await call(kit.app, 'saveUserPaymentOptions', { token: me.access_token, body: { payment_method: null } });
  const none = (
    await call(kit.app, 'paymentOptions', {
      token: me.access_token,
      query: { order_kind: 'booking', order_id: booking.booking_salt },
    })
  ).json<PaymentOptions>();
  assert.equal(none.default_method, 'card', 'no preference: the first way offered');
});
