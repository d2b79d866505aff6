/**
 * The cookie notice in the first HTML: drawn for a visitor without the `rn_cookie_notice`
 * cookie, in the page's language, beside the shell's overlay root; not for one who has it, nor on a
 * partner's landing; the page answer varies by cookie. The fragment is what the shell's build writes
 * (shared/build/cookie-notice.cjs) from the shell's own texts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { cookieNoticeFor, cookieNoticeFragment, seenCookieNotice, withCookieNotice } from './cookie-notice';
import { createEdge } from './edge';
import { makeTempRoot } from '../testing/fixtures';
import { REMOTES, type RemoteName } from '../remotes';

const require = createRequire(import.meta.url);
const { cookieNoticeHtml } = require('@rednest/shared/build/cookie-notice') as {
  cookieNoticeHtml(texts: Record<string, string>): string;
};

const PAGE =
  '<!doctype html><html lang="en"><body><header id="rn-header"></header><main id="rn-main"></main><div id="rn-overlay"></div></body></html>';
let root: string;
let shellDir: string;
let edge: FastifyInstance;
let edgeUrl: string;

before(async () => {
  root = makeTempRoot();
  shellDir = path.join(root, 'shell', 'dist');
  fs.mkdirSync(path.join(shellDir, 'cookie-notice'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), PAGE);
  fs.writeFileSync(
    path.join(shellDir, 'cookie-notice', 'en.html'),
    `${cookieNoticeHtml({ 'shell.cookie.title': 'Cookie Policies', 'shell.cookie.text': 'We use cookies <for> "you".', 'shell.cookie.ok': 'OK' })}\n`,
  );
  fs.writeFileSync(
    path.join(shellDir, 'cookie-notice', 'th.html'),
    cookieNoticeHtml({ 'shell.cookie.title': 'นโยบายคุกกี้', 'shell.cookie.text': 'เราใช้คุกกี้', 'shell.cookie.ok': 'ตกลง' }),
  );
  edge = await createEdge({
    shellDir,
    cdnDir: path.join(root, 'cdn'),
    apiUrl: 'http://127.0.0.1:9',
    remotePorts: Object.fromEntries(REMOTES.map((r, i) => [r.name, 9201 + i])) as Record<RemoteName, number>,
  });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  edgeUrl = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
});
after(async () => {
  await edge?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test("the shell build's fragment: the shell's classes and ids, its texts escaped, nothing inline", () => {
  const html = fs.readFileSync(path.join(shellDir, 'cookie-notice', 'en.html'), 'utf8');
  assert.match(
    html,
    /^<section id="rn-cookie-static" class="rn-cookie" role="dialog" aria-modal="false" aria-labelledby="rn-cookie-static-title">/,
  );
  assert.match(html, /<h2 id="rn-cookie-static-title" class="rn-cookie-title">Cookie Policies<\/h2>/);
  assert.match(html, /We use cookies &lt;for&gt; &quot;you&quot;\./);
  assert.match(html, /<button type="button" class="rn-cookie-ok">OK<\/button>/);
  assert.doesNotMatch(html, /style=|<script|on\w+=/);
  assert.throws(() => cookieNoticeHtml({ 'shell.cookie.title': 'x', 'shell.cookie.text': '' }), /shell\.cookie\.text/);
});

test('a first visit gets the notice in its language beside the overlay root; the answer varies by cookie', async () => {
  const res = await fetch(`${edgeUrl}/th-th/faq`, { headers: { accept: 'text/html' } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('vary') ?? '', /Cookie/i);
  const body = await res.text();
  assert.ok(body.includes('<div id="rn-overlay"></div><section id="rn-cookie-static"'), body);
  assert.ok(body.includes('นโยบายคุกกี้'));
  // a language the shell has no file for: English
  assert.ok(
    (await (await fetch(`${edgeUrl}/vi-vn/faq`, { headers: { accept: 'text/html' } })).text()).includes(
      'Cookie Policies',
    ),
  );
  assert.ok(
    (await (await fetch(`${edgeUrl}/`, { headers: { accept: 'text/html' } })).text()).includes('Cookie Policies'),
  );
});

test('a visitor who has seen it, or a partner landing, gets the page without it', async () => {
  const seen = await (
    await fetch(`${edgeUrl}/en-id/faq`, {
      headers: { accept: 'text/html', cookie: 'rn_geo=id; rn_cookie_notice=1764000000000' },
    })
  ).text();
  assert.equal(seen, PAGE);
  const landing = await (
    await fetch(`${edgeUrl}/en-id?referral_url=https%3A%2F%2Fpartner.example%2F`, { headers: { accept: 'text/html' } })
  ).text();
  assert.equal(landing, PAGE);
});

test('the rules alone', () => {
  assert.equal(seenCookieNotice(undefined), false);
  assert.equal(seenCookieNotice('rn_cookie_notice='), false);
  assert.equal(seenCookieNotice('xrn_cookie_notice=12'), false);
  assert.equal(seenCookieNotice('a=1; rn_cookie_notice=12'), true);
  assert.equal(cookieNoticeFragment(path.join(root, 'nowhere'), '/en-id'), null);
  // the shell's minified page writes the root without quotes
  assert.match(
    withCookieNotice(
      '<div id=rn-overlay></div><p>',
      cookieNoticeFor({ shellDir, pathname: '/en-id', search: '', cookie: undefined }),
    ),
    /^<div id=rn-overlay><\/div><section id="rn-cookie-static"[^]*<\/section><p>$/,
  );
  // no overlay root in the page (an older shell): unchanged
  assert.equal(
    withCookieNotice('<html></html>', cookieNoticeFor({ shellDir, pathname: '/en-id', search: '', cookie: undefined })),
    '<html></html>',
  );
});
