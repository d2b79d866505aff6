/**
 * The outbox: rows first, delivery by the worker; retries with backoff; nothing lost while the SMTP
 * server is down (a real SMTP server process from the smtp-server package); the development inbox.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { createOutboxRepository, DELIVERED_SENSITIVE_BODY } from './outbox.repository.ts';
import { createOutbox, retryDelayMs } from './outbox.service.ts';
import {
  createDevInbox,
  createHttpSmsProvider,
  createSmtpTransport,
  devInboxTransports,
  type MailTransport,
} from './transports.ts';

let t: TestApp;
const clock = { now: new Date('2026-03-01T08:00:00Z') };
const now = () => clock.now;

before(async () => {
  // no worker in the app: each test drives its own outbox over the same table
  t = await createTestApp({
    config: { outbox: { ...loadConfig().outbox, smtpUrl: null, smsWebhookUrl: null, pollMs: 0 } },
  });
});
after(() => t?.close());

const repo = () => createOutboxRepository(t.database.db);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on `port` that keeps what it receives. */
async function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

test('a queued mail reaches the development inbox with its attachment; a sensitive body is not kept once delivered', async () => {
  const inbox = createDevInbox();
  const dev = devInboxTransports(inbox, now);
  const outbox = createOutbox({ repo: repo(), mail: dev.mail, sms: dev.sms, now });
  const pdf = Buffer.from('%PDF-1.4 invoice').toString('base64');
  const { id } = await outbox.enqueueMail({
    to: 'dewi@example.com',
    subject: 'Your code',
    text: 'Your code is 123456',
    kind: 'otp',
    sensitive: true,
    attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', contentBase64: pdf }],
  });
  const { id: smsId } = await outbox.enqueueSms({ to: '+6281234567890', text: 'RedNest code 654321', kind: 'otp' });
  assert.equal((await repo().findById(id))?.state, 'queued');

  assert.deepEqual(await outbox.runOnce(), { sent: 2, retrying: 0, failed: 0 });
  const [message] = inbox.list({ to: 'DEWI@example.com' });
  assert.equal(message?.text, 'Your code is 123456');
  assert.deepEqual(message?.attachments, [{ filename: 'invoice.pdf', contentType: 'application/pdf', size: 16 }]);
  assert.equal(inbox.list({ to: '+6281234567890' })[0]?.text, 'RedNest code 654321');

  const row = await repo().findById(id);
  assert.equal(row?.state, 'sent');
  assert.equal(row?.attempts, 1);
  assert.equal(row?.body, DELIVERED_SENSITIVE_BODY, 'the code is not kept at rest after delivery');
  assert.equal(
    (await repo().findById(smsId))?.body,
    'RedNest code 654321',
    'a message that is not sensitive is kept as sent',
  );
  assert.deepEqual(await outbox.runOnce(), { sent: 0, retrying: 0, failed: 0 }, 'delivered once');
});

test('a mail queued in a transaction that rolls back is never sent', async () => {
  const inbox = createDevInbox();
  const outbox = createOutbox({ repo: repo(), mail: devInboxTransports(inbox, now).mail, sms: null, now });
  await assert.rejects(
    t.database.db.transaction(async (tx) => {
      await outbox.enqueueMail({ to: 'rollback@example.com', subject: 's', text: 't', kind: 'test' }, tx);
      throw new Error('the booking failed');
    }),
  );
  await outbox.runOnce();
  assert.deepEqual(inbox.list({ to: 'rollback@example.com' }), []);
});

test('a failing transport is retried with doubling delays, then the message is marked failed with its error', async () => {
  let calls = 0;
  const broken: MailTransport = {
    name: 'broken',
    async send() {
      calls += 1;
      throw new Error('connection refused');
    },
  };
  const outbox = createOutbox({ repo: repo(), mail: broken, sms: null, now, maxAttempts: 3, retryBaseMs: 1000 });
  const { id } = await outbox.enqueueMail({ to: 'retry@example.com', subject: 's', text: 't', kind: 'test' });
  const start = clock.now.getTime();

  assert.deepEqual(await outbox.runOnce(), { sent: 0, retrying: 1, failed: 0 });
  let row = await repo().findById(id);
  assert.equal(row?.state, 'queued');
  assert.equal(row?.nextAttemptAt.getTime(), start + 1000);
  assert.equal(row?.lastError, 'connection refused');
  assert.deepEqual(await outbox.runOnce(), { sent: 0, retrying: 0, failed: 0 }, 'not before its next attempt');

  clock.now = new Date(start + 1000);
  await outbox.runOnce();
  row = await repo().findById(id);
  assert.equal(row?.nextAttemptAt.getTime(), start + 1000 + 2000, 'the delay doubles');

  clock.now = new Date(start + 3000);
  assert.deepEqual(await outbox.runOnce(), { sent: 0, retrying: 0, failed: 1 });
  row = await repo().findById(id);
  assert.equal(row?.state, 'failed');
  assert.equal(row?.attempts, 3);
  assert.equal(calls, 3);
  assert.deepEqual(
    [1, 2, 3, 12, 20].map((n) => retryDelayMs(n)),
    [5_000, 10_000, 20_000, 1_800_000, 1_800_000],
  );
});

test('a worker that died while sending: its claimed messages are taken again once the claim runs out', async () => {
  const inbox = createDevInbox();
  const outbox = createOutbox({
    repo: repo(),
    mail: devInboxTransports(inbox, now).mail,
    sms: null,
    now,
    lockMs: 60_000,
  });
  const { id } = await outbox.enqueueMail({ to: 'crash@example.com', subject: 's', text: 't', kind: 'test' });
  const claimed = await repo().claimDue(['mail'], clock.now, 60_000, 10);
  assert.ok(
    claimed.some((r) => r.id === id),
    'claimed by a worker that then dies',
  );
  await outbox.runOnce();
  assert.deepEqual(inbox.list({ to: 'crash@example.com' }), [], 'not while the claim holds');
  clock.now = new Date(clock.now.getTime() + 60_000);
  await outbox.runOnce();
  assert.equal(inbox.list({ to: 'crash@example.com' }).length, 1);
});

test('SMTP: mails queued while the SMTP server is down are all delivered once it is back', async () => {
  const port = await freePort();
  const received: Received[] = [];
  const smtp = createSmtpTransport({
    url: `smtp://127.0.0.1:${port}`,
    from: 'RedNest <no-reply@rednest.test>',
    timeoutMs: 2000,
  });
  const outbox = createOutbox({ repo: repo(), mail: smtp, sms: null, now, retryBaseMs: 1000 });
  const ids = [];
  for (let i = 1; i <= 3; i += 1) {
    ids.push(
      (
        await outbox.enqueueMail({
          to: `guest${i}@example.com`,
          subject: `Booking ${i} confirmed`,
          text: `Booking RN-${i}`,
          kind: 'booking_confirmation',
          attachments: [
            {
              filename: `invoice-${i}.pdf`,
              contentType: 'application/pdf',
              contentBase64: Buffer.from(`invoice ${i}`).toString('base64'),
            },
          ],
        })
      ).id,
    );
  }

  // the SMTP server is down: every attempt fails and each message waits for its retry
  assert.deepEqual(await outbox.runOnce(), { sent: 0, retrying: 3, failed: 0 });
  for (const id of ids) assert.equal((await repo().findById(id))?.state, 'queued');

  const server = await startSmtp(port, received);
  try {
    clock.now = new Date(clock.now.getTime() + 1000);
    assert.deepEqual(await outbox.runOnce(), { sent: 3, retrying: 0, failed: 0 });
    assert.deepEqual(
      received
        .map((r) => r.to)
        .flat()
        .sort(),
      ['guest1@example.com', 'guest2@example.com', 'guest3@example.com'],
    );
    const first = received.find((r) => r.to[0] === 'guest1@example.com')!;
    assert.equal(first.from, 'no-reply@rednest.test');
    assert.match(first.raw, /Subject: Booking 1 confirmed/);
    assert.match(first.raw, /filename=invoice-1\.pdf/);
    assert.ok(first.raw.includes(Buffer.from('invoice 1').toString('base64')), 'the attachment is in the mail');
    for (const id of ids) {
      const row = await repo().findById(id);
      assert.equal(row?.state, 'sent');
      assert.equal(row?.attempts, 2);
    }
  } finally {
    await outbox.stop();
    await stopSmtp(server);
  }
});

test('SMS through an HTTP provider: a 5xx is retried, a 2xx delivers', async () => {
  const bodies: unknown[] = [];
  let status = 503;
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      bodies.push({ auth: req.headers.authorization, body: JSON.parse(data) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    const outbox = createOutbox({
      repo: repo(),
      mail: null,
      sms: createHttpSmsProvider({ url: `http://127.0.0.1:${port}/sms`, token: 'sms-token' }),
      now,
      retryBaseMs: 1000,
    });
    const { id } = await outbox.enqueueSms({
      to: '+6591234567',
      text: 'Your code is 111222',
      kind: 'otp',
      sensitive: true,
    });
    assert.deepEqual(await outbox.runOnce(), { sent: 0, retrying: 1, failed: 0 });
    status = 200;
    clock.now = new Date(clock.now.getTime() + 1000);
    assert.deepEqual(await outbox.runOnce(), { sent: 1, retrying: 0, failed: 0 });
    assert.deepEqual(bodies[1], { auth: 'Bearer sms-token', body: { to: '+6591234567', text: 'Your code is 111222' } });
    assert.equal((await repo().findById(id))?.state, 'sent');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('enqueue refuses what is not an address or an E.164 number', async () => {
  const outbox = createOutbox({ repo: repo(), mail: null, sms: null, now });
  await assert.rejects(outbox.enqueueMail({ to: 'not-an-address', subject: 's', text: 't', kind: 'test' }));
  await assert.rejects(outbox.enqueueSms({ to: '081234', text: 't', kind: 'test' }));
});

test('the development inbox is served outside production and refused in production', async () => {
  const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBasePath}/dev/inbox?to=nobody@example.com` });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { messages: [] });
  assert.equal(res.headers['cache-control'], 'no-store');

  const prod = await createTestApp({ config: { production: true, outbox: { ...t.config.outbox } } });
  try {
    const refused = await prod.app.inject({ method: 'GET', url: `${prod.config.apiBasePath}/dev/inbox` });
    assert.equal(refused.statusCode, 404);
  } finally {
    await prod.close();
  }
});
