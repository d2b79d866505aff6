/**
 * The figures script's report: one plain-text table per figure (builds, API start, JavaScript per
 * page against its budget, the main thread on a phone), and the notes on what could not be
 * measured or classified.
 */
import type { BuildResult } from './figures-builds';
import { CPU_SLOWDOWN, LOADS, type BrowserFigures, type JsResponse } from './figures-browser';
import { formatTable } from './table';

interface Totals {
  files: number;
  raw: number;
  gzip: number;
}

/** A page's JavaScript by part, as the JSON output gives it. */
export type PageTotals = Record<
  string,
  { budgetKb: number; total: Totals; buckets: Record<string, Totals>; files: JsResponse[] }
>;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};

const kb = (b: number) => (b / 1024).toFixed(1);

function printTable(title: string, head: string[], rows: string[][]) {
  console.log(`\n${title}`);
  console.log(formatTable(head, rows));
}

/** Prints every table and note; answers each page's totals for the JSON output. */
export function printReport({
  builds,
  apiCold,
  apiWarm,
  browser,
  published,
}: {
  builds: BuildResult[];
  apiCold: number | null;
  apiWarm: number | null;
  browser: BrowserFigures;
  /** remote → the version measured */
  published: Partial<Record<string, string>>;
}): PageTotals {
  const { pages, mainThread, browserError, unclassified, httpErrors, pageErrors } = browser;
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

  const pageTotals: PageTotals = {};
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

  return pageTotals;
}
