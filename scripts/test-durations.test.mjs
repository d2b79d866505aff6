import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { jestDurations, nodeDurations, playwrightDurations, slowest } from './test-durations.mjs';

test("node:test's TAP: leaves with their duration, suites and parents of subtests left out", () => {
  const tap = [
    'TAP version 13',
    '# Subtest: platform',
    '    # Subtest: a leaf',
    '    ok 1 - a leaf',
    '      ---',
    '      duration_ms: 288.5',
    '      ...',
    '    1..1',
    'ok 1 - platform',
    '  ---',
    '  duration_ms: 300.1',
    "  type: 'suite'",
    '  ...',
    '# Subtest: a parent',
    '    not ok 1 - a child that failed',
    '      ---',
    '      duration_ms: 12',
    '      ...',
    '    1..1',
    'not ok 2 - a parent',
    '  ---',
    '  duration_ms: 20',
    '  ...',
    'ok 3 - skipped one # SKIP no Redis',
    '  ---',
    '  duration_ms: 0.1',
    '  ...',
  ].join('\n');
  assert.deepEqual(nodeDurations(tap, 'api'), [
    { ms: 288.5, where: 'api', name: 'a leaf' },
    { ms: 12, where: 'api', name: 'a child that failed' },
    { ms: 0.1, where: 'api', name: 'skipped one' },
  ]);
});

test("Playwright's list reporter: ms, s and m, with and without a project, retries too", () => {
  const out = [
    '  ✓   42 tests/a.spec.ts:82:3 › phone: books (retry #1) (51.0s)',
    '  ✘   72 [chromium] › tests/b.spec.ts:101:1 › header (43ms)',
    '  ✓   41 tests/csp.spec.ts:66:3 › every route (6.5m)',
    'opened 89 pages',
  ].join('\n');
  assert.deepEqual(
    playwrightDurations(out).map((d) => [d.ms, d.name]),
    [
      [51_000, 'tests/a.spec.ts:82:3 › phone: books (retry #1)'],
      [43, 'tests/b.spec.ts:101:1 › header'],
      [390_000, 'tests/csp.spec.ts:66:3 › every route'],
    ],
  );
});

test("jest's --json file: every assertion with its file; a missing or broken file gives none", () => {
  const dir = mkdtempSync(join(os.tmpdir(), 'rn-td-'));
  const file = join(dir, 'r.json');
  writeFileSync(
    file,
    JSON.stringify({
      testResults: [{ name: '/r/shell/src/x.test.tsx', assertionResults: [{ fullName: 'X draws', duration: 40 }] }],
    }),
  );
  assert.deepEqual(jestDurations(file, 'jest shell'), [
    { ms: 40, where: 'jest shell', name: 'src/x.test.tsx › X draws' },
  ]);
  assert.deepEqual(jestDurations(join(dir, 'none.json'), 'jest'), []);
  writeFileSync(file, '{');
  assert.deepEqual(jestDurations(file, 'jest'), []);
});

test('slowest: the n longest, longest first', () => {
  const lines = slowest(
    [1, 5, 3].map((s) => ({ ms: s * 1000, where: 'w', name: `t${s}` })),
    2,
  );
  assert.equal(lines.length, 2);
  assert.match(lines[0], /5\.0 s {2}w: t5$/);
  assert.match(lines[1], /3\.0 s {2}w: t3$/);
});
