/**
 * What the edge tells search engines (crawlers.ts): spec §9's noindex hosts, robots.txt and the
 * sitemap, served by a real edge; and the page's language in its first byte (first-view.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { isNoindexHost, plainHost, robotsTxt, SITEMAP_PAGES, sitemapXml } from './crawlers';
import { createEdge } from './edge';
import { pageLanguage } from './first-view/first-view';
import { REMOTES, type RemoteName } from '../remotes';
import { makeTempRoot, writeShellBuild } from '../testing/fixtures';

let root: string;
let edge: FastifyInstance;

before(async () => {
  root = makeTempRoot();
  writeShellBuild(root);
  const remotePorts = Object.fromEntries(REMOTES.map((r, i) => [r.name, 9301 + i])) as Record<RemoteName, number>;
  edge = await createEdge({
    shellDir: path.join(root, 'shell', 'dist'),
    cdnDir: path.join(root, 'deploy', '.cdn'),
    apiUrl: null,
    remotePorts,
  });
});
after(async () => {
  await edge.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, host: string) => edge.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

test("spec §9: the corporate, mobile and newm hosts' answers say noindex; the main site's and a brand's do not", async () => {
  for (const host of [
    'corporate.rednest.test',
    'm.rednest.test',
    'mobile.rednest.test:8080',
    'newm.rednest.test',
    'newm-id.rednest.test',
  ]) {
    assert.equal(isNoindexHost(host), true, host);
    const page = await get('/en-id/faq', host);
    assert.equal(page.headers['x-robots-tag'], 'noindex', host);
  }
  assert.equal(
    (await get('/en-id?site=corporate', 'www.rednest.test')).headers['x-robots-tag'],
    'noindex',
    'the corporate site chosen by ?site=',
  );
  for (const host of ['www.rednest.test', 'localhost:8080', 'indonesia.rednest.test', 'mom.rednest.test']) {
    assert.equal(isNoindexHost(host), false, host);
    assert.equal((await get('/en-id/faq', host)).headers['x-robots-tag'], undefined, host);
  }
});

test('robots.txt lets everything but the API be crawled and names the sitemap (none on a noindex host)', async () => {
  const res = await get('/robots.txt', 'www.rednest.test');
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain/);
  assert.equal(res.body, 'User-agent: *\nDisallow: /api/\n\nSitemap: http://www.rednest.test/sitemap.xml\n');
  assert.equal((await get('/robots.txt', 'corporate.rednest.test')).body, 'User-agent: *\nDisallow: /api/\n');
  assert.equal(
    robotsTxt(null, false),
    'User-agent: *\nDisallow: /api/\n',
    'a Host that is not a host name is never echoed',
  );
});

test('the sitemap lists the public pages of every locale, each with its alternates; a noindex host and a forged Host get none', async () => {
  const res = await get('/sitemap.xml', 'localhost:8080');
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^application\/xml/);
  const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.equal(locs.length, SITEMAP_PAGES.length * 8);
  for (const url of [
    'http://localhost:8080/en-id',
    'http://localhost:8080/th-th/faq',
    'http://localhost:8080/vi-vn/what-is-redcash',
    'http://localhost:8080/en-sg/sitemap-singapore',
  ]) {
    assert.ok(locs.includes(url), url);
  }
  assert.match(
    res.body,
    /<url><loc>http:\/\/localhost:8080\/id-id\/faq<\/loc><xhtml:link rel="alternate" hreflang="id-ID" href="http:\/\/localhost:8080\/id-id\/faq"\/>[^]*hreflang="th-TH" href="http:\/\/localhost:8080\/th-th\/faq"\/>[^]*hreflang="x-default" href="http:\/\/localhost:8080\/en-id\/faq"\/><\/url>/,
  );
  assert.equal((await get('/sitemap.xml', 'corporate.rednest.test')).statusCode, 404);
  const forged = await get('/sitemap.xml', 'evil.test"><script>');
  assert.equal(forged.statusCode, 400);
  assert.equal(JSON.parse(forged.body).code, 'BAD_HOST');
  assert.equal(plainHost('a.b:99999x'), null);
  assert.equal(plainHost('WWW.RedNest.test:443'), 'www.rednest.test:443');
  assert.ok(!sitemapXml('https://x.test').includes('&'), 'no unescaped markup');
});

test("a page says its language from the first byte: the locale's, not index.html's English", async () => {
  assert.equal(pageLanguage('/th-th/faq'), 'th');
  assert.equal(pageLanguage('/en-id'), 'en');
  assert.equal(pageLanguage('/xx-yy'), null);
  assert.equal(pageLanguage('/'), null);
  const th = await get('/th-th/faq', 'localhost:8080');
  assert.match(th.body, /<html lang="th"/);
  const vi = await get('/vi-vn', 'localhost:8080');
  assert.match(vi.body, /<html lang="vi"/);
});
