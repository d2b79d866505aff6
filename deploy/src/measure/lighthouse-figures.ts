/**
 * What the Lighthouse script (lighthouse.ts) makes of a run, without running anything: its
 * options, the figures read from a Lighthouse result, their median over runs, the verdict against
 * each target and the table printed per page.
 */

/** The targets. */
export const TARGETS = { performance: 95, clsMax: 0.02, tbtMaxMs: 150, lcpMaxMs: 2000, ratioMax: 1.3 } as const;

/** runtime errors of the no-script run that mean "the static HTML paints nothing" */
export const NO_PAINT_ERRORS = new Set(['NO_FCP', 'NO_LCP']);

export type Throttling = 'simulate' | 'devtools';
export interface Options {
  json?: string;
  build: boolean;
  throttling: Throttling;
  runs: number;
  /** only the measured pages of these names (lower case); all when absent */
  pages?: string[];
}

export function parseArgs(argv: string[]): Options {
  const opts: Options = { build: true, throttling: 'simulate', runs: 3 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') {
      const file = argv[++i];
      if (!file || file.startsWith('--')) throw new Error('--json needs a file name');
      opts.json = file;
    } else if (a.startsWith('--json=')) opts.json = a.slice('--json='.length);
    else if (a === '--no-build') opts.build = false;
    else if (a === '--throttling' || a.startsWith('--throttling=')) {
      const value = a === '--throttling' ? argv[++i] : a.slice('--throttling='.length);
      if (value !== 'simulate' && value !== 'devtools')
        throw new Error('--throttling is simulate (the default) or devtools');
      opts.throttling = value;
    } else if (a === '--runs' || a.startsWith('--runs=')) {
      const value = Number(a === '--runs' ? argv[++i] : a.slice('--runs='.length));
      if (!Number.isInteger(value) || value < 1 || value > 9) throw new Error('--runs is a whole number from 1 to 9');
      opts.runs = value;
    } else if (a === '--pages' || a.startsWith('--pages=')) {
      const value = a === '--pages' ? argv[++i] : a.slice('--pages='.length);
      const names = (value ?? '')
        .split(',')
        .map((n) => n.trim().toLowerCase())
        .filter(Boolean);
      if (!names.length) throw new Error('--pages needs page names, comma-separated (e.g. "booking summary,home")');
      opts.pages = names;
    } else
      throw new Error(
        `unknown option ${a} (options: --json <file>, --no-build, --throttling simulate|devtools, --runs <n>, --pages <names>)`,
      );
  }
  return opts;
}

/** The slice of a Lighthouse result (LHR) read here. */
export interface Lhr {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | { numericValue?: number; score?: number | null; title?: string; details?: { items?: Record<string, unknown>[] } }
    | undefined
  >;
}

/** The accessibility audits that failed (weighted, score below 1): what to fix to keep the score at 100. */
export function accessibilityFailures(lhr: Lhr): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => typeof audit?.score === 'number' && audit.score < 1)
    .map(({ id, audit }) => {
      // the elements that failed, as Lighthouse shows them (snippet of the node), first three
      const nodes = (audit?.details?.items ?? [])
        .map((item) => (item.node as { snippet?: string } | undefined)?.snippet)
        .filter((snippet): snippet is string => typeof snippet === 'string')
        .slice(0, 3);
      return `${id}${audit?.title ? ` (${audit.title})` : ''}${nodes.length ? `: ${nodes.join(' ')}` : ''}`;
    });
}

export interface RunFigures {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** bytes of script transferred (compressed, as served) */
  jsBytes: number | null;
}

const score = (lhr: Lhr, cat: string) => {
  const s = lhr.categories[cat]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const numeric = (lhr: Lhr, audit: string) => {
  const v = lhr.audits[audit]?.numericValue;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

export function figuresOf(lhr: Lhr): RunFigures {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: typeof scripts?.transferSize === 'number' ? scripts.transferSize : null,
  };
}

/**
 * The median of a page's runs with scripts, figure by figure, as Lighthouse's docs advise (one
 * run's TBT, score and simulated LCP swing with what else the machine does): each figure is the
 * median of the runs that have it (the lower middle for an even count), so one slow or one lucky
 * run moves no figure.
 */
export function medianFigures(runs: RunFigures[]): RunFigures | null {
  if (runs.length === 0) return null;
  const median = (pick: (r: RunFigures) => number | null): number | null => {
    const values = runs
      .map(pick)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
    return values.length ? values[Math.floor((values.length - 1) / 2)]! : null;
  };
  return {
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
    jsBytes: median((r) => r.jsBytes),
  };
}

export interface PageFigures extends RunFigures {
  page: string;
  path: string;
  noScriptLcpMs: number | null;
  /** the no-script run's NO_FCP / NO_LCP: the static HTML painted nothing */
  noScriptNoPaint: string | null;
  ratio: number | null;
  errors: string[];
}

/** `noPaint`: the no-script run's NO_FCP / NO_LCP (the static HTML painted nothing: ratio unbounded, not met). */
export function combine(
  page: { name: string; path: string },
  withJs: RunFigures | null,
  noScript: RunFigures | null,
  errors: string[] = [],
  noPaint: string | null = null,
): PageFigures {
  const f = withJs ?? { performance: null, accessibility: null, lcpMs: null, tbtMs: null, cls: null, jsBytes: null };
  const noScriptLcpMs = noScript?.lcpMs ?? null;
  const ratio = f.lcpMs !== null && noScriptLcpMs ? f.lcpMs / noScriptLcpMs : null;
  return { page: page.name, path: page.path, ...f, noScriptLcpMs, noScriptNoPaint: noPaint, ratio, errors };
}

export type Verdict = 'met' | 'NOT MET' | '-';
const verdict = (v: number | null, ok: (v: number) => boolean): Verdict =>
  v === null ? '-' : ok(v) ? 'met' : 'NOT MET';

export function verdicts(f: PageFigures): Record<'performance' | 'lcp' | 'tbt' | 'cls' | 'ratio', Verdict> {
  return {
    performance: verdict(f.performance, (v) => v >= TARGETS.performance),
    lcp: verdict(f.lcpMs, (v) => v <= TARGETS.lcpMaxMs),
    tbt: verdict(f.tbtMs, (v) => v <= TARGETS.tbtMaxMs),
    cls: verdict(f.cls, (v) => v <= TARGETS.clsMax),
    ratio: f.noScriptNoPaint && f.lcpMs !== null ? 'NOT MET' : verdict(f.ratio, (v) => v <= TARGETS.ratioMax),
  };
}

export const dash = <T>(v: T | null, fmt: (v: T) => string) => (v === null ? '-' : fmt(v));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One table per page: figure, value, target, met / NOT MET. */
export function pageTable(f: PageFigures): string[][] {
  const v = verdicts(f);
  return [
    ['performance', dash(f.performance, String), `≥ ${TARGETS.performance}`, v.performance],
    ['accessibility', dash(f.accessibility, String), '(keep 97–100)', '-'],
    ['LCP', dash(f.lcpMs, seconds), `≤ ${seconds(TARGETS.lcpMaxMs)}`, v.lcp],
    ['TBT', dash(f.tbtMs, (ms) => `${Math.round(ms)} ms`), `≤ ${TARGETS.tbtMaxMs} ms`, v.tbt],
    ['CLS', dash(f.cls, (c) => c.toFixed(3)), `≤ ${TARGETS.clsMax}`, v.cls],
    ['JS transferred (gzip)', dash(f.jsBytes, (b) => `${(b / 1024).toFixed(1)} KB`), '≤ 200 KB (home ≤ 180)', '-'],
    [
      'LCP, scripts blocked',
      f.noScriptNoPaint ? `no paint (${f.noScriptNoPaint})` : dash(f.noScriptLcpMs, seconds),
      '',
      '-',
    ],
    [
      'LCP / no-script LCP',
      f.noScriptNoPaint ? '∞' : dash(f.ratio, (r) => `${r.toFixed(2)}×`),
      `≤ ${TARGETS.ratioMax}×`,
      v.ratio,
    ],
  ];
}
