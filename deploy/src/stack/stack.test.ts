import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { publish, rollback } from '../releases/releases';
import type { ReleaseStore } from '../releases/store';
import { startStack, type Stack } from './stack';
import { makeTempRoot, writeFakeApi, writeRemoteBuild, writeShellBuild } from '../testing/fixtures';

let root: string;
let store: ReleaseStore;
let stack: Stack;
const apiLog: string[] = [];

before(async () => {
  root = makeTempRoot();
  store = { rootDir: root, cdnDir: path.join(root, 'deploy', '.cdn') };
  writeShellBuild(root);
  writeRemoteBuild(root, 'mf-search', 'search-1');
  await publish(store, 'mf_search');
  writeRemoteBuild(root, 'mf-content', 'content-1');
  await publish(store, 'mf_content');
  const fakeApi = writeFakeApi(root);
  stack = await startStack({
    port: 'auto',
    rootDir: root,
    api: { command: [process.execPath, fakeApi], env: { SEED_SIZE: '7' } },
    log: (l) => apiLog.push(l),
  });
});

after(async () => {
  await stack?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

/** node:http, because fetch may neither set Host nor return undecoded bytes */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('edge', () => {
  test('serves the shell at / and falls back to index.html for deep links, uncached', async () => {
    for (const p of ['/', '/en-id', '/en-id/search?city=bali', '/th-th/hotel/123']) {
      const res = await get(stack.url + p, { accept: 'text/html' });
      assert.equal(res.status, 200, p);
      assert.match(await res.text(), /<div id="app">shell<\/div>/);
      assert.equal(res.headers.get('cache-control'), 'no-cache', p);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    }
  });

  test('hashed chunks are immutable, main.js revalidates, a missing asset is a 404', async () => {
    const chunk = await get(`${stack.url}/77.0123abcd.js`);
    assert.equal(chunk.status, 200);
    assert.match(chunk.headers.get('cache-control')!, /immutable/);
    const main = await get(`${stack.url}/main.js`);
    assert.equal(main.headers.get('cache-control'), 'no-cache');
    const missing = await get(`${stack.url}/404.deadbeef.js`);
    assert.equal(missing.status, 404);
  });

  test('compresses with gzip and brotli', async () => {
    const gz = await rawGet(`${stack.url}/main.js`, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gz.body).toString(), /shell main/);
    const br = await get(`${stack.url}/main.js`, { 'accept-encoding': 'br' });
    assert.equal(br.headers.get('content-encoding'), 'br');
  });

  test('proxies /api/* to the API with the path and query unchanged', async () => {
    const res = await get(`${stack.url}/api/cdn/v13/site_settings?domain_name=x`);
    assert.equal(res.status, 200);
    const echo = (await res.json()) as { url: string; method: string; seed: string };
    assert.equal(echo.url, '/api/cdn/v13/site_settings?domain_name=x');
    assert.equal(echo.seed, '7', 'the API child gets the passed-through environment');
    const post = await fetch(`${stack.url}/api/en/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const postEcho = (await post.json()) as { method: string; url: string; body: string; forwardedHost: string };
    assert.deepEqual(
      [postEcho.method, postEcho.url, postEcho.body],
      ['POST', '/api/en/oauth/token', 'grant_type=client_credentials'],
    );
    assert.match(postEcho.forwardedHost, /:\d+$/);
  });

  test("the API child knows the edge's origin for links in mails, and gets the browser's host and scheme on each call", async () => {
    const echo = (await rawGet(`${stack.url}/api/echo`, { host: `lumo.localhost:${stack.port}` })).body.toString();
    const { siteUrl, forwardedHost, forwardedProto } = JSON.parse(echo) as {
      siteUrl: string;
      forwardedHost: string;
      forwardedProto: string;
    };
    // whatever port the stack runs on (PORT=18080 npm start: http://localhost:18080)
    assert.equal(siteUrl, `http://localhost:${stack.port}`);
    assert.deepEqual([forwardedHost, forwardedProto], [`lumo.localhost:${stack.port}`, 'http']);
  });

  test('large API answers come through the proxy compressed and intact', async () => {
    const res = await rawGet(`${stack.url}/api/big`, { 'accept-encoding': 'gzip' });
    assert.equal(res.status, 200);
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
    assert.equal((JSON.parse(body.toString()) as { hotels: unknown[] }).hotels.length, 500);
    assert.equal(res.headers['content-encoding'], 'gzip');
  });

  test('/manifest.json lists published remotes with entries on the request host, never cached', async () => {
    const res = await rawGet(`${stack.url}/manifest.json`, { host: `lumo.localhost:${stack.port}` });
    assert.equal(res.headers['cache-control'], 'no-store');
    const manifest = JSON.parse(res.body.toString()) as { remotes: Record<string, { version: string; entry: string }> };
    assert.deepEqual(Object.keys(manifest.remotes).sort(), ['mf_content', 'mf_search']);
    const search = manifest.remotes.mf_search!;
    assert.equal(search.entry, `http://lumo.localhost:${stack.port + 1}/mf-search/${search.version}/remoteEntry.js`);
    assert.equal(manifest.remotes.mf_content!.entry.split('/')[2], `lumo.localhost:${stack.port + 6}`);
  });
});

describe('remote servers', () => {
  test('serve versioned files with CORS * and immutable caching, on their own port', async () => {
    const { remotes } = (await (await get(`${stack.url}/manifest.json`)).json()) as {
      remotes: Record<string, { entry: string }>;
    };
    const entry = remotes.mf_search!.entry;
    const res = await get(entry, { origin: stack.url });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('cache-control')!, /max-age=31536000, immutable/);
    assert.match(await res.text(), /^\/\* mf-search search-1 \*\//); // the fixture's remoteEntry.js
    const wrongRemote = await get(`${stack.remoteUrl('mf_booking')}/mf-search/x/remoteEntry.js`);
    assert.equal(wrongRemote.status, 404);
  });

  test('stopRemote takes one remote down, the rest and the edge keep answering; startRemote brings it back', async () => {
    const { remotes } = (await (await get(`${stack.url}/manifest.json`)).json()) as {
      remotes: Record<string, { entry: string }>;
    };
    await stack.stopRemote('mf_search');
    assert.equal(stack.isRemoteRunning('mf_search'), false);
    await assert.rejects(get(remotes.mf_search!.entry));
    assert.equal((await get(remotes.mf_content!.entry)).status, 200);
    assert.equal((await get(`${stack.url}/en-id`, { accept: 'text/html' })).status, 200);
    await stack.startRemote('mf-search');
    assert.equal((await get(remotes.mf_search!.entry)).status, 200);
  });

  test('a rollback shows in the next manifest with no restart, and the old files are still served', async () => {
    const before = (await (await get(`${stack.url}/manifest.json`)).json()) as {
      remotes: Record<string, { version: string; entry: string }>;
    };
    writeRemoteBuild(root, 'mf-search', 'search-2');
    const v2 = await publish(store, 'mf_search');
    const during = (await (await get(`${stack.url}/manifest.json`)).json()) as typeof before;
    assert.equal(during.remotes.mf_search!.version, v2.version);
    assert.match(await (await get(during.remotes.mf_search!.entry)).text(), /^\/\* mf-search search-2 \*\//);
    await rollback(store, 'mf_search');
    const afterRb = (await (await get(`${stack.url}/manifest.json`)).json()) as typeof before;
    assert.equal(afterRb.remotes.mf_search!.version, before.remotes.mf_search!.version);
    assert.match(await (await get(afterRb.remotes.mf_search!.entry)).text(), /^\/\* mf-search search-1 \*\//);
  });
});

test('close() stops the API child (it gets SIGTERM) and frees the ports', async () => {
  const s = await startStack({
    port: 'auto',
    rootDir: root,
    api: { command: [process.execPath, writeFakeApi(root)] },
    log: (l) => apiLog.push(l),
  });
  const apiUrl = s.apiUrl!;
  assert.equal((await get(`${apiUrl}/ready`)).status, 200);
  await s.close();
  await assert.rejects(get(`${apiUrl}/ready`));
  await assert.rejects(get(`${s.url}/manifest.json`));
  assert.ok(apiLog.some((l) => l.includes('fake api: SIGTERM')));
});

test('refuses to start on ports that are taken, naming them', async () => {
  await assert.rejects(startStack({ port: stack.port, rootDir: root, api: false }), /already in use/);
});

test('an API that exits before /ready fails the start with its output', async () => {
  const crash = path.join(root, 'crash.mjs');
  fs.writeFileSync(crash, 'console.error("DATABASE_URL is not a postgres URL"); process.exit(3);');
  await assert.rejects(
    startStack({ port: 'auto', rootDir: root, api: { command: [process.execPath, crash] } }),
    (err: Error) => /exit code 3/.test(err.message) && /DATABASE_URL is not a postgres URL/.test(err.message),
  );
});

test('before the shell is built the edge says how to build it instead of a blank page', async () => {
  const s = await startStack({ port: 'auto', rootDir: root, shellDir: path.join(root, 'no-shell-yet'), api: false });
  try {
    const res = await get(`${s.url}/en-id`, { accept: 'text/html' });
    assert.equal(res.status, 503);
    assert.match(await res.text(), /shell is not built.*npx webpack --mode production/s);
    const api = await get(`${s.url}/api/cdn/v13/site_settings`);
    assert.equal(api.status, 503);
    assert.equal(((await api.json()) as { code: string }).code, 'API_UNAVAILABLE');
  } finally {
    await s.close();
  }
});
