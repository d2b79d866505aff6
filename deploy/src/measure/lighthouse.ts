/**
 * Lighthouse on the product, `npm run lighthouse [-- --json <file>] [--no-build] [--throttling devtools] [--runs <n>]
 * [--pages "booking summary,home"]` (--pages: only those measured pages).
 *
 * Builds what is stale (nothing when the builds are fresh; `--no-build` skips even that), publishes
 * the builds to a throwaway CDN folder (deploy/.cdn, what ops run, is never touched), starts the
 * stack on a free block of ports with an in-memory PGlite database, and runs Lighthouse's mobile
 * preset (its default config: Moto G Power emulation, simulated slow-4G throttling) in Debian's
 * Chromium on each page of PAGES and the booking pages (booking-pages.ts):
 *   1. as a user gets it, `--runs` times (3 by default; each figure shown is the median of the runs,
 *      and every run's score, TBT and LCP are printed under it): performance, accessibility, LCP,
 *      TBT, CLS, script bytes transferred;
 *   2. with scripts blocked (Lighthouse's blockedUrlPatterns for *.js and *.mjs, every origin): the
 *      LCP the static HTML and CSS alone reach, the limit the page can approach. The figure is
 *      LCP / no-script LCP (target ≤ 1.3). Inline <script>s still run (the shell's HTML has none
 *      today). Chromium's --blink-settings=scriptEnabled=false is not usable: Lighthouse needs the
 *      Debugger domain, which that setting refuses. When the static page paints nothing
 *      (NO_FCP / NO_LCP) that is printed as "no paint", a measurement, not a Lighthouse failure.
 * `--throttling devtools` runs the same preset with Lighthouse's applied throttling (Chromium itself
 * slowed to the preset's CPU and network) instead of the simulation: the simulation replays an
 * unthrottled load of this fast machine through a model (it counts the requests that finished before
 * the paint it observed: deploy/README.md "Lighthouse"); the applied run measures the paint a slow
 * phone gets. Both are printed as what they are.
 * It measures, it does not assert: a missed target is printed, not an exit code. It exits non-zero
 * only when Lighthouse (or the stack) could not run. Everything it started is stopped on exit, on
 * Ctrl-C and on SIGTERM.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFrontEnd, FRONT_ENDS } from '../build';
import { REPO_ROOT } from '../config/env';
import { publish } from '../releases/releases';
import type { ReleaseStore } from '../releases/store';
import { REMOTES } from '../remotes';
import { startStack, type Stack } from '../stack/stack';
import { measuredPagesWithBookings } from './booking-pages';
import {
  accessibilityFailures,
  combine,
  dash,
  figuresOf,
  medianFigures,
  NO_PAINT_ERRORS,
  pageTable,
  parseArgs,
  seconds,
  TARGETS,
  verdicts,
  type Lhr,
  type PageFigures,
  type RunFigures,
} from './lighthouse-figures';
import { formatTable } from './table';

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const NO_SCRIPT_BLOCKED = ['*.js', '*.mjs'];
/** the static HTML is local: 10 s without a paint means none will come (Lighthouse waits 30 s by default) */
const NO_SCRIPT_FCP_WAIT_MS = 10_000;

interface ChromeInstance {
  port: number;
  pid: number;
  kill(): void;
}
interface ChromeLauncher {
  launch(opts: {
    chromePath: string;
    chromeFlags: string[];
    handleSIGINT: boolean;
    logLevel: 'silent';
  }): Promise<ChromeInstance>;
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

/** lighthouse and the chrome-launcher it depends on (not a dependency of its own under pnpm). */
async function loadLighthouse(): Promise<{ lighthouse: LighthouseFn; chromeLauncher: ChromeLauncher }> {
  const req = createRequire(import.meta.url);
  let lhDir: string;
  try {
    lhDir = path.dirname(req.resolve('lighthouse/package.json'));
  } catch {
    throw new Error('lighthouse is not installed: run npx -y pnpm@10.34.9 install');
  }
  const lh = (await import(pathToFileURL(path.join(lhDir, 'core', 'index.js')).href)) as { default: LighthouseFn };
  const clEntry = createRequire(path.join(lhDir, 'package.json')).resolve('chrome-launcher');
  const chromeLauncher = (await import(pathToFileURL(clEntry).href)) as ChromeLauncher;
  return { lighthouse: lh.default, chromeLauncher };
}

let workDir: string | null = null;
const chromes = new Set<ChromeInstance>();
let stack: Stack | null = null;
let cleaning: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const c of chromes) {
      try {
        c.kill();
      } catch {
        /* gone */
      }
    }
    chromes.clear();
    if (stack) await stack.close().catch(() => {});
    stack = null;
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}

function stopOnSignals(): void {
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(sig, () => {
      if (cleaning) return;
      process.stderr.write(`\n${sig}: stopping Chromium and the stack\n`);
      const code = sig === 'SIGINT' ? 130 : 143;
      setTimeout(() => process.exit(code), 10_000).unref();
      void cleanup().finally(() => process.exit(code));
    });
  }
}

async function buildStale(): Promise<void> {
  for (const folder of FRONT_ENDS) {
    const build = await buildFrontEnd(REPO_ROOT, folder, {
      ifStale: true,
      onBuild: () => process.stdout.write(`building ${folder} (stale) … `),
    });
    if (build.status === 'failed')
      throw new Error(`build of ${folder} failed:\n${build.run.output.trim().split('\n').slice(-10).join('\n')}`);
    if (build.status === 'ok') console.log(`${build.run.seconds.toFixed(1)} s`);
  }
}

/** One Lighthouse run in a fresh Chromium (no cache, no state carried between runs). */
async function runLighthouse(
  chromeLauncher: ChromeLauncher,
  lighthouse: LighthouseFn,
  url: string,
  flags: Record<string, unknown>,
  allowedErrors = new Set<string>(),
): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  chromes.add(chrome);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    if (!result) throw new Error('Lighthouse returned no result');
    const err = result.lhr.runtimeError;
    if (err && !allowedErrors.has(err.code)) throw new Error(`${err.code}: ${err.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    chromes.delete(chrome);
  }
}

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  stopOnSignals();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-lighthouse-'));
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found (apt-get install chromium)`);
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const throttlingName = opts.throttling === 'simulate' ? 'simulated throttling' : 'applied (devtools) throttling';
  console.log(
    `RedNest Lighthouse (${new Date().toISOString()}, node ${process.version}, mobile preset, ${throttlingName})`,
  );

  if (opts.build) await buildStale();
  const store: ReleaseStore = { cdnDir: path.join(workDir, 'cdn'), rootDir: REPO_ROOT };
  for (const r of REMOTES) {
    try {
      await publish(store, r.name);
    } catch (err) {
      console.warn(`not published (its area shows the fallback): ${r.name}: ${(err as Error).message}`);
    }
  }
  const log: string[] = [];
  stack = await startStack({
    port: 'auto',
    cdnDir: store.cdnDir,
    api: { env: { DATA_DIR: 'memory', LOG_LEVEL: 'warn' } },
    log: (l) => {
      log.push(l);
      if (log.length > 100) log.shift();
    },
  });
  const pages = (await measuredPagesWithBookings(stack.url)).filter(
    (p) => !opts.pages || opts.pages.includes(p.name.toLowerCase()),
  );
  console.log(
    `stack on ${stack.url}; ${pages.length} pages × ${opts.runs + 1} runs (${opts.runs} with scripts, each figure their median; 1 with scripts blocked)`,
  );

  // what the edge draws into pages from the API (home's banners, a hotel's picture) it keeps: each page
  // is visited once first, as visitors before the measured one would have (a first visit waits at
  // most a moment for it and otherwise goes without: deploy edge-answers.ts)
  for (const page of pages)
    await fetch(`${stack.url}${page.path}`, { headers: { accept: 'text/html' } })
      .then((r) => r.text())
      .catch(() => undefined);

  const results: PageFigures[] = [];
  for (const page of pages) {
    const url = `${stack.url}${page.path}`;
    const errors: string[] = [];
    let withJs: RunFigures | null = null;
    let noScript: RunFigures | null = null;
    const t = performance.now();
    let noPaint: string | null = null;
    let a11yFailures: string[] = [];
    const runs: (RunFigures & { a11yFailures: string[] })[] = [];
    for (let run = 0; run < opts.runs; run++) {
      try {
        const lhr = await runLighthouse(chromeLauncher, lighthouse, url, {
          onlyCategories: ['performance', 'accessibility'],
          throttlingMethod: opts.throttling,
        });
        runs.push({ ...figuresOf(lhr), a11yFailures: accessibilityFailures(lhr) });
      } catch (err) {
        errors.push(`with scripts: ${(err as Error).message}`);
      }
    }
    withJs = medianFigures(runs);
    // what to fix for accessibility: the failures of the run that scored lowest on it
    a11yFailures = [...runs].sort((a, b) => (a.accessibility ?? -1) - (b.accessibility ?? -1))[0]?.a11yFailures ?? [];
    try {
      const lhr = await runLighthouse(
        chromeLauncher,
        lighthouse,
        url,
        {
          onlyCategories: ['performance'],
          throttlingMethod: opts.throttling,
          blockedUrlPatterns: NO_SCRIPT_BLOCKED,
          maxWaitForFcp: NO_SCRIPT_FCP_WAIT_MS,
        },
        NO_PAINT_ERRORS,
      );
      noScript = lhr.runtimeError ? null : figuresOf(lhr);
      noPaint = lhr.runtimeError?.code ?? null;
    } catch (err) {
      errors.push(`scripts blocked: ${(err as Error).message}`);
    }
    const f = combine(page, withJs, noScript, errors, noPaint);
    results.push(f);
    console.log(`\n${page.name}  ${page.path}  (${((performance.now() - t) / 1000).toFixed(0)} s)`);
    console.log(formatTable(['figure', 'value', 'target', ''], pageTable(f)));
    if (runs.length > 1)
      console.log(
        `runs with scripts (each figure above is their median): performance ${runs.map((r) => dash(r.performance, String)).join(' / ')}; TBT ${runs.map((r) => dash(r.tbtMs, (ms) => String(Math.round(ms)))).join(' / ')} ms; LCP ${runs.map((r) => dash(r.lcpMs, seconds)).join(' / ')}`,
      );
    for (const e of errors) console.log(`Lighthouse failed, ${e}`);
    for (const a of a11yFailures) console.log(`accessibility audit failed: ${a}`);
  }
  await cleanup();

  console.log(`\nSummary (Lighthouse mobile preset, ${throttlingName})`);
  console.log(
    formatTable(
      ['page', 'perf', 'a11y', 'LCP', 'TBT', 'CLS', 'JS gzip', 'LCP no-JS', 'ratio'],
      results.map((f) => [
        f.path,
        dash(f.performance, String),
        dash(f.accessibility, String),
        dash(f.lcpMs, seconds),
        dash(f.tbtMs, (ms) => `${Math.round(ms)} ms`),
        dash(f.cls, (c) => c.toFixed(3)),
        dash(f.jsBytes, (b) => `${(b / 1024).toFixed(1)} KB`),
        f.noScriptNoPaint ? 'no paint' : dash(f.noScriptLcpMs, seconds),
        f.noScriptNoPaint ? '∞' : dash(f.ratio, (r) => `${r.toFixed(2)}×`),
      ]),
    ),
  );
  console.log(
    `targets: performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.clsMax}, TBT ≤ ${TARGETS.tbtMaxMs} ms, LCP ≤ ${TARGETS.lcpMaxMs / 1000} s, LCP / no-script LCP ≤ ${TARGETS.ratioMax}`,
  );
  const missed = results.flatMap((f) =>
    Object.entries(verdicts(f))
      .filter(([, v]) => v === 'NOT MET')
      .map(([k]) => `${f.page} ${k}`),
  );
  console.log(missed.length ? `not met (${missed.length}): ${missed.join(', ')}` : 'all targets met');
  console.log(`run time ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  if (opts.json) {
    fs.writeFileSync(
      opts.json,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          preset: `mobile (Lighthouse default, ${throttlingName})`,
          targets: TARGETS,
          pages: results,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`written: ${opts.json}`);
  }
  const failed = results.filter((f) => f.errors.length).length;
  if (failed) {
    console.error(`Lighthouse failed on ${failed} page(s)`);
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    async (err) => {
      console.error(`lighthouse could not run: ${(err as Error).message}`);
      await cleanup();
      process.exit(1);
    },
  );
}
