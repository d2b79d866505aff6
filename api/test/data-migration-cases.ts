/**
 * Migrations that carry data (an UPDATE or INSERT that moves or backfills rows): each is run on a
 * database built to the migration before it and holding the rows it moves, and the rows are read
 * after. A migration whose SQL writes rows and has no case here fails the last test, so a new one
 * cannot land without its own.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMigrations, emptyDatabase, readMigrations, type RawDatabase } from '../../test/migration-kit.ts';

const ALL = readMigrations();
/** a migration's SQL writes rows (a trigger function's body counts: it runs on later writes) */
const WRITES_ROWS = /\bUPDATE\s+"[^"]+"(\s+\w+)?\s+SET\b|\bINSERT\s+INTO\b/i;

/** The database as it was just before `tag`, with `rows` written into it, then `tag` run. */
async function around(tag: string, rows: string, check: (db: RawDatabase) => Promise<void>): Promise<void> {
  const at = ALL.findIndex((m) => m.tag === tag);
  assert.ok(at > 0, `no migration ${tag}`);
  const db = await emptyDatabase();
  try {
    await applyMigrations(db, ALL.slice(0, at));
    await db.exec(rows);
    await applyMigrations(db, [ALL[at]!]);
    await check(db);
  } finally {
    await db.close();
  }
}

/** A place, a hotel, a room type and its rate plan: what a booking or a night of inventory hangs on. */
const STAY = `
  INSERT INTO "areas" ("id", "name", "slug", "category", "country", "timezone", "search_name", "lat", "lng")
    VALUES (1, 'Bali', 'bali', 'city', 'id', 'Asia/Makassar', 'bali', -8.4, 115.2);
  INSERT INTO "properties" ("id", "name", "slug", "property_code", "property_type", "street1", "area_id", "city_id",
      "area_path", "country", "currency", "timezone", "check_in_time", "check_out_time", "rating", "picture_seed", "lat", "lng")
    VALUES (1, 'Hotel', 'hotel', 'H1', 'hotel', 'Jl. 1', 1, 1, '{1}', 'id', 'IDR', 'Asia/Makassar', '14:00', '12:00', 8.5, 1, -8.4, 115.2);
  INSERT INTO "room_types" ("id", "property_id", "name", "max_guests", "total_rooms", "base_price_minor")
    VALUES (1, 1, 'Double', 2, 5, 300000);`;
const RATE_PLAN = `INSERT INTO "rate_plans" ("id", "room_type_id", "name", "code") VALUES (1, 1, 'Flexible', 'flex');`;
const booking = (id: number, status = 'confirmed') =>
  `INSERT INTO "bookings" ("id", "property_id", "room_type_id", "rate_plan_id", "check_in", "check_out", "rooms",
      "guests", "total_minor", "currency", "booking_salt", "guest_email", "status")
    VALUES (${id}, 1, 1, 1, '2026-12-01', '2026-12-03', 1, 2, 600000, 'IDR', 'salt${id}', 'g${id}@example.test', '${status}');`;
const payment = (id: number, bookingId: number, extra: Record<string, string> = {}) => {
  const cols = {
    id: String(id),
    booking_id: String(bookingId),
    method: "'card'",
    provider: "'sandbox'",
    amount_minor: '600000',
    currency: "'IDR'",
    status: "'succeeded'",
    ...extra,
  };
  return `INSERT INTO "payments" (${Object.keys(cols)
    .map((c) => `"${c}"`)
    .join(', ')}) VALUES (${Object.values(cols).join(', ')});`;
};

const CASES: Record<string, () => Promise<void>> = {
  '0002_banner_links': () =>
    around(
      '0002_banner_links',
      `INSERT INTO "banners" ("country", "language", "position", "title", "subtitle", "link_path", "palette")
         VALUES ('id', 'en', 1, 'Bali', 'Beaches', '/search?location=cit-bali', '["#000","#fff"]'),
                ('id', 'en', 2, 'Mine', 'Edited by hand', '/deals', '["#000","#fff"]');`,
      async (db) => {
        const rows = await db.query<{ link_path: string }>('select "link_path" from "banners" order by "position"');
        assert.deepEqual(
          rows.map((r) => r.link_path),
          ['/search?location=pro-bali&name=Bali', '/deals'],
          'the seeded link is moved to the province, a banner changed by hand is left alone',
        );
      },
    ),
  '0003_safe_links': () =>
    around(
      '0003_safe_links',
      `INSERT INTO "banners" ("country", "language", "position", "title", "subtitle", "link_path", "palette")
         VALUES ('id', 'en', 1, 'Bad', 'x', '//evil.example/x', '["#000","#fff"]'),
                ('id', 'en', 2, 'Good', 'x', '/deals', '["#000","#fff"]');`,
      async (db) => {
        const rows = await db.query<{ link_path: string; active: boolean }>(
          'select "link_path", "active" from "banners" order by "position"',
        );
        assert.deepEqual(rows, [
          { link_path: '/', active: false },
          { link_path: '/deals', active: true },
        ]);
      },
    ),
  '0005_inventory_by_property': () =>
    around(
      '0005_inventory_by_property',
      `${STAY}
       INSERT INTO "inventory" ("room_type_id", "stay_date", "total_rooms", "price_minor", "rack_minor")
         VALUES (1, '2026-12-01', 5, 300000, 350000);`,
      async (db) => {
        assert.deepEqual(await db.query('select "property_id", "max_guests" from "inventory"'), [
          { property_id: 1, max_guests: 2 },
        ]);
        // the copies follow their room type from now on
        await db.exec('UPDATE "room_types" SET "max_guests" = 3 WHERE "id" = 1');
        assert.deepEqual(await db.query('select "max_guests" from "inventory"'), [{ max_guests: 3 }]);
      },
    ),
  '0022_payment_preference_and_login_state': () =>
    around(
      '0022_payment_preference_and_login_state',
      `INSERT INTO "users" ("email", "password_hash", "first_name", "last_login_at")
         VALUES ('seen@example.test', 'x', 'Seen', '2026-10-01T10:00:00Z'), ('never@example.test', 'x', 'Never', null);`,
      async (db) => {
        const rows = await db.query<{ email: string; login_count: number; first: boolean }>(
          'select "email", "login_count", "first_login_at" = "last_login_at" as first from "users" order by "email"',
        );
        assert.deepEqual(rows, [
          { email: 'never@example.test', login_count: 0, first: null },
          { email: 'seen@example.test', login_count: 1, first: true },
        ]);
      },
    ),
  '0026_refund_parts': () =>
    around(
      '0026_refund_parts',
      `${STAY} ${RATE_PLAN} ${booking(1, 'cancelled')} ${payment(1, 1)}
       INSERT INTO "refunds" ("booking_id", "payment_id", "amount_minor", "fee_minor", "currency", "status", "provider_ref")
         VALUES (1, 1, 540000, 60000, 'IDR', 'refunded', 're_1');`,
      async (db) => {
        assert.deepEqual(
          await db.query('select "payment_id", "amount_minor", "status", "provider_ref" from "refund_parts"'),
          [{ payment_id: 1, amount_minor: 540000, status: 'refunded', provider_ref: 're_1' }],
          'a refund recorded before the migration is one share, on the payment it was asked of',
        );
      },
    ),
  '0032_extra_payment_refunds': () =>
    around(
      '0032_extra_payment_refunds',
      `${STAY} ${RATE_PLAN} ${booking(1)} ${payment(1, 1)} ${payment(2, 1, { created_at: "now() + interval '1 minute'" })}`,
      async (db) => {
        assert.deepEqual(
          await db.query('select "id", "failure_reason" from "payments" order by "id"'),
          [
            { id: 1, failure_reason: null },
            { id: 2, failure_reason: 'already_paid' },
          ],
          'the first payment is kept, the second is marked as paid twice',
        );
        assert.deepEqual(
          await db.query('select "kind", "payment_id", "amount_minor", "status" from "refunds"'),
          [{ kind: 'extra_payment', payment_id: 2, amount_minor: 600000, status: 'requested' }],
          'and given back whole',
        );
      },
    ),
  '0033_payment_link_payments': () =>
    around(
      '0033_payment_link_payments',
      `${STAY} ${RATE_PLAN} ${booking(1, 'pending')}
       INSERT INTO "payment_links" ("id", "booking_id", "token_hash", "channels", "locale", "expires_at", "created_at")
         VALUES (1, 1, 'h1', '{email}', 'en-id', now() + interval '1 day', now() - interval '2 hours'),
                (2, 1, 'h2', '{email}', 'en-id', now() + interval '1 day', now() - interval '1 hour');
       ${payment(1, 1, { method: "'payment_link'", status: "'created'", created_at: "now() - interval '90 minutes'" })}
       ${payment(2, 1, { method: "'payment_link'", status: "'created'", created_at: "now() - interval '30 minutes'" })}
       ${payment(3, 1, { method: "'card'", status: "'created'" })}`,
      async (db) => {
        assert.deepEqual(
          await db.query('select "id", "payment_link_id" from "payments" order by "id"'),
          [
            { id: 1, payment_link_id: 1 },
            { id: 2, payment_link_id: 2 },
            { id: 3, payment_link_id: null },
          ],
          "a link's checkout belongs to the link that was the booking's newest when it was opened",
        );
      },
    ),
};

describe('data-carrying migrations keep the rows they move', () => {
  for (const [tag, run] of Object.entries(CASES)) test(tag, run);
});

test('every migration that writes rows has its case here', () => {
  const writing = ALL.filter((m) => m.statements.some((s) => WRITES_ROWS.test(s))).map((m) => m.tag);
  assert.deepEqual(
    writing.filter((tag) => !(tag in CASES)),
    [],
    'these migrations write rows and have no case in data-migrations.test.ts',
  );
});
