/**
 * The edge's answers as a browser and the API see them: who the API is
 * told the client is, and the security headers on pages, static files, the manifest, 404s and
 * API answers; plus the Kubernetes nginx edge's header lines checked against the same definition.
 * Everything in process: a tiny upstream that echoes the headers it got stands in for the API.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { HASHED } from './cache-rules';
import { createEdge } from './edge';
import { REMOTES, findRemote, type RemoteName } from '../remotes';
import { createRemoteServer } from '../stack/remote-server';
import {
  API_CSP,
  GOOGLE_SIGN_IN_SOURCES,
  HSTS,
  K8S_REMOTE_ORIGINS,
  contentSecurityPolicy,
  securityHeaders,
} from './security-headers';
import { makeTempRoot, writeShellBuild } from '../testing/fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const remotePorts = Object.fromEntries(REMOTES.map((r, i) => [r.name, 9101 + i])) as Record<RemoteName, number>;
const localOrigins = (host: string) => REMOTES.map((_, i) => `http://${host}:${9101 + i}`);

/** What the API received: its headers, by name. */
type Echo = { url: string; headers: http.IncomingHttpHeaders };

let root: string;
let upstream: http.Server;
let upstreamUrl: string;
const edges: FastifyInstance[] = [];

function startUpstream(): Promise<void> {
  upstream = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/docs')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>docs</title>');
    }
    if (req.url?.startsWith('/api/own-policy')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': "default-src 'none'" });
      return res.end('{}');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url ?? '', headers: req.headers } satisfies Echo));
  });
  return new Promise((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
}

async function startEdge(extra: { trustedProxies?: string[]; shellDir?: string } = {}): Promise<string> {
  const edge = await createEdge({
    shellDir: extra.shellDir ?? path.join(root, 'shell', 'dist'),
    cdnDir: path.join(root, 'deploy', '.cdn'),
    apiUrl: upstreamUrl,
    remotePorts,
    trustedProxies: extra.trustedProxies,
  });
  edges.push(edge);
  await edge.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
}

/** node:http, because fetch may not set Host or X-Forwarded-* freely */
function request(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

let edgeUrl: string;

before(async () => {
  root = makeTempRoot();
  writeShellBuild(root);
  await startUpstream();
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  edgeUrl = await startEdge();
});

after(async () => {
  await Promise.all(edges.map((e) => e.close()));
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('what the API is told about the client (item 4)', () => {
  test('a client-supplied X-Forwarded-For (and Forwarded, X-Real-IP) never reaches the API: the edge overwrites it with the socket peer', async () => {
    const res = await request(`${edgeUrl}/api/auth/v1/sign_in`, {
      'x-forwarded-for': '203.0.113.7, 198.51.100.9',
      forwarded: 'for=203.0.113.7;proto=https',
      'x-real-ip': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    assert.equal(res.status, 200);
    const echo = JSON.parse(res.body) as Echo;
    assert.equal(echo.url, '/api/auth/v1/sign_in');
    assert.equal(echo.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(echo.headers['x-forwarded-proto'], 'http', 'a plain-http client claiming https is still http');
    assert.match(String(echo.headers['x-forwarded-host']), /^127\.0\.0\.1:\d+$/);
    assert.equal(echo.headers.forwarded, undefined);
    assert.equal(echo.headers['x-real-ip'], undefined);
    assert.doesNotMatch(res.body, /203\.0\.113\.7|198\.51\.100\.9|evil\.example/);
  });

  test('thirty requests with thirty forged addresses reach the API as one client', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await request(`${edgeUrl}/api/auth/v1/sign_in`, { 'x-forwarded-for': `10.0.0.${i}` });
      seen.add(String((JSON.parse(res.body) as Echo).headers['x-forwarded-for']));
    }
    assert.deepEqual([...seen], ['127.0.0.1']);
  });

  test('behind a configured load balancer: the address and scheme it reports are used, the rest the client wrote is not', async () => {
    const url = await startEdge({ trustedProxies: ['127.0.0.1'] });
    // the LB appended the client it saw (198.51.100.9) to what the client sent (203.0.113.7)
    const res = await request(`${url}/api/x`, {
      'x-forwarded-for': '203.0.113.7, 198.51.100.9',
      'x-forwarded-proto': 'https',
    });
    const echo = JSON.parse(res.body) as Echo;
    assert.equal(echo.headers['x-forwarded-for'], '198.51.100.9');
    assert.equal(echo.headers['x-forwarded-proto'], 'https');
    assert.equal(res.headers['strict-transport-security'], HSTS);
    // a trusted LB saying http (or anything but https) is http
    const plain = await request(`${url}/en-id`, { accept: 'text/html', 'x-forwarded-proto': 'http' });
    assert.equal(plain.headers['strict-transport-security'], undefined);
  });
});

describe('security headers (item 5)', () => {
  const pageHeaders = (host: string) => securityHeaders({ remoteOrigins: localOrigins(host), https: false });

  function assertPageHeaders(res: { headers: http.IncomingHttpHeaders }, what: string, host = '127.0.0.1') {
    for (const [name, value] of Object.entries(pageHeaders(host))) {
      assert.equal(res.headers[name.toLowerCase()], value, `${what}: ${name}`);
    }
    assert.equal(res.headers['strict-transport-security'], undefined, `${what}: no HSTS over plain http`);
  }

  test("the policy names exactly self, the six remote origins, data: images and Google sign-in's paths; nothing unsafe", () => {
    const csp = contentSecurityPolicy({ remoteOrigins: localOrigins('localhost') });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const remotes = localOrigins('localhost');
    assert.deepEqual(directives['default-src'], ["'self'"]);
    assert.deepEqual(directives['font-src'], ["'self'", ...remotes]);
    assert.deepEqual(directives['script-src'], ["'self'", ...remotes, GOOGLE_SIGN_IN_SOURCES.script]);
    assert.deepEqual(directives['style-src'], ["'self'", ...remotes, GOOGLE_SIGN_IN_SOURCES.style]);
    assert.deepEqual(directives['connect-src'], ["'self'", ...remotes, GOOGLE_SIGN_IN_SOURCES.connect]);
    assert.deepEqual(directives['frame-src'], [GOOGLE_SIGN_IN_SOURCES.frame]);
    // blob: for workers only (a remote's worker starts through a blob importing its script)
    assert.deepEqual(directives['worker-src'], ["'self'", 'blob:']);
    assert.deepEqual(directives['img-src'], ["'self'", 'data:', ...remotes]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['base-uri'], ["'self'"]);
    assert.deepEqual(directives['form-action'], ["'self'"]);
    assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
    assert.doesNotMatch(csp.replace("worker-src 'self' blob:", ''), /unsafe|\*|blob:/);
    assert.throws(
      () => contentSecurityPolicy({ remoteOrigins: ["http://x; script-src 'unsafe-inline'"] }),
      /not an origin/,
    );
  });

  test('a map tile server may serve pictures, and nothing else', () => {
    const csp = contentSecurityPolicy({
      remoteOrigins: localOrigins('localhost'),
      imageOrigins: ['https://tiles.example.com'],
    });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    assert.deepEqual(directives['img-src'], [
      "'self'",
      'data:',
      ...localOrigins('localhost'),
      'https://tiles.example.com',
    ]);
    for (const d of ['script-src', 'style-src', 'font-src', 'connect-src'])
      assert.ok(!directives[d]!.includes('https://tiles.example.com'), d);
    assert.throws(
      () => contentSecurityPolicy({ remoteOrigins: [], imageOrigins: ["https://x; script-src 'unsafe-inline'"] }),
      /not an origin/,
    );
  });

  test('pages (the shell and SPA deep links) carry the whole set', async () => {
    for (const p of ['/', '/en-id', '/en-id/my-bookings', '/th-th/hotel/123?x=1']) {
      const res = await request(edgeUrl + p, { accept: 'text/html' });
      assert.equal(res.status, 200, p);
      assertPageHeaders(res, p);
    }
  });

  test('static files, the manifest and 404s carry it too', async () => {
    for (const p of ['/main.js', '/77.0123abcd.js', '/manifest.json', '/__edge/health']) {
      const res = await request(edgeUrl + p);
      assert.equal(res.status, 200, p);
      assertPageHeaders(res, p);
    }
    const missing = await request(`${edgeUrl}/404.deadbeef.js`);
    assert.equal(missing.status, 404);
    assertPageHeaders(missing, '404');
  });

  test('the remote origins follow the host the page was opened on, as the manifest does', async () => {
    const res = await request(`${edgeUrl}/en-id`, { accept: 'text/html', host: 'lumo.localhost:8080' });
    assertPageHeaders(res, 'lumo', 'lumo.localhost');
    const manifest = await request(`${edgeUrl}/manifest.json`, { host: 'lumo.localhost:8080' });
    assertPageHeaders(manifest, 'lumo manifest', 'lumo.localhost');
  });

  test('a Host header cannot write sources or directives into the policy', async () => {
    for (const host of ["evil.example;script-src 'unsafe-inline'", 'a b', 'x"y']) {
      const res = await request(`${edgeUrl}/en-id`, { accept: 'text/html', host });
      assert.equal(res.status, 200, host);
      assert.equal(res.headers['content-security-policy'], pageHeaders('localhost')['Content-Security-Policy'], host);
    }
  });

  test('the page shown before the shell is built has the headers and nothing inline they would block', async () => {
    const url = await startEdge({ shellDir: path.join(root, 'no-shell-here') });
    const res = await request(`${url}/en-id`, { accept: 'text/html' });
    assert.equal(res.status, 503);
    assertPageHeaders(res, 'not built');
    assert.doesNotMatch(res.body, /style=|<style|<script/);
  });

  test('API answers pass through with nosniff and, for non-HTML without a policy, the lock-down policy', async () => {
    const json = await request(`${edgeUrl}/api/search/v1/hotels/list`);
    assert.equal(json.headers['x-content-type-options'], 'nosniff');
    assert.equal(json.headers['content-security-policy'], API_CSP);
    assert.equal(json.headers['referrer-policy'], undefined, 'the page set is for pages');
    const docs = await request(`${edgeUrl}/api/docs`);
    assert.equal(docs.headers['content-security-policy'], undefined, 'HTML the API serves keeps its own policy');
    const own = await request(`${edgeUrl}/api/own-policy`);
    assert.equal(own.headers['content-security-policy'], "default-src 'none'");
  });

  test('HTTPS answers carry HSTS, on pages and API answers alike', async () => {
    const url = await startEdge({ trustedProxies: ['127.0.0.1'] });
    for (const p of ['/en-id', '/main.js', '/manifest.json', '/api/x']) {
      const res = await request(url + p, { accept: 'text/html', 'x-forwarded-proto': 'https' });
      assert.equal(res.headers['strict-transport-security'], HSTS, p);
    }
    const page = await request(`${url}/en-id`, { accept: 'text/html', 'x-forwarded-proto': 'https' });
    assert.match(String(page.headers['content-security-policy']), /script-src 'self' https:\/\/127\.0\.0\.1:9101 /);
  });
});

describe('remote servers', () => {
  test('send nosniff on files and 404s, and CORS * for the cross-origin manifest fetch', async () => {
    const cdnDir = path.join(root, 'deploy', '.cdn');
    const folder = path.join(cdnDir, 'remotes', 'mf-search', '1.0.0-aaaaaaaa');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
    const server = await createRemoteServer({ remote: findRemote('mf_search')!, cdnDir });
    edges.push(server);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const file = await request(`${base}/mf-search/1.0.0-aaaaaaaa/mf-manifest.json`, {
      origin: 'http://localhost:8080',
    });
    assert.equal(file.status, 200);
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.equal(file.headers['access-control-allow-origin'], '*');
    const missing = await request(`${base}/mf-search/nope.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['x-content-type-options'], 'nosniff');
  });
});

describe('the Kubernetes nginx edge (k8s/edge.yaml) says the same', () => {
  const yaml = fs.readFileSync(path.join(here, '../..', 'k8s', 'edge.yaml'), 'utf8');
  /** the lines of one ConfigMap entry (a `name: |` block, indented four spaces) */
  const block = (name: string) => {
    const start = yaml.indexOf(`  ${name}: |\n`);
    assert.ok(start >= 0, `${name} in the ConfigMap`);
    const lines = yaml.slice(start).split('\n').slice(1);
    const end = lines.findIndex((l) => l.length > 0 && !l.startsWith('    '));
    return lines.slice(0, end).map((l) => l.slice(4));
  };
  const addHeaders = (lines: string[]) =>
    Object.fromEntries(
      lines
        .map((l) => /^add_header (\S+) (?:"([^"]*)"|(\$\w+)) always;$/.exec(l.trim()))
        .filter((m) => m !== null)
        .map((m) => [m[1]!, m[2] ?? m[3]!]),
    );
  const conf = block('default.conf').join('\n');
  const location = (head: string) => {
    const start = conf.indexOf(`location ${head} {`);
    assert.ok(start >= 0, `location ${head}`);
    return conf.slice(start, conf.indexOf('\n  }', start));
  };

  test('security-headers.inc is securityHeaders() for the CDN origin, HSTS by scheme', () => {
    const headers = addHeaders(block('security-headers.inc'));
    const expected = securityHeaders({ remoteOrigins: K8S_REMOTE_ORIGINS, https: true });
    assert.deepEqual(Object.keys(headers).sort(), Object.keys(expected).sort());
    for (const [name, value] of Object.entries(expected)) {
      if (name === 'Strict-Transport-Security') assert.equal(headers[name], '$rn_hsts');
      else assert.equal(headers[name], value, name);
    }
    assert.match(conf, new RegExp(`map \\$rn_scheme \\$rn_hsts \\{ https "${HSTS}"; default ""; \\}`));
  });

  test('every location that serves the shell or the manifest includes it', () => {
    for (const head of ['= /manifest.json', '/'])
      assert.match(location(head), /include \/etc\/nginx\/conf\.d\/security-headers\.inc;/, head);
    const hashed = /location ~\* "(.+)" \{([^}]*)\}/.exec(conf);
    assert.ok(hashed, 'the hashed-files location');
    assert.equal(hashed[1], HASHED.source, 'the same pattern as cache-rules.ts');
    assert.match(hashed[2]!, /include \/etc\/nginx\/conf\.d\/security-headers\.inc;/);
  });

  test('/api/ overwrites X-Forwarded-For with the real-ip client, never appends; API answers get nosniff, HSTS and the API policy', () => {
    const api = location('/api/');
    assert.match(api, /proxy_set_header X-Forwarded-For \$remote_addr;/);
    assert.doesNotMatch(conf, /proxy_add_x_forwarded_for/);
    assert.match(api, /proxy_set_header X-Forwarded-Proto \$rn_scheme;/);
    assert.match(api, /proxy_set_header Forwarded "";/);
    assert.match(api, /proxy_set_header X-Real-IP "";/);
    assert.match(conf, /real_ip_header X-Forwarded-For;/);
    // the trusted hops are the same list for the address and for the scheme
    const realIp = [...conf.matchAll(/set_real_ip_from (\S+);/g)].map((m) => m[1]);
    const geo = /geo \$realip_remote_addr \$rn_from_lb \{ default 0; ((?:\S+ 1; )+)\}/.exec(conf);
    assert.ok(geo && realIp.length > 0);
    assert.deepEqual(
      geo[1]!
        .trim()
        .split(/ 1;\s*/)
        .filter(Boolean),
      realIp,
    );
    const headers = addHeaders(api.split('\n'));
    assert.deepEqual(headers, {
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': '$rn_hsts',
      'Content-Security-Policy': '$rn_api_csp',
    });
    assert.ok(conf.includes(`default "${API_CSP}"`), 'the API policy is API_CSP');
  });
});
