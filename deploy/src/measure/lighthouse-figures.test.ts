import assert from 'node:assert/strict';
import { describe, it, test } from 'node:test';
import {
  accessibilityFailures,
  combine,
  figuresOf,
  medianFigures,
  pageTable,
  parseArgs,
  verdicts,
  type Lhr,
} from './lighthouse-figures';
import { formatTable } from './table';

const lhr = (over: Partial<Record<string, number>> = {}): Lhr => ({
  categories: { performance: { score: over.perf ?? 0.96 }, accessibility: { score: 1 } },
  audits: {
    'largest-contentful-paint': { numericValue: over.lcp ?? 1800 },
    'total-blocking-time': { numericValue: over.tbt ?? 120 },
    'cumulative-layout-shift': { numericValue: over.cls ?? 0.01 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 500_000 },
          { resourceType: 'script', transferSize: 180 * 1024 },
        ],
      },
    },
  },
});
const page = { name: 'home', path: '/en-id' };

describe('lighthouse script, pure parts', () => {
  it('parses --json <file>, --json=<file> and --no-build; refuses the unknown', () => {
    assert.deepEqual(parseArgs([]), { build: true, throttling: 'simulate', runs: 3 });
    assert.deepEqual(parseArgs(['--json', 'out.json', '--no-build']), {
      build: false,
      json: 'out.json',
      throttling: 'simulate',
      runs: 3,
    });
    assert.deepEqual(parseArgs(['--json=x.json']), { build: true, json: 'x.json', throttling: 'simulate', runs: 3 });
    assert.deepEqual(parseArgs(['--throttling', 'devtools']), { build: true, throttling: 'devtools', runs: 3 });
    assert.deepEqual(parseArgs(['--throttling=simulate']), { build: true, throttling: 'simulate', runs: 3 });
    assert.throws(() => parseArgs(['--throttling', 'fast']), /simulate \(the default\) or devtools/);
    assert.throws(() => parseArgs(['--json']), /needs a file/);
    assert.throws(() => parseArgs(['--fast']), /unknown option/);
    assert.equal(parseArgs(['--runs', '5']).runs, 5);
    assert.equal(parseArgs(['--runs=1']).runs, 1);
    assert.throws(() => parseArgs(['--runs', '0']), /from 1 to 9/);
    assert.throws(() => parseArgs(['--runs', 'many']), /from 1 to 9/);
    assert.deepEqual(parseArgs(['--pages', 'Booking summary, home']).pages, ['booking summary', 'home']);
    assert.throws(() => parseArgs(['--pages=']), /needs page names/);
  });

  it('shows each figure as the median of the runs, so one slow or one lucky run moves none', () => {
    const runs = [
      figuresOf(lhr({ perf: 0.99, tbt: 90, lcp: 1000 })),
      figuresOf(lhr({ perf: 0.9, tbt: 420, lcp: 1050 })),
      figuresOf(lhr({ perf: 0.96, tbt: 150, lcp: 3300 })),
    ];
    assert.deepEqual(medianFigures(runs), {
      performance: 96,
      accessibility: 100,
      lcpMs: 1050,
      tbtMs: 150,
      cls: 0.01,
      jsBytes: 180 * 1024,
    });
    // a run Lighthouse could not score leaves that figure to the others; an even count takes the lower middle
    const failed = figuresOf({ categories: { performance: { score: null } }, audits: {} });
    assert.equal(medianFigures([runs[0]!, failed])?.performance, 99);
    assert.equal(medianFigures([runs[0]!, runs[1]!])?.tbtMs, 90);
    assert.equal(medianFigures([]), null);
  });

  it('reads scores, metrics and script bytes from a result', () => {
    assert.deepEqual(figuresOf(lhr()), {
      performance: 96,
      accessibility: 100,
      lcpMs: 1800,
      tbtMs: 120,
      cls: 0.01,
      jsBytes: 180 * 1024,
    });
    const empty = figuresOf({ categories: { performance: { score: null } }, audits: {} });
    assert.deepEqual(empty, {
      performance: null,
      accessibility: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      jsBytes: null,
    });
  });

  it('computes the ratio to the no-script LCP and marks each target', () => {
    const met = combine(page, figuresOf(lhr()), figuresOf(lhr({ lcp: 1500 })));
    assert.equal(met.ratio, 1.2);
    assert.deepEqual(verdicts(met), { performance: 'met', lcp: 'met', tbt: 'met', cls: 'met', ratio: 'met' });
    const missed = combine(
      page,
      figuresOf(lhr({ perf: 0.52, lcp: 4000, tbt: 570, cls: 0.47 })),
      figuresOf(lhr({ lcp: 2000 })),
    );
    assert.deepEqual(verdicts(missed), {
      performance: 'NOT MET',
      lcp: 'NOT MET',
      tbt: 'NOT MET',
      cls: 'NOT MET',
      ratio: 'NOT MET',
    });
    const failed = combine(page, figuresOf(lhr()), null, ['scripts blocked: PROTOCOL_TIMEOUT']);
    assert.equal(failed.ratio, null);
    assert.equal(verdicts(failed).ratio, '-');
    const noPaint = combine(page, figuresOf(lhr()), null, [], 'NO_FCP');
    assert.equal(noPaint.ratio, null);
    assert.equal(verdicts(noPaint).ratio, 'NOT MET');
  });

  it('prints a page table with the targets beside the figures', () => {
    const text = formatTable(
      ['figure', 'value', 'target', ''],
      pageTable(combine(page, figuresOf(lhr({ cls: 0.3 })), figuresOf(lhr({ lcp: 1500 })))),
    );
    assert.match(text, /performance\s+96\s+≥ 95\s+met/);
    assert.match(text, /CLS\s+0\.300\s+≤ 0\.02\s+NOT MET/);
    assert.match(text, /LCP \/ no-script LCP\s+1\.20×\s+≤ 1\.3×\s+met/);
    assert.match(text, /JS transferred \(gzip\)\s+180\.0 KB/);
  });
});

test('accessibilityFailures names the weighted accessibility audits that failed, and only those', () => {
  const report: Lhr = {
    categories: {
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'label', weight: 7 },
          { id: 'tabindex', weight: 0 },
        ],
      },
    },
    audits: {
      'color-contrast': {
        score: 0,
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        details: { items: [{ node: { snippet: '<p class="hint">' } }] },
      },
      label: { score: 1 },
      tabindex: { score: 0 },
    },
  };
  assert.deepEqual(accessibilityFailures(report), [
    'color-contrast (Background and foreground colors do not have a sufficient contrast ratio.): <p class="hint">',
  ]);
  assert.deepEqual(accessibilityFailures({ categories: {}, audits: {} }), []);
});
