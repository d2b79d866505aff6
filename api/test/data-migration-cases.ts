/**
 * The migrations that carry data (an UPDATE or INSERT that moves or backfills rows, a DELETE or
 * TRUNCATE that drops them), each with its case: the rows written on the database as the migration
 * before it left it, and the check of those rows once the migration has run.
 * src/db/migrations.test.ts runs every case on its step of the walk and fails on a migration that
 * writes rows without a case here, so a new one cannot land without its own.
 */
import assert from 'node:assert/strict';
import type { RawDatabase } from './migration-kit.ts';

export interface DataMigrationCase {
  /** SQL writing the rows the migration moves, on the database the migrations before it built */
  rows: string;
  /** reads the rows back once the migration has run */
  check(db: RawDatabase): Promise<void>;
}

/**
 * A migration's SQL writes rows (a trigger function's body counts: it runs on later writes).
 * `ON DELETE`/`ON UPDATE` of a foreign key do not match.
 */
export const WRITES_ROWS =
  /\bUPDATE\s+(?:ONLY\s+)?[\w."]+(?:\s+(?:AS\s+)?\w+)?\s+SET\b|\bINSERT\s+INTO\b|\bDELETE\s+FROM\b|\bTRUNCATE\b/i;

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

export const DATA_MIGRATION_CASES: Record<string, DataMigrationCase> = {
  '0002_banner_links': {
    rows: `INSERT INTO "banners" ("country", "language", "position", "title", "subtitle", "link_path", "palette")
         VALUES ('id', 'en', 1, 'Bali', 'Beaches', '/search?location=cit-bali', '["#000","#fff"]'),
                ('id', 'en', 2, 'Mine', 'Edited by hand', '/deals', '["#000","#fff"]');`,
    check: async (db) => {
      const rows = await db.query<{ link_path: string }>('select "link_path" from "banners" order by "position"');
      assert.deepEqual(
        rows.map((r) => r.link_path),
        ['/search?location=pro-bali&name=Bali', '/deals'],
        'the seeded link is moved to the province, a banner changed by hand is left alone',
      );
    },
  },
  '0046_club_banner_benefits': {
    rows: `INSERT INTO "banners" ("id", "country", "language", "position", "title", "subtitle", "link_path", "palette")
         VALUES (7, 'id', 'en', 3, 'Join RedNest Club', 'x', '/what-is-redcash', '["#000","#fff"]'),
                (8, 'id', 'id', 3, 'Gabung RedNest Club', 'x', '/loyalty_landing', '["#000","#fff"]'),
                (9, 'id', 'en', 4, 'Our own', 'x', '/loyalty_landing', '["#000","#fff"]');`,
    check: async (db) => {
      const rows = await db.query<{ link_path: string }>('select "link_path" from "banners" order by "id"');
      assert.deepEqual(
        rows.map((r) => r.link_path),
        ['/rc-benefits/7', '/rc-benefits/8', '/loyalty_landing'],
        'the seeded club banners lead to their benefits page, another banner keeps its link',
      );
    },
  },
  '0003_safe_links': {
    rows: `INSERT INTO "banners" ("country", "language", "position", "title", "subtitle", "link_path", "palette")
         VALUES ('id', 'en', 1, 'Bad', 'x', '//evil.example/x', '["#000","#fff"]'),
                ('id', 'en', 2, 'Good', 'x', '/deals', '["#000","#fff"]');`,
    check: async (db) => {
      const rows = await db.query<{ link_path: string; active: boolean }>(
        'select "link_path", "active" from "banners" order by "position"',
      );
      assert.deepEqual(rows, [
        { link_path: '/', active: false },
        { link_path: '/deals', active: true },
      ]);
    },
  },
  '0005_inventory_by_property': {
    rows: `${STAY}
       INSERT INTO "inventory" ("room_type_id", "stay_date", "total_rooms", "price_minor", "rack_minor")
         VALUES (1, '2026-12-01', 5, 300000, 350000);`,
    check: async (db) => {
      assert.deepEqual(await db.query('select "property_id", "max_guests" from "inventory"'), [
        { property_id: 1, max_guests: 2 },
      ]);
      // the copies follow their room type from now on
      await db.exec('UPDATE "room_types" SET "max_guests" = 3 WHERE "id" = 1');
      assert.deepEqual(await db.query('select "max_guests" from "inventory"'), [{ max_guests: 3 }]);
    },
  },
  '0022_payment_preference_and_login_state': {
    rows: `INSERT INTO "users" ("email", "password_hash", "first_name", "last_login_at")
         VALUES ('seen@example.test', 'x', 'Seen', '2026-10-01T10:00:00Z'), ('never@example.test', 'x', 'Never', null);`,
    check: async (db) => {
      const rows = await db.query<{ email: string; login_count: number; first: boolean }>(
        'select "email", "login_count", "first_login_at" = "last_login_at" as first from "users" order by "email"',
      );
      assert.deepEqual(rows, [
        { email: 'never@example.test', login_count: 0, first: null },
        { email: 'seen@example.test', login_count: 1, first: true },
      ]);
    },
  },
  '0026_refund_parts': {
    rows: `${STAY} ${RATE_PLAN} ${booking(1, 'cancelled')} ${payment(1, 1)}
       INSERT INTO "refunds" ("booking_id", "payment_id", "amount_minor", "fee_minor", "currency", "status", "provider_ref")
         VALUES (1, 1, 540000, 60000, 'IDR', 'refunded', 're_1');`,
    check: async (db) => {
      assert.deepEqual(
        await db.query('select "payment_id", "amount_minor", "status", "provider_ref" from "refund_parts"'),
        [{ payment_id: 1, amount_minor: 540000, status: 'refunded', provider_ref: 're_1' }],
        'a refund recorded before the migration is one share, on the payment it was asked of',
      );
    },
  },
  '0032_extra_payment_refunds': {
    rows: `${STAY} ${RATE_PLAN} ${booking(1)} ${payment(1, 1)} ${payment(2, 1, { created_at: "now() + interval '1 minute'" })}`,
    check: async (db) => {
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
  },
  '0033_payment_link_payments': {
    rows: `${STAY} ${RATE_PLAN} ${booking(1, 'pending')}
       INSERT INTO "payment_links" ("id", "booking_id", "token_hash", "channels", "locale", "expires_at", "created_at")
         VALUES (1, 1, 'h1', '{email}', 'en-id', now() + interval '1 day', now() - interval '2 hours'),
                (2, 1, 'h2', '{email}', 'en-id', now() + interval '1 day', now() - interval '1 hour');
       ${payment(1, 1, { method: "'payment_link'", status: "'created'", created_at: "now() - interval '90 minutes'" })}
       ${payment(2, 1, { method: "'payment_link'", status: "'created'", created_at: "now() - interval '30 minutes'" })}
       ${payment(3, 1, { method: "'card'", status: "'created'" })}`,
    check: async (db) => {
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
  },
  '0039_ledger': {
    rows: `INSERT INTO "users" ("id", "email", "password_hash", "first_name", "country_code", "redcash_balance_minor", "point_balance")
         VALUES (1, 'a@example.test', 'x', 'A', 'id', 2500000, 1250),
                (2, 'b@example.test', 'x', 'B', 'th', 40000, 0),
                (3, 'c@example.test', 'x', 'C', 'vn', 0, 0);`,
    check: async (db) => {
      assert.deepEqual(
        await db.query(
          `select a."code", a."user_id", a."debits_posted"::int as "out", a."credits_posted"::int as "in",
                  a."expires_at" > now() + interval '179 days' as "expires_in_180_days"
           from "ledger_accounts" a order by a."code"`,
        ),
        [
          { code: 'house:opening:IDR', user_id: null, out: 2500000, in: 0, expires_in_180_days: null },
          { code: 'house:opening:PTS', user_id: null, out: 1250, in: 0, expires_in_180_days: null },
          { code: 'house:opening:THB', user_id: null, out: 40000, in: 0, expires_in_180_days: null },
          { code: 'lot:1:IDR:opening:1:IDR', user_id: 1, out: 0, in: 2500000, expires_in_180_days: true },
          { code: 'lot:2:THB:opening:2:THB', user_id: 2, out: 0, in: 40000, expires_in_180_days: true },
          { code: 'points:1', user_id: 1, out: 0, in: 1250, expires_in_180_days: null },
        ],
        "each non-zero counter is an opening lot or points account, in the user's home currency",
      );
      assert.deepEqual(
        await db.query(
          'select "idempotency_key", "amount"::int as "amount", "ledger", "kind", "phase" from "ledger_transfers" order by "idempotency_key"',
        ),
        [
          { idempotency_key: 'opening:1:IDR', amount: 2500000, ledger: 'IDR', kind: 'opening', phase: 'single' },
          { idempotency_key: 'opening:1:PTS', amount: 1250, ledger: 'PTS', kind: 'opening', phase: 'single' },
          { idempotency_key: 'opening:2:THB', amount: 40000, ledger: 'THB', kind: 'opening', phase: 'single' },
        ],
        'and moved in by one opening transfer each',
      );
      assert.deepEqual(
        await db.query(
          `select column_name from information_schema.columns where table_name = 'users' and column_name in ('redcash_balance_minor', 'point_balance')`,
        ),
        [],
        'the counters are gone',
      );
    },
  },
  '0040_booking_redcash': {
    rows: `${STAY} ${RATE_PLAN} ${booking(1, 'pending')} ${booking(2, 'pending')}
       INSERT INTO "users" ("id", "email", "password_hash", "first_name") VALUES (1, 'm@example.test', 'x', 'M');
       INSERT INTO "ledger_accounts" ("id", "code", "kind", "ledger", "user_id", "expires_at", "debits_must_not_exceed_credits",
           "credits_posted", "debits_pending")
         VALUES (1, 'lot:1:IDR:x', 'lot', 'IDR', 1, now() + interval '90 days', true, 1000, 700);
       INSERT INTO "ledger_accounts" ("id", "code", "kind", "ledger", "debits_must_not_exceed_credits", "debits_posted", "credits_pending")
         VALUES (2, 'house:cashback:IDR', 'house', 'IDR', false, 1000, 0), (3, 'house:spent:IDR', 'house', 'IDR', false, 0, 700);
       INSERT INTO "ledger_transfers" ("idempotency_key", "debit_account_id", "credit_account_id", "amount", "ledger", "kind", "phase", "batch_key")
         VALUES ('x', 2, 1, 1000, 'IDR', 'cashback', 'single', NULL),
                ('booking:1:redcash:0', 1, 3, 400, 'IDR', 'spend', 'pending', 'booking:1:redcash'),
                ('booking:2:redcash:0', 1, 3, 300, 'IDR', 'spend', 'pending', 'booking:2:redcash');`,
    check: async (db) => {
      // the reservations made before the trigger are settled by the first status change after it
      await db.exec(`UPDATE "bookings" SET "status" = 'confirmed' WHERE "id" = 1`);
      await db.exec(`UPDATE "bookings" SET "status" = 'cancelled' WHERE "id" = 2`);
      assert.deepEqual(
        await db.query(
          `select t."idempotency_key", t."phase", p."idempotency_key" as "settles" from "ledger_transfers" t
           join "ledger_transfers" p on p."id" = t."pending_id" order by t."id"`,
        ),
        [
          { idempotency_key: 'booking:1:redcash:0:post', phase: 'post', settles: 'booking:1:redcash:0' },
          { idempotency_key: 'booking:2:redcash:0:void', phase: 'void', settles: 'booking:2:redcash:0' },
        ],
      );
      assert.deepEqual(
        await db.query(
          'select "debits_posted"::int as "out", "debits_pending"::int as "held" from "ledger_accounts" where "id" = 1',
        ),
        [{ out: 400, held: 0 }],
        'the paid one is spent, the ended hold is back in the lot',
      );
    },
  },
  '0041_points_spend': {
    rows: `${STAY} ${RATE_PLAN} ${booking(1, 'pending')}
       INSERT INTO "users" ("id", "email", "password_hash", "first_name", "loyalty_tier")
         VALUES (1, 'm@example.test', 'x', 'M', 'gold'), (2, 'n@example.test', 'x', 'N', 'bronze');
       INSERT INTO "ledger_accounts" ("id", "code", "kind", "ledger", "user_id", "debits_must_not_exceed_credits",
           "credits_posted", "debits_pending", "debits_posted", "credits_pending")
         VALUES (1, 'points:1', 'points', 'PTS', 1, true, 10, 4, 0, 0),
                (2, 'house:points_spent:PTS', 'house', 'PTS', NULL, false, 0, 0, 0, 4);
       INSERT INTO "ledger_transfers" ("idempotency_key", "debit_account_id", "credit_account_id", "amount", "ledger", "kind", "phase", "batch_key")
         VALUES ('booking:1:points:0', 1, 2, 4, 'PTS', 'points_spend', 'pending', 'booking:1:points');`,
    check: async (db) => {
      assert.deepEqual(
        await db.query('select "id", "tier_shown" from "users" order by "id"'),
        [
          { id: 1, tier_shown: 'gold' },
          { id: 2, tier_shown: 'bronze' },
        ],
        'a tier held before the animation existed counts as seen',
      );
      // a paid booking spends its points; cancelled after, they come back to the same account
      await db.exec(`UPDATE "bookings" SET "status" = 'confirmed' WHERE "id" = 1`);
      await db.exec(`UPDATE "bookings" SET "status" = 'cancelled' WHERE "id" = 1`);
      assert.deepEqual(
        await db.query(
          `select "idempotency_key", "kind", "phase", "credit_account_id" from "ledger_transfers" order by "id"`,
        ),
        [
          { idempotency_key: 'booking:1:points:0', kind: 'points_spend', phase: 'pending', credit_account_id: 2 },
          { idempotency_key: 'booking:1:points:0:post', kind: 'points_spend', phase: 'post', credit_account_id: 2 },
          {
            idempotency_key: 'booking:1:points:return:1',
            kind: 'points_return',
            phase: 'single',
            credit_account_id: 1,
          },
        ],
      );
      assert.deepEqual(
        await db.query(
          'select ("credits_posted" - "debits_posted" - "debits_pending")::int as "points" from "ledger_accounts" where "id" = 1',
        ),
        [{ points: 10 }],
        'the member holds all ten points again',
      );
    },
  },
  '0043_club_memberships': {
    rows: `INSERT INTO "club_plans" ("id", "country", "name", "duration_days", "price_minor", "currency", "order", "benefits")
         VALUES (1, 'id', 'Year', 365, 9900000, 'IDR', 2, '[]'), (2, 'id', 'Quarter', 90, 3900000, 'IDR', 1, '[]');
       INSERT INTO "users" ("id", "email", "password_hash", "first_name", "country_code", "club_member")
         VALUES (1, 'member@example.test', 'x', 'M', 'id', true),
                (2, 'abroad@example.test', 'x', 'A', 'th', true),
                (3, 'guest@example.test', 'x', 'G', 'id', false);`,
    check: async (db) => {
      assert.deepEqual(
        await db.query(
          `select "user_id", "plan_id", "status", "starts_on" = current_date as "from_today",
                  "ends_on" - "starts_on" as "days", "price_minor" from "club_memberships"`,
        ),
        [{ user_id: 1, plan_id: 2, status: 'active', from_today: true, days: 90, price_minor: 3900000 }],
        "a flagged member keeps their status as their country's first plan; a country without plans carries nobody",
      );
    },
  },
};
