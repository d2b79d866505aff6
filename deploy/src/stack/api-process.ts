/**
 * The API as a child process of the stack: `node --import tsx deploy/src/stack/api-child.ts
 * api/src/server.ts` with PORT/HOST set, the rest of the environment (DATABASE_URL, REDIS_URL,
 * DATA_DIR, SEED_SIZE …) passed through. One process, in the caller's process group: Ctrl-C in a
 * terminal (SIGINT to the foreground group) reaches it directly, and stop() signals its pid. Its
 * stdin is a pipe from this process; api-child.ts stops the API when that pipe closes, so the API
 * cannot outlive the stack even when the stack is killed with SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiChildEnv } from '../config/env';

const require = createRequire(import.meta.url);
const API_CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-child.ts');
/** how long stop() waits after SIGTERM before SIGKILL */
const STOP_KILL_AFTER_MS = 10_000;

/** argv of the real API: node with tsx's loader running api-child.ts, which imports the server */
export function defaultApiCommand(rootDir: string): string[] {
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  return [process.execPath, '--import', tsx, API_CHILD, path.join(rootDir, 'api', 'src', 'server.ts')];
}

export interface ApiProcessOptions {
  rootDir: string;
  port: number;
  host?: string;
  /** argv to run instead of the real API (tests use a tiny fake API); it must exit on SIGTERM */
  command?: string[];
  env?: Record<string, string>;
  /** variables the child gets unless this process's environment sets them */
  defaultEnv?: Record<string, string>;
  readyTimeoutMs?: number;
  log?: (line: string) => void;
  /** prefix of its log lines (default "api") */
  label?: string;
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** spawn → first 200 from /ready */
  startMs: number;
  /** settles when the process has exited (by stop(), a signal or a crash), with its exit code */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

function pipeLines(stream: NodeJS.ReadableStream | null, log: (l: string) => void, tail: string[]) {
  if (!stream) return;
  let buf = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buf += chunk;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      tail.push(line);
      if (tail.length > 40) tail.shift();
      log(line);
    }
  });
}

function signal(child: ChildProcess, sig: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    child.kill(sig);
  } catch {
    /* already gone */
  }
}

export async function startApiProcess(opts: ApiProcessOptions): Promise<ApiProcess> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (() => {});
  const argv = opts.command ?? defaultApiCommand(opts.rootDir);
  const [cmd, ...args] = argv;
  const started = Date.now();
  const child = spawn(cmd!, args, {
    cwd: opts.rootDir,
    env: apiChildEnv({ PORT: String(opts.port), HOST: host, ...opts.env }, opts.defaultEnv),
    // stdin: a pipe nothing is written to; it closes when this process exits (api-child.ts watches it)
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const label = opts.label ?? 'api';
  pipeLines(child.stdout, (l) => log(`[${label}] ${l}`), tail);
  pipeLines(child.stderr, (l) => log(`[${label}] ${l}`), tail);

  // this process exits without a clean close (a forced exit): the API closes itself on SIGTERM
  // (api-child.ts forces its own exit if that hangs); a death by signal closes its stdin instead
  const onExit = () => signal(child, 'SIGTERM');
  process.on('exit', onExit);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let spawnError: Error | null = null;
  child.once('error', (err) => {
    spawnError = err;
  });

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${opts.port}`;
  const deadline = started + (opts.readyTimeoutMs ?? 180_000);
  let exitCode: number | null | undefined;
  void exited.then((c) => {
    exitCode = c;
  });

  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal(child, 'SIGTERM');
    const timer = setTimeout(() => signal(child, 'SIGKILL'), STOP_KILL_AFTER_MS);
    await exited;
    clearTimeout(timer);
  };

  for (;;) {
    if (spawnError || exitCode !== undefined) {
      process.off('exit', onExit);
      throw new Error(
        `the API exited before it was ready (${spawnError ? String(spawnError) : `exit code ${exitCode}`}):\n${tail.slice(-20).join('\n')}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the API was not ready after ${Math.round((Date.now() - started) / 1000)} s:\n${tail.slice(-20).join('\n')}`,
      );
    }
    try {
      const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid!, startMs: Date.now() - started, exited, stop };
}
