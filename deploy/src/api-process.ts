/**
 * The API as a child process of the stack: `tsx api/src/server.ts` with PORT/HOST set, the rest
 * of the environment (DATABASE_URL, REDIS_URL, DATA_DIR, SEED_SIZE …) passed through. It runs in
 * its own process group so a stop takes tsx's inner node process with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiChildEnv } from './config/env';

const require = createRequire(import.meta.url);

export interface ApiProcessOptions {
  rootDir: string;
  port: number;
  host?: string;
  /** argv to run instead of tsx api/src/server.ts (tests use a tiny fake API) */
  command?: string[];
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** spawn → first 200 from /ready */
  startMs: number;
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

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try { child.kill(signal); } catch { /* already gone */ }
  }
}

export async function startApiProcess(opts: ApiProcessOptions): Promise<ApiProcess> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (() => {});
  const argv = opts.command ?? [process.execPath, require.resolve('tsx/cli'), path.join('api', 'src', 'server.ts')];
  const [cmd, ...args] = argv;
  const started = Date.now();
  const child = spawn(cmd!, args, {
    cwd: opts.rootDir,
    env: apiChildEnv({ PORT: String(opts.port), HOST: host, ...opts.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const tail: string[] = [];
  pipeLines(child.stdout, (l) => log(`[api] ${l}`), tail);
  pipeLines(child.stderr, (l) => log(`[api] ${l}`), tail);

  // if this process dies without a clean close, do not leave the API orphaned on its port
  const onExit = () => killGroup(child, 'SIGKILL');
  process.on('exit', onExit);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let spawnError: Error | null = null;
  child.once('error', (err) => { spawnError = err; });

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${opts.port}`;
  const deadline = started + (opts.readyTimeoutMs ?? 180_000);
  let exitCode: number | null | undefined;
  void exited.then((c) => { exitCode = c; });

  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  for (;;) {
    if (spawnError || exitCode !== undefined) {
      process.off('exit', onExit);
      throw new Error(`the API exited before it was ready (${spawnError ? String(spawnError) : `exit code ${exitCode}`}):\n${tail.slice(-20).join('\n')}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API was not ready after ${Math.round((Date.now() - started) / 1000)} s:\n${tail.slice(-20).join('\n')}`);
    }
    try {
      const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid!, startMs: Date.now() - started, stop };
}
