/**
 * The first view the edge stitches into the page (first-view.ts): the live manifest and the owning
 * remote's preloads, read from its live version folder, so a release and a rollback move them with
 * the remote. Served by a real edge over a fixture CDN.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createEdge } from './edge';
import { firstViewPreloads, MANIFEST_BLOCK_ID, ownerOfPath, stitchFirstView } from './first-view';
import { publish, rollback, type ReleaseStore } from './releases';
import { REMOTES, type RemoteName } from './remotes';
import { makeTempRoot, writeRemoteBuild, writeShellBuild } from './testing/fixtures';

const remotePorts = Object.fromEntries(REMOTES.map((r, i) => [r.name, 9201 + i])) as Record<RemoteName, number>;

/** A remote build whose mf-manifest.json names its first-view files as the federation plugin writes them. */
function writeFederatedBuild(root: string, folder: string, chunk: string): void {
  writeRemoteBuild(root, folder, chunk);
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [{ path: './app', assets: { js: { sync: [`${chunk}.js`, '__federation_expose_app.js'], async: ['later.js'] }, css: { sync: [`${chunk}.css`], async: [] } } }],
  };
  fs.writeFileSync(path.join(root, folder, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  // the prerendered first view shared/build/first-view.cjs writes: FAQ in English and Thai
  fs.mkdirSync(path.join(root, folder, 'dist', 'first-view'));
  fs.writeFileSync(path.join(root, folder, 'dist', 'first-view', 'faq.en.html'), `<h1>FAQ ${chunk}</h1>`);
  fs.writeFileSync(path.join(root, folder, 'dist', 'first-view', 'faq.th.html'), `<h1>คำถาม ${chunk}</h1>`);
  fs.writeFileSync(path.join(root, folder, 'dist', 'first-view', 'first-view.css'), `h1{color:red}`);
}

let root: string;
let store: ReleaseStore;
let edge: FastifyInstance;
let base: string;

before(async () => {
  root = makeTempRoot();
  writeShellBuild(root);
  store = { rootDir: root, cdnDir: path.join(root, 'deploy', '.cdn') };
  edge = await createEdge({ shellDir: path.join(root, 'shell', 'dist'), cdnDir: store.cdnDir, apiUrl: null, remotePorts });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
});
after(async () => {
  await edge.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = async (p: string, host?: string) => {
  if (host) {
    // fetch() sets Host itself: the site's host name goes through a plain request
    const res = await edge.inject({ method: 'GET', url: p, headers: { accept: 'text/html', host } });
    return { status: res.statusCode, cache: String(res.headers['cache-control']), html: res.body };
  }
  const res = await fetch(base + p, { headers: { accept: 'text/html' } });
  return { status: res.status, cache: res.headers.get('cache-control'), html: await res.text() };
};
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin)? href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
const fragmentOf = (html: string) => /<div id="rn-skeleton"[^>]*><div class="rn-first-view" inert>(.*?)<\/div>/.exec(html)?.[1] ?? null;
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
const manifestBlock = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${MANIFEST_BLOCK_ID}">(.*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as { remotes: Record<string, { version: string; entry: string }> }) : null;
};

describe('the page the edge serves', () => {
  test('carries the live manifest and preloads the owner\'s first view; a rollback changes both on the next load', async () => {
    writeFederatedBuild(root, 'mf-content', 'faq-v1');
    const v1 = (await publish(store, 'mf_content')).version;
    writeFederatedBuild(root, 'mf-content', 'faq-v2');
    const v2 = (await publish(store, 'mf_content')).version;

    const folder = (v: string) => `http://127.0.0.1:9206/mf-content/${v}/`;
    const live = await page('/en-id/faq');
    assert.equal(live.status, 200);
    assert.equal(live.cache, 'no-cache');
    assert.equal(manifestBlock(live.html)?.remotes.mf_content?.version, v2);
    assert.deepEqual(preloads(live.html), [
      `style ${folder(v2)}faq-v2.css`,
      `script ${folder(v2)}remoteEntry.js`,
      `script ${folder(v2)}faq-v2.js`,
      `script ${folder(v2)}__federation_expose_app.js`,
    ]);
    // stitched before </head>, the shell's own tags kept
    assert.match(live.html, /<script defer src="\/main.js"><\/script><script type="application\/json"[^]*<\/head>/);

    // the prerendered first view of the live version, in the page's language, in the skeleton area
    assert.equal(fragmentOf(live.html), '<h1>FAQ faq-v2</h1>');
    assert.equal(fragmentOf((await page('/th-th/faq')).html), '<h1>คำถาม faq-v2</h1>');
    assert.deepEqual(stylesheets(live.html), [`${folder(v2)}first-view/first-view.css`]);

    await rollback(store, 'mf_content');
    const back = await page('/en-id/faq?x=1');
    assert.equal(fragmentOf(back.html), '<h1>FAQ faq-v1</h1>');
    assert.deepEqual(stylesheets(back.html), [`${folder(v1)}first-view/first-view.css`]);
    assert.equal(manifestBlock(back.html)?.remotes.mf_content?.version, v1);
    assert.ok(preloads(back.html).includes(`script ${folder(v1)}faq-v1.js`));
    assert.ok(!back.html.includes(v2), 'nothing of the rolled-back version is left in the page');
  });

  test('a language or page the live version has no first view for keeps the shell\'s skeleton', async () => {
    const { html } = await page('/id-id/faq');
    assert.equal(fragmentOf(html), null);
    assert.deepEqual(stylesheets(html), []);
    assert.ok(preloads(html).length > 0, 'still preloads the remote');
  });

  test('the corporate and brand sites keep the shell\'s skeleton (a fragment is the main site\'s first view), still preloading the remote', async () => {
    assert.ok(fragmentOf((await page('/en-id/faq', 'www.rednest.test')).html));
    for (const [host, p] of [['corporate.rednest.test', '/en-id/faq'], ['www.rednest.test', '/en-id/faq?site=corporate']] as const) {
      const { html } = await page(p, host);
      assert.equal(fragmentOf(html), null, `${host}${p}`);
      assert.deepEqual(stylesheets(html), []);
      assert.ok(preloads(html).length > 0);
    }
  });

  test('a Thai page with a first view preloads the shell\'s bundled Thai font, regular and bold; other languages nothing', async () => {
    const fonts = path.join(root, 'shell', 'dist', 'fonts');
    fs.mkdirSync(fonts, { recursive: true });
    for (const f of ['noto-sans-thai-thai-400-normal.0a1b2c3d.woff2', 'noto-sans-thai-thai-700-normal.4e5f6a7b.woff2', 'noto-sans-vietnamese-400-normal.11223344.woff2']) {
      fs.writeFileSync(path.join(fonts, f), 'wOF2');
    }
    const fontLinks = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(fontLinks((await page('/th-th/faq')).html), ['/fonts/noto-sans-thai-thai-400-normal.0a1b2c3d.woff2', '/fonts/noto-sans-thai-thai-700-normal.4e5f6a7b.woff2']);
    assert.deepEqual(fontLinks((await page('/en-id/faq')).html), []);
    // no fragment, nothing drawn before the scripts: the shell loads the font itself where needed
    assert.deepEqual(fontLinks((await page('/th-th/signIn')).html), []);
    // and the font files are what the shell serves
    assert.equal((await fetch(`${base}/fonts/noto-sans-thai-thai-400-normal.0a1b2c3d.woff2`)).status, 200);
  });

  test('pages another remote owns preload that remote; pages nobody owns and remotes not published preload nothing', async () => {
    writeFederatedBuild(root, 'mf-account', 'signin');
    await publish(store, 'mf_account');
    assert.ok(preloads((await page('/en-id/signIn')).html).some((p) => p.includes('/mf-account/') && p.endsWith('signin.js')));
    for (const p of ['/', '/en-id/nothing-here', '/en-id/my-bookings']) {
      const { status, html } = await page(p);
      assert.equal(status, 200);
      assert.deepEqual(preloads(html), [], p);
      assert.equal(fragmentOf(html), null, p);
      assert.ok(manifestBlock(html), `${p} still carries the manifest`);
    }
  });
});

describe('pieces', () => {
  test('the owner of a path: locale first, then the registry\'s segment rule', () => {
    assert.equal(ownerOfPath('/en-id'), 'mf_search');
    assert.equal(ownerOfPath('/en-id/hotel/some-hotel'), 'mf_search');
    assert.equal(ownerOfPath('/th-th/faq'), 'mf_content');
    assert.equal(ownerOfPath('/en-id/paymentInstruction'), 'mf_booking');
    assert.equal(ownerOfPath('/faq'), null);
    assert.equal(ownerOfPath('/'), null);
  });

  test('the largest paint an API answer names is preloaded at high priority, escaped', () => {
    const html = stitchFirstView('<html><head></head><body></body></html>', {
      cdnDir: '/nowhere',
      manifest: { remotes: {} },
      pathname: '/en-id',
      lcpImage: '/cdn/banners/1.svg?a=1&b="x"',
    });
    assert.match(html, /<link rel="preload" as="image" fetchpriority="high" href="\/cdn\/banners\/1\.svg\?a=1&amp;b=&quot;x&quot;"><\/head>/);
    assert.ok(!stitchFirstView('<html><head></head></html>', { cdnDir: '/nowhere', manifest: { remotes: {} }, pathname: '/en-id', lcpImage: null }).includes('as="image"'));
  });

  test('a manifest cannot end the JSON block or write markup into the page', () => {
    const html = stitchFirstView('<html><head></head><body></body></html>', {
      cdnDir: '/nowhere',
      manifest: { remotes: { mf_search: { version: '</script><script>alert(1)</script>', entry: 'http://x/"><b>' } } },
      pathname: '/en-id',
    });
    assert.equal(html.match(/<script/g)?.length, 1);
    assert.ok(!html.includes('</script><script>'));
  });

  test('the entry script is preloaded as a script; only an older manifest naming mf-manifest.json also gets a fetch preload', async () => {
    writeFederatedBuild(root, 'mf-content', 'faq-v3');
    const { version } = await publish(store, 'mf_content');
    const folder = `http://127.0.0.1:9206/mf-content/${version}/`;
    const tags = (file: string) => firstViewPreloads({ cdnDir: store.cdnDir, manifest: { remotes: { mf_content: { version, entry: folder + file } } }, pathname: '/en-id/faq' });
    assert.deepEqual(tags('remoteEntry.js'), [
      `<link rel="preload" as="style" href="${folder}faq-v3.css">`,
      `<link rel="preload" as="script" href="${folder}remoteEntry.js">`,
      `<link rel="preload" as="script" href="${folder}faq-v3.js">`,
      `<link rel="preload" as="script" href="${folder}__federation_expose_app.js">`,
    ]);
    assert.deepEqual(tags('mf-manifest.json')[0], `<link rel="preload" as="fetch" crossorigin href="${folder}mf-manifest.json">`);
    assert.equal(tags('mf-manifest.json').length, 5);
  });
});
