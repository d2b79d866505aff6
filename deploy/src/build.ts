/**
 * Production builds of the front ends, one at a time (2 cores: parallel webpack runs only fight
 * each other). Used by `cli.ts build|start` and the figures script.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnv } from './config/env';
import { REMOTES } from './remotes';

export const FRONT_ENDS = ['shell', ...REMOTES.map((r) => r.folder)] as const;

export interface WebpackRun {
  folder: string;
  code: number | null;
  seconds: number;
  output: string;
}

export function hasBuildSetup(rootDir: string, folder: string): boolean {
  const dir = path.join(rootDir, folder);
  return fs.existsSync(path.join(dir, 'webpack.config.cjs')) && fs.existsSync(path.join(dir, 'src'));
}

/**
 * `signal`: aborting it stops the webpack run (SIGTERM), e.g. when `npm start` is stopped mid-build.
 * `env`: added to this process's environment (e.g. RN_RELEASE_LABEL for a second build of a remote).
 */
export function runWebpack(
  rootDir: string,
  folder: string,
  extraArgs: string[] = [],
  signal?: AbortSignal,
  env: Record<string, string> = {},
): Promise<WebpackRun> {
  const dir = path.join(rootDir, folder);
  const local = path.join(dir, 'node_modules', '.bin', 'webpack');
  const [cmd, pre] = fs.existsSync(local) ? [local, [] as string[]] : ['npx', ['webpack']];
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, [...pre, '--mode', 'production', ...extraArgs], {
      cwd: dir,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      killSignal: 'SIGTERM',
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const done = (code: number | null) => resolve({ folder, code, seconds: (performance.now() - t0) / 1000, output });
    child.on('error', (err) => {
      output += String(err);
      if (err.name !== 'AbortError') done(-1);
    });
    child.on('exit', done);
  });
}

function newestMtime(p: string): number {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** dist missing, or older than the package's sources, its config, or the shared library it bundles. */
export function isStale(rootDir: string, folder: string): boolean {
  const dir = path.join(rootDir, folder);
  const output = path.join(dir, 'dist', folder === 'shell' ? 'index.html' : 'remoteEntry.js');
  const built = fs.statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (!built) return true;
  const inputs = [
    path.join(dir, 'src'),
    path.join(dir, 'package.json'),
    path.join(dir, 'webpack.config.cjs'),
    path.join(rootDir, 'shared', 'src'),
    path.join(rootDir, 'shared', 'build'),
  ];
  return inputs.some((p) => newestMtime(p) > built);
}

export type FrontEndBuild =
  | { folder: string; status: 'no-setup' | 'fresh' | 'stopped' }
  | { folder: string; status: 'ok' | 'failed'; run: WebpackRun };

/**
 * One front end's production build, as `cli.ts build|start` and the Lighthouse script run it:
 * skipped without a webpack setup, or when `ifStale` and its dist is fresh; its time recorded;
 * 'stopped' when `signal` aborted it. `onBuild` is told just before webpack starts.
 */
export async function buildFrontEnd(
  rootDir: string,
  folder: string,
  opts: { ifStale: boolean; signal?: AbortSignal; onBuild?: () => void },
): Promise<FrontEndBuild> {
  if (!hasBuildSetup(rootDir, folder)) return { folder, status: 'no-setup' };
  if (opts.ifStale && !isStale(rootDir, folder)) return { folder, status: 'fresh' };
  opts.onBuild?.();
  const run = await runWebpack(rootDir, folder, [], opts.signal);
  if (opts.signal?.aborted) return { folder, status: 'stopped' };
  recordBuildTime(rootDir, run);
  return { folder, status: run.code === 0 ? 'ok' : 'failed', run };
}

export interface RecordedBuild {
  seconds: number;
  at: string;
  ok: boolean;
}

function timingsFile(rootDir: string): string {
  return path.join(rootDir, 'deploy', '.cdn', 'build-times.json');
}

/** Last build time per package, so `figures --skip-build` can still report build times. */
export function recordBuildTime(rootDir: string, run: WebpackRun): void {
  const file = timingsFile(rootDir);
  const all = readBuildTimes(rootDir);
  all[run.folder] = { seconds: Math.round(run.seconds * 10) / 10, at: new Date().toISOString(), ok: run.code === 0 };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(all, null, 2) + '\n');
}

export function readBuildTimes(rootDir: string): Record<string, RecordedBuild> {
  try {
    return JSON.parse(fs.readFileSync(timingsFile(rootDir), 'utf8')) as Record<string, RecordedBuild>;
  } catch {
    return {};
  }
}
