/**
 * Self check-in: open on the check-in day in the hotel's calendar only, with an ID the
 * property accepts; the pass's QR code; the stay then listed in today's check-ins and, after
 * check-out, in recent check-outs. Other users get 404.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Checkins, CheckinStatus, MyBookings } from '@rednest/shared/contracts/dto';
import { seedBookingsFor } from '../../db/seed/demo-bookings.ts';
import { call } from '../../../test/http.ts';
import { createCatalogTestApp, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let alice: { token: string; id: number };
let bob: { token: string; id: number };
/** alice's confirmed Jakarta stay, 24 → 27 March */
let salt: string;

const status = async (token = alice.token) => call(kit.app, 'checkinStatus', { token, query: { booking_salt: salt } });
const checkIn = (body: Record<string, string>, token = alice.token) =>
  call(kit.app, 'doCheckin', { token, body: { booking_salt: salt, full_name: 'Alice Tan', ...body } });
const at = (iso: string) => {
  kit.clock.now = new Date(iso);
};

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  alice = await kit.signUp('alice@example.test');
  bob = await kit.signUp('bob@example.test');
  await seedBookingsFor(kit.app.database.db, alice.id, 'Alice Tan', TODAY);
  const list = (await kit.get('myBookings', {}, alice.token)).json<MyBookings>();
  salt = list.bookings.find((b) => b.status === 'confirmed')!.booking_salt;
});
after(async () => {
  await kit?.close();
});

test('before the check-in day it is not open yet; at midnight in Jakarta it opens', async () => {
  assert.equal((await status()).json<CheckinStatus>().state, 'not_yet');
  const early = await checkIn({ id_type: 'ktp', id_number: '3171 0123 4567 8901' });
  assert.equal(early.statusCode, 409);
  assert.equal(early.json<{ code: string }>().code, 'CHECKIN_NOT_OPEN');
  // 23:30 on the 23rd in Jakarta (UTC+7), then 00:30 on the 24th
  at('2026-03-23T16:30:00Z');
  assert.equal((await status()).json<CheckinStatus>().state, 'not_yet');
  at('2026-03-23T17:30:00Z');
  const open = (await status()).json<CheckinStatus>();
  assert.equal(open.state, 'open');
  assert.deepEqual(open.accepted_ids, ['ktp', 'passport', 'sim']);
  assert.equal(open.pass, null);
});

test("other users cannot see or check in someone's booking", async () => {
  at('2026-03-24T05:00:00Z');
  for (const token of [bob.token, await kit.guestToken()]) {
    assert.equal((await status(token)).statusCode, 404);
    assert.equal((await checkIn({ id_type: 'ktp', id_number: '3171012345678901' }, token)).statusCode, 404);
  }
});

test("on the day: the property's IDs only, a number shaped like the document, then the QR pass", async () => {
  at('2026-03-24T05:00:00Z');
  const today = (await kit.get('checkins', {}, alice.token)).json<Checkins>();
  assert.deepEqual(
    today.today_checkins.map((b) => [b.booking_salt, b.checked_in]),
    [[salt, false]],
  );

  const nric = await checkIn({ id_type: 'nric', id_number: 'S1234567D' });
  assert.equal(nric.statusCode, 400);
  assert.equal(nric.json<{ code: string }>().code, 'ID_NOT_ACCEPTED');
  const short = await checkIn({ id_type: 'ktp', id_number: '12345' });
  assert.equal(short.json<{ code: string }>().code, 'ID_NUMBER_INVALID');

  const res = await checkIn({ id_type: 'ktp', id_number: '3171-0123-4567-8901' });
  assert.equal(res.statusCode, 200, res.body);
  const done = res.json<CheckinStatus>();
  assert.equal(done.state, 'checked_in');
  assert.equal(done.pass?.id_number_last4, '8901');
  assert.match(done.pass!.qr_text, /^RNCHECKIN:RN\d{6}:[A-Za-z0-9_-]{22}$/);
  assert.match(done.pass!.qr_svg, /^<svg[^>]*viewBox/);
  // the same pass again, and the booking reads as checked in
  assert.equal(
    (await checkIn({ id_type: 'passport', id_number: 'X1234567' })).json<CheckinStatus>().pass?.qr_text,
    done.pass!.qr_text,
  );
  assert.equal(
    (await call(kit.app, 'getBooking', { token: alice.token, query: { booking_salt: salt } })).json<{
      status: string;
    }>().status,
    'checked_in',
  );
  assert.deepEqual(
    (await kit.get('checkins', {}, alice.token)).json<Checkins>().today_checkins.map((b) => b.checked_in),
    [true],
  );
  // a checked-in stay can no longer be cancelled
  assert.equal(
    (await call(kit.app, 'cancelBooking', { token: alice.token, body: { booking_salt: salt } })).statusCode,
    409,
  );
});

test('after check-out the stay is a recent check-out that can be rated; a pending booking cannot check in', async () => {
  at('2026-03-27T05:00:00Z');
  const out = (await kit.get('checkins', {}, alice.token)).json<Checkins>();
  assert.equal(out.recent_checkouts.today_checkout, true);
  assert.equal(out.recent_checkouts.is_eligible_to_review, true);
  assert.deepEqual(
    out.recent_checkouts.bookings.map((b) => b.booking_salt),
    [salt],
  );
  at('2026-03-28T05:00:00Z');
  assert.equal((await kit.get('checkins', {}, alice.token)).json<Checkins>().recent_checkouts.today_checkout, false);
  // bob sees none of it
  const bobs = (await kit.get('checkins', {}, bob.token)).json<Checkins>();
  assert.deepEqual([bobs.today_checkins.length, bobs.recent_checkouts.bookings.length], [0, 0]);

  const pending = (await kit.get('myBookings', {}, alice.token))
    .json<MyBookings>()
    .bookings.find((b) => b.status === 'pending')!;
  const res = await call(kit.app, 'doCheckin', {
    token: alice.token,
    body: { booking_salt: pending.booking_salt, id_type: 'ktp', id_number: '3171012345678901', full_name: 'Alice Tan' },
  });
  assert.equal(res.json<{ code: string }>().code, 'CHECKIN_NOT_ELIGIBLE');
});

test('fetch_booking_data says what the owner can do now, by the rules that enforce it', async () => {
  const data = async (at: string, token = alice.token) => {
    kit.clock.now = new Date(at);
    return call(kit.app, 'fetchBookingData', { token, query: { booking_salt: salt } });
  };
  // after check-out (the earlier tests checked this stay in): no cancel, no change, rate it
  const after = (await data('2026-03-28T05:00:00Z')).json<{
    status: string;
    actions: Record<string, boolean>;
    checkin_state: string;
    feedback_state: string;
    cancel_refund: number | null;
  }>();
  assert.equal(after.status, 'checked_in');
  assert.deepEqual(after.actions, {
    pay: false,
    cancel: false,
    change_dates: false,
    pay_date_change: false,
    check_in: false,
    rate: true,
    invoice: true,
  });
  assert.deepEqual([after.checkin_state, after.feedback_state, after.cancel_refund], ['checked_in', 'open', null]);
  assert.equal((await data('2026-03-28T05:00:00Z', bob.token)).statusCode, 404);
});
