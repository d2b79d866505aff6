/**
 * Bank transfer on loopback: the API opens a virtual account at the sandbox gateway, the
 * gateway "receives" the transfer and its signed webhook confirms the booking; a proof is uploaded
 * and read back by its owner only; an account that closes unpaid refuses the money and the hold ends.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  Booking,
  Invoice,
  PaymentInstruction,
  PaymentOptions,
  TransferProof,
} from '@rednest/shared/contracts/dto';
import type { EndpointName } from '@rednest/shared/contracts/endpoints';
import { call, pathOf } from '../../../test/http.ts';
import { stayDate, type CatalogTestApp, type TestClock } from '../../../test/catalog-test-kit.ts';
import { createGatewayTestApp, GATEWAY_TEST_KEY } from '../../../test/gateway-test-kit.ts';
import { pickBookableRoom, type RoomPick } from '../booking/booking-test-kit.ts';
import { sniffProof } from './bank-transfer.service.ts';
import { attachmentDisposition } from './proof-link.ts';

const TODAY = '2026-03-10';
const KEY = GATEWAY_TEST_KEY;
let kit: CatalogTestApp & { clock: TestClock };
let gateway: FastifyInstance;
let gatewayUrl: string;
let pick: RoomPick;

const stay = (day: number) => ({
  check_in_date: stayDate(TODAY, day),
  check_out_date: stayDate(TODAY, day + 1),
  rooms: 1,
  guest: 2,
});
const as =
  (token: string) =>
  (name: EndpointName, opts: { body?: unknown; query?: Record<string, string> } = {}) =>
    call(kit.app, name, { token, ...opts });
async function hold(api: ReturnType<typeof as>, day: number): Promise<Booking> {
  const res = await api('bookNow', {
    body: {
      ...pick,
      ...stay(day),
      first_name: 'Budi',
      email: 'budi@example.test',
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<Booking>();
}
const vaIdOf = (i: PaymentInstruction) => i.simulate_url!.split('/va/')[1]!;
const simulate = (id: string) =>
  fetch(`${gatewayUrl}/v1/virtual_accounts/${id}/simulate_transfer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}` },
  });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(200)]);

before(async () => {
  const env = await createGatewayTestApp({ today: TODAY });
  ({ kit, gateway, gatewayUrl } = env);
  pick = (await pickBookableRoom(kit, stay(20)))!;
  assert.ok(pick);
});
after(async () => {
  await gateway?.close();
  await kit?.close();
});

test('proofs are JPEG, PNG or PDF by their first bytes', () => {
  assert.equal(sniffProof(PNG), 'image/png');
  assert.equal(sniffProof(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2])), 'image/jpeg');
  assert.equal(sniffProof(Buffer.from('%PDF-1.7\n...')), 'application/pdf');
  assert.equal(sniffProof(Buffer.from('<svg onload=alert(1)>')), null);
});

test('a proof downloads under the name it was uploaded with, quoted safely', () => {
  assert.equal(
    attachmentDisposition('bukti "transfer" é.pdf'),
    `attachment; filename="bukti _transfer_ _.pdf"; filename*=UTF-8''bukti%20%22transfer%22%20%C3%A9.pdf`,
  );
  assert.equal(
    attachmentDisposition('struk\\(1).png'),
    `attachment; filename="struk_(1).png"; filename*=UTF-8''struk%5C%281%29.png`,
  );
});

test("a transfer to the virtual account confirms the booking by webhook; the proof is the owner's alone", async () => {
  const owner = await kit.signUp('budi.transfer@example.test');
  const api = as(owner.token);
  const b = await hold(api, 20);
  const options = (await api('paymentOptions', { query: { order_id: b.booking_salt } })).json<PaymentOptions>();
  assert.equal(options.options.find((o) => o.method === 'bank_transfer')?.available, true);

  const res = await api('bankTransferPayment', { body: { booking_salt: b.booking_salt } });
  assert.equal(res.statusCode, 200, res.body);
  const first = res.json<PaymentInstruction>();
  assert.equal(first.status, 'awaiting_transfer');
  assert.match(first.va_number, /^8808\d{12}$/);
  assert.equal(first.amount, b.total);
  assert.equal(Date.parse(first.expires_at) - kit.clock.now.getTime(), 60 * 60_000);
  // asked again: the same account, not a second one; the hold lasts as long as the account
  assert.equal(
    (await api('bankTransferPayment', { body: { booking_salt: b.booking_salt } })).json<PaymentInstruction>().va_number,
    first.va_number,
  );
  assert.equal(
    (await api('getBooking', { query: { booking_salt: b.booking_salt } })).json<Booking>().hold_expires_at,
    first.expires_at.replace('.000Z', 'Z'),
  );

  // the proof: types by content, size, owner only
  const bad = await api('uploadTransferProof', {
    body: {
      booking_salt: b.booking_salt,
      filename: 'x.png',
      content_base64: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    },
  });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json<{ code: string }>().code, 'PROOF_TYPE_NOT_ALLOWED');
  const up = await api('uploadTransferProof', {
    body: { booking_salt: b.booking_salt, filename: '../../transfer.png', content_base64: PNG.toString('base64') },
  });
  assert.equal(up.statusCode, 200, up.body);
  assert.deepEqual(
    [up.json<TransferProof>().content_type, up.json<TransferProof>().size, up.json<TransferProof>().filename],
    ['image/png', PNG.length, '.._.._transfer.png'],
  );
  // read back through a short-lived signed link: the file itself, as a download, without a token
  const back = (await api('transferProof', { query: { booking_salt: b.booking_salt } })).json<TransferProof>();
  assert.equal(back.filename, '.._.._transfer.png');
  assert.ok(!('content_base64' in back), 'the answer names the file, the link carries it');
  const link = new URL(back.download_url!, 'http://api.test');
  assert.equal(link.pathname, pathOf(kit.app, 'transferProofFile'));
  const file = await kit.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  assert.equal(file.statusCode, 200, file.body);
  assert.ok(file.rawPayload.equals(PNG));
  assert.equal(file.headers['content-type'], 'image/png');
  assert.equal(
    file.headers['content-disposition'],
    `attachment; filename=".._.._transfer.png"; filename*=UTF-8''.._.._transfer.png`,
  );
  assert.match(String(file.headers['cache-control']), /no-store/);
  // a changed link, or the same link once it ran out, opens nothing
  const forged = new URL(link);
  forged.searchParams.set('proof_id', String(Number(link.searchParams.get('proof_id')) + 1));
  const expired = new URL(link);
  expired.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60));
  for (const bad of [forged, expired]) {
    const r = await kit.app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}` });
    assert.equal(r.statusCode, 404, r.body);
    assert.equal(r.json<{ code: string }>().code, 'PROOF_LINK_INVALID');
  }
  const start = kit.clock.now;
  kit.clock.now = new Date(start.getTime() + 6 * 60_000);
  try {
    const late = await kit.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(late.json<{ code: string }>().code, 'PROOF_LINK_INVALID');
  } finally {
    kit.clock.now = start;
  }
  const stranger = as((await kit.signUp('not.budi@example.test')).token);
  const guest = as(await kit.guestToken());
  for (const other of [stranger, guest]) {
    for (const [name, opts] of [
      ['bankTransferPayment', { body: { booking_salt: b.booking_salt } }],
      ['paymentInstruction', { query: { booking_salt: b.booking_salt } }],
      [
        'uploadTransferProof',
        { body: { booking_salt: b.booking_salt, filename: 'x.png', content_base64: PNG.toString('base64') } },
      ],
      ['transferProof', { query: { booking_salt: b.booking_salt } }],
    ] as const) {
      const r = await other(name, opts as { body?: unknown; query?: Record<string, string> });
      assert.equal(r.statusCode, 404, `${name}: ${r.body}`);
    }
  }

  assert.equal((await simulate(vaIdOf(first))).status, 200);
  for (let i = 0; i < 100; i += 1) {
    if ((await api('getBooking', { query: { booking_salt: b.booking_salt } })).json<Booking>().status === 'confirmed')
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const paid = (
    await api('paymentInstruction', { query: { booking_salt: b.booking_salt } })
  ).json<PaymentInstruction>();
  assert.equal(paid.status, 'paid');
  assert.equal(paid.proof?.filename, '.._.._transfer.png');
  const invoice = (await api('bookingInvoice', { query: { booking_salt: b.booking_salt } })).json<Invoice>();
  assert.equal(invoice.payment_method, 'bank_transfer');
  assert.ok(invoice.paid_at);
  // a second transfer to the same account is refused by the bank (one transfer per account)
  const again = await api('bankTransferPayment', { body: { booking_salt: b.booking_salt } });
  assert.equal(again.json<PaymentInstruction>().status, 'paid');
});

test('an account that closes unpaid refuses the transfer and the hold ends, releasing the room', async () => {
  const api = as(await kit.guestToken());
  const b = await hold(api, 21);
  const va = (await api('bankTransferPayment', { body: { booking_salt: b.booking_salt } })).json<PaymentInstruction>();
  const start = kit.clock.now;
  try {
    kit.clock.now = new Date(start.getTime() + 61 * 60_000);
    assert.equal((await simulate(vaIdOf(va))).status, 410);
    const ended = (await api('getBooking', { query: { booking_salt: b.booking_salt } })).json<Booking>();
    assert.equal(ended.status, 'cancelled');
    assert.equal(ended.cancel_reason, 'hold_expired');
    assert.equal(
      (await api('paymentInstruction', { query: { booking_salt: b.booking_salt } })).json<PaymentInstruction>().status,
      'expired',
    );
    const late = await api('bankTransferPayment', { body: { booking_salt: b.booking_salt } });
    assert.equal(late.json<{ code: string }>().code, 'BOOKING_NOT_PENDING');
  } finally {
    kit.clock.now = start;
  }
});
