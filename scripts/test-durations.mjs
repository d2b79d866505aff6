/**
 * Each test's duration, read from what the runners already print (and jest's --json file), so that
 * `npm test` can end with the slowest tests across runners. Plain Node: it runs before anything is
 * installed. A line a parser does not recognise is skipped: the list is a guide, never a gate.
 */
import { existsSync, readFileSync } from 'node:fs';

const ANSI = /\u001b\[[0-9;]*m/g;
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/**
 * node:test's TAP: `ok N - name` then an indented YAML block with `duration_ms`. Suites (`type:
 * 'suite'`) and tests with subtests (a `1..N` plan just above, one level deeper) are left out: their
 * time is their children's. Spec reporter lines (`✔ name (12.3ms)`) are read too, as leaves.
 */
export function nodeDurations(out, where) {
  const lines = out.replace(ANSI, '').split('\n');
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    const ok = /^(\s*)(?:not )?ok \d+ - (.*?)(?: # (?:SKIP|TODO).*)?$/.exec(lines[i]);
    if (ok) {
      const indent = ok[1].length;
      const plan = /^(\s*)1\.\.\d+$/.exec(lines[i - 1] ?? '');
      if (plan && plan[1].length > indent) continue;
      let ms = null;
      let suite = false;
      for (let j = i + 1; j < Math.min(lines.length, i + 40); j++) {
        const line = lines[j];
        if (/^\s*\.\.\.\s*$/.test(line)) break;
        const d = /^\s*duration_ms: ([\d.]+)/.exec(line);
        if (d) ms = Number(d[1]);
        if (/^\s*type: 'suite'/.test(line)) suite = true;
      }
      if (ms !== null && !suite) found.push({ ms, where, name: ok[2] });
      continue;
    }
    const spec = /^\s*[✔✖] (.*) \(([\d.]+)ms\)$/.exec(lines[i]);
    if (spec && !/^\s*▶/.test(lines[i + 1] ?? '')) found.push({ ms: Number(spec[2]), where, name: spec[1] });
  }
  return found;
}

/** Playwright's list reporter: `✓  12 [project] › file.spec.ts:10:3 › title (51.0s)` (retries included). */
export function playwrightDurations(out, where = 'e2e') {
  const found = [];
  const re = /^\s+[✓✘-]\s+\d+ (?:\[[^\]]*\] › )?(\S+:\d+:\d+ › .*) \((\d+(?:\.\d+)?)(ms|s|m|h)\)\s*$/gm;
  for (const m of out.replace(ANSI, '').matchAll(re))
    found.push({ ms: Number(m[2]) * UNIT_MS[m[3]], where, name: m[1] });
  return found;
}

/** jest's --json --outputFile result: every assertion with its file. */
export function jestDurations(file, where) {
  if (!existsSync(file)) return [];
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const found = [];
  for (const suite of json.testResults ?? []) {
    const base = String(suite.name ?? '')
      .split(/[\\/]/)
      .slice(-2)
      .join('/');
    for (const a of suite.assertionResults ?? [])
      if (typeof a.duration === 'number') found.push({ ms: a.duration, where, name: `${base} › ${a.fullName}` });
  }
  return found;
}

/** The n slowest, as printable lines. */
export function slowest(durations, n = 10) {
  return [...durations]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((d) => `${(d.ms / 1000).toFixed(1).padStart(7)} s  ${d.where}: ${d.name.slice(0, 160)}`);
}
