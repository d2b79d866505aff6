#!/usr/bin/env node
/**
 * The root commands of the README, with nothing but Node 20+ and npm on the machine:
 *   npm start  → install, build the front-end packages that changed, publish them to the local CDN,
 *                start the API (migrating and seeding the embedded database), the edge and the
 *                remote servers (deploy/src/cli.ts start).
 *   npm run serve → the same servers without install, build or publish (what is built and
 *                published already; deploy/src/cli.ts serve).
 *   npm test   → install, lint and type-check, unit and API tests, build, end-to-end tests in Chromium.
 *   npm run build | lint | figures
 * pnpm is pinned by package.json#packageManager and run through npx, so no global install is needed.
 * Plain Node (no dependencies) because it runs before anything is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jestDurations, nodeDurations, playwrightDurations, slowest } from './test-durations.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const PNPM = ['-y', pkg.packageManager];
const UNIT_PACKAGES = [
  'shared',
  'shell',
  'mf-search',
  'mf-booking',
  'mf-account',
  'mf-club',
  'mf-corporate',
  'mf-content',
];
/** the packages shared/tsconfig.fronts.json type-checks as one program (its "../<dir>/src" entries), read when asked */
const frontsProgram = () => [
  'shared',
  ...[...readFileSync(join(root, 'shared', 'tsconfig.fronts.json'), 'utf8').matchAll(/"\.\.\/([\w-]+)\/src"/g)].map(
    (m) => m[1],
  ),
];
const env = { ...process.env, TZ: process.env.TZ || 'UTC', npm_config_update_notifier: 'false' };

function log(msg) {
  process.stdout.write(`\n\x1b[1m▶ ${msg}\x1b[0m\n`);
}

/*
 * Signals. Ctrl-C in a terminal sends SIGINT to every process of the foreground group (npm, this
 * script, the children below); a supervisor's SIGTERM may reach npm alone, which passes it to this
 * script. Either way this script passes the signal to the children it is running, starts nothing
 * more, waits for them to exit and then dies of the same signal (so npm reports it as a signal,
 * not as a failed script). Repeats of the same delivery (the group's copy, npm's copy) are ignored;
 * a signal FORCE_AFTER_REPEAT_MS or more after the first (a second Ctrl-C) kills the children at
 * once, and so does a stop that takes longer than FORCE_EXIT_MS. The deploy CLI's API child exits
 * when its parent does, so a killed CLI leaves nothing behind.
 */
const FORCE_EXIT_MS = 20_000;
const FORCE_AFTER_REPEAT_MS = 1_000;
const running = new Set();
let stopping = null; // { signal, at }

function dieOf(signal) {
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeAllListeners(s);
  process.kill(process.pid, signal);
  setTimeout(() => process.exit(128 + (os.constants.signals[signal] ?? 1)), 500).unref();
}

function killChildren(signal) {
  for (const child of running) {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function onSignal(signal) {
  if (stopping) {
    if (Date.now() - stopping.at >= FORCE_AFTER_REPEAT_MS) {
      process.stderr.write(`\n${signal} again: killing what is still running\n`);
      killChildren('SIGKILL');
    }
    return;
  }
  stopping = { signal, at: Date.now() };
  if (!running.size) dieOf(signal);
  killChildren(signal);
  setTimeout(() => {
    process.stderr.write(`\nstill running ${FORCE_EXIT_MS / 1000} s after ${signal}: killing it\n`);
    killChildren('SIGKILL');
  }, FORCE_EXIT_MS).unref();
}
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => onSignal(s));

/** Runs a command, streaming its output; resolves with its exit code (and output when captured). */
function run(cmd, args, { cwd = root, capture = false, echo = true, extraEnv = {} } = {}) {
  if (stopping) return new Promise(() => {}); // never starts anything after a signal
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    child.on('close', () => {
      running.delete(child);
      if (stopping && !running.size) dieOf(stopping.signal);
    });
    let out = '';
    if (capture) {
      child.stdout.on('data', (d) => {
        out += d;
        if (echo) process.stdout.write(d);
      });
      child.stderr.on('data', (d) => {
        out += d;
        if (echo) process.stderr.write(d);
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
    child.on('error', (err) => {
      console.error(err.message);
      resolve({ code: 1, out });
    });
  });
}

async function must(label, cmd, args, opts) {
  log(label);
  const { code } = await run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

const pnpm = (args, opts) => run('npx', [...PNPM, ...args], opts);

async function install() {
  log('install (pnpm, pinned in package.json)');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const { code } = await pnpm(['install', ...frozen, '--reporter=append-only']);
  if (code !== 0) process.exit(code);
}

function chromiumPath() {
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'])
    if (existsSync(p)) return p;
  return null;
}

/** e2e needs a Chromium: Debian's package where we can apt-get it, Playwright's own download elsewhere. */
async function ensureChromium() {
  if (chromiumPath()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log('install Chromium (Debian package)');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status === 0 && chromiumPath()) return;
  }
  log("install Chromium (Playwright's download)");
  await pnpm(['--filter', '@rednest/e2e', 'exec', 'playwright', 'install', 'chromium']);
}

/** Test counts for the closing line, read from each runner's own summary. */
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
/** names of the tests that failed (or were flaky), repeated under the summary so a truncated log still names them */
const named = { failed: [], flaky: [] };
/** the first lines of each e2e failure's error, repeated under the summary (a CI log shown only in part still says why) */
const failureDetails = [];
/** every test's duration, from each runner's output, for the slowest ten under the summary */
const durations = [];
const ANSI = /\u001b\[[0-9;]*m/g;
function count(out, kind, where = kind) {
  if (kind === 'node') durations.push(...nodeDurations(out, where));
  else if (kind === 'playwright') durations.push(...playwrightDurations(out, where));
  const grab = (re) => [...out.matchAll(re)].reduce((sum, m) => sum + Number(m[1]), 0);
  if (kind === 'playwright') {
    // the list reporter's failure blocks: "  1) file:line › title ───" then the error, up to the next block
    const plain = out.replace(ANSI, '');
    const blocks = [...plain.matchAll(/^\s+\d+\) (\S.* › .*?)\s*─*$/gm)];
    blocks.forEach((m, i) => {
      const end = i + 1 < blocks.length ? blocks[i + 1].index : plain.length;
      const block = plain.slice(m.index + m[0].length, end);
      const body = block
        .slice(0, block.search(/^\s+\d+ (failed|flaky|passed|skipped|did not run|interrupted)\b/m) >>> 0)
        .split('\n')
        .map((l) => l.trimEnd())
        .filter((l) => l.trim() && !/^\s*(attachment #|─|Usage:|\d+ \||>\s*\d+ \||\s+\|)/.test(l));
      failureDetails.push([m[1], ...body.slice(0, 24).map((l) => `    ${l.trim().slice(0, 400)}`)].join('\n'));
    });
    // the list reporter's closing block: "  1 failed" then one indented "[project] › file:line › title" (or
    // "file:line › title" without projects) a test
    for (const m of out.matchAll(/^\s+\d+ (failed|flaky)\n((?:[ \t]+\S.* › .*\n?)+)/gm)) {
      for (const line of m[2].split('\n')) if (line.trim()) named[m[1]].push(line.trim().replace(/\s*─+$/, ''));
    }
  } else if (kind === 'node') {
    for (const m of out.matchAll(/^\s*not ok \d+ - (.*)$/gm)) named.failed.push(m[1]);
  } else if (kind === 'jest') {
    for (const m of out.matchAll(/^\s+● (.+ › .+)$/gm)) named.failed.push(m[1]);
  }
  if (kind === 'jest') {
    const line = [...out.matchAll(/^Tests:\s+(.*)$/gm)].pop()?.[1] ?? '';
    totals.passed += Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
    totals.failed += Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
    totals.skipped += Number(/(\d+) skipped/.exec(line)?.[1] ?? 0) + Number(/(\d+) todo/.exec(line)?.[1] ?? 0);
  } else if (kind === 'node') {
    totals.passed += grab(/^[#ℹ] pass (\d+)$/gm);
    totals.failed += grab(/^[#ℹ] fail (\d+)$/gm);
    totals.skipped += grab(/^[#ℹ] skipped (\d+)$/gm) + grab(/^[#ℹ] todo (\d+)$/gm);
  } else if (kind === 'playwright') {
    // a flaky test failed once and passed on its retry: it counts as passed, and is named below
    totals.passed += grab(/^\s+(\d+) passed/gm) + grab(/^\s+(\d+) flaky/gm);
    totals.flaky += grab(/^\s+(\d+) flaky/gm);
    totals.failed += grab(/^\s+(\d+) failed/gm);
    totals.skipped += grab(/^\s+(\d+) skipped/gm);
  }
}

/*
 * npm test as streams side by side: most steps keep one core busy (tsc, jest with one worker on two
 * cores, the API suite's one test file at a time, a browser waiting on pages), so the run takes about as
 * long as its longest stream, and the streams are balanced to end together (CI, 2 cores, 1,350 s when
 * lint, types, unit tests, builds, deploy tests and e2e were one stream of 1,330 s beside two API passes
 * of 1,100 s).
 *   stream 1: front-end builds, then the e2e journeys (the longest step, started as early as it can be),
 *             deploy tests and the unit tests (on CI the first half of them)
 *   stream 2: lint, formatting, cycles, types, then the API tests on PGlite
 *   stream 3 (CI's .ci/run): API tests on PostgreSQL + Redis, the statelessness proof, the other half of
 *             the unit tests
 * The streams do not wait for each other: the e2e journeys need only the builds, the API passes nothing
 * of the first stream. With the third stream each API pass sends half of the fuzz suite's cases, so the
 * run sends each once. The first stream prints as it runs; the others are captured and printed whole
 * when each step ends, so they never interleave.
 */
const E2E = ['--filter', '@rednest/e2e', 'exec', 'playwright', 'test'];

async function test() {
  await install();
  const steps = [];
  /** one step: its output streams (echo) or is kept for later (quiet); returns whether it passed */
  const step = async (label, fn, { quiet = false } = {}) => {
    const started = Date.now();
    if (!quiet) log(label);
    const { code, out = '' } = await fn(quiet);
    const ms = Date.now() - started;
    steps.push({ label, ok: code === 0, ms });
    if (quiet) {
      log(`${label} (run beside the other steps; its output)`);
      process.stdout.write(out);
    }
    if (code !== 0) console.error(`✖ ${label} failed (exit ${code})`);
    return code === 0;
  };
  /** a command as a step's body: its exit code, counted by its runner's summary */
  const counted =
    (kind, cmd, args, opts = {}, where = kind) =>
    async (quiet) => {
      const r = await run(cmd, args, { ...opts, capture: Boolean(kind) || quiet, echo: !quiet });
      if (kind) count(r.out, kind, where);
      return r;
    };
  // jest's per-test durations: its --json result, written beside its usual output
  const jestResults = mkdtempSync(join(os.tmpdir(), 'rn-jest-'));

  const checks = async (quiet) => {
    await step(
      'lint (boundaries as errors)',
      counted(null, 'npx', [...PNPM, 'exec', 'eslint', '.', '--max-warnings=0']),
      { quiet },
    );
    await step(
      'formatting (Prettier)',
      counted(null, 'npx', [...PNPM, 'exec', 'prettier', '--check', '--log-level', 'warn', '.']),
      { quiet },
    );
    await step('import cycles, type-only imports included', counted(null, 'npx', ['tsx', 'scripts/check-cycles.ts']), {
      quiet,
    });
    await step(
      'the boundary rules fire on deliberate violations',
      counted(
        'node',
        'node',
        ['--test', 'scripts/boundaries.test.mjs', 'scripts/test-durations.test.mjs'],
        {},
        'scripts',
      ),
      { quiet },
    );
    await step(
      'type-check every package',
      async (q) => {
        let worst = 0;
        let out = '';
        // the front ends as one program (shared/tsconfig.fronts.json: one setup, shared checked once)
        const programs = [
          ['shared', 'tsconfig.fronts.json'],
          ...['api', 'deploy', 'e2e'].map((dir) => [dir, 'tsconfig.json']),
        ];
        const missing = UNIT_PACKAGES.filter(
          (dir) => existsSync(join(root, dir, 'tsconfig.json')) && !frontsProgram().includes(dir),
        );
        if (missing.length) {
          out += `  not in shared/tsconfig.fronts.json: ${missing.join(', ')}\n`;
          worst = 1;
        }
        for (const [dir, config] of programs) {
          const r = await run('npx', ['tsc', '-p', config, '--noEmit'], {
            cwd: join(root, dir),
            capture: q,
            echo: !q,
          });
          out += r.out ?? '';
          if (r.code !== 0) {
            out += `  type errors in ${dir} (${config})\n`;
            worst = r.code;
          }
        }
        if (!q && out) process.stderr.write(out);
        return { code: worst, out };
      },
      { quiet },
    );
  };
  const unitTests = async (dirs, quiet) => {
    for (const dir of dirs) {
      const json = join(jestResults, `${dir}.json`);
      await step(
        `unit tests: ${dir}`,
        counted('jest', 'npx', ['jest', '--ci', '--passWithNoTests', '--json', `--outputFile=${json}`], {
          cwd: join(root, dir),
        }),
        { quiet },
      );
      durations.push(...jestDurations(json, `jest ${dir}`));
    }
  };
  const apiPassUrl = process.env.RN_API_PASS_DATABASE_URL;
  // With CI's PostgreSQL pass beside it, half the unit tests run after that pass (see the streams above).
  const lateUnits = apiPassUrl ? UNIT_PACKAGES.slice(Math.ceil(UNIT_PACKAGES.length / 2)) : [];
  const earlyUnits = UNIT_PACKAGES.filter((dir) => !lateUnits.includes(dir));
  let published = false;
  const frontEnds = async () => {
    const built = await step(
      'build front ends (production, what is stale)',
      counted(null, 'npx', ['tsx', 'deploy/src/cli.ts', 'build', 'all', '--if-stale']),
    );
    published =
      built &&
      (await step('publish to the local CDN', counted(null, 'npx', ['tsx', 'deploy/src/cli.ts', 'publish', 'all'])));
    await ensureChromium();
    if (published)
      await step(
        'end-to-end journeys (Playwright, Chromium, production builds)',
        counted('playwright', 'npx', [...PNPM, ...E2E, '--grep-invert', '@quiet']),
      );
    else steps.push({ label: 'end-to-end journeys (not run: the builds failed)', ok: false, ms: 0 });
    await step('deploy tests', counted('node', 'npm', ['test', '--silent'], { cwd: join(root, 'deploy') }, 'deploy'));
    await unitTests(earlyUnits, false);
  };
  const apiDb = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  // With CI's second pass, each pass sends half of the fuzz suite's cases (api/test/fuzz: FUZZ_PART), so
  // every case is sent once per run, to one database or the other; alone, this pass sends all of them.
  const firstApiPass = async () => {
    await checks(true);
    await step(
      `API tests on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
      counted(
        'node',
        'npm',
        ['test', '--silent'],
        { cwd: join(root, 'api'), ...(apiPassUrl ? { extraEnv: { FUZZ_PART: process.env.FUZZ_PART ?? '1/2' } } : {}) },
        `api on ${apiDb}`,
      ),
      { quiet: true },
    );
  };
  // CI's second API pass (.ci/run: the machine's PostgreSQL and Redis), then the statelessness
  // proof (deploy/src/stack/stateless.test.ts: two API processes sharing them), then the other half of
  // the unit tests. It runs beside the first pass, not after it: every test app has its own database (a
  // copy of the template, api/test/db-template.ts) and its own Redis key prefix, and every server
  // listens on port 0.
  const secondApiPass = async () => {
    if (!apiPassUrl) return;
    await step(
      'API tests on PostgreSQL + Redis, and the statelessness proof',
      async () => {
        // the fuzz suite's other seed and other half of its cases (api/test/fuzz; a failure prints its
        // seed, FUZZ_SEED=<seed> replays it)
        const extraEnv = {
          DATABASE_URL: apiPassUrl,
          REDIS_URL: process.env.RN_API_PASS_REDIS_URL ?? '',
          FUZZ_SEED: process.env.FUZZ_SEED ?? '20261124',
          FUZZ_PART: '2/2',
        };
        const api = await run('npm', ['test', '--silent'], {
          cwd: join(root, 'api'),
          capture: true,
          echo: false,
          extraEnv,
        });
        const fleet = await run('npx', ['tsx', '--test', 'src/stack/stateless.test.ts'], {
          cwd: join(root, 'deploy'),
          capture: true,
          echo: false,
          extraEnv,
        });
        const out = `${api.out}\n${fleet.out}`;
        count(api.out, 'node', 'api on PostgreSQL');
        count(fleet.out, 'node', 'deploy on PostgreSQL');
        return { code: api.code || fleet.code, out };
      },
      { quiet: true },
    );
    await unitTests(lateUnits, true);
  };
  await Promise.all([frontEnds(), firstApiPass(), secondApiPass()]);
  // Journeys tagged @quiet time the page itself (a press answered within 1 s at 4× CPU slowdown):
  // beside two API passes on two cores the machine, not the page, sets that time, so they run last,
  // alone.
  if (published)
    await step(
      'timed journeys, alone on the machine (Playwright, tagged @quiet)',
      counted('playwright', 'npx', [...PNPM, ...E2E, '--grep', '@quiet']),
    );
  rmSync(jestResults, { recursive: true, force: true });

  console.log('\nSummary');
  for (const s of steps) console.log(`  ${s.ok ? '✓' : '✖'} ${s.label} (${(s.ms / 1000).toFixed(1)} s)`);
  const failedSteps = steps.filter((s) => !s.ok).length;
  if (durations.length)
    console.log(`\nslowest ten tests (of ${durations.length} timed)\n${slowest(durations).join('\n')}`);
  if (totals.flaky) console.log(`\nflaky (failed once, passed on retry; see the e2e output): ${totals.flaky}`);
  for (const name of [...new Set(named.flaky)]) console.log(`  flaky: ${name}`);
  for (const name of [...new Set(named.failed)]) console.log(`  failed: ${name}`);
  if (failureDetails.length)
    console.log(
      `\nwhy the e2e tests failed (first lines of each error):\n${failureDetails
        .slice(0, 12)
        .map((d) => `  ${d}`)
        .join('\n')}`,
    );
  // The plain closing line CI reads: "N passed, N failed". A step that failed without a failing
  // test (lint, types, build) still counts as one failure, so the line never reads all green.
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed + (totals.failed === 0 ? failedSteps : 0)} failed, ${totals.skipped} skipped`,
  );
  process.exit(failedSteps ? 1 : 0);
}

/**
 * The deploy CLI in the foreground (build what is stale, publish, serve — or only serve). It runs
 * as our direct child (node + tsx's loader: one process, no npx or shell in between), in our
 * process group, so a Ctrl-C reaches it directly and a signal to npm alone reaches it through
 * us (package.json `exec`s this script, so npm's forwarded signal lands here).
 */
async function foreground(args) {
  // npm was killed outright (SIGKILL): stop as if it had passed us a SIGTERM
  const parentPid = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(watch);
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    onSignal('SIGTERM');
  }, 500);
  watch.unref();
  const { code } = await run(process.execPath, ['--import', 'tsx', 'deploy/src/cli.ts', ...args]);
  process.exit(code);
}

async function start() {
  await install();
  log('build what is stale, publish, start the product');
  await foreground(['start']);
}

async function serve() {
  log('start the product (no install, no build: what is built and published already)');
  await foreground(['serve']);
}

async function figures() {
  await install();
  await must('figures (builds, publishes to a throwaway CDN, measures)', 'npx', [
    'tsx',
    'deploy/src/measure/figures.ts',
    ...process.argv.slice(3),
  ]);
}

const cmd = process.argv[2];
const commands = {
  start,
  serve,
  test,
  build: async () => {
    await install();
    await must('build every front end', 'npx', ['tsx', 'deploy/src/cli.ts', 'build', 'all']);
    await must('publish to the local CDN', 'npx', ['tsx', 'deploy/src/cli.ts', 'publish', 'all']);
  },
  lint: async () => {
    await install();
    await must('lint', 'npx', [...PNPM, 'exec', 'eslint', '.', '--max-warnings=0']);
    await must('formatting (Prettier)', 'npx', [...PNPM, 'exec', 'prettier', '--check', '--log-level', 'warn', '.']);
    await must('import cycles, type-only imports included', 'npx', ['tsx', 'scripts/check-cycles.ts']);
    await must('the boundary rules fire on deliberate violations', 'node', ['--test', 'scripts/boundaries.test.mjs']);
  },
  figures,
};
if (!commands[cmd]) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
await commands[cmd]();
