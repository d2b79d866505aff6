/**
 * The unpaid-booking reminder: a held booking that was left unpaid gets one mail, through the
 * outbox, leading back to the abandoned-booking screen while it can still be paid: an hour after
 * the hold began, or halfway through a shorter hold (a card hold is 15 minutes), never when too
 * little of the hold is left to act on it, and never twice, however many instances sweep at once.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Booking } from '@rednest/shared/contracts/dto';
import { call } from '../../../test/http.ts';
import {
  createCatalogTestApp,
  findBookableRoom,
  stayDate,
  type CatalogTestApp,
  type TestClock,
} from '../../../test/catalog-test-kit.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { bookings } from '../../db/schema/booking.ts';
import { createOutbox } from '../outbox/outbox.service.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { createBookingReminders, REMINDER_MIN_LEFT_MINUTES } from './booking-reminder.ts';
import { createSiteOrigins } from '../../http/site-origin.ts';

const TODAY = '2026-03-10';
const SITE = 'http://localhost:18080';
let kit: CatalogTestApp & { clock: TestClock };
let pick: { slug: string; roomTypeId: number; ratePlanId: number };

const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
async function hold(day: number, email: string): Promise<Booking> {
  const res = await call(kit.app, 'bookNow', {
    token: await kit.guestToken(),
    body: {
      hotel: pick.slug,
      room_type_id: pick.roomTypeId,
      rate_plan_id: pick.ratePlanId,
      ...on(day),
      first_name: 'Sari',
      email,
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<Booking>();
}
/** one API instance's sweeper (mail queued, not delivered: the rows are read back) */
const instance = () =>
  createBookingReminders({
    db: kit.database.db,
    outbox: createOutbox({
      repo: createOutboxRepository(kit.database.db),
      mail: null,
      sms: null,
      now: () => kit.clock.now,
    }),
    sites: createSiteOrigins({ siteUrl: SITE }),
    now: () => kit.clock.now,
  });
const remindersTo = async (to: string) =>
  (await kit.database.db.select().from(outboxMessages)).filter(
    (m) => m.recipient === to && m.kind === 'booking_reminder',
  );
/** moves the clock to `minutes` after the booking was made */
const at = (b: Booking, minutes: number) => {
  kit.clock.now = new Date(Date.parse(b.created_at) + minutes * 60_000);
};
let start: Date;

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY, config: { siteUrl: SITE } });
  start = kit.clock.now;
  pick = (await findBookableRoom(kit, on(30), { minFree: 4 }))!;
  assert.ok(pick);
});
after(async () => {
  await kit?.close();
});

test('a card hold left unpaid is reminded once, halfway through it, with a link to the abandoned-booking screen', async () => {
  kit.clock.now = start;
  const email = 'sari.reminder@example.test';
  const b = await hold(30, email);
  assert.equal(Date.parse(b.hold_expires_at!) - Date.parse(b.created_at), 15 * 60_000);

  at(b, 7);
  assert.equal(await instance().sweep(), 0);
  assert.equal((await remindersTo(email)).length, 0, 'not before halfway');

  at(b, 7.5);
  // three instances sweep at the same moment: one mail
  const sent = await Promise.all([instance().sweep(), instance().sweep(), instance().sweep()]);
  assert.equal(
    sent.reduce((a, n) => a + n, 0),
    1,
  );
  at(b, 9);
  assert.equal(await instance().sweep(), 0);
  const mails = await remindersTo(email);
  assert.equal(mails.length, 1);
  const mail = mails[0]!;
  assert.match(mail.subject, /^Your room is still held: /);
  assert.ok(mail.body.includes(`${SITE}/en-id/abandoned-booking?booking=${b.booking_salt}`), mail.body);
  assert.ok(mail.html?.includes(`href="${SITE}/en-id/abandoned-booking?booking=${b.booking_salt}"`), mail.html ?? '');
  assert.match(mail.body, /Hello Sari,/);
  assert.match(mail.body, /held for you until \d\d:\d\d \(hotel time, GMT\+\d\)/);
  assert.match(mail.body, /Rp/);
  assert.equal(mail.sensitive, true, 'the link opens the booking: not kept once delivered');
});

test('a long hold is reminded an hour after it began; a paid, released or nearly run-out one is not', async () => {
  kit.clock.now = start;
  const long = await hold(31, 'long.hold@example.test');
  // a hold kept three hours (as a bank transfer or a longer BOOKING_HOLD_MINUTES keeps it)
  await kit.database.db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.parse(long.created_at) + 180 * 60_000) })
    .where(eq(bookings.id, long.id));
  const released = await hold(32, 'released.hold@example.test');
  assert.equal(
    (
      await call(kit.app, 'releaseSaleRoom', {
        token: await kit.guestToken(),
        body: { booking_salt: released.booking_salt },
      })
    ).statusCode,
    200,
  );

  at(long, 59);
  await instance().sweep();
  assert.equal((await remindersTo('long.hold@example.test')).length, 0);
  at(long, 60);
  await instance().sweep();
  assert.equal((await remindersTo('long.hold@example.test')).length, 1);
  assert.equal(
    (await remindersTo('released.hold@example.test')).length,
    0,
    'a released booking cannot be paid any more',
  );

  // the sweeper was away until too little of the hold was left to act on it: no mail
  kit.clock.now = start;
  const late = await hold(33, 'late.hold@example.test');
  at(late, 15 - REMINDER_MIN_LEFT_MINUTES + 0.5);
  await instance().sweep();
  assert.equal((await remindersTo('late.hold@example.test')).length, 0);
});
