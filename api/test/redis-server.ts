/**
 * A throw-away redis-server for tests that need a Redis of their own (to stop it, or to share it
 * between two app instances): a free port, no persistence, bound to 127.0.0.1. Tests skip with a
 * clear message when the binary is missing (`redisServerMissing()`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export function redisServerMissing(): string | false {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0
    ? 'redis-server is not installed (apt-get install redis-server); this test needs a Redis it can stop'
    : false;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, up: boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open === up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server on ${port} did not ${up ? 'start' : 'stop'} within ${timeoutMs} ms`);
}

export interface TestRedis {
  url: string;
  port: number;
  /** stops the server (SIGTERM) and waits until the port is closed */
  stop(): Promise<void>;
  /** starts it again on the same port */
  start(): Promise<void>;
}

export async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(port, true);
  };
  const stop = async () => {
    if (!child) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    child = null;
    await waitForPort(port, false);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
