/**
 * The figures script's browser part: each measured page opened in headless Chromium on a first
 * visit, the JavaScript it downloads (by the package that served it, or "shared libraries"), and
 * the main thread's long tasks on an emulated phone.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../config/env';
import type { ChunkMap } from './figures-builds';
import { PAGES, type MeasuredPage } from './measured-pages';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
export interface PwBrowser {
  newContext(opts: {
    viewport: { width: number; height: number };
    isMobile?: boolean;
    deviceScaleFactor?: number;
  }): Promise<PwContext>;
  close(): Promise<void>;
}
export interface PwChromium {
  launch(opts: { executablePath: string; args: string[] }): Promise<PwBrowser>;
}

export async function loadChromium(): Promise<PwChromium> {
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

export interface JsResponse {
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
export const LOADS = 4;
export const CPU_SLOWDOWN = 4;
const LONG_TASKS_SCRIPT = `window.__rnLongTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__rnLongTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;
const READ_LONG_TASKS = `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, tasks: window.__rnLongTasks ?? [] })`;
export interface MainThread {
  page: MeasuredPage;
  blockingMs: number[];
  longestMs: number[];
}
export interface PageJs {
  page: MeasuredPage;
  responses: JsResponse[];
}

export interface BrowserFigures {
  pages: PageJs[];
  mainThread: MainThread[];
  pageErrors: string[];
  httpErrors: string[];
  /** files not in the build stats, counted with the package that served them */
  unclassified: Set<string>;
  /** why the browser could not measure, or null */
  browserError: string | null;
}

/**
 * Every measured page of the stack at `stackUrl`, a first visit each in a fresh context (nothing
 * cached): its JavaScript, each file in the bucket of the port that served it (`originBucket`) or
 * in "shared libraries" by the chunk maps; then its main thread on a phone, LOADS times.
 */
export async function measureInBrowser(
  stackUrl: string,
  originBucket: Map<string, string>,
  chunkMaps: Record<string, ChunkMap>,
  pages: readonly MeasuredPage[] = PAGES,
): Promise<BrowserFigures> {
  const out: BrowserFigures = {
    pages: [],
    mainThread: [],
    pageErrors: [],
    httpErrors: [],
    unclassified: new Set<string>(),
    browserError: null,
  };
  const { pageErrors, httpErrors, unclassified } = out;
  try {
    const chromium = await loadChromium();
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    try {
      // a fresh context per page: nothing cached, as a first visit to that page
      for (const measured of pages) {
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
        await page.goto(`${stackUrl}${measured.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
        await page.waitForTimeout(1500);
        await Promise.all(pending);
        await context.close();
        out.pages.push({ page: measured, responses });
      }
      for (const measured of pages) {
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
          await page.goto(`${stackUrl}${measured.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
          await page.waitForTimeout(1000);
          const { fcp, tasks } = await page.evaluate<{ fcp: number; tasks: [number, number][] }>(READ_LONG_TASKS);
          m.blockingMs.push(
            tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
          );
          m.longestMs.push(Math.max(0, ...tasks.map(([, d]) => d)));
          await context.close();
        }
        out.mainThread.push(m);
      }
    } finally {
      await browser.close();
    }
  } catch (err) {
    out.browserError = (err as Error).message.split('\n')[0] ?? String(err);
  }
  return out;
}
