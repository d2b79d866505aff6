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
import { MANIFEST_BLOCK_ID, ownerOfPath, stitchFirstView } from './first-view';
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

const page = async (p: string) => {
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
      `fetch ${folder(v2)}mf-manifest.json`,
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

  test('a manifest cannot end the JSON block or write markup into the page', () => {
    const html = stitchFirstView('<html><head></head><body></body></html>', {
      cdnDir: '/nowhere',
      manifest: { remotes: { mf_search: { version: '</script><script>alert(1)</script>', entry: 'http://x/"><b>' } } },
      pathname: '/en-id',
    });
    assert.equal(html.match(/<script/g)?.length, 1);
    assert.ok(!html.includes('</script><script>'));
  });
});
