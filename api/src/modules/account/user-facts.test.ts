/**
 * Profile fields from the user's own rows: segment, pay at hotel, notifications and the
 * home prompt follow the user's bookings, and another user's bookings never count.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, UserInfo } from '@rednest/shared/contracts/dto';
import { rowsOf } from '../../db/client.ts';
import { call, decryptAes } from '../../../test/http.ts';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { derivedProfile, NO_FACTS } from './user-facts.ts';

describe('derivedProfile', () => {
  const plain = { clubMember: false, loyaltyTier: 'bronze', corporateType: null };
  test('a user without stays is a member (group M) who may pay at the hotel and has nothing waiting', () => {
    assert.deepEqual(derivedProfile(plain, NO_FACTS), {
      bouquet_group: 'M',
      bouquet_segment: 'member',
      big_member: false,
      pay_at_hotel: true,
      usertype: 'customer',
      have_notification: false,
      show_hp_popup: false,
      kyc_details: null,
      secondary_verified_phone: null,
    });
  });
  test('one stay makes a booker, two a repeat guest', () => {
    assert.equal(derivedProfile(plain, { ...NO_FACTS, stays: 1 }).bouquet_segment, 'booker');
    assert.equal(derivedProfile(plain, { ...NO_FACTS, stays: 2 }).bouquet_group, 'R');
  });
  test('a pay-at-hotel no-show ends pay at hotel; a change of dates to pay is a notification but not the home prompt', () => {
    assert.equal(derivedProfile(plain, { ...NO_FACTS, noShows: 1 }).pay_at_hotel, false);
    const change = derivedProfile(plain, { ...NO_FACTS, dateChangesToPay: 1 });
    assert.equal(change.have_notification, true);
    assert.equal(change.show_hp_popup, false);
  });
  test('big member: a club member in gold or diamond; corporate types name the user type', () => {
    assert.equal(derivedProfile({ ...plain, clubMember: true, loyaltyTier: 'gold' }, NO_FACTS).big_member, true);
    assert.equal(derivedProfile({ ...plain, clubMember: false, loyaltyTier: 'diamond' }, NO_FACTS).big_member, false);
    assert.equal(derivedProfile({ ...plain, clubMember: true, loyaltyTier: 'silver' }, NO_FACTS).big_member, false);
    assert.equal(derivedProfile({ ...plain, corporateType: 'travel_agent' }, NO_FACTS).usertype, 'travel_agent');
    assert.equal(derivedProfile({ ...plain, corporateType: 'other' }, NO_FACTS).usertype, 'corporate');
  });
});

describe('profile fields from bookings (API)', () => {
  const TODAY = '2026-03-10';
  let kit: CatalogTestApp & { clock: TestClock };
  let ip = 1;
  const headers = () => ({ 'x-forwarded-for': `198.18.1.${ip++}` });
  before(async () => {
    kit = await createCatalogTestApp({ today: TODAY });
  });
  after(async () => {
    await kit?.close();
  });
  const signUp = async (email: string) => {
    const res = await call(kit.app, 'signup', {
      token: await kit.guestToken(),
      body: { first_name: 'Ayu', email, password: 'Secret123' },
      headers: headers(),
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<UserInfo>();
  };
  const profile = async (token: string) => decryptAes<UserInfo>(await call(kit.app, 'profile', { token }));
  const book = async (user: UserInfo, nightsAhead: number): Promise<Booking> => {
    const rows = rowsOf<{ slug: string; room_type_id: number; rate_plan_id: number }>(
      await kit.app.database.db.execute(sql`
      select p.slug, rt.id as room_type_id, rp.id as rate_plan_id
      from rate_plans rp join room_types rt on rt.id = rp.room_type_id join properties p on p.id = rt.property_id
      where p.pay_at_hotel and rp.refundable and p.is_active and rt.max_guests >= 2
      order by p.id, rt.id, rp.id limit 40`),
    );
    for (const r of rows) {
      const res = await call(kit.app, 'bookNow', {
        token: user.access_token,
        headers: headers(),
        body: {
          hotel: r.slug,
          room_type_id: r.room_type_id,
          rate_plan_id: r.rate_plan_id,
          check_in_date: stayDate(TODAY, nightsAhead),
          check_out_date: stayDate(TODAY, nightsAhead + 1),
          rooms: 1,
          guest: 2,
          first_name: 'Ayu',
          last_name: 'Lestari',
          email: user.email,
          phone: '+62 812 3456 7890',
          idempotency_key: crypto.randomUUID(),
        },
      });
      if (res.statusCode === 201) return res.json<Booking>();
    }
    throw new Error('no room was bookable');
  };
  const setBooking = (salt: string, change: ReturnType<typeof sql>) =>
    kit.app.database.db.execute(sql`update bookings set ${change} where booking_salt = ${salt}`);

  test('a held booking, its stay, a second stay and a pay-at-hotel no-show each show in the profile of its owner only', async () => {
    const me = await signUp('ayu.facts@example.test');
    const other = await signUp('ayu.other@example.test');
    assert.equal(me.bouquet_segment, 'member');
    assert.equal(me.bouquet_group, 'M');
    assert.equal(me.pay_at_hotel, true);
    assert.equal(me.have_notification, false);

    const held = await book(me, 5);
    let p = await profile(me.access_token);
    assert.equal(p.my_bookings_count, 1);
    assert.equal(p.have_notification, true, 'a held booking waits for payment');
    assert.equal(p.show_hp_popup, true);
    assert.equal(p.bouquet_segment, 'member', 'a hold is not a stay');
    const theirs = await profile(other.access_token);
    assert.equal(theirs.my_bookings_count, 0, "another user's booking never counts");
    assert.equal(theirs.have_notification, false);

    kit.clock.now = new Date(Date.parse(kit.clock.now.toISOString()) + 3 * 3_600_000);
    p = await profile(me.access_token);
    assert.equal(p.have_notification, false, 'an expired hold waits for nothing');

    await setBooking(held.booking_salt, sql`status = 'confirmed', hold_expires_at = null`);
    p = await profile(me.access_token);
    assert.equal(p.bouquet_segment, 'booker');
    assert.equal(p.is_new_user, false, 'is_new_user marks only the answer of the call that created the account');

    const second = await book(me, 7);
    await setBooking(second.booking_salt, sql`status = 'confirmed', hold_expires_at = null`);
    assert.equal((await profile(me.access_token)).bouquet_segment, 'repeat');

    // the hotel ends a pay-at-hotel booking whose guest never came as a no-show
    const [row] = rowsOf<{ id: number; total_minor: number; currency: string }>(
      await kit.app.database.db.execute(
        sql`select id, total_minor, currency from bookings where booking_salt = ${second.booking_salt}`,
      ),
    );
    await kit.app.database.db.execute(
      sql`insert into payments (booking_id, method, provider, status, amount_minor, currency) values (${row!.id}, 'pay_at_hotel', 'sandbox', 'due_at_hotel', ${row!.total_minor}, ${row!.currency})`,
    );
    await setBooking(second.booking_salt, sql`status = 'cancelled', cancel_reason = 'no_show'`);
    p = await profile(me.access_token);
    assert.equal(p.pay_at_hotel, false);
    assert.equal(p.bouquet_segment, 'booker', 'a no-show is not a stay');
    assert.equal((await profile(other.access_token)).pay_at_hotel, true);
  });

  test('a user who books for a company is an other corporate agent of that company; others stay customers', async () => {
    const me = await signUp('corp.facts@example.test');
    const other = await signUp('corp.facts.other@example.test');
    const [company] = rowsOf<{ id: number }>(
      await kit.app.database.db.execute(
        sql`insert into corporate_companies (name, country, default_discount_bp) values ('Facts Test Co', 'id', 500) returning id`,
      ),
    );
    await kit.app.database.db.execute(
      sql`insert into corporate_members (user_id, company_id) values (${me.id}, ${company!.id})`,
    );
    const p = await profile(me.access_token);
    assert.deepEqual([p.corporate_type, p.corporate_agent_id, p.usertype], ['other', company!.id, 'corporate']);
    const o = await profile(other.access_token);
    assert.deepEqual([o.corporate_type, o.corporate_agent_id, o.usertype], [null, null, 'customer']);
  });
});
