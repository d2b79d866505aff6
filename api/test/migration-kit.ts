/**
 * Databases for migration tests: an empty one (PGlite in memory, or a new database on the server of
 * DATABASE_URL, dropped on close), the checked-in migrations applied one by one, transactions rolled
 * back to try a step without keeping it, and the catalog read back in a form two schemas can be
 * compared by.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { loadConfig } from '../src/config/env.ts';

export interface RawDatabase {
  kind: 'pglite' | 'postgres';
  /** runs one or more statements */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface Migration {
  tag: string;
  statements: string[];
}

/** The migrations in the journal's order, each split at drizzle's statement breakpoints. */
export function readMigrations(): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    tag,
    statements: fs
      .readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean),
  }));
}

/** Runs one migration's statements in the transaction the caller holds; an error names the migration. */
export async function runMigration(db: RawDatabase, m: Migration): Promise<void> {
  for (const statement of m.statements) {
    try {
      await db.exec(statement);
    } catch (error) {
      throw new Error(`${m.tag}: ${(error as Error).message}\n${statement}`);
    }
  }
}

/** Applies `migrations` in order, each in a transaction of its own (as drizzle's migrator does on PostgreSQL). */
export async function applyMigrations(db: RawDatabase, migrations: Migration[]): Promise<void> {
  for (const m of migrations) {
    await db.exec('begin');
    try {
      await runMigration(db, m);
      await db.exec('commit');
    } catch (error) {
      await db.exec('rollback');
      throw error;
    }
  }
}

/**
 * Runs `fn` in a transaction that is rolled back whatever it did: schema changes included (PostgreSQL's
 * DDL is transactional), the database is left as it was. Cheaper than a second database: starting a
 * PGlite costs more than all the migrations.
 */
export async function rolledBack<T>(db: RawDatabase, fn: () => Promise<T>): Promise<T> {
  await db.exec('begin');
  try {
    return await fn();
  } finally {
    await db.exec('rollback');
  }
}

const CACHE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'rednest-test-db',
);

/**
 * A new in-memory PGlite holding nothing yet. Making its data directory (initdb) takes most of the
 * time a migration test spends, and gives the same files every time for one PGlite version, so the
 * first run dumps them to the cache and later runs start from the dump.
 */
async function emptyPglite(): Promise<PGlite> {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(CACHE_DIR, '..', '..', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  const file = path.join(CACHE_DIR, `empty-pglite-${version}.tar`);
  if (fs.existsSync(file)) {
    return PGlite.create({ extensions: { pg_trgm }, loadDataDir: new Blob([fs.readFileSync(file)]) });
  }
  const lite = await PGlite.create({ extensions: { pg_trgm } });
  const dump = Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer());
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // written aside and renamed: a file that exists is whole, even with two runs at once
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  return lite;
}

/** An empty database on the engine the API suite runs on (DATABASE_URL → PostgreSQL, else PGlite). */
export async function emptyDatabase(): Promise<RawDatabase> {
  const serverUrl = loadConfig(undefined, {}).databaseUrl;
  if (!serverUrl) {
    const lite = await emptyPglite();
    return {
      kind: 'pglite',
      exec: async (sql) => void (await lite.exec(sql)),
      query: async <T>(sql: string, params?: unknown[]) => (await lite.query<T>(sql, params)).rows,
      close: () => lite.close(),
    };
  }
  const name = `rn_mig_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    kind: 'postgres',
    exec: async (sql) => void (await client.query(sql)),
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The public schema as sorted lines, one per table column, constraint, index, enum, function and
 * trigger, with the definitions PostgreSQL itself prints: two databases with the same lines have
 * the same schema.
 */
export async function catalogOf(db: RawDatabase, { routines = true } = {}): Promise<string[]> {
  const lines = (rows: { line: string }[]) => rows.map((r) => r.line);
  const columns = await db.query<{ line: string }>(`
    select format('column %s.%s %s%s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
      case when a.attnotnull then ' not null' else '' end,
      coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')) as line
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);
  const constraints = await db.query<{ line: string }>(`
    select format('constraint %s.%s %s', c.relname, k.conname, pg_get_constraintdef(k.oid)) as line
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'`);
  const indexes = await db.query<{ line: string }>(`
    select format('index %s', indexdef) as line from pg_indexes where schemaname = 'public'`);
  const enums = await db.query<{ line: string }>(`
    select format('enum %s (%s)', t.typname, string_agg(e.enumlabel, ', ' order by e.enumsortorder)) as line
    from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' group by t.typname`);
  const functions = await db.query<{ line: string }>(`
    select format('function %s', pg_get_functiondef(p.oid)) as line
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'
      and not exists (select 1 from pg_depend dep where dep.objid = p.oid and dep.deptype = 'e')`);
  const triggers = await db.query<{ line: string }>(`
    select format('trigger %s', pg_get_triggerdef(t.oid)) as line
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal`);
  return [
    ...lines(columns),
    ...lines(constraints),
    ...lines(indexes),
    ...lines(enums),
    ...(routines ? [...lines(functions), ...lines(triggers)] : []),
  ].sort();
}
