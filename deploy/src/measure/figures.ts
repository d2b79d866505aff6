/**
 * The figures script: `npx tsx deploy/src/measure/figures.ts [--skip-build] [--json <file>]`.
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
 * The builds are figures-builds.ts, the browser figures-browser.ts, the tables figures-report.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config/env';
import { publish } from '../releases/releases';
import type { ReleaseStore } from '../releases/store';
import { REMOTES, type RemoteName } from '../remotes';
import { startApiProcess } from '../stack/api-process';
import { findFreeBasePort } from '../stack/ports';
import { startStack } from '../stack/stack';
import { measureInBrowser } from './figures-browser';
import { buildAll, loadChunkMaps, recordedBuilds, type BuildResult } from './figures-builds';
import { printReport } from './figures-report';
import { measuredPagesWithBookings } from './booking-pages';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-figures-'));

async function main() {
  console.log(`RedNest figures (${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} cores)`);
  const builds: BuildResult[] = skipBuild ? recordedBuilds() : await buildAll(workDir);

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

  const originBucket = new Map<string, string>([[new URL(stack.url).port, 'shell']]);
  for (const r of REMOTES) originBucket.set(String(stack.remotePorts[r.name]), r.folder);
  const chunkMaps = loadChunkMaps();

  // The edge answers a page's first calls when the API answers within its wait (page-answers.ts);
  // an API that has just started is slower than that on its first queries. Each page is asked for
  // once first, as a running site always is, so the figures are those of a warm API.
  const pages = await measuredPagesWithBookings(stack.url);
  for (const measured of pages)
    await fetch(`${stack.url}${measured.path}`)
      .then((r) => r.text())
      .catch(() => '');

  const browser = await measureInBrowser(stack.url, originBucket, chunkMaps, pages);
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

  const pageTotals = printReport({ builds, apiCold, apiWarm, browser, published });

  if (jsonOut) {
    const { mainThread, browserError, pageErrors, httpErrors } = browser;
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
