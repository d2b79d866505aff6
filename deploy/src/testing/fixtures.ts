/**
 * Tiny stand-ins for built packages, so deploy's tests do not depend on webpack builds: a fake
 * repository root with <folder>/package.json and <folder>/dist, a shell dist, and a fake API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function makeTempRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'rn-deploy-'));
}

/** A release store over <root>/deploy/.cdn with a deterministic clock: each step one minute after 2026-11-22T04:00Z. */
export function fixtureStore(root: string): { rootDir: string; cdnDir: string; now: () => Date } {
  let tick = 0;
  return {
    rootDir: root,
    cdnDir: path.join(root, 'deploy', '.cdn'),
    now: () => new Date(Date.UTC(2026, 10, 22, 4, tick++)),
  };
}

/** The part of a federation mf-manifest.json the deploy code reads, plus the fixture's marker. */
export interface FixtureManifest {
  id: string;
  name: string;
  marker: string;
  exposes: { id: string; name: string; path: string }[];
  shared: { id: string; name: string; version: string; singleton: boolean; requiredVersion: string }[];
}

/** What a remote built with shared/build/webpack.cjs announces: ./app, React 19 and shared 0.1.0 as singletons. */
export function fixtureManifest(folder: string, marker: string): FixtureManifest {
  const name = folder.replace('-', '_');
  const single = (lib: string, version: string, requiredVersion: string) => ({
    id: `${name}:${lib}`,
    name: lib,
    version,
    singleton: true,
    requiredVersion,
  });
  return {
    id: name,
    name,
    marker,
    exposes: [{ id: `${name}:app`, name: 'app', path: './app' }],
    shared: [
      single('react', '19.3.1', '^19.0.0'),
      single('react-dom', '19.3.1', '^19.0.0'),
      single('@rednest/shared/session', '0.1.0', '^0.1.0'),
    ],
  };
}

/**
 * Writes <root>/<folder>/dist as a remote build would; `marker` changes the content (→ new
 * version); `edit` changes its mf-manifest.json (e.g. to make a build the shell must refuse).
 */
export function writeRemoteBuild(
  root: string,
  folder: string,
  marker: string,
  version = '1.2.3',
  edit?: (m: FixtureManifest) => void,
): void {
  const dir = path.join(root, folder);
  fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@rednest/${folder}`, version }));
  const dist = path.join(dir, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'remoteEntry.js'),
    `/* ${folder} ${marker} */ var x = ${JSON.stringify('y'.repeat(4000))};`,
  );
  const manifest = fixtureManifest(folder, marker);
  edit?.(manifest);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, '123.abcdef12.js'), `console.log(${JSON.stringify(marker)});`);
}

export function writeShellBuild(root: string): string {
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.js"></script></head><body><main id="rn-main"><div id="rn-skeleton" aria-hidden="true"><div class="rn-sk"></div></div></main><div id="app">shell</div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'main.js'), `console.log("shell main"); ${'/* padding */ '.repeat(200)}`);
  fs.writeFileSync(path.join(dist, '77.0123abcd.js'), 'console.log("chunk");');
  return dist;
}

/**
 * A fake API: answers /ready at its root and echoes every /api/* request (method, url, body) so
 * tests can see the edge forwarded the path unchanged.
 */
export function writeFakeApi(root: string): string {
  const file = path.join(root, 'fake-api.mjs');
  fs.writeFileSync(
    file,
    `import http from 'node:http';
const port = Number(process.env.PORT);
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    if (req.url === '/ready') { res.writeHead(200, { 'content-type': 'application/json' }); return res.end('{"status":"ready"}'); }
    if (req.url.startsWith('/api/big')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ hotels: Array.from({ length: 500 }, (_, i) => ({ id: i, name: 'Hotel ' + i })) }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, url: req.url, body, host: process.env.HOST, seed: process.env.SEED_SIZE ?? null, siteUrl: process.env.SITE_URL ?? null, forwardedHost: req.headers['x-forwarded-host'] ?? null, forwardedProto: req.headers['x-forwarded-proto'] ?? null }));
  });
});
server.listen(port, process.env.HOST, () => console.log('api ready on http://' + process.env.HOST + ':' + port));
process.on('SIGTERM', () => { console.log('fake api: SIGTERM'); server.close(() => process.exit(0)); });
`,
  );
  return file;
}
