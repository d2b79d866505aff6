/**
 * A guest's special request is kept with the booking (book_now took it and dropped it): the booking
 * shows it, and special_request_history offers the member's earlier ones to ask again.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Invoice, SpecialRequestHistory } from '@rednest/shared/contracts/dto';
import { confirmationMessage } from './confirmation-mail.ts';
import { call } from '../../../test/http.ts';
import {
  createCatalogTestApp,
  findBookableRoom,
  stayDate,
  type CatalogTestApp,
  type TestClock,
} from '../../../test/catalog-test-kit.ts';
import { holdRoom, readBooking } from '../../../test/gateway-test-kit.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let room: { slug: string; roomTypeId: number; ratePlanId: number };
const on = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 1,
});

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  room = (await findBookableRoom(kit, on(30), { minFree: 4 }))!;
  assert.ok(room);
});
after(async () => {
  await kit?.close();
});

test('the booking keeps the request, trimmed; the history lists each request once, latest first', async () => {
  const member = await kit.signUp('requests@example.test');
  const history = async (token: string) => {
    const res = await call(kit.app, 'specialRequestHistory', { token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<SpecialRequestHistory>().requests;
  };
  assert.deepEqual(await history(member.token), []);

  const quiet = await holdRoom(kit, room, on(30), 'requests@example.test', member.token, {
    special_request: '  Quiet room, high floor  ',
  });
  assert.equal(quiet.special_request, 'Quiet room, high floor');
  assert.equal((await readBooking(kit, quiet, member.token)).special_request, 'Quiet room, high floor');
  await holdRoom(kit, room, on(31), 'requests@example.test', member.token, {
    special_request: 'Arriving around 23:00',
  });
  await holdRoom(kit, room, on(32), 'requests@example.test', member.token, {
    special_request: 'Quiet room, high floor',
  });
  const none = await holdRoom(kit, room, on(33), 'requests@example.test', member.token, { special_request: '   ' });
  assert.equal(none.special_request, null);

  const asked = await history(member.token);
  assert.deepEqual(
    asked.map((r) => r.text),
    ['Quiet room, high floor', 'Arriving around 23:00'],
  );
  assert.ok(asked.every((r) => r.hotel_name.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(r.asked_on)));

  // another member has their own (none); a guest token is refused
  assert.deepEqual(await history((await kit.signUp('other.requests@example.test')).token), []);
  const guest = await call(kit.app, 'specialRequestHistory', { token: await kit.guestToken() });
  assert.equal(guest.statusCode, 401);
});

test('a request over 500 characters is refused with a clear 400', async () => {
  const res = await call(kit.app, 'bookNow', {
    token: await kit.guestToken(),
    body: {
      hotel: room.slug,
      room_type_id: room.roomTypeId,
      rate_plan_id: room.ratePlanId,
      ...on(34),
      first_name: 'Sari',
      email: 'long.request@example.test',
      phone: '+62 812 3456 7890',
      special_request: 'x'.repeat(501),
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 400, res.body);
  assert.equal(res.json<{ code: string }>().code, 'VALIDATION_FAILED');
});

test('the confirmation mail repeats the request, escaped in its HTML', () => {
  const invoice = {
    invoice_number: 'INV-RN000042',
    booking_code: 'RN000042',
    payment_method: 'card',
    paid_at: '2026-03-10T04:00:00Z',
    hotel_name: 'RedNest Menteng',
    check_in_date: '2026-03-12',
    check_out_date: '2026-03-14',
    no_of_nights: 2,
    room_type: 'Deluxe',
    rate_plan: 'Room only',
    rooms: 1,
    guests: 2,
    total: 60_000_000,
    currency: 'IDR',
    guest_name: 'Sari',
  } as unknown as Omit<Invoice, 'pdf_url'>;
  const mail = confirmationMessage(invoice, 'https://x.test/i', undefined, undefined, 'en', 'Late <b>check-in</b>');
  assert.match(mail.text, /^Your request: Late <b>check-in<\/b>$/m);
  assert.ok(mail.html.includes('<td>Late &#60;b&#62;check-in&#60;/b&#62;</td>'), mail.html);
  assert.doesNotMatch(confirmationMessage(invoice, 'https://x.test/i').text, /Your request/);
});
