/**
 * API start time on PGlite: cold (empty data dir: migrations + seed) and warm (same dir again).
 * Reports the server's own "api ready … in N ms" (from process start) and the wall clock seen
 * from here. Usage: tsx bench/start-time.ts [--size 1] [--warm-runs 2]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const size = arg('size', '1');
const warmRuns = Number(arg('warm-runs', '2'));

interface Run {
  readyMs: number;
  wallMs: number;
  seeded: boolean;
}

function startOnce(dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_SIZE: size,
        SEED_ON_EMPTY: 'true',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seeded = false;
    let buffer = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('no ready line within 10 minutes'));
    }, 600_000);
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.includes('seeded an empty database')) seeded = true;
        const m = /api ready on \S+ in (\d+) ms/.exec(line);
        if (m) {
          const wallMs = Math.round(performance.now() - started);
          clearTimeout(timer);
          child.removeListener('exit', onEarlyExit);
          child.once('exit', () => resolve({ readyMs: Number(m[1]), wallMs, seeded }));
          child.kill('SIGTERM');
        }
      }
    });
    const onEarlyExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${stderr}`));
    };
    child.once('exit', onEarlyExit);
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-api-bench-'));
try {
  console.log(`PGlite start time (seed size ${size}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`);
  const cold = await startOnce(dir);
  console.log(
    `cold  (migrate + seed${cold.seeded ? '' : ' SKIPPED?'}): ready in ${cold.readyMs} ms (wall ${cold.wallMs} ms)`,
  );
  for (let i = 1; i <= warmRuns; i++) {
    const warm = await startOnce(dir);
    console.log(`warm ${i} (existing data):  ready in ${warm.readyMs} ms (wall ${warm.wallMs} ms)`);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
