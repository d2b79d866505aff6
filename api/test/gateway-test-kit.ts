/**
 * An API listening on loopback beside a sandbox gateway of its own, for the payment tests: the
 * gateway signs its webhooks on the API's test clock (the API refuses a signature more than 300 s
 * off) and sends them to this API's port, which is picked before the app is built so the app's
 * config can name it.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Booking, CardPayment } from '@rednest/shared/contracts/dto';
import { SIGNATURE_HEADER } from '../src/modules/payment/webhook-signature.ts';
import type { AppConfig } from '../src/config/env.ts';
import { buildGateway, TEST_CARDS } from '../src/sandbox-gateway/gateway-app.ts';
import { createCatalogTestApp, type BookableRoom, type CatalogTestApp, type TestClock } from './catalog-test-kit.ts';
import { freePort } from './free-port.ts';
import { call } from './http.ts';

export const GATEWAY_TEST_KEY = 'sk_sandbox_test_key';
export const GATEWAY_TEST_SECRET = 'whsec_sandbox_test_secret';

export interface GatewayTestApp {
  kit: CatalogTestApp & { clock: TestClock };
  gateway: FastifyInstance;
  gatewayUrl: string;
  apiUrl: string;
  /**
   * Between the gateway and the API: `hold()` parks the gateway's events (the gateway sees them
   * delivered), `release()` hands the parked ones to the API in order and lets later ones through
   * again. A payment taken at the gateway whose event the API has not seen yet: the race tests need it.
   * The gateway sends a payment's event after its page has answered, so a test that needs the event
   * parked (or parked before another) waits for it with `whenHeld(count)`. `release({ atOnce: true })`
   * hands the parked events to the API all at the same moment instead.
   * `inTurn(...pays)` does each payment with the events parked, waiting for its event before the next,
   * then hands them all to the API in that order: the API hears of every one only after all were paid.
   * `replay()` hands every event the API has had to it again (a provider's retries, a replay).
   */
  webhooks: WebhookRelay;
}

interface WebhookRelay {
  hold(): void;
  whenHeld(count: number): Promise<void>;
  release(options?: { atOnce?: boolean }): Promise<void>;
  inTurn(...pays: (() => Promise<unknown>)[]): Promise<void>;
  replay(): Promise<{ result?: string }[]>;
}

/** a loopback relay in front of the API's webhook: passes events through, or parks them while held */
async function webhookRelay(target: () => string): Promise<WebhookRelay & { url: string; server: http.Server }> {
  let parked: { path: string; headers: Record<string, string>; body: string }[] | null = null;
  // every event handed to the API, as it was signed: replay() sends them again, as a provider retrying does
  const sent: { path: string; headers: Record<string, string>; body: string }[] = [];
  const forward = async (e: { path: string; headers: Record<string, string>; body: string }) => {
    sent.push(e);
    return fetch(`${target()}${e.path}`, { method: 'POST', headers: e.headers, body: e.body });
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req
      .setEncoding('utf8')
      .on('data', (chunk: string) => {
        body += chunk;
      })
      .on('end', () => {
        const event = {
          path: req.url ?? '/',
          headers: {
            'content-type': String(req.headers['content-type'] ?? 'application/json'),
            [SIGNATURE_HEADER]: String(req.headers[SIGNATURE_HEADER] ?? ''),
          },
          body,
        };
        if (parked) {
          parked.push(event);
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
          return;
        }
        forward(event).then(
          async (r) => res.writeHead(r.status, { 'content-type': 'application/json' }).end(await r.text()),
          () => res.writeHead(502).end(),
        );
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const hold = () => {
    parked ??= [];
  };
  /** resolves once `count` events are parked (within 10 s) */
  const whenHeld = async (count: number) => {
    for (const deadline = Date.now() + 10_000; (parked?.length ?? 0) < count;) {
      if (Date.now() > deadline) throw new Error(`${parked?.length ?? 0} of ${count} webhook events held after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const release = async (options: { atOnce?: boolean } = {}) => {
    const events = parked ?? [];
    parked = null;
    if (options.atOnce) await Promise.all(events.map(forward));
    else for (const e of events) await forward(e);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    hold,
    whenHeld,
    release,
    // the gateway sends a payment's event after its page has answered: each is waited for, so none slips
    // past the hold or ahead of the one paid before it
    async inTurn(...pays: (() => Promise<unknown>)[]) {
      hold();
      try {
        const already = parked?.length ?? 0;
        for (const [i, pay] of pays.entries()) {
          await pay();
          await whenHeld(already + i + 1);
        }
      } finally {
        await release();
      }
    },
    /** every event handed to the API so far, handed over again in order (the signatures still fresh on the test clock): the API's answers */
    async replay() {
      const answers: { result?: string }[] = [];
      for (const e of [...sent])
        answers.push(
          (await (
            await fetch(`${target()}${e.path}`, { method: 'POST', headers: e.headers, body: e.body })
          ).json()) as { result?: string },
        );
      return answers;
    },
  };
}

export async function createGatewayTestApp(options: {
  today: string;
  config?: Partial<AppConfig>;
}): Promise<GatewayTestApp> {
  let kit: (CatalogTestApp & { clock: TestClock }) | undefined;
  let apiOrigin = '';
  const relay = await webhookRelay(() => apiOrigin);
  const gateway = await buildGateway({
    apiKey: GATEWAY_TEST_KEY,
    webhookSecret: GATEWAY_TEST_SECRET,
    retryDelaysMs: [50, 100, 200],
    now: () => kit?.clock.now ?? new Date(),
  });
  gateway.addHook('onClose', async () => {
    relay.server.closeAllConnections();
    await new Promise((resolve) => relay.server.close(resolve));
  });
  try {
    const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const port = await freePort();
    kit = await createCatalogTestApp({
      today: options.today,
      config: {
        ...options.config,
        // through the relay, which passes every event on unless a test holds them
        payments: {
          gatewayUrl,
          apiKey: GATEWAY_TEST_KEY,
          webhookSecret: GATEWAY_TEST_SECRET,
          webhookBaseUrl: `${relay.url}/api`,
        },
      },
    });
    const apiUrl = await kit.app.listen({ port, host: '127.0.0.1' });
    apiOrigin = `http://127.0.0.1:${port}`;
    return {
      kit,
      gateway,
      gatewayUrl,
      apiUrl,
      webhooks: {
        hold: relay.hold,
        whenHeld: relay.whenHeld,
        release: relay.release,
        inTurn: relay.inTurn,
        replay: relay.replay,
      },
    };
  } catch (err) {
    await gateway.close();
    await kit?.close();
    throw err;
  }
}

/**
 * `read()` again every 50 ms until its answer is `ok`, for up to 10 s: that last answer (the test asserts
 * on it). A payment's or a refund's event reaches the API in the background.
 */
export async function pollUntil<T>(read: () => Promise<T>, ok: (answer: T) => boolean): Promise<T> {
  let now = await read();
  for (const deadline = Date.now() + 10_000; !ok(now) && Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, 50));
    now = await read();
  }
  return now;
}

/**
 * A pending booking of one `room` for `stay`, booked by Sari at `email` with the guest token (or `token`, an
 * owner's); `picks` are the summary's choices sent with it (a club plan, points, …).
 */
export async function holdRoom(
  kit: CatalogTestApp,
  room: Pick<BookableRoom, 'slug' | 'roomTypeId' | 'ratePlanId'>,
  stay: Record<string, string | number>,
  email: string,
  token?: string,
  picks: Record<string, unknown> = {},
): Promise<Booking> {
  const res = await call(kit.app, 'bookNow', {
    token: token ?? (await kit.guestToken()),
    body: {
      hotel: room.slug,
      room_type_id: room.roomTypeId,
      rate_plan_id: room.ratePlanId,
      ...stay,
      ...picks,
      first_name: 'Sari',
      email,
      phone: '+62 812 3456 7890',
      idempotency_key: crypto.randomUUID(),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<Booking>();
}

/** The booking's card checkout at the gateway, opened with the guest token (or `token`), which sends the payer back to `returnUrl`. */
export async function openCardCheckout(
  kit: CatalogTestApp,
  b: Booking,
  returnUrl: string,
  token?: string,
): Promise<CardPayment> {
  const res = await call(kit.app, 'cardPayment', {
    token: token ?? (await kit.guestToken()),
    body: { booking_salt: b.booking_salt, return_url: returnUrl },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<CardPayment>();
}

/** get_booking, with the guest token (or `token`) */
export async function readBooking(kit: CatalogTestApp, b: Booking, token?: string): Promise<Booking> {
  return (
    await call(kit.app, 'getBooking', {
      token: token ?? (await kit.guestToken()),
      query: { booking_salt: b.booking_salt },
    })
  ).json<Booking>();
}

/** The payer submits the gateway's card form at `url` with `card` (one that succeeds unless told): its status, where it sends them, the page. */
export async function payOnGatewayPage(url: string, card: string = TEST_CARDS.success) {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, exp: '12/30', cvc: '123', name: 'Sari Wijaya' }),
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}
