/**
 * `npx tsx bench/search.ts [--hotels 10000 | --size 1] [--duration 10] [--connections 50] [--reseed]` (api/)
 *
 * Drives GET hotels/list over HTTP (autocannon, loopback, bounded by --duration) with a mix of
 * cities, dates, stay lengths, occupancies, sorts and pages, and prints p50/p95/p99 latency and
 * requests per second for:
 *   1. a trivial route of the same server (current_timestamp): what HTTP + Fastify cost here;
 *   2. hotels/list with the listing cache off (every request runs the listing statement);
 *   3. hotels/list with the listing cache on (SEARCH_CACHE_SECONDS=30, the default) once every search of
 *      the mix has been asked within the TTL (steady state of repeated searches; the misses are 2.),
 *      then other sorts and a filter of those stays (new listings of cached stay sets); both are answered
 *      in memory from the stay set (stay-listing.ts), without SQL; then stays not asked before (each
 *      request computes its stay set from the availability index, also without SQL: the cold case);
 *   4. the same listing statements run directly on the database (no HTTP, no service), same
 *      concurrency and pool size: the ratio API ÷ SQL is the API's own cost;
 * plus 2. and 4. one request at a time (the per-request cost without queueing), then EXPLAIN
 * (ANALYZE, BUFFERS) of a city search, showing which indexes the plan uses. With the cache on, the
 * server is measured once its availability index is loaded; the index's size (its typed arrays, as
 * the server logs it), its load time and the server's resident memory with and without it are printed.
 *
 * The server is src/server.ts in a child process (autocannon and the API do not share an event
 * loop). Database: with DATABASE_URL, a database of its own on that server (rn_bench_h<hotels>),
 * created, migrated and seeded when missing and reused afterwards (seeding 10,000 hotels takes
 * about 4 minutes); without it, PGlite in a temporary folder. Figures are printed, never asserted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { ENDPOINTS, routePath } from '@rednest/shared/contracts/endpoints';
import { loadConfig, type AppConfig } from '../src/config/env.ts';
import { createDatabase, rowsOf, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedAll } from '../src/db/seed/index.ts';
import { sizeForHotels } from '../src/db/seed/catalog-generator.ts';
import { createCache } from '../src/plugins/cache.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import { createSearchService } from '../src/modules/search/search.service.ts';
import { readAvailabilityIndex } from '../src/modules/search/availability-feed.ts';
import { createAvailabilityRepository } from '../src/modules/search/availability.repository.ts';
import { inScope, listFromStay } from '../src/modules/search/stay-listing.ts';
import { stayDate } from '../test/catalog-test-kit.ts';

const { values } = parseArgs({
  options: {
    hotels: { type: 'string' },
    size: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    reseed: { type: 'boolean', default: false },
    distinct: { type: 'string', default: '300' },
  },
});
const size = values.hotels ? sizeForHotels(Number(values.hotels)) : Number(values.size ?? 1);
const duration = Number(values.duration);
const connections = Number(values.connections);
const today = new Date().toISOString().slice(0, 10);

// ── database ────────────────────────────────────────────────────────────────
const base = loadConfig(undefined, { logLevel: 'silent', seedOnEmpty: false, rateLimitPerMinute: 1_000_000 });
// PGlite: a data folder of its own, so the server process can open what this one seeded
const dataDir = base.databaseUrl ? 'memory' : fs.mkdtempSync(path.join(os.tmpdir(), 'rn-bench-'));
let databaseUrl: string | null = null;
if (base.databaseUrl) {
  const name = `rn_bench_h${Math.round(size * 330)}`;
  const admin = new pg.Client({ connectionString: base.databaseUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
  if (values.reseed && exists) await admin.query(`drop database ${name} with (force)`);
  if (values.reseed || !exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base.databaseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}
const config: AppConfig = { ...base, databaseUrl, dataDir };
const setupStarted = performance.now();
let database: Database = await createDatabase(config);
await migrateDatabase(database);
// a migration may have rewritten inventory: index-only scans need a fresh visibility map
if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze inventory`);
const [state] = rowsOf<{ n: number; last: string | null }>(
  await database.db.execute(sql`
  select (select count(*)::int from properties) as n, (select to_char(max(stay_date), 'YYYY-MM-DD') from inventory) as last`),
);
const fresh =
  state && state.n > 0 && state.last !== null && state.last >= stayDate(today, 300).split('-').reverse().join('-');
if (!fresh) {
  if (state && state.n > 0) throw new Error('the bench database holds a stale catalogue: run with --reseed');
  const report = await seedAll(database.db, { size, today });
  console.log(
    `seeded size ${size.toFixed(3)}: ${report.properties} properties, ${report.roomTypes} room types, ${report.inventoryRows} inventory nights in ${(report.ms.total / 1000).toFixed(1)} s`,
  );
} else {
  console.log(`reusing ${state!.n} properties (inventory to ${state!.last})`);
}
console.log(`setup: ${Math.round(performance.now() - setupStarted)} ms on ${database.kind}`);
const kind = database.kind;
// the server runs in a process of its own (as in production); PGlite allows one process at a time
await database.close();
if (dataDir !== 'memory') fs.rmSync(dataDir, { recursive: true, force: true });

// ── the request mix ─────────────────────────────────────────────────────────
const cities = [
  'cit-jakarta',
  'cit-bandung',
  'cit-kuta',
  'cit-yogyakarta',
  'cit-surabaya',
  'cit-singapore',
  'cit-makati',
  'cit-cebu-city',
  'cit-ho-chi-minh-city',
  'cit-hanoi',
  'cit-da-nang',
  'cit-bangkok',
  'cit-chiang-mai',
  'cit-phuket',
];
const sorts = ['popular', 'price', 'rating'];
const distinct = Number(values.distinct);
const queries = Array.from({ length: distinct }, (_, i) => {
  const start = 1 + ((i * 7) % 120);
  const nights = 1 + (i % 4);
  return {
    location: cities[i % cities.length]!,
    check_in_date: stayDate(today, start),
    check_out_date: stayDate(today, start + nights),
    rooms: i % 5 === 0 ? 2 : 1,
    guest: i % 5 === 0 ? 3 : 2,
    sort_by: sorts[Math.floor(i / cities.length) % sorts.length]!,
    page: i % 6 === 0 ? 2 : 1,
  };
});
const toPath = (q: Record<string, string | number>) =>
  `${config.apiBasePath}${routePath(ENDPOINTS.hotelsList)}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`;

interface Figures {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const figures: Figures[] = [];

async function drive(
  label: string,
  origin: string,
  paths: string[],
  headers: Record<string, string>,
  clients = connections,
): Promise<void> {
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: clients,
        duration,
        headers,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (statusCode !== 200) errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  figures.push({
    label,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    rps: result.requests.average,
    requests: latencies.length,
    errors: errors + result.errors,
  });
}

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** src/server.ts in a child process on a free loopback port, with a guest token */
async function serve(searchCacheSeconds: number) {
  // with the listing cache on, the availability index loads after start: measured once it is loaded
  const readyLine = searchCacheSeconds > 0 ? /"msg":"availability index loaded"/ : /api ready on/;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_ON_EMPTY: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SEARCH_CACHE_SECONDS: String(searchCacheSeconds),
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    let ready = false;
    const read = (d: Buffer) => {
      if (ready) return; // request log lines are read and dropped
      output += d.toString();
      const m = /api ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m && readyLine.test(output)) {
        ready = true;
        const loaded = /\{[^\n]*"msg":"availability index loaded"[^\n]*\}/.exec(output);
        if (loaded) indexLog = JSON.parse(loaded[0]) as IndexLog;
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${output}`)));
  });
  const basic = Buffer.from(`${config.oauthClientId}:${config.oauthClientSecret}`).toString('base64');
  const grant = await fetch(`${origin}${config.apiBasePath}${routePath(ENDPOINTS.oauthToken)}`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const token = ((await grant.json()) as { access_token: string }).access_token;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  /** the server's resident memory (Linux), MB */
  const rss = () => {
    const status = fs.existsSync(`/proc/${child.pid}/status`)
      ? fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
      : '';
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  };
  // as it is ready: the cache-off server holds no index, the cache-on one its loaded index and nothing else yet
  rssMb.push(rss());
  return { origin, stop, headers: { authorization: `Bearer ${token}` } };
}
interface IndexLog {
  roomTypes: number;
  nights: number;
  days: number;
  bytes: number;
  ms: number;
}
let indexLog = null as IndexLog | null;
const rssMb: number[] = [];

const paths = queries.map(toPath);
/** stays not asked before: later days than the mix's */
const coldQueries = Array.from({ length: 3000 }, (_, i) => {
  const start = 125 + Math.floor(i / cities.length);
  return {
    ...queries[i % queries.length]!,
    location: cities[i % cities.length]!,
    check_in_date: stayDate(today, start),
    check_out_date: stayDate(today, start + 1 + (i % 3)),
  };
});
const loadAtStart = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
{
  const server = await serve(0);
  // warm-up: plans, the area index, JIT
  for (const path of paths.slice(0, 20)) await fetch(`${server.origin}${path}`, { headers: server.headers });
  await drive(
    'trivial route (current_timestamp)',
    server.origin,
    [`${config.apiBasePath}${routePath(ENDPOINTS.currentTimestamp)}`],
    {},
  );
  await drive('hotels/list, cache off', server.origin, paths, server.headers);
  await drive('hotels/list, cache off, 1 at a time', server.origin, paths, server.headers, 1);
  await server.stop();
}
{
  const server = await serve(30);
  // every search of the mix asked once (4 at a time), then measured within the TTL
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift())
        await (await fetch(`${server.origin}${path}`, { headers: server.headers })).arrayBuffer();
    }),
  );
  // stay sets cached: each answer is computed in memory from its stay set (stay-listing.ts), no SQL
  // and driven once unmeasured: the index's load leaves garbage and cold code behind it
  await drive('warm-up', server.origin, paths, server.headers);
  figures.pop();
  await drive('hotels/list, cache on, warm', server.origin, paths, server.headers);
  // the same stays with another sort and a filter: new listings of cached stay sets, also in memory
  const others = queries.map((q, i) =>
    toPath({
      ...q,
      sort_by: sorts[(sorts.indexOf(q.sort_by) + 1 + (i % 2)) % sorts.length]!,
      amenities_filter: 'wifi',
    }),
  );
  await drive('hotels/list, other sorts/filters of cached stays', server.origin, others, server.headers);
  // stays nobody asked for yet (later dates): each request computes its stay set from the availability index, then the page in memory
  // 3,000 distinct stays (a city and a start day each), more than a run asks, so none is answered from the cache
  const fresh = coldQueries.map(toPath);
  await drive('hotels/list, cache on, stays not cached yet', server.origin, fresh, server.headers);
  await server.stop();
}

// ── the same statements, straight to the database ───────────────────────────
database = await createDatabase(config);
const repo = createSearchRepository(database.db);
const service = createSearchService({
  repo,
  cache: await createCache({ redisUrl: null, prefix: 'x' }),
  now: () => new Date(),
  apiBasePath: config.apiBasePath,
});
const params = await Promise.all(queries.map(async (q) => (await service.resolveStay(q, null)).params));
async function direct(label: string, clients: number): Promise<void> {
  let next = 0;
  const latencies: number[] = [];
  const until = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const p = params[next++ % params.length]!;
        const t0 = performance.now();
        await repo.searchHotels(p);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  figures.push({
    label,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    rps: latencies.length / duration,
    requests: latencies.length,
    errors: 0,
  });
}
await direct('the listing SQL, direct', connections);
await direct('the listing SQL, direct, 1 at a time', 1);

// ── the cold rows' own work, in this process: each stay set from the availability index, then its page ──
const index = await readAvailabilityIndex(createAvailabilityRepository(database.db));
const facts = await repo.listingFacts();
const factsById = new Map(facts.map((f) => [f.id, f]));
const stayTimes: number[] = [];
const pageTimes: number[] = [];
for (const q of coldQueries) {
  const p = (await service.resolveStay(q, null)).params;
  const scope = facts.filter((f) => inScope(f, p));
  const t0 = performance.now();
  const stay = index.staySet(scope, p);
  const t1 = performance.now();
  listFromStay(factsById, scope, stay, p);
  stayTimes.push(t1 - t0);
  pageTimes.push(performance.now() - t1);
}
for (const list of [stayTimes, pageTimes]) list.sort((a, b) => a - b);

console.log(
  `\n${kind}, ${state?.n || Math.round(size * 384)} properties, ${connections} connections, ${duration} s each, ${distinct} distinct searches over ${cities.length} cities; load average ${loadAtStart} at the start, ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end (${os.cpus().length} cores)\n`,
);
const row = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(50) : c.padStart(10))).join(''));
row(['', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'requests', 'errors']);
for (const f of figures)
  row([
    f.label,
    f.p50.toFixed(1),
    f.p95.toFixed(1),
    f.p99.toFixed(1),
    f.rps.toFixed(0),
    String(f.requests),
    String(f.errors),
  ]);
const ratio = (api: string, db: string) => {
  const a = figures.find((f) => f.label === api)!;
  const d = figures.find((f) => f.label === db)!;
  console.log(
    `${api} ÷ ${db}: p50 ${(a.p50 / d.p50).toFixed(2)}×, p95 ${(a.p95 / d.p95).toFixed(2)}×, req/s ${(a.rps / d.rps).toFixed(2)}×`,
  );
};
console.log('');
ratio('hotels/list, cache off', 'the listing SQL, direct');
ratio('hotels/list, cache off, 1 at a time', 'the listing SQL, direct, 1 at a time');
ratio('hotels/list, cache on, warm', 'the listing SQL, direct');
ratio('hotels/list, cache on, warm', 'trivial route (current_timestamp)');
ratio('hotels/list, cache on, stays not cached yet', 'trivial route (current_timestamp)');
console.log(
  `\nin process, the ${coldQueries.length} cold stays: stay set from the index p50 ${pct(stayTimes, 50).toFixed(2)} ms, ` +
    `p95 ${pct(stayTimes, 95).toFixed(2)} ms; its page in memory p50 ${pct(pageTimes, 50).toFixed(2)} ms, p95 ${pct(pageTimes, 95).toFixed(2)} ms`,
);
const loadedIndex = indexLog as IndexLog | null;
if (loadedIndex)
  console.log(
    `\navailability index: ${loadedIndex.roomTypes} room types × ${loadedIndex.days} nights (${loadedIndex.nights} inventory nights), ` +
      `${(loadedIndex.bytes / 1e6).toFixed(1)} MB in typed arrays, loaded in ${(loadedIndex.ms / 1000).toFixed(1)} s; ` +
      `server resident memory when ready ${rssMb[0]!.toFixed(0)} MB without it (cache off), ${rssMb[1]!.toFixed(0)} MB with it`,
  );

// ── the plan of one city search ─────────────────────────────────────────────
const explainParams = params[0]!;
const plan = rowsOf<{ 'QUERY PLAN': string }>(
  await database.db.execute(sql`explain (analyze, buffers, costs off) ${repo.listingSql(explainParams)}`),
);
const lines = plan.map((r) => r['QUERY PLAN']);
console.log(
  `\nEXPLAIN ANALYZE of ${queries[0]!.location} ${queries[0]!.check_in_date}→${queries[0]!.check_out_date}: scans and index use`,
);
for (const line of lines)
  if (/Scan|Index Cond|Execution Time|Planning Time|Rows Removed/.test(line)) console.log(`  ${line.trimEnd()}`);
await database.close();
if (dataDir !== 'memory') fs.rmSync(dataDir, { recursive: true, force: true });
