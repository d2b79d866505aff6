/**
 * Clean shutdown of `npm start`: Ctrl-C in a terminal (SIGINT to the whole
 * foreground process group), SIGTERM to the group and SIGTERM to npm alone must each stop every
 * process npm started, free every port, and leave the data folder fit for the next start. So must
 * a SIGKILL of npm or of the deploy CLI, which nothing can catch: the processes they started
 * notice their parent is gone.
 *
 * It runs the real chain the way a terminal does, npm at the top in a process group of its own:
 *   npm run serve → node scripts/run.mjs serve → node --import tsx deploy/src/cli.ts serve
 *     → node --import tsx deploy/src/stack/api-child.ts api/src/server.ts (PGlite)
 * `serve` is `start` without install, build and publish (the processes and signal paths are the
 * same), so this needs no front-end build: the edge answers 503 "not built" until there is one.
 * Ports are a free block (not 8080/8090), the database a temp PGlite folder shared by the runs (so
 * each start after the first also proves the previous stop closed it cleanly), the CDN an empty
 * temp folder.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT } from '../config/env';
import { findFreeBasePort, stackPorts } from './ports';

const HAS_PROC = fs.existsSync('/proc/self/stat');
/** the first start migrates and seeds (about 15 s), later ones reopen the folder (about 5 s) */
const READY_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = READY_TIMEOUT_MS + 20_000;
/** "within a few seconds" */
const STOP_BUDGET_MS = 10_000;

interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  state: string;
  start: string;
  cmd: string;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name is in parentheses and may contain spaces: fields count from the last ')'
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(f[1]), pgid: Number(f[2]), state: f[0]!, start: f[19]!, cmd };
  } catch {
    return null;
  }
}

function allProcs(): Proc[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readProc(Number(d)))
    .filter((p): p is Proc => p !== null);
}

/** pid and every process below it */
function tree(root: number): Proc[] {
  const procs = allProcs();
  const found = procs.filter((p) => p.pid === root);
  for (let i = 0; i < found.length; i++) found.push(...procs.filter((p) => p.ppid === found[i]!.pid));
  return found;
}

/** the same process (pid and start time) still exists and is not a zombie */
function alive(p: Proc): boolean {
  const now = readProc(p.pid);
  return now !== null && now.start === p.start && now.state !== 'Z';
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code === 'EADDRNOTAVAIL' || err.code === 'EAFNOSUPPORT'),
    );
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

async function busyPorts(ports: number[]): Promise<number[]> {
  const busy: number[] = [];
  for (const port of ports) if (!(await portFree(port, '127.0.0.1')) || !(await portFree(port, '::1'))) busy.push(port);
  return busy;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let base: number;
let tmp: string;
let env: NodeJS.ProcessEnv;
/** everything any run started, for the clean-up after a failure */
const started = new Map<number, Proc>();

/** only after a failure is anything left: kill exactly the processes these runs started */
function killLeftovers(): void {
  for (const p of started.values()) {
    if (alive(p))
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
  }
}

interface Run {
  npm: ChildProcess;
  output: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServe(): Promise<Run> {
  // detached: npm leads a new process group, as a terminal's foreground job does
  const npm = spawn('npm', ['run', 'serve'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  npm.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  npm.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`npm run serve exited before the stack was up:\n${output.join('').slice(-3000)}`);
    if (Date.now() > deadline)
      throw new Error(`the stack was not up after ${READY_TIMEOUT_MS / 1000} s:\n${output.join('').slice(-3000)}`);
    for (const p of tree(npm.pid!)) started.set(p.pid, p);
    try {
      // the edge answers (503 until the shell is built is fine) and the API is ready
      await fetch(`http://127.0.0.1:${base}/`, { signal: AbortSignal.timeout(2000) });
      const ready = await fetch(`http://127.0.0.1:${base + 10}/ready`, { signal: AbortSignal.timeout(2000) });
      if (ready.ok) return { npm, output, exit };
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
}

/** Sends the signal, then measures how long until every process of the tree and every port is gone. */
async function stopAndMeasure(run: Run, send: (procs: Proc[]) => void): Promise<{ ms: number; procs: Proc[] }> {
  const procs = tree(run.npm.pid!);
  for (const p of procs) started.set(p.pid, p);
  const cmds = procs.map((p) => p.cmd).join('\n');
  assert.match(cmds, /scripts\/run\.mjs serve/, 'the runner is in the tree');
  assert.match(cmds, /deploy\/src\/cli\.ts serve/, 'the deploy CLI is in the tree');
  assert.match(cmds, /api-child\.ts .*api\/src\/server\.ts/, 'the API is in the tree');
  const t0 = Date.now();
  send(procs);
  const ports = stackPorts(base);
  for (;;) {
    const left = procs.filter(alive);
    const busy = left.length ? ports : await busyPorts(ports);
    if (!left.length && !busy.length) return { ms: Date.now() - t0, procs };
    if (Date.now() - t0 > STOP_BUDGET_MS) {
      killLeftovers(); // so the next case starts on free ports and tests its own signal
      assert.fail(
        `${STOP_BUDGET_MS / 1000} s after the signal still running:\n${left.map((p) => `  ${p.pid} ${p.cmd}`).join('\n') || '  (no process)'}\nports still taken: ${busy.join(', ') || 'none'}\n--- output ---\n${run.output.join('').slice(-3000)}`,
      );
    }
    await sleep(50);
  }
}

describe('npm run serve stops completely', { skip: HAS_PROC ? false : 'needs /proc (Linux)' }, () => {
  before(async () => {
    base = await findFreeBasePort();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rednest-shutdown-'));
    fs.mkdirSync(path.join(tmp, 'cdn'));
    env = {
      ...process.env,
      PORT: String(base),
      DATA_DIR: path.join(tmp, 'data'),
      CDN_DIR: path.join(tmp, 'cdn'),
      SEED_SIZE: '0.01',
      npm_config_update_notifier: 'false',
    };
    delete env.API_PORT;
    delete env.API_URL;
    delete env.HOST;
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
  });

  after(() => {
    killLeftovers();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const pidOf = (procs: Proc[], re: RegExp) => procs.find((p) => re.test(p.cmd))!.pid;
  const cases: {
    name: string;
    send: (npmPid: number, procs: Proc[]) => void;
    npmEnds: { signal: NodeJS.Signals } | { failed: true };
  }[] = [
    {
      name: 'Ctrl-C in a terminal: SIGINT to the whole process group',
      send: (pid) => process.kill(-pid, 'SIGINT'),
      npmEnds: { signal: 'SIGINT' },
    },
    {
      name: 'SIGTERM to the whole process group',
      send: (pid) => process.kill(-pid, 'SIGTERM'),
      npmEnds: { signal: 'SIGTERM' },
    },
    { name: 'SIGTERM to npm alone', send: (pid) => process.kill(pid, 'SIGTERM'), npmEnds: { signal: 'SIGTERM' } },
    // nothing can catch SIGKILL: what the killed process started must notice its parent is gone
    { name: 'SIGKILL to npm alone', send: (pid) => process.kill(pid, 'SIGKILL'), npmEnds: { signal: 'SIGKILL' } },
    {
      name: 'SIGKILL to the deploy CLI alone',
      send: (_pid, procs) => process.kill(pidOf(procs, /deploy\/src\/cli\.ts serve/), 'SIGKILL'),
      npmEnds: { failed: true },
    },
  ];
  for (const c of cases) {
    // every run uses the same ports and data folder: each start after the first also shows that
    // the stop before it left nothing in the way
    test(
      `${c.name}: every process and port is gone within ${STOP_BUDGET_MS / 1000} s`,
      { timeout: TEST_TIMEOUT_MS },
      async (t) => {
        const startedAt = Date.now();
        const run = await startServe();
        const upMs = Date.now() - startedAt;
        const { ms, procs } = await stopAndMeasure(run, (tree) => c.send(run.npm.pid!, tree));
        const exit = await run.exit;
        if ('signal' in c.npmEnds)
          assert.equal(exit.signal, c.npmEnds.signal, `npm ends by ${c.npmEnds.signal} (got ${JSON.stringify(exit)})`);
        else assert.ok(exit.code !== 0, `npm reports the failure (got ${JSON.stringify(exit)})`);
        const names = procs.map((p) =>
          (/(run\.mjs|cli\.ts|api-child\.ts|esbuild)\b/.exec(p.cmd) ?? /^\S+/.exec(p.cmd))![0].split('/').pop(),
        );
        t.diagnostic(
          `up in ${(upMs / 1000).toFixed(1)} s; ${procs.length} processes (${names.join(', ')}) and ${stackPorts(base).length} ports gone ${ms} ms after the signal`,
        );
      },
    );
  }

  test('a start right after the last stop works', { timeout: TEST_TIMEOUT_MS }, async () => {
    const run = await startServe();
    await stopAndMeasure(run, () => process.kill(-run.npm.pid!, 'SIGINT'));
    await run.exit;
  });
});
