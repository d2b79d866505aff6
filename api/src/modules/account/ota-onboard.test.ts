/**
 * ota_onboard (spec §2): a guest booking's confirmation mail carries a signed sign-up
 * link; the prefill comes from the booking, and sign-up with the booking's email takes it in.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Booking, OtaOnboard, UserInfo } from '@rednest/shared/contracts/dto';
import { bookingCode } from '@rednest/shared/format';
import { rowsOf } from '../../db/client.ts';
import { call, decryptAes } from '../../../test/http.ts';
import { createCatalogTestApp, stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { queueConfirmationMail } from '../booking/confirmation-mail.ts';
import { createSiteOrigins } from '../../http/site-origin.ts';
import type { MailMessage } from '../outbox/outbox.service.ts';
import { checkOtaOnboard, signOtaOnboard } from './ota-onboard.ts';

describe('ota_onboard token', () => {
  const now = new Date('2026-03-10T05:00:00Z');
  test('names its booking until it expires; another key, a changed payload or junk is invalid', () => {
    const token = signOtaOnboard('secret-a', 42, now);
    assert.deepEqual(checkOtaOnboard('secret-a', token, now), { ok: true, bookingId: 42 });
    assert.deepEqual(checkOtaOnboard('secret-a', token, new Date(now.getTime() + 31 * 86_400_000)), {
      ok: false,
      reason: 'expired',
    });
    assert.deepEqual(checkOtaOnboard('secret-b', token, now), { ok: false, reason: 'invalid' });
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ v: 1, b: 43, x: 4_000_000_000 })).toString('base64url')}.${sig}`;
    assert.deepEqual(checkOtaOnboard('secret-a', forged, now), { ok: false, reason: 'invalid' });
    for (const junk of ['', 'abc', 'a.b.c', `${token}x`])
      assert.equal(checkOtaOnboard('secret-a', junk, now).ok, false, junk);
  });
});

describe('ota_onboard (API)', () => {
  const TODAY = '2026-03-10';
  let kit: CatalogTestApp & { clock: TestClock };
  let ip = 1;
  const headers = () => ({ 'x-forwarded-for': `198.18.2.${ip++}` });
  before(async () => {
    kit = await createCatalogTestApp({ today: TODAY });
  });
  after(async () => {
    await kit?.close();
  });

  /** a booking made without an account, and the link its confirmation mail carries */
  const guestBooking = async (email: string): Promise<{ booking: Booking; token: string; mail: MailMessage }> => {
    const rows = rowsOf<{ slug: string; room_type_id: number; rate_plan_id: number }>(
      await kit.app.database.db.execute(sql`
      select p.slug, rt.id as room_type_id, rp.id as rate_plan_id
      from rate_plans rp join room_types rt on rt.id = rp.room_type_id join properties p on p.id = rt.property_id
      where p.is_active and rt.max_guests >= 2 order by p.id, rt.id, rp.id limit 40`),
    );
    for (const r of rows) {
      const res = await call(kit.app, 'bookNow', {
        token: await kit.guestToken(),
        headers: headers(),
        body: {
          hotel: r.slug,
          room_type_id: r.room_type_id,
          rate_plan_id: r.rate_plan_id,
          check_in_date: stayDate(TODAY, 5),
          check_out_date: stayDate(TODAY, 6),
          rooms: 1,
          guest: 2,
          first_name: 'Siti',
          last_name: 'Nur Aini',
          email,
          phone: '+62 812 5555 0101',
          idempotency_key: crypto.randomUUID(),
        },
      });
      if (res.statusCode !== 201) continue;
      const booking = res.json<Booking>();
      const mails: MailMessage[] = [];
      const outbox = {
        enqueueMail: async (m: MailMessage) => (mails.push(m), { id: 1 }),
        enqueueSms: async () => ({ id: 1 }),
      };
      await queueConfirmationMail(kit.app.database.db, booking.booking_salt, {
        outbox,
        sites: createSiteOrigins({ siteUrl: 'https://rednest.test' }),
        onboard: { secret: kit.config.tokenSigningSecret, now: kit.clock.now },
      });
      const mail = mails[0]!;
      const link = /https:\/\/rednest\.test\/[a-z-]+\/signUp\?ota_onboard=([A-Za-z0-9_.-]+)/.exec(mail.text ?? '');
      assert.ok(link, mail.text);
      return { booking, token: link[1]!, mail };
    }
    throw new Error('no room was bookable');
  };
  const prefill = async (token: string) =>
    call(kit.app, 'otaOnboard', { token: await kit.guestToken(), query: { token } });
  const signUp = async (email: string, onboard?: string) =>
    call(kit.app, 'signup', {
      token: await kit.guestToken(),
      headers: headers(),
      body: {
        first_name: 'Siti',
        last_name: 'Nur Aini',
        email,
        password: 'Secret123',
        ...(onboard ? { ota_onboard: onboard } : {}),
      },
    });

  test('the guest mail links to sign-up; the prefill comes from the booking; sign-up with its email takes the booking in, once', async () => {
    const { booking, token } = await guestBooking('siti@example.test');
    const res = await prefill(token);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json<OtaOnboard>(), {
      booking_code: bookingCode(booking.id),
      first_name: 'Siti',
      last_name: 'Nur Aini',
      phone: '+62 812 5555 0101',
      email: 'siti@example.test',
    });

    const other = await signUp('not-siti@example.test', token);
    assert.equal(other.statusCode, 400);
    assert.equal(other.json().code, 'OTA_ONBOARD_EMAIL_MISMATCH');
    assert.equal(
      (
        await call(kit.app, 'login', {
          token: await kit.guestToken(),
          headers: headers(),
          body: { email: 'not-siti@example.test', password: 'Secret123' },
        })
      ).statusCode,
      401,
      'nothing was created',
    );

    const ok = await signUp('Siti@Example.test', token);
    assert.equal(ok.statusCode, 201, ok.body);
    const user = ok.json<UserInfo>();
    assert.equal(user.my_bookings_count, 1, 'the booking is in the new account');
    const mine = decryptAes<UserInfo>(await call(kit.app, 'profile', { token: user.access_token }));
    assert.equal(mine.my_bookings_count, 1);

    const again = await prefill(token);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'OTA_ONBOARD_USED');
    const second = await signUp('siti2@example.test', token);
    assert.equal(second.json().code, 'OTA_ONBOARD_USED');
  });

  test("a forged, another booking's or an expired token is refused with a clear code", async () => {
    const { booking, token } = await guestBooking('dewi.guest@example.test');
    const [payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { b: number };
    assert.ok(claims.b > 0);
    const forged = `${Buffer.from(JSON.stringify({ ...claims, b: claims.b + 1 })).toString('base64url')}.${sig}`;
    assert.equal((await prefill(forged)).json().code, 'OTA_ONBOARD_INVALID');
    assert.equal((await prefill('junk')).statusCode, 400);
    const signedForMissing = signOtaOnboard(kit.config.tokenSigningSecret, 99_999_999, kit.clock.now);
    assert.equal((await prefill(signedForMissing)).json().code, 'OTA_ONBOARD_INVALID');

    kit.clock.now = new Date(kit.clock.now.getTime() + 31 * 86_400_000);
    const late = await prefill(token);
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().code, 'OTA_ONBOARD_EXPIRED');
    assert.ok(booking.id);
    kit.clock.now = new Date(`${TODAY}T05:00:00Z`);
  });

  test('a booking made while signed in gets no sign-up link', async () => {
    const mails: MailMessage[] = [];
    const outbox = {
      enqueueMail: async (m: MailMessage) => (mails.push(m), { id: 1 }),
      enqueueSms: async () => ({ id: 1 }),
    };
    const { booking } = await guestBooking('owned@example.test');
    const me = (await signUp('owned@example.test')).json<UserInfo>();
    await kit.app.database.db.execute(
      sql`update bookings set user_id = ${me.id} where booking_salt = ${booking.booking_salt}`,
    );
    await queueConfirmationMail(kit.app.database.db, booking.booking_salt, {
      outbox,
      sites: createSiteOrigins({ siteUrl: 'https://rednest.test' }),
      onboard: { secret: kit.config.tokenSigningSecret, now: kit.clock.now },
    });
    assert.doesNotMatch(mails[0]!.text ?? '', /ota_onboard/);
  });
});
