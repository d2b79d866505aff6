/**
 * The issue's figures script: `npx tsx deploy/src/measure/figures.ts [--skip-build] [--json <file>]`.
 * It measures, it does not assert (exit 0 unless the measurement itself could not run):
 *   1. build time per front-end package (`webpack --mode production`, timed, one at a time);
 *   2. API start time on PGlite, spawn → /ready: cold (empty data folder: migrate + seed) and warm;
 *   3. the JavaScript each page of measured-pages.ts downloads in headless Chromium on a first visit
 *      (until the network is idle), gzip bytes split into shell, shared libraries (module-federation
 *      shared chunks) and the remotes, with the largest files, against each page's budget (home
 *      180 KB, every other page 200 KB);
 *   4. the main thread's work on a phone: each page's blocking time (long tasks over 50 ms after the
 *      first contentful paint, as TBT counts them) and longest task at 4x CPU, medians of 4 loads.
 * Builds are published to a throwaway CDN folder, so deploy/.cdn (what ops run) is never touched.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startApiProcess } from '../stack/api-process';
import { FRONT_ENDS, hasBuildSetup, readBuildTimes, recordBuildTime, runWebpack } from '../build';
import { REPO_ROOT } from '../config/env';
import { PAGES, type MeasuredPage } from './measured-pages';
import { findFreeBasePort } from '../stack/ports';
import { publish } from '../releases/releases';
import type { ReleaseStore } from '../releases/store';
import { REMOTES, type RemoteName } from '../remotes';
import { startStack } from '../stack/stack';
import { formatTable } from './table';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Packages whose code counts as "shared libraries": MF singletons and what @rednest/shared bundles. */
const SHARED_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'rxjs',
  'react-router',
  'axios',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'dayjs',
  'crypto-js',
  '@sinclair/typebox',
]);

type Category = 'shared' | 'own';
/** chunk file → category, per front-end folder, derived from webpack stats */
type ChunkMap = Record<string, Category>;

interface BuildResult {
  folder: string;
  status: 'ok' | 'failed' | 'skipped' | 'missing';
  seconds: number | null;
  note?: string;
}

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-figures-'));
const chunkMapDir = path.join(REPO_ROOT, 'deploy', '.cdn', 'figures-chunks');

function packageOf(moduleName: string): string | null {
  const i = moduleName.lastIndexOf('node_modules/');
  if (i < 0) return null;
  const parts = moduleName.slice(i + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? null);
}

/**
 * A chunk is "shared libraries" when it carries shared code (../shared/src or a shared package)
 * and none of the package's own code or federation entry; vendor code only one package uses
 * (react-router in a remote) stays with that package.
 */
export function classifyChunks(stats: {
  chunks: { id: string | number; files: string[] }[];
  modules: { name?: string; chunks?: (string | number)[] }[];
}): ChunkMap {
  const byChunk = new Map<string | number, string[]>();
  for (const m of stats.modules)
    for (const c of m.chunks ?? []) byChunk.set(c, [...(byChunk.get(c) ?? []), m.name ?? '']);
  const map: ChunkMap = {};
  for (const chunk of stats.chunks) {
    const names = byChunk.get(chunk.id) ?? [];
    const own = names.some(
      (n) => n.startsWith('./src/') || n.includes('.federation/entry') || n.startsWith('./node_modules/.federation'),
    );
    const shared = names.some((n) => n.startsWith('../shared/src/') || SHARED_PACKAGES.has(packageOf(n) ?? ''));
    for (const f of chunk.files) if (f.endsWith('.js')) map[f] = shared && !own ? 'shared' : 'own';
  }
  return map;
}

async function buildAll(): Promise<BuildResult[]> {
  const results: BuildResult[] = [];
  fs.mkdirSync(chunkMapDir, { recursive: true });
  for (const folder of FRONT_ENDS) {
    if (!hasBuildSetup(REPO_ROOT, folder)) {
      results.push({ folder, status: 'missing', seconds: null, note: 'no webpack.config.cjs or src/' });
      continue;
    }
    const statsFile = path.join(workDir, `stats-${folder}.json`);
    process.stdout.write(`building ${folder} … `);
    // --json needs --stats detailed: the shared config's 'errors-warnings' preset leaves chunks out
    const webpackRun = await runWebpack(REPO_ROOT, folder, [`--json=${statsFile}`, '--stats', 'detailed']);
    recordBuildTime(REPO_ROOT, webpackRun);
    const { code, output, seconds } = webpackRun;
    if (code !== 0) {
      console.log(`failed (${seconds.toFixed(1)} s)`);
      results.push({
        folder,
        status: 'failed',
        seconds,
        note: output.trim().split('\n').slice(-3).join(' | ').slice(0, 300),
      });
      continue;
    }
    console.log(`${seconds.toFixed(1)} s`);
    results.push({ folder, status: 'ok', seconds });
    try {
      const map = classifyChunks(JSON.parse(fs.readFileSync(statsFile, 'utf8')));
      fs.writeFileSync(path.join(chunkMapDir, `${folder}.json`), JSON.stringify(map, null, 1));
    } catch (err) {
      console.warn(`  (could not read webpack stats of ${folder}: ${(err as Error).message})`);
    }
  }
  return results;
}

function loadChunkMaps(): Record<string, ChunkMap> {
  const maps: Record<string, ChunkMap> = {};
  for (const folder of FRONT_ENDS) {
    const f = path.join(chunkMapDir, `${folder}.json`);
    const map: ChunkMap = fs.existsSync(f) ? (JSON.parse(fs.readFileSync(f, 'utf8')) as ChunkMap) : {};
    // remotes also list their shared chunks in mf-manifest.json: right even when the stats are stale
    const mf = path.join(REPO_ROOT, folder, 'dist', 'mf-manifest.json');
    if (fs.existsSync(mf)) {
      const manifest = JSON.parse(fs.readFileSync(mf, 'utf8')) as {
        shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
      };
      for (const s of manifest.shared ?? [])
        for (const file of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) map[file] = 'shared';
    }
    if (Object.keys(map).length) maps[folder] = map;
  }
  return maps;
}

/** The slice of playwright-core used here (it is resolved at run time from e2e/, not a deploy dependency). */
interface PwResponse {
  url(): string;
  status(): number;
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
}
interface PwPage {
  on(event: 'response', fn: (r: PwResponse) => void): void;
  on(event: 'pageerror', fn: (e: Error) => void): void;
  on(event: 'console', fn: (m: { type(): string; text(): string }) => void): void;
  goto(url: string, opts: { waitUntil: 'networkidle'; timeout: number }): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
  addInitScript(script: string): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
}
interface PwContext {
  newPage(): Promise<PwPage>;
  newCDPSession(page: PwPage): Promise<{ send(method: string, params?: object): Promise<unknown> }>;
  close(): Promise<void>;
}
interface PwBrowser {
  newContext(opts: {
    viewport: { width: number; height: number };
    isMobile?: boolean;
    deviceScaleFactor?: number;
  }): Promise<PwContext>;
  close(): Promise<void>;
}
interface PwChromium {
  launch(opts: { executablePath: string; args: string[] }): Promise<PwBrowser>;
}

async function loadChromium(): Promise<PwChromium> {
  const candidates = [
    () => createRequire(import.meta.url)('playwright-core'),
    () => createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test'),
    () => createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'))('playwright-core'),
  ];
  for (const load of candidates) {
    try {
      const mod = load() as { chromium?: PwChromium };
      if (mod.chromium) return mod.chromium;
    } catch {
      /* next */
    }
  }
  throw new Error(
    'playwright-core not found: install the e2e package (npx -y pnpm@10.34.9 install --filter @rednest/e2e)',
  );
}

interface JsResponse {
  url: string;
  bucket: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Main-thread work of a first visit on a phone: the page loaded LOADS times in a
 * fresh context at 4x CPU slowdown (Lighthouse's mobile factor) on a 412×823 screen, its long tasks
 * (over 50 ms) read with a PerformanceObserver; blocking time is the part of each task over 50 ms
 * after the first contentful paint until the network is idle (what TBT adds up), and the longest
 * task. Medians of the loads: the figures move by ±100 ms from load to load.
 */
const LOADS = 4;
const CPU_SLOWDOWN = 4;
const LONG_TASKS_SCRIPT = `window.__rnLongTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__rnLongTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;
const READ_LONG_TASKS = `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, tasks: window.__rnLongTasks ?? [] })`;
interface MainThread {
  page: MeasuredPage;
  blockingMs: number[];
  longestMs: number[];
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};
interface Totals {
  files: number;
  raw: number;
  gzip: number;
}
interface PageJs {
  page: MeasuredPage;
  responses: JsResponse[];
}

const kb = (b: number) => (b / 1024).toFixed(1);

function printTable(title: string, head: string[], rows: string[][]) {
  console.log(`\n${title}`);
  console.log(formatTable(head, rows));
}

async function main() {
  console.log(`RedNest figures (${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} cores)`);
  const recorded = readBuildTimes(REPO_ROOT);
  const builds: BuildResult[] = skipBuild
    ? FRONT_ENDS.map((folder) => {
        const r = recorded[folder];
        return r
          ? {
              folder,
              status: r.ok ? ('ok' as const) : ('failed' as const),
              seconds: r.seconds,
              note: `recorded ${r.at}`,
            }
          : { folder, status: 'skipped' as const, seconds: null, note: 'no recorded build' };
      })
    : await buildAll();

  // publish whatever is built into a throwaway CDN
  const store: ReleaseStore = { cdnDir: path.join(workDir, 'cdn'), rootDir: REPO_ROOT };
  const published: Partial<Record<RemoteName, string>> = {};
  for (const r of REMOTES) {
    try {
      published[r.name] = (await publish(store, r.name)).version;
    } catch (err) {
      console.warn(`not measured: ${r.name}: ${(err as Error).message}`);
    }
  }

  const dataDir = path.join(workDir, 'pglite');
  const apiLog: string[] = [];
  console.log('starting the stack (API cold start on an empty PGlite folder: migrate + seed) …');
  const stack = await startStack({
    port: 'auto',
    cdnDir: store.cdnDir,
    api: { env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
    log: (l) => {
      apiLog.push(l);
      if (apiLog.length > 200) apiLog.shift();
    },
  });
  const apiCold = stack.apiStartMs;

  const pages: PageJs[] = [];
  const mainThread: MainThread[] = [];
  const pageErrors: string[] = [];
  const httpErrors: string[] = [];
  const unclassified = new Set<string>();
  const originBucket = new Map<string, string>([[new URL(stack.url).port, 'shell']]);
  for (const r of REMOTES) originBucket.set(String(stack.remotePorts[r.name]), r.folder);
  const chunkMaps = loadChunkMaps();

  // The edge answers a page's first calls when the API answers within its wait (page-answers.ts);
  // an API that has just started is slower than that on its first queries. Each page is asked for
  // once first, as a running site always is, so the figures are those of a warm API.
  for (const measured of PAGES)
    await fetch(`${stack.url}${measured.path}`)
      .then((r) => r.text())
      .catch(() => '');

  let browserError: string | null = null;
  try {
    const chromium = await loadChromium();
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    try {
      // a fresh context per page: nothing cached, as a first visit to that page
      for (const measured of PAGES) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const responses: JsResponse[] = [];
        const pending: Promise<void>[] = [];
        page.on('pageerror', (e) => pageErrors.push(`${measured.name}: ${e.message}`));
        page.on('console', (m) => {
          if (m.type() === 'error') pageErrors.push(`${measured.name}: ${m.text()}`);
        });
        page.on('response', (resp) => {
          const url = resp.url();
          if (resp.status() >= 400) httpErrors.push(`${resp.status()} ${url}`);
          const type = resp.headers()['content-type'] ?? '';
          if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
          pending.push(
            resp.body().then(
              (body) => {
                const u = new URL(url);
                const folder = originBucket.get(u.port) ?? 'other';
                const file = u.pathname.split('/').pop() ?? '';
                const category = chunkMaps[folder]?.[file];
                if (category === undefined) unclassified.add(`${folder}/${file}`);
                const bucket = category === 'shared' ? 'shared libraries' : folder;
                responses.push({ url, bucket, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length });
              },
              () => {},
            ),
          );
        });
        await page.goto(`${stack.url}${measured.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
        await page.waitForTimeout(1500);
        await Promise.all(pending);
        await context.close();
        pages.push({ page: measured, responses });
      }
      for (const measured of PAGES) {
        const m: MainThread = { page: measured, blockingMs: [], longestMs: [] };
        for (let i = 0; i < LOADS; i++) {
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            isMobile: true,
            deviceScaleFactor: 1.75,
          });
          const page = await context.newPage();
          await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.addInitScript(LONG_TASKS_SCRIPT);
          await page.goto(`${stack.url}${measured.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
          await page.waitForTimeout(1000);
          const { fcp, tasks } = await page.evaluate<{ fcp: number; tasks: [number, number][] }>(READ_LONG_TASKS);
          m.blockingMs.push(
            tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
          );
          m.longestMs.push(Math.max(0, ...tasks.map(([, d]) => d)));
          await context.close();
        }
        mainThread.push(m);
      }
    } finally {
      await browser.close();
    }
  } catch (err) {
    browserError = (err as Error).message.split('\n')[0] ?? String(err);
  }
  await stack.close();

  // warm start: the same data folder again, already migrated and seeded
  let apiWarm: number | null = null;
  try {
    const port = await findFreeBasePort();
    const api = await startApiProcess({ rootDir: REPO_ROOT, port, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
    apiWarm = api.startMs;
    await api.stop();
  } catch (err) {
    console.warn(`warm API start not measured: ${(err as Error).message.split('\n')[0]}`);
  }

  // ---- report
  printTable(
    'Build time per package (webpack --mode production, sequential, stats written to JSON)',
    ['package', 'status', 'seconds'],
    builds.map((b) => [
      b.folder,
      b.status + (b.note ? ` (${b.note})` : ''),
      b.seconds === null ? '-' : b.seconds.toFixed(1),
    ]),
  );

  printTable(
    'API start on PGlite (spawn → 200 from /ready)',
    ['start', 'seconds'],
    [
      ['cold: empty data folder, migrate + seed', apiCold === null ? '-' : (apiCold / 1000).toFixed(1)],
      ['warm: existing data folder', apiWarm === null ? '-' : (apiWarm / 1000).toFixed(1)],
    ],
  );

  const pageTotals: Record<
    string,
    { budgetKb: number; total: Totals; buckets: Record<string, Totals>; files: JsResponse[] }
  > = {};
  for (const { page, responses } of pages) {
    const buckets = new Map<string, Totals>();
    for (const r of responses) {
      const b = buckets.get(r.bucket) ?? { files: 0, raw: 0, gzip: 0 };
      b.files++;
      b.raw += r.rawBytes;
      b.gzip += r.gzipBytes;
      buckets.set(r.bucket, b);
    }
    const order = ['shell', 'shared libraries'];
    const names = [
      ...order.filter((n) => buckets.has(n)),
      ...[...buckets.keys()].filter((k) => !order.includes(k)).sort(),
    ];
    const total = [...buckets.values()].reduce(
      (a, b) => ({ files: a.files + b.files, raw: a.raw + b.raw, gzip: a.gzip + b.gzip }),
      { files: 0, raw: 0, gzip: 0 },
    );
    pageTotals[page.name] = {
      budgetKb: page.jsBudgetKb,
      total,
      buckets: Object.fromEntries(buckets),
      files: responses,
    };
    printTable(
      `JavaScript loaded by ${page.path} (${page.name}) in headless Chromium, first visit`,
      ['part', 'files', 'raw KB', 'gzip KB'],
      [
        ...names.map((n) => {
          const b = buckets.get(n) ?? { files: 0, raw: 0, gzip: 0 };
          return [n, String(b.files), kb(b.raw), kb(b.gzip)];
        }),
        ['total', String(total.files), kb(total.raw), kb(total.gzip)],
      ],
    );
    const largest = [...responses].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
    console.log(
      'largest files (gzip KB): ' +
        largest.map((r) => `${new URL(r.url).pathname.split('/').pop()} [${r.bucket}] ${kb(r.gzipBytes)}`).join(', '),
    );
  }
  if (pages.length) {
    printTable(
      'JS budget per page (gzip, everything loaded until the network is idle)',
      ['page', 'files', 'gzip KB', 'budget KB', 'verdict'],
      pages.map(({ page }) => {
        const { total } = pageTotals[page.name]!;
        const over = total.gzip - page.jsBudgetKb * 1024;
        return [
          page.name,
          String(total.files),
          kb(total.gzip),
          String(page.jsBudgetKb),
          over <= 0 ? `within (${kb(-over)} to spare)` : `OVER by ${kb(over)}`,
        ];
      }),
    );
  }
  if (mainThread.length) {
    printTable(
      `Main thread on a phone (${CPU_SLOWDOWN}x CPU, 412×823, ${LOADS} first visits each; blocking = long tasks' time over 50 ms after FCP, as TBT)`,
      ['page', 'blocking ms (median)', 'longest task ms (median)', 'blocking ms per load'],
      mainThread.map((m) => [
        m.page.name,
        median(m.blockingMs).toFixed(0),
        median(m.longestMs).toFixed(0),
        m.blockingMs.map((b) => b.toFixed(0)).join(' '),
      ]),
    );
  }
  if (browserError) console.log(`browser measurement failed: ${browserError}`);
  if (unclassified.size)
    console.log(
      `note: ${unclassified.size} file(s) not in the build stats (built since the last figures build?), counted with the package that served them: ${[...unclassified].slice(0, 6).join(', ')}`,
    );
  if (httpErrors.length) console.log(`HTTP errors while loading: ${httpErrors.slice(0, 5).join(', ')}`);
  if (pageErrors.length)
    console.log(
      `page errors while loading (${pageErrors.length}): ${pageErrors.slice(0, 3).join(' | ').slice(0, 400)}`,
    );
  console.log(
    `remotes measured: ${
      Object.entries(published)
        .map(([n, v]) => `${n}@${v}`)
        .join(', ') || 'none'
    }`,
  );

  if (jsonOut) {
    fs.writeFileSync(
      jsonOut,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          builds,
          api: { coldMs: apiCold, warmMs: apiWarm },
          pages: pageTotals,
          mainThread: mainThread.map((m) => ({ page: m.page.name, blockingMs: m.blockingMs, longestMs: m.longestMs })),
          browserError,
          pageErrors,
          httpErrors,
        },
        null,
        2,
      ),
    );
    console.log(`written: ${jsonOut}`);
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`figures could not run: ${(err as Error).message}`);
    fs.rmSync(workDir, { recursive: true, force: true });
    process.exit(1);
  },
);
