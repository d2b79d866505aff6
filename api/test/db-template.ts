/**
 * Test databases copied from a template. Migrating and seeding a fresh database took 10–20 s per
 * test file (more than most files' own tests), and every file asking for the same seed gets the
 * same rows, so the first file of a run builds the database once and later files copy it:
 * - PGlite: a dump of the data directory (an uncompressed tar) in node_modules/.cache, loaded
 *   into a new in-memory instance (~1 s instead of migrate + seed);
 * - PostgreSQL: a template database `rn_tpl_<key>` and `CREATE DATABASE … TEMPLATE` (a file copy
 *   on the server).
 * The key hashes what decides the rows: the migrations, the API's db folder (schema, seeds,
 * platform data), the shared package's sources (constants the seeds use), the seed's options, the
 * UTC day (a seed without `today` starts on the real one) and the PGlite version. A changed
 * migration or seed therefore makes a new template; nothing is reused across days.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedAll } from '../src/db/seed/index.ts';
import type { AppConfig } from '../src/config/env.ts';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = path.join(API_ROOT, 'node_modules', '.cache', 'rednest-test-db');
const HASHED = [
  path.join(API_ROOT, 'drizzle'),
  path.join(API_ROOT, 'src', 'db'),
  path.join(API_ROOT, '..', 'shared', 'src'),
];

/** what a test database holds besides the schema: nothing, or the seed at this size and day */
export type TemplateSeed = { size: number; today?: string } | null;

function hashTree(hash: crypto.Hash, dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') hashTree(hash, full);
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
      hash.update(path.relative(API_ROOT, full)).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  }
}

let sourcesHash: string | null = null;
function templateKey(seed: TemplateSeed): string {
  if (!sourcesHash) {
    const hash = crypto.createHash('sha256');
    for (const dir of HASHED) hashTree(hash, dir);
    const pglite = JSON.parse(
      fs.readFileSync(path.join(API_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
    ) as { version: string };
    hash.update(`pglite ${pglite.version}`);
    sourcesHash = hash.digest('hex');
  }
  return crypto
    .createHash('sha256')
    .update(sourcesHash)
    .update(JSON.stringify(seed))
    .update(new Date().toISOString().slice(0, 10))
    .digest('hex')
    .slice(0, 16);
}

async function fill(database: Database, seed: TemplateSeed): Promise<void> {
  await migrateDatabase(database);
  if (seed) await seedAll(database.db, { size: seed.size, ...(seed.today ? { today: seed.today } : {}) });
}

/** An in-memory PGlite, migrated and seeded as asked: loaded from the cached dump, made (and dumped) once. */
export async function pgliteFromTemplate(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  seed: TemplateSeed,
): Promise<Database> {
  const file = path.join(CACHE_DIR, `pglite-${templateKey(seed)}.tar`);
  if (fs.existsSync(file)) {
    return createDatabase(config, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  }
  const database = await createDatabase(config);
  try {
    await fill(database, seed);
    // written aside and renamed: a file that exists is whole, even with two runs at once
    const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    for (const old of fs.readdirSync(CACHE_DIR)) {
      // dumps of other days or sources are never read again (a partial of a live writer is left alone)
      if (
        old.startsWith('pglite-') &&
        old.endsWith('.tar') &&
        path.join(CACHE_DIR, old) !== file &&
        Date.now() - fs.statSync(path.join(CACHE_DIR, old)).mtimeMs > 86_400_000
      ) {
        fs.rmSync(path.join(CACHE_DIR, old), { force: true });
      }
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Advisory-lock key for building a template database: two test processes never build the same one twice. */
const TEMPLATE_LOCK_KEY = 727_002;

/**
 * Creates database `name` on the server of `serverUrl` as a copy of the template for `seed`,
 * building the template first when the server has none for this key.
 */
export async function postgresFromTemplate(serverUrl: string, name: string, seed: TemplateSeed): Promise<void> {
  const template = `rn_tpl_${templateKey(seed)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        // built under another name and renamed when whole: a template that exists is complete
        const building = `${template}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory' });
        try {
          await fill(database, seed);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
        // templates of other sources or days are never copied again
        const stale = await admin.query<{ datname: string }>(
          "select datname from pg_database where datname like 'rn\\_tpl\\_%' and datname <> $1",
          [template],
        );
        for (const { datname } of stale.rows)
          await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
}
