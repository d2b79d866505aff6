import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `src/server.ts` as a child with `env` on top of ours (minus the test runner's own markers, so it runs as a plain server). */
function spawnServer(env: Record<string, string>) {
  const base = { ...process.env };
  delete base.NODE_TEST_CONTEXT;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { text: '' };
  child.stdout.on('data', (d: Buffer) => {
    log.text += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    log.text += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, log, exited };
}

/** A server that logged "api ready on <url>": its url, its output so far, and a SIGTERM stop that resolves to its exit code. */
async function startServer(env: Record<string, string>) {
  const server = spawnServer({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  const url = await new Promise<string>((resolve, reject) => {
    server.child.stdout.on('data', () => {
      const m = /api ready on (http:\/\/127\.0\.0\.1:\d+) in \d+ ms/.exec(server.log.text);
      if (m) resolve(m[1]!);
    });
    void server.exited.then((code) => reject(new Error(`exited ${code} before ready:\n${server.log.text}`)));
  });
  const stop = () => {
    server.child.kill('SIGTERM');
    return server.exited;
  };
  return { url, log: server.log, stop };
}

test(
  'server: logs "api ready on http://HOST:PORT in N ms", serves /ready, exits 0 on SIGTERM',
  { timeout: 240_000 },
  async () => {
    // In-memory PGlite and no seed keep this fast; REDIS_URL passes through so its close is covered too.
    const server = await startServer({ DATA_DIR: 'memory', DATABASE_URL: '', SEED_ON_EMPTY: 'false' });
    const ready = await fetch(`${server.url}/ready`);
    assert.equal(ready.status, 200);
    const reqId = (
      await fetch(`${server.url}/api/v16/current_timestamp`, { headers: { 'x-request-id': 'server-test-1' } })
    ).headers.get('x-request-id');
    assert.equal(reqId, 'server-test-1');

    assert.equal(await server.stop(), 0);
    assert.match(server.log.text, /"signal":"SIGTERM".*shutting down/);
    assert.match(server.log.text, /"reqId":"server-test-1"/, 'request id in the logs');
  },
);

test('server: a bad environment stops it at once, naming every bad variable', { timeout: 120_000 }, async () => {
  const { log, exited } = spawnServer({ PORT: 'http', LOG_LEVEL: 'chatty', DATABASE_URL: '' });
  assert.equal(await exited, 1);
  assert.match(log.text, /invalid environment/);
  assert.match(log.text, /PORT/);
  assert.match(log.text, /LOG_LEVEL/);
});

test(
  'server: NODE_ENV=production refuses to start with the default secrets, no DATABASE_URL and the demo seed on, saying why',
  { timeout: 120_000 },
  async () => {
    const { log, exited } = spawnServer({
      NODE_ENV: 'production',
      APP_ENV: '',
      PORT: '0',
      DATABASE_URL: '',
      OAUTH_CLIENT_SECRET: '',
      TOKEN_SIGNING_SECRET: '',
      SEED_ON_EMPTY: 'true',
      ALLOW_EMBEDDED_DB: '',
    });
    assert.equal(await exited, 1, log.text);
    assert.match(log.text, /refusing to start in production/);
    for (const name of ['OAUTH_CLIENT_SECRET', 'TOKEN_SIGNING_SECRET', 'DATABASE_URL', 'SEED_ON_EMPTY'])
      assert.match(log.text, new RegExp(`- ${name}: `), `${name} named in:\n${log.text}`);
    assert.doesNotMatch(log.text, /api ready/);
  },
);

test(
  'server: a safe production start serves the API without the docs UI or /openapi.json',
  { timeout: 240_000 },
  async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      APP_ENV: '',
      DATABASE_URL: '',
      ALLOW_EMBEDDED_DB: 'true',
      DATA_DIR: 'memory',
      SEED_ON_EMPTY: '',
      API_DOCS: '',
      OAUTH_CLIENT_SECRET: 'server-test-client-secret',
      TOKEN_SIGNING_SECRET: 'server-test-token-signing-secret-0123456789',
      PAYMENT_GATEWAY_API_KEY: 'server-test-gateway-key',
      PAYMENT_WEBHOOK_SECRET: 'server-test-webhook-secret',
    });
    try {
      assert.equal((await fetch(`${server.url}/ready`)).status, 200);
      assert.equal((await fetch(`${server.url}/api/docs/`)).status, 404);
      assert.equal((await fetch(`${server.url}/api/openapi.json`)).status, 404);
      const timestamp = await fetch(`${server.url}/api/v16/current_timestamp`);
      assert.equal(timestamp.status, 200);
      assert.equal(timestamp.headers.get('cache-control'), 'no-store');
    } finally {
      assert.equal(await server.stop(), 0);
    }
    assert.doesNotMatch(server.log.text, /seeded an empty database/, 'no demo seed in production');
  },
);
