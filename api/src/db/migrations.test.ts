/**
 * The checked-in migrations, walked in order on one database (PGlite, or with DATABASE_URL a new
 * database on that PostgreSQL server):
 * - each applies forward on the database the ones before it built, which holds a row in every table
 *   (test/migration-resident-rows.ts: written after the migration that creates the table, kept);
 * - one that writes rows first runs on that database emptied and holding only the rows it moves
 *   (its case in test/data-migration-cases.ts), and the rows are read after; that try is rolled
 *   back before the walk goes on;
 * - after the last, the catalog equals the one src/db/schema builds through drizzle-kit's own DDL
 *   (tables, columns with types, nullability and defaults, constraints, indexes, enums): a schema
 *   change without its migration, or SQL edited away from the schema, fails with the lines that differ;
 * - every table holds a row after the walk; every file in drizzle/ is in the journal, and every one
 *   that writes rows has its case.
 * One database serves the whole walk: starting a PGlite costs more than all the migrations together.
 */
import fs from 'node:fs';
import { after, before, describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from './schema/index.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import {
  applyMigrations,
  catalogOf,
  emptyDatabase,
  readMigrations,
  rolledBack,
  runMigration,
  type RawDatabase,
} from '../../test/migration-kit.ts';
import { DATA_MIGRATION_CASES, WRITES_ROWS } from '../../test/data-migration-cases.ts';
import { RESIDENT_ROWS } from '../../test/migration-resident-rows.ts';

const ALL = readMigrations();

/** The DDL of a database made straight from the declared schema (what drizzle-kit generates from nothing). */
async function declaredDdl(): Promise<string[]> {
  const empty = generateDrizzleJson({});
  return generateMigration(empty, generateDrizzleJson(schema as Record<string, unknown>));
}

/**
 * What the ORM cannot declare, made by hand in a migration: each migrated line stands for the declared
 * line beside it. drizzle has no INCLUDE for indexes; stay scans read these columns from the index alone.
 */
const UNDECLARABLE: [migrated: string, declared: string][] = [
  [
    'index CREATE INDEX inventory_property_night_idx ON public.inventory USING btree (property_id, stay_date) INCLUDE (room_type_id, max_guests, price_minor, rack_minor, total_rooms, sold_rooms)',
    'index CREATE INDEX inventory_property_night_idx ON public.inventory USING btree (property_id, stay_date)',
  ],
];

function differences(migratedLines: string[], declared: string[]): string {
  const stands = new Map(UNDECLARABLE);
  const migrated = migratedLines.map((l) => stands.get(l) ?? l);
  const a = new Set(migrated);
  const b = new Set(declared);
  return [
    ...migrated.filter((l) => !b.has(l)).map((l) => `only after the migrations: ${l}`),
    ...declared.filter((l) => !a.has(l)).map((l) => `only in the declared schema: ${l}`),
  ].join('\n');
}

/** the tables of the public schema, quoted for SQL */
async function tables(db: RawDatabase): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    "select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((r) => r.name);
}

let db: RawDatabase;
/** the tag of the first migration that failed: the steps after it have nothing to start from */
let brokenAt: string | null = null;

function skipIfBroken(t: TestContext): boolean {
  if (brokenAt) t.skip(`${brokenAt} failed`);
  return brokenAt !== null;
}

before(async () => {
  db = await emptyDatabase();
});
after(() => db?.close());

describe('each migration runs forward on the database the ones before it built, a row in every table', () => {
  for (const m of ALL) {
    test(m.tag, async (t) => {
      if (skipIfBroken(t)) return;
      const dataCase = DATA_MIGRATION_CASES[m.tag];
      if (dataCase) {
        await t.test('keeps the rows it moves, on a database holding only those', () =>
          rolledBack(db, async () => {
            // the case's rows alone: its check reads whole tables (the ledger's transfers refuse a TRUNCATE by
            // trigger; triggers do not fire in replica mode, set for this emptying only)
            await db.exec('SET LOCAL session_replication_role = replica');
            await db.exec(`TRUNCATE ${(await tables(db)).join(', ')} RESTART IDENTITY CASCADE`);
            await db.exec('SET LOCAL session_replication_role = origin');
            await db.exec(dataCase.rows);
            await runMigration(db, m);
            await dataCase.check(db);
          }),
        );
      }
      try {
        await applyMigrations(db, [m]);
        const resident = RESIDENT_ROWS[m.tag];
        if (resident) await applyMigrations(db, [{ tag: `${m.tag} (its resident rows)`, statements: [resident] }]);
      } catch (error) {
        brokenAt = m.tag;
        throw error;
      }
    });
  }
});

test('after the last migration, the schema is the one src/db/schema declares', async (t) => {
  if (skipIfBroken(t)) return;
  const migrated = await catalogOf(db, { routines: false });
  const declared = await rolledBack(db, async () => {
    // the same database emptied: extensions are not part of the declared schema, the trigram indexes need this one
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public; CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const statement of await declaredDdl()) await db.exec(statement);
    return catalogOf(db, { routines: false });
  });
  const diff = differences(migrated, declared);
  assert.equal(diff, '', `the migrations and src/db/schema disagree:\n${diff}`);
});

test('every table holds a row after the walk, so each migration after its own finds one', async (t) => {
  if (skipIfBroken(t)) return;
  const empty: string[] = [];
  for (const table of await tables(db)) {
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    if (count?.n === 0) empty.push(table);
  }
  assert.deepEqual(
    empty,
    [],
    'these tables are empty: add a row to test/migration-resident-rows.ts, after the migration that creates each',
  );
});

test('every migration file is in the journal, and each that writes rows has its data case', () => {
  const files = fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length))
    .sort();
  const tags = ALL.map((m) => m.tag);
  assert.deepEqual(files, [...tags].sort(), 'drizzle/*.sql and drizzle/meta/_journal.json list different migrations');
  const writing = ALL.filter((m) => m.statements.some((s) => WRITES_ROWS.test(s))).map((m) => m.tag);
  assert.deepEqual(
    writing.filter((tag) => !(tag in DATA_MIGRATION_CASES)),
    [],
    'these migrations write rows and have no case in test/data-migration-cases.ts',
  );
  assert.deepEqual(
    Object.keys(DATA_MIGRATION_CASES).filter((tag) => !tags.slice(1).includes(tag)),
    [],
    'these cases name no migration that has one before it',
  );
  assert.deepEqual(
    Object.keys(RESIDENT_ROWS).filter((tag) => !tags.includes(tag)),
    [],
    'test/migration-resident-rows.ts names these migrations, which are not in the journal',
  );
});
