import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The environment minus the test runner's own markers, so the child runs as a plain server. */
function childEnv(): Record<string, string | undefined> {
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  return env;
}

test('server: logs "api ready on http://HOST:PORT in N ms", serves /ready, exits 0 on SIGTERM', { timeout: 240_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    // In-memory PGlite and no seed keep this fast; REDIS_URL passes through so its close is covered too.
    env: { ...childEnv(), PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', DATABASE_URL: '', SEED_ON_EMPTY: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /api ready on (http:\/\/127\.0\.0\.1:\d+) in (\d+) ms/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before ready:\n${out}`)));
  });
  const ready = await fetch(`${url}/ready`);
  assert.equal(ready.status, 200);
  const reqId = (await fetch(`${url}/api/v16/current_timestamp`, { headers: { 'x-request-id': 'server-test-1' } })).headers.get('x-request-id');
  assert.equal(reqId, 'server-test-1');

  child.removeAllListeners('exit');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  assert.equal(await exited, 0);
  assert.match(out, /"signal":"SIGTERM".*shutting down/);
  assert.match(out, /"reqId":"server-test-1"/, 'request id in the logs');
});

test('server: a bad environment stops it at once, naming every bad variable', { timeout: 120_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...childEnv(), PORT: 'http', LOG_LEVEL: 'chatty', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  assert.equal(code, 1);
  assert.match(err, /invalid environment/);
  assert.match(err, /PORT/);
  assert.match(err, /LOG_LEVEL/);
});

test('server: NODE_ENV=production refuses to start with the default secrets, no DATABASE_URL and the demo seed on, saying why', { timeout: 120_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...childEnv(), NODE_ENV: 'production', APP_ENV: '', PORT: '0', DATABASE_URL: '', OAUTH_CLIENT_SECRET: '', TOKEN_SIGNING_SECRET: '', SEED_ON_EMPTY: 'true', ALLOW_EMBEDDED_DB: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  assert.equal(code, 1, out);
  assert.match(out, /refusing to start in production/);
  for (const name of ['OAUTH_CLIENT_SECRET', 'TOKEN_SIGNING_SECRET', 'DATABASE_URL', 'SEED_ON_EMPTY']) assert.match(out, new RegExp(`- ${name}: `), `${name} named in:\n${out}`);
  assert.doesNotMatch(out, /api ready/);
});

test('server: a safe production start serves the API without the docs UI or /openapi.json', { timeout: 240_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...childEnv(), NODE_ENV: 'production', APP_ENV: '', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ALLOW_EMBEDDED_DB: 'true', DATA_DIR: 'memory', SEED_ON_EMPTY: '', API_DOCS: '',
      OAUTH_CLIENT_SECRET: 'server-test-client-secret', TOKEN_SIGNING_SECRET: 'server-test-token-signing-secret-0123456789', LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /api ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before ready:\n${out}`)));
  });
  try {
    assert.equal((await fetch(`${url}/ready`)).status, 200);
    assert.equal((await fetch(`${url}/api/docs/`)).status, 404);
    assert.equal((await fetch(`${url}/api/openapi.json`)).status, 404);
    const timestamp = await fetch(`${url}/api/v16/current_timestamp`);
    assert.equal(timestamp.status, 200);
    assert.equal(timestamp.headers.get('cache-control'), 'no-store');
  } finally {
    child.removeAllListeners('exit');
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
  }
  assert.doesNotMatch(out, /seeded an empty database/, 'no demo seed in production');
});
