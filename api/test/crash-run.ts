/**
 * The crash invariant, run for real: the API as its own process (src/server.ts, PGlite
 * on disk or a fresh PostgreSQL database), the sandbox gateway beside it. Guests hold rooms, open
 * card checkouts, and the API is killed with SIGKILL between hold and payment: some guests had
 * paid just before (webhooks in flight), the others pay while it is down (webhooks refused, the
 * gateway retries with backoff), the rest never pay. The API restarts on the same data; then every
 * booking must end confirmed (paid: the webhook re-delivered and applied) or released (unpaid: the
 * hold runs out and the sweeper, which runs at start and every 30 s, gives the rooms back).
 * Never paid-and-unconfirmed, never held forever. Used by crash.test.ts and bench/booking.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Booking, CardPayment, MyBookings, PriceAvailability } from '@rednest/shared/contracts/dto';
import { ENDPOINTS, routePath, type EndpointDef, type EndpointName } from '@rednest/shared/contracts/endpoints';
import { buildGateway, TEST_CARDS } from '../src/sandbox-gateway/gateway-app.ts';
import { freePort } from './free-port.ts';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEY = 'sk_crash_test_key';
const SECRET = 'whsec_crash_test_secret';
/** a hold of 30 s: long enough for the restart, short enough to see holds run out */
const HOLD_MINUTES = 0.5;

export interface CrashCounts {
  attempted: number;
  /** paid on the gateway before the kill (webhooks in flight) and while the API was down */
  paidBeforeKill: number;
  paidWhileDown: number;
  unpaid: number;
  confirmed: number;
  released: number;
  /** paid but not confirmed, or still held after the hold and a sweep: must be 0 */
  lost: number;
  /** ms from SIGKILL to the restarted API answering /ready */
  restartMs: number;
  /** ms from the restart until every booking had its end state */
  settleMs: number;
  database: 'PGlite' | 'PostgreSQL';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ddmmyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;

export async function runCrash(
  options: { bookings?: number; databaseUrl?: string | null; log?: (line: string) => void } = {},
): Promise<CrashCounts> {
  const n = options.bookings ?? 12;
  const log = options.log ?? (() => undefined);
  // retries with backoff, then every 30 s for about 4.5 minutes: a restart on a loaded machine took 81 s
  const gateway = await buildGateway({
    apiKey: KEY,
    webhookSecret: SECRET,
    retryDelaysMs: [250, 500, 1000, 2000, 4000, 8000, 15000, ...Array<number>(7).fill(30_000)],
  });
  const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;

  // the data outlives the process: a PGlite folder, or a database of its own
  let dataDir: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  const env: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        (e): e is [string, string] => e[1] !== undefined && !e[0].startsWith('DATABASE_URL') && e[0] !== 'DATA_DIR',
      ),
    ),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ENV: 'test',
    LOG_LEVEL: 'error',
    SEED_ON_EMPTY: 'true',
    SEED_SIZE: '0.1',
    BOOKING_HOLD_MINUTES: String(HOLD_MINUTES),
    CAPTCHA_BY_PASS: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
    OUTBOX_POLL_MS: '0',
    PAYMENT_GATEWAY_URL: gatewayUrl,
    PAYMENT_GATEWAY_API_KEY: KEY,
    PAYMENT_WEBHOOK_SECRET: SECRET,
  };
  if (options.databaseUrl) {
    const name = `rn_crash_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: options.databaseUrl! });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rn-crash-'));
    env.DATA_DIR = dataDir;
  }

  let api: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => {
      output = (output + d.toString()).slice(-4000);
    });
    child.stderr!.on('data', (d: Buffer) => {
      output = (output + d.toString()).slice(-4000);
    });
    api = child;
    for (let i = 0; i < 1200; i += 1) {
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(250);
    }
    throw new Error(`the API did not get ready: ${output}`);
  };
  const stop = async (signal: NodeJS.Signals) => {
    const child = api;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };

  let token = '';
  async function call<T>(
    name: EndpointName,
    input: { query?: Record<string, string>; body?: unknown; params?: Record<string, string> } = {},
  ): Promise<{ status: number; json: T }> {
    const def: EndpointDef = ENDPOINTS[name];
    let p = `${base}${routePath(def)}`;
    for (const [k, v] of Object.entries(input.params ?? {})) p = p.replace(`:${k}`, encodeURIComponent(v));
    const url = input.query ? `${p}?${new URLSearchParams(input.query)}` : p;
    const body =
      input.body === undefined
        ? undefined
        : JSON.stringify(
            def.body === 'data' ? { data: Buffer.from(JSON.stringify(input.body)).toString('base64') } : input.body,
          );
    const res = await fetch(url, {
      method: def.method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body,
    });
    return { status: res.status, json: (await res.json()) as T };
  }
  const pay = (url: string) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: TEST_CARDS.success, exp: '12/30', cvc: '123', name: 'Crash Test' }),
    });

  try {
    await start();
    log(`api up on ${port} (${options.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
    // a signed-in guest: my bookings lists their statuses without ending a hold on read
    const basic = Buffer.from('rednest-web:rednest-web-public').toString('base64');
    token = (
      (await (
        await fetch(`${base}${routePath(ENDPOINTS.oauthToken)}`, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        })
      ).json()) as { access_token: string }
    ).access_token;
    const signup = await call<{ access_token: string }>('signup', {
      body: {
        first_name: 'Crash',
        last_name: 'Test',
        email: `crash.${crypto.randomUUID()}@example.test`,
        password: 'Secret123',
      },
    });
    token = signup.json.access_token;

    const today = new Date();
    const stay = (day: number) => {
      const a = new Date(today);
      a.setUTCDate(a.getUTCDate() + day);
      const b = new Date(a);
      b.setUTCDate(b.getUTCDate() + 1);
      return { check_in_date: ddmmyyyy(a), check_out_date: ddmmyyyy(b), rooms: 1, guest: 2 };
    };
    const asQuery = (o: Record<string, string | number>) =>
      Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
    const list = await call<{ hotels: { slug: string }[] }>('hotelsList', {
      query: { location: 'cit-jakarta', ...asQuery(stay(40)) },
    });
    let pick: { hotel: string; room_type_id: number; rate_plan_id: number } | null = null;
    for (const h of list.json.hotels ?? []) {
      const price = await call<PriceAvailability>('hotelPriceAvailability', {
        params: { id: h.slug },
        query: asQuery(stay(40)),
      });
      if (price.json.cheapest) {
        pick = {
          hotel: h.slug,
          room_type_id: price.json.cheapest.room_type_id,
          rate_plan_id: price.json.cheapest.rate_plan_id,
        };
        break;
      }
    }
    if (!pick) throw new Error('no bookable room in the seeded catalogue');

    // holds, each on a night of its own; checkouts for two of every three
    const held: { booking: Booking; checkout: CardPayment | null }[] = [];
    for (let i = 0; i < n; i += 1) {
      const b = await call<Booking>('bookNow', {
        body: {
          ...pick,
          ...stay(40 + i),
          first_name: 'Crash',
          email: 'crash@example.test',
          phone: '+62 812 0000 0000',
          idempotency_key: crypto.randomUUID(),
        },
      });
      if (b.status !== 201) continue;
      const c =
        i % 3 === 2
          ? null
          : await call<CardPayment>('cardPayment', {
              body: { booking_salt: b.json.booking_salt, return_url: 'http://localhost:8080/en-id/payments' },
            });
      held.push({ booking: b.json, checkout: c?.status === 201 ? c.json : null });
    }
    const withCheckout = held.filter((h) => h.checkout);
    const beforeKill = withCheckout.filter((_, i) => i % 2 === 0);
    const whileDown = withCheckout.filter((_, i) => i % 2 === 1);

    // pay some, and kill the API while their webhooks are on their way
    await Promise.all(beforeKill.map((h) => pay(h.checkout!.redirect_url)));
    const killedAt = performance.now();
    await stop('SIGKILL');
    log(`SIGKILL after ${held.length} holds, ${beforeKill.length} paid`);
    // the others pay while it is down: the gateway's webhooks are refused and retried
    for (const h of whileDown) {
      const res = await pay(h.checkout!.redirect_url);
      if (res.status !== 303) throw new Error(`the gateway refused a payment: ${res.status}`);
    }
    await start();
    const restartMs = performance.now() - killedAt;
    log(`restarted in ${restartMs.toFixed(0)} ms`);

    // wait for every booking to end: confirmed or cancelled (a hold, a sweep and the retries)
    const paid = new Set([...beforeKill, ...whileDown].map((h) => h.booking.booking_salt));
    const statusOf = new Map<string, string>();
    const restarted = performance.now();
    const deadline = Date.now() + HOLD_MINUTES * 60_000 + 30_000 + 45_000;
    for (;;) {
      statusOf.clear();
      for (const type of ['upcoming', 'cancelled'] as const) {
        for (let page = 1; page < 20; page += 1) {
          const res = await call<MyBookings>('myBookings', { query: { type, page: String(page) } });
          for (const b of res.json.bookings) statusOf.set(b.booking_salt, b.status);
          if (!res.json.next_page) break;
        }
      }
      const open = held.filter(
        (h) =>
          statusOf.get(h.booking.booking_salt) === 'pending' ||
          (paid.has(h.booking.booking_salt) && statusOf.get(h.booking.booking_salt) !== 'confirmed'),
      );
      if (open.length === 0 || Date.now() > deadline) break;
      await sleep(1000);
    }
    const settleMs = performance.now() - restarted;
    const confirmed = held.filter((h) => statusOf.get(h.booking.booking_salt) === 'confirmed').length;
    const released = held.filter(
      (h) => statusOf.get(h.booking.booking_salt) === 'cancelled' && !paid.has(h.booking.booking_salt),
    ).length;
    const lost = held.filter((h) =>
      paid.has(h.booking.booking_salt)
        ? statusOf.get(h.booking.booking_salt) !== 'confirmed'
        : statusOf.get(h.booking.booking_salt) !== 'cancelled',
    ).length;
    return {
      attempted: held.length,
      paidBeforeKill: beforeKill.length,
      paidWhileDown: whileDown.length,
      unpaid: held.length - paid.size,
      confirmed,
      released,
      lost,
      restartMs,
      settleMs,
      database: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
    };
  } finally {
    await stop('SIGTERM');
    await gateway.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    if (dropDatabase) await dropDatabase();
  }
}
