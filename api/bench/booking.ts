/**
 * `npx tsx bench/booking.ts [--guests 20] [--rounds 5] [--racers 200]` (api/; DATABASE_URL for PostgreSQL)
 *
 * The figures, printed (never asserted):
 *   1. the race: --racers concurrent book_now calls for the last free room of a night → how many
 *      holds, how many 409 ROOM_SOLD_OUT, anything else, and the free rooms left (must be 1 / n−1 / 0 / 0);
 *   2. the journey at --guests concurrent guests: book_now → card_payment → the sandbox gateway's
 *      card form (test card 4242…) → its signed webhook → get_booking says confirmed; p50/p95/max of
 *      the whole journey per guest, over --rounds rounds.
 *   3. the crash: test/crash-run.ts (the API as its own process, SIGKILLed between hold and payment,
 *      restarted) → bookings attempted, paid before the kill / while down, unpaid, confirmed, released,
 *      lost (must be 0), restart and settle times. --crash 0 skips it.
 * The API (the catalogue-test app, PGlite in memory or a fresh PostgreSQL database) and the sandbox
 * gateway listen on loopback ports of this process; every call goes over HTTP. book_now's captcha
 * is solved for each call as the browser solves it (the test kit's difficulty).
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Booking, CardPayment, PriceAvailability } from '@rednest/shared/contracts/dto';
import { ENDPOINTS, routePath, type EndpointDef, type EndpointName } from '@rednest/shared/contracts/endpoints';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts/wire';
import { captchaToken } from '../test/http.ts';
import { runCrash } from '../test/crash-run.ts';
import { rowsOf } from '../src/db/client.ts';
import { buildGateway, TEST_CARDS } from '../src/sandbox-gateway/gateway-app.ts';
import { createCatalogTestApp, stayDate } from '../test/catalog-test-kit.ts';
import { freePort } from '../test/free-port.ts';

const { values: args } = parseArgs({
  options: {
    guests: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
    racers: { type: 'string', default: '200' },
    crash: { type: 'string', default: '12' },
  },
});
const GUESTS = Number(args.guests);
const ROUNDS = Number(args.rounds);
const RACERS = Number(args.racers);
const today = new Date().toISOString().slice(0, 10);
const KEY = 'sk_bench';
const SECRET = 'whsec_bench';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const gateway = await buildGateway({ apiKey: KEY, webhookSecret: SECRET, retryDelaysMs: [100, 200, 400, 800] });
const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
const port = await freePort();
const kit = await createCatalogTestApp({
  today,
  clock: { now: new Date() },
  config: {
    payments: { gatewayUrl, apiKey: KEY, webhookSecret: SECRET, webhookBaseUrl: `http://127.0.0.1:${port}/api` },
    rateLimitPerMinute: 1_000_000,
  },
});
// the real clock: webhooks are signed and checked on it
Object.defineProperty(kit.clock, 'now', { get: () => new Date(), set: () => undefined });
const api = await kit.app.listen({ port, host: '127.0.0.1' });
const guest = await kit.guestToken();

async function call<T>(
  name: EndpointName,
  input: { query?: Record<string, string>; body?: unknown; params?: Record<string, string> },
): Promise<{ status: number; json: T }> {
  const def: EndpointDef = ENDPOINTS[name];
  let path = `${api}/api${routePath(def)}`;
  for (const [k, v] of Object.entries(input.params ?? {})) path = path.replace(`:${k}`, encodeURIComponent(v));
  const url = input.query ? `${path}?${new URLSearchParams(input.query)}` : path;
  const body =
    input.body === undefined
      ? undefined
      : JSON.stringify(
          def.body === 'data' ? { data: Buffer.from(JSON.stringify(input.body)).toString('base64') } : input.body,
        );
  // book_now's captcha, solved as the browser solves it (the test app's difficulty is small)
  const captcha: Record<string, string> = def.captcha ? { [CAPTCHA_HEADER]: await captchaToken(kit.app, guest) } : {};
  const res = await fetch(url, {
    method: def.method,
    headers: { authorization: `Bearer ${guest}`, ...captcha, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  return { status: res.status, json: (await res.json()) as T };
}

// a bookable room a month out
const stayOn = (day: number, nights = 1) => ({
  check_in_date: stayDate(today, day),
  check_out_date: stayDate(today, day + nights),
  rooms: 1,
  guest: 2,
});
const list = await call<{ hotels: { slug: string }[] }>('hotelsList', {
  query: { location: 'cit-jakarta', ...Object.fromEntries(Object.entries(stayOn(30)).map(([k, v]) => [k, String(v)])) },
});
let pick: { slug: string; roomTypeId: number; ratePlanId: number } | null = null;
for (const h of list.json.hotels) {
  const price = await call<PriceAvailability>('hotelPriceAvailability', {
    params: { id: h.slug },
    query: Object.fromEntries(Object.entries(stayOn(30)).map(([k, v]) => [k, String(v)])),
  });
  const room = price.json.room_prices.find((r) => !r.sold_out && r.fits && r.plans.length && r.available_rooms >= 3);
  if (room) {
    pick = { slug: h.slug, roomTypeId: room.room_type_id, ratePlanId: room.plans[0]!.rate_plan_id };
    break;
  }
}
if (!pick) throw new Error('no bookable room found');
const book = (day: number) =>
  call<Booking>('bookNow', {
    body: {
      hotel: pick!.slug,
      room_type_id: pick!.roomTypeId,
      rate_plan_id: pick!.ratePlanId,
      ...stayOn(day),
      first_name: 'Bench',
      email: 'bench@example.test',
      phone: '+62 812 0000 0000',
      idempotency_key: crypto.randomUUID(),
    },
  });
const freeOn = async (day: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + day);
  return rowsOf<{ free: number }>(
    await kit.database.db.execute(
      sql`select (total_rooms - sold_rooms)::int as free from inventory where room_type_id = ${pick!.roomTypeId} and stay_date = ${d.toISOString().slice(0, 10)}`,
    ),
  )[0]!.free;
};

// 1. the race
const raceDay = 40;
for (let free = await freeOn(raceDay); free > 1; free -= 1) await book(raceDay);
const started = performance.now();
const answers = await Promise.all(Array.from({ length: RACERS }, () => book(raceDay)));
const raceMs = performance.now() - started;
const held = answers.filter((a) => a.status === 201).length;
const soldOut = answers.filter(
  (a) => a.status === 409 && (a.json as unknown as { code: string }).code === 'ROOM_SOLD_OUT',
).length;
console.log(
  `race: ${RACERS} concurrent book_now for the last room → ${held} hold, ${soldOut} ROOM_SOLD_OUT, ${RACERS - held - soldOut} other; free rooms after: ${await freeOn(raceDay)} (${raceMs.toFixed(0)} ms)`,
);
// the floor is the database's, not only the code's: an UPDATE that oversells is refused by inventory_sold_ck
const refused = await kit.database.db
  .execute(
    sql`update inventory set sold_rooms = total_rooms + 1 where room_type_id = ${pick.roomTypeId} and stay_date = ${stayDate(today, raceDay).split('-').reverse().join('-')}`,
  )
  .then(
    () => 'NOT refused',
    (error: unknown) =>
      `refused (${String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code ?? 'error')} inventory_sold_ck)`,
  );
console.log(`race: a direct UPDATE selling one room more than there are → ${refused}`);

// 2. the journey
const journeys: number[] = [];
let failed = 0;
const why = new Map<string, number>();
const fail = (reason: string) => {
  failed += 1;
  why.set(reason, (why.get(reason) ?? 0) + 1);
};
for (let round = 0; round < ROUNDS; round += 1) {
  await Promise.all(
    Array.from({ length: GUESTS }, async (_, g) => {
      const t0 = performance.now();
      const b = await book(50 + round * GUESTS + g);
      if (b.status !== 201) {
        fail(`book_now ${b.status} ${(b.json as unknown as { code?: string }).code ?? ''}`);
        return;
      }
      const c = await call<CardPayment>('cardPayment', {
        body: { booking_salt: b.json.booking_salt, return_url: 'http://localhost:8080/en-id/payments' },
      });
      if (c.status !== 201) {
        fail(`card_payment ${c.status}`);
        return;
      }
      const paid = await fetch(c.json.redirect_url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ number: TEST_CARDS.success, exp: '12/30', cvc: '123', name: 'Bench' }),
      });
      if (paid.status !== 303) {
        fail(`card form ${paid.status}`);
        return;
      }
      for (let i = 0; i < 400; i += 1) {
        const now = await call<Booking>('getBooking', { query: { booking_salt: b.json.booking_salt } });
        if (now.json.status === 'confirmed') {
          journeys.push(performance.now() - t0);
          return;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      fail('not confirmed within 10 s');
    }),
  );
}
console.log(
  `journey (book → card page → webhook → confirmed), ${GUESTS} concurrent guests × ${ROUNDS} rounds: ${journeys.length} confirmed, ${failed} failed${why.size ? ` (${[...why].map(([k, n]) => `${n}× ${k}`).join(', ')})` : ''}; p50 ${pct(journeys, 50).toFixed(0)} ms, p95 ${pct(journeys, 95).toFixed(0)} ms, max ${Math.max(...journeys).toFixed(0)} ms (${kit.config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
);

await gateway.close();
await kit.close();

// 3. the crash
if (Number(args.crash) > 0) {
  const c = await runCrash({
    bookings: Number(args.crash),
    databaseUrl: kit.config.databaseUrl ? process.env.DATABASE_URL : null,
  });
  console.log(
    `crash (SIGKILL between hold and payment, restart; ${c.database}): ${c.attempted} bookings attempted (${c.paidBeforeKill} paid just before the kill, ${c.paidWhileDown} paid while the API was down, ${c.unpaid} never paid) → ${c.confirmed} confirmed, ${c.released} released, ${c.lost} lost; restart ${(c.restartMs / 1000).toFixed(1)} s, all settled ${(c.settleMs / 1000).toFixed(1)} s after it`,
  );
}
