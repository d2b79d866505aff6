/**
 * Helpers for the catalogue's route tests: an app seeded for a chosen day and clock, guest and
 * user tokens obtained the way the browser gets them.
 */
import { sql } from 'drizzle-orm';
import { ENDPOINTS, routePath, type EndpointName } from '@rednest/shared/contracts/endpoints';
import { createTestApp, type TestApp } from './test-app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { rowsOf } from '../src/db/client.ts';
import type { PriceAvailability } from '@rednest/shared/contracts/dto';

/** what the tests read of an injected response */
export interface InjectResult {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface CatalogTestApp extends TestApp {
  path(name: EndpointName): string;
  guestToken(): Promise<string>;
  /** `extra`: more sign-up fields (referral_code, phone, …) */
  signUp(email: string, extra?: Record<string, unknown>): Promise<{ token: string; id: number }>;
  get(name: EndpointName, query: Record<string, string | number | undefined>, token?: string): Promise<InjectResult>;
}

/** The app's clock; tests move `now` to put "today" on either side of a hotel's midnight. */
export interface TestClock {
  now: Date;
}

/** Catalogue size for route tests: about 100 hotels, at least one per country, 19 in Jakarta. */
export const CATALOG_TEST_SIZE = 0.3;

/** An app over a catalogue seeded on `today` (YYYY-MM-DD); the clock starts at 05:00 UTC that day. */
export async function createCatalogTestApp(options: {
  today: string;
  clock?: TestClock;
  size?: number;
  config?: Partial<AppConfig>;
}): Promise<CatalogTestApp & { clock: TestClock }> {
  const clock = options.clock ?? { now: new Date(`${options.today}T05:00:00Z`) };
  const test = await createTestApp({
    seed: { size: options.size ?? CATALOG_TEST_SIZE, today: options.today },
    now: () => clock.now,
    config: options.config,
  });
  const base = test.config.apiBasePath;
  const path = (name: EndpointName) => `${base}${routePath(ENDPOINTS[name])}`;
  let guest: string | null = null;
  let guestIssuedAt = 0;

  const kit: CatalogTestApp & { clock: TestClock } = {
    ...test,
    clock,
    path,
    async guestToken() {
      // a token is issued on the app's clock: re-issue after a test moves the clock far
      if (guest && Math.abs(clock.now.getTime() - guestIssuedAt) < 30 * 60_000) return guest;
      guestIssuedAt = clock.now.getTime();
      const basic = Buffer.from(`${test.config.oauthClientId}:${test.config.oauthClientSecret}`).toString('base64');
      const res = await test.app.inject({
        method: 'POST',
        url: path('oauthToken'),
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      });
      if (res.statusCode !== 200) throw new Error(`guest token: ${res.statusCode} ${res.body}`);
      guest = (res.json() as { access_token: string }).access_token;
      return guest;
    },
    async signUp(email: string, extra: Record<string, unknown> = {}) {
      const body = { first_name: 'Test', last_name: 'Guest', email, password: 'Secret123', ...extra };
      const res = await test.app.inject({
        method: 'POST',
        url: path('signup'),
        headers: { authorization: `Bearer ${await kit.guestToken()}` },
        payload: { data: Buffer.from(JSON.stringify(body)).toString('base64') },
      });
      if (res.statusCode !== 201) throw new Error(`sign up: ${res.statusCode} ${res.body}`);
      const info = res.json() as { access_token: string; id: number };
      return { token: info.access_token, id: info.id };
    },
    async get(name, query, token) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
      const auth = token ?? (ENDPOINTS[name].auth === 'none' ? undefined : await kit.guestToken());
      return test.app.inject({
        method: 'GET',
        url: `${path(name)}?${search}`,
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
    },
  };
  return kit;
}

/** A two-night stay for two in one room, `day` days after `today` (the stay most booking tests book). */
export const twoNightStay = (today: string) => (day: number) => ({
  check_in_date: stayDate(today, day),
  check_out_date: stayDate(today, day + 2),
  rooms: 1,
  guest: 2,
});

/** DD-MM-YYYY of a YYYY-MM-DD day moved by `days`. */
export function stayDate(day: string, days = 0): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
}

/** A bookable room of the seeded catalogue: a hotel, its room type and rate plan, what the first plan costs and how many rooms are free. */
export interface BookableRoom {
  slug: string;
  roomTypeId: number;
  ratePlanId: number;
  total: number;
  free: number;
}

/**
 * The first hotel of a city with a room that fits the stay, is not sold out and has at least
 * `minFree` rooms free on it (as the hotel page's price_availability answers), or undefined.
 */
export async function findBookableRoom(
  kit: CatalogTestApp,
  stay: Record<string, string | number>,
  opts: { location?: string; minFree?: number } = {},
): Promise<BookableRoom | undefined> {
  const list = (await kit.get('hotelsList', { location: opts.location ?? 'cit-jakarta', ...stay })).json() as {
    hotels: { slug: string }[];
  };
  const query = new URLSearchParams(Object.entries(stay).map(([k, v]): [string, string] => [k, String(v)]));
  for (const h of list.hotels) {
    const url = `${kit.path('hotelPriceAvailability').replace(':id', h.slug)}?${query}`;
    const price = (
      await kit.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await kit.guestToken()}` } })
    ).json() as PriceAvailability;
    const room = price.room_prices.find(
      (r) => !r.sold_out && r.fits && r.plans.length > 0 && r.available_rooms >= (opts.minFree ?? 1),
    );
    if (room)
      return {
        slug: h.slug,
        roomTypeId: room.room_type_id,
        ratePlanId: room.plans[0]!.rate_plan_id,
        total: room.plans[0]!.total_tarrif,
        free: room.available_rooms,
      };
  }
  return undefined;
}

/**
 * The first room (by property, room type, plan) of an active IDR property that takes pay at hotel, on a
 * refundable plan with free cancellation, for two guests: where a booking may be paid at the hotel.
 */
export async function findPayAtHotelRoom(
  kit: TestApp,
): Promise<Pick<BookableRoom, 'slug' | 'roomTypeId' | 'ratePlanId'> | undefined> {
  const [row] = rowsOf<{ slug: string; room_type_id: number; rate_plan_id: number }>(
    await kit.database.db.execute(sql`
    select p.slug, rt.id as room_type_id, rp.id as rate_plan_id
    from rate_plans rp join room_types rt on rt.id = rp.room_type_id join properties p on p.id = rt.property_id
    where p.pay_at_hotel and rp.refundable and rp.free_cancellation_hours > 0 and p.currency = 'IDR' and p.is_active and rt.max_guests >= 2
    order by p.id, rt.id, rp.id limit 1`),
  );
  return row && { slug: row.slug, roomTypeId: row.room_type_id, ratePlanId: row.rate_plan_id };
}
