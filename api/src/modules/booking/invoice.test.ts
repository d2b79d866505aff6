/**
 * Invoices: the booking's lines as priced at booking, readable only by its owner, and
 * the same invoice as a real PDF behind a signed, short-lived link (its text read back here).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Booking, Invoice } from '@rednest/shared/contracts/dto';
import { formatMoney } from '@rednest/shared/format';
import { call } from '../../../test/http.ts';
import { pickBookableRoom, type RoomPick } from './booking-test-kit.ts';
import {
  createCatalogTestApp,
  type CatalogTestApp,
  type TestClock,
  twoNightStay,
} from '../../../test/catalog-test-kit.ts';
import { promoCodes } from '../../db/schema/promotion.ts';
import { properties } from '../../db/schema/catalog.ts';
import { splitRuns } from './pdf-text.ts';

const TODAY = '2026-03-10';
let kit: CatalogTestApp & { clock: TestClock };
let owner: { token: string; id: number };
let other: { token: string; id: number };
let pick: RoomPick;
const stay = twoNightStay(TODAY);

const book = async (day: number, extra: Record<string, unknown>, token: string) => {
  const res = await call(kit.app, 'bookNow', {
    token,
    body: {
      ...pick,
      ...stay(day),
      first_name: 'Nguyễn',
      last_name: 'Thị Lan',
      email: 'lan.invoice@example.test',
      phone: '+84 90 123 4567',
      idempotency_key: crypto.randomUUID(),
      ...extra,
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as Booking;
};
const invoiceOf = (salt: string, token: string, language?: string) =>
  call(kit.app, 'bookingInvoice', {
    token,
    query: { booking_salt: salt },
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;

before(async () => {
  kit = await createCatalogTestApp({ today: TODAY });
  owner = await kit.signUp('lan.owner@example.test');
  other = await kit.signUp('someone.else@example.test');
  pick = (await pickBookableRoom(kit, stay(7)))!;
  assert.ok(pick);
  await kit.database.db.insert(promoCodes).values({
    code: 'INVOICE5',
    title: '5% off',
    kind: 'percent',
    percent: 5,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2027-01-01T00:00:00Z'),
  });
});
after(async () => {
  await kit?.close();
});

test("the owner's invoice lists the stay as priced and the summary's adjustments, summing to the total; paid shows the payment", async () => {
  const b = await book(10, { coupon_code: 'INVOICE5' }, owner.token);
  await kit.database.db.execute(
    sql`update bookings set status = 'confirmed', hold_expires_at = null where id = ${b.id}`,
  );
  await kit.database.db.execute(
    sql`insert into payments (booking_id, method, provider, provider_ref, status, amount_minor, currency) values (${b.id}, 'card', 'sandbox', ${`cs_${b.id}`}, 'succeeded', ${b.total}, ${b.currency})`,
  );
  const res = await invoiceOf(b.booking_salt, owner.token);
  assert.equal(res.statusCode, 200, res.body);
  const inv = res.json() as Invoice;
  assert.equal(inv.invoice_number, `INV-RN${String(b.id).padStart(6, '0')}`);
  assert.equal(inv.total, b.total);
  assert.equal(
    inv.lines.reduce((sum, l) => sum + l.amount, 0),
    b.total,
  );
  assert.ok(inv.lines.some((l) => l.label === 'Promo code INVOICE5' && l.amount < 0));
  assert.equal(inv.payment_method, 'card');
  assert.ok(inv.paid_at);
  assert.equal(inv.guest_email, 'lan.invoice@example.test');
  assert.match(
    inv.pdf_url,
    /^\/api\/booking\/v16\/booking_invoice_pdf\?booking_salt=[\w-]+&expires=\d+&signature=[0-9a-f]{64}&language=en$/,
  );

  const pdf = await kit.app.inject({ method: 'GET', url: inv.pdf_url });
  assert.equal(pdf.statusCode, 200, pdf.body.slice(0, 200));
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.match(String(pdf.headers['content-disposition']), /filename="INV-RN\d{6}\.pdf"/);
  assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
  const text = await pdfText(new Uint8Array(pdf.rawPayload));
  for (const expected of [
    inv.invoice_number,
    inv.booking_code,
    inv.hotel_name,
    'Nguyễn Thị Lan',
    'Promo code INVOICE5',
    formatMoney(inv.total, inv.currency, 'en-id'),
    'Paid on',
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${inv.check_in_date}T00:00:00Z`),
    ),
  ]) {
    assert.ok(text.includes(expected), `the PDF says ${expected}: ${text}`);
  }
});

test("another user's booking, and a user's booking asked with a guest token, are not found", async () => {
  const b = await book(14, {}, owner.token);
  const asOther = await invoiceOf(b.booking_salt, other.token);
  assert.equal(asOther.statusCode, 404);
  assert.equal(asOther.json().code, 'BOOKING_NOT_FOUND');
  assert.equal((await invoiceOf(b.booking_salt, await kit.guestToken())).statusCode, 404);
  assert.equal((await invoiceOf('A'.repeat(22), owner.token)).statusCode, 404);
});

test("a guest booking's invoice is for whoever holds its salt; a pending one says not paid yet", async () => {
  const b = await book(18, {}, await kit.guestToken());
  const inv = (await invoiceOf(b.booking_salt, await kit.guestToken())).json() as Invoice;
  assert.equal(inv.paid_at, null);
  const text = await pdfText(new Uint8Array((await kit.app.inject({ method: 'GET', url: inv.pdf_url })).rawPayload));
  assert.ok(text.includes('Not paid yet'), text);
});

test('an invoice asked from a Thai page reads in Thai, and so does the PDF its link opens in another tab', async () => {
  const b = await book(20, { coupon_code: 'INVOICE5' }, owner.token);
  const inv = (await invoiceOf(b.booking_salt, owner.token, 'th')).json() as Invoice;
  assert.deepEqual(
    inv.lines.slice(0, 1).map((l) => l.label),
    ['ห้องพัก 2 คืน'],
  );
  assert.ok(inv.lines.some((l) => l.label === 'โค้ดส่วนลด INVOICE5'));
  assert.match(inv.pdf_url, /&language=th$/);
  // the seeded room and plan have Thai names: read in Thai, and said so
  assert.deepEqual([inv.room_type_lang, inv.rate_plan_lang], ['th', 'th']);
  const english = (await invoiceOf(b.booking_salt, owner.token)).json() as Invoice;
  assert.deepEqual([english.room_type_lang, english.rate_plan_lang], ['en', 'en']);
  assert.notEqual(english.room_type, inv.room_type);
  // the PDF's link is opened by the browser with its own Accept-Language: the link's language wins
  const pdf = await kit.app.inject({ method: 'GET', url: inv.pdf_url, headers: { 'accept-language': 'en' } });
  const text = (await pdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, ' ');
  for (const expected of ['ใบแจ้งหนี้', 'ยังไม่ได้ชำระ', 'ผู้เข้าพัก', 'โค้ดส่วนลด INVOICE5'])
    assert.ok(text.includes(expected), `the Thai PDF says ${expected}: ${text}`);
  assert.ok(!/Not paid yet|Guest|Promo code/.test(text), text);
  assert.ok(!text.includes('?'), `every letter drawn: ${text}`);
  // a link with a language the product does not speak is refused in words, not drawn in English
  const url = new URL(inv.pdf_url, 'http://x');
  url.searchParams.set('language', 'fr');
  const refused = await kit.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  assert.equal(refused.statusCode, 400, refused.body);
});

test('a changed, borrowed or expired PDF link is refused', async () => {
  const mine = (await invoiceOf((await book(22, {}, owner.token)).booking_salt, owner.token)).json() as Invoice;
  const theirs = (await invoiceOf((await book(24, {}, other.token)).booking_salt, other.token)).json() as Invoice;
  const url = new URL(mine.pdf_url, 'http://x');
  const forged = new URL(mine.pdf_url, 'http://x');
  forged.searchParams.set('booking_salt', new URL(theirs.pdf_url, 'http://x').searchParams.get('booking_salt')!);
  const later = new URL(mine.pdf_url, 'http://x');
  later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  for (const bad of [forged, later]) {
    const res = await kit.app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}` });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'INVOICE_LINK_INVALID');
  }
  kit.clock.now = new Date(kit.clock.now.getTime() + 11 * 60_000);
  try {
    assert.equal((await kit.app.inject({ method: 'GET', url: mine.pdf_url })).statusCode, 404);
  } finally {
    kit.clock.now = new Date(kit.clock.now.getTime() - 11 * 60_000);
  }
});

test('a Thai hotel and a Vietnamese guest keep every mark and letter in the PDF', async () => {
  const [hotel] = await kit.database.db
    .select({ name: properties.name })
    .from(properties)
    .where(eq(properties.slug, pick.hotel));
  const thai = 'โรงแรมริมน้ำ เชียงใหม่';
  await kit.database.db.update(properties).set({ name: thai }).where(eq(properties.slug, pick.hotel));
  try {
    const b = await book(26, { first_name: 'Nguyễn', last_name: 'Thị Ánh' }, owner.token);
    const inv = (await invoiceOf(b.booking_salt, owner.token)).json() as Invoice;
    assert.equal(inv.hotel_name, thai);
    const text = await pdfText(new Uint8Array((await kit.app.inject({ method: 'GET', url: inv.pdf_url })).rawPayload));
    for (const expected of [thai, 'Nguyễn Thị Ánh', formatMoney(inv.total, inv.currency, 'en-id')])
      assert.ok(text.includes(expected), `the PDF says ${expected}: ${text}`);
  } finally {
    await kit.database.db.update(properties).set({ name: hotel!.name }).where(eq(properties.slug, pick.hotel));
  }
});

test('text is drawn in runs of the font file that has its letters; a letter none has loses its marks, else becomes ?', () => {
  const files = [
    { covers: new Set([...'Nguyen Th?'].map((c) => c.codePointAt(0)!)) },
    { covers: new Set([...'ễị '].map((c) => c.codePointAt(0)!)) },
  ];
  assert.deepEqual(splitRuns('Nguyễn Thị', files), [
    [0, 'Nguy'],
    [1, 'ễ'],
    [0, 'n Th'],
    [1, 'ị'],
  ]);
  // é is in no file: e without its mark; 日 has nothing to fall back to
  assert.deepEqual(splitRuns('Né日', files), [[0, 'Ne?']]);
});
