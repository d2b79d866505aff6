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
import { createEdge } from '../edge';
import {
  ANSWERS_BLOCK_ID,
  fillBannerStrip,
  fillHotelPicture,
  fillListingPicture,
  fillSummaryPicture,
  firstViewPreloads,
  MANIFEST_BLOCK_ID,
  ownerOfPath,
  staticFrame,
  stitchFirstView,
  summaryPicture,
} from './first-view';
import type { Banner, HomeBanners } from './home-banners';
import type { HotelPicture } from './hotel-pictures';
import type { PageAnswer } from './page-answers';
import { publish, rollback } from '../../releases/releases';
import type { ReleaseStore } from '../../releases/store';
import { REMOTES, type RemoteName } from '../../remotes';
import { makeTempRoot, writeRemoteBuild, writeShellBuild } from '../../testing/fixtures';

const remotePorts = Object.fromEntries(REMOTES.map((r, i) => [r.name, 9201 + i])) as Record<RemoteName, number>;

/** A remote build whose mf-manifest.json names its first-view files as the federation plugin writes them. */
function writeFederatedBuild(root: string, folder: string, chunk: string): void {
  writeRemoteBuild(root, folder, chunk);
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [
      {
        path: './app',
        assets: {
          js: { sync: [`${chunk}.js`, '__federation_expose_app.js'], async: ['later.js'] },
          css: { sync: [`${chunk}.css`], async: [] },
        },
      },
    ],
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
  edge = await createEdge({
    shellDir: path.join(root, 'shell', 'dist'),
    cdnDir: store.cdnDir,
    apiUrl: null,
    remotePorts,
  });
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
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin)? href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
const fragmentOf = (html: string) =>
  /<div id="rn-skeleton"[^>]*><div class="rn-first-view" inert>(.*?)<\/div>/.exec(html)?.[1] ?? null;
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
const manifestBlock = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${MANIFEST_BLOCK_ID}">(.*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as { remotes: Record<string, { version: string; entry: string }> }) : null;
};

/** mf-search's strip template as its first-view build writes it (mf-search banner-strip.tsx BANNER_TEMPLATE). */
const card = (loading: string) =>
  `<li class="item"><a class="banner" href="/__rn_banner_link__"><img class="image" src="/__rn_banner_image__" alt="__rn_banner_alt__" width="640" height="240" ${loading} decoding="async"/></a></li>`;
const STRIP_TEMPLATE = `<section class="strip-section" data-rn-slot="banners"><h2>Offers</h2><ul class="strip">${[
  card('loading="eager" fetchpriority="high"'),
  card('loading="eager"'),
  card('loading="eager"'),
  card('loading="eager"'),
  card('loading="lazy"'),
].join('')}</ul></section>`;
const HOME_FRAGMENT = `<h1>Find a stay</h1><section class="strip-section" aria-busy="true" data-rn-slot="banners"><h2>Offers</h2><div class="strip"><span class="sk"></span></div></section><section><h2>Popular</h2></section>`;
const bannerOf = (id: number, over: Partial<Banner> = {}): Banner => ({
  id,
  title: `Offer ${id}`,
  subtitle: `Subtitle ${id}`,
  image_url: `/cdn/banners/${id}.svg`,
  link_url: `/en-id/offers/${id}`,
  country: 'id',
  ...over,
});
/** mf-search's hotel skeleton as its first-view build writes it: the page's fragment marks the gallery, the template draws it with a placeholder picture (shared first-view-slots.ts). */
const hotelSkeleton = (gallery: string) =>
  `<div class="skeleton" role="status"><span class="sk"></span><div class="gallery" data-rn-slot="hotel-picture">${gallery}</div><span class="sk"></span></div>`;
const HOTEL_FRAGMENT = hotelSkeleton('<span role="status" aria-busy="true"><span class="sk"></span></span>');
const HOTEL_TEMPLATE = hotelSkeleton(
  '<span class="sk"></span><img class="pic" src="/__rn_hotel_picture__" alt="Photo of __rn_hotel_name__" width="800" height="600" fetchpriority="high" decoding="async"/>',
);
const hotelPicture = (over: Partial<HotelPicture> = {}): HotelPicture => ({
  url: '/api/search/v1/properties/7/pictures/1.svg',
  caption: '',
  name: 'Rumah Kelapa',
  ...over,
});
/** mf-search's listing skeleton: the page's fragment marks the first card's picture, the template draws it with a placeholder picture */
const listingSkeleton = (picture: string) =>
  `<div class="skeleton" role="status"><div class="card"><div class="picture" data-rn-slot="listing-picture">${picture}</div><div class="lines"></div></div></div>`;
const LISTING_FRAGMENT = listingSkeleton('<span role="status" aria-busy="true"><span class="sk"></span></span>');
const LISTING_TEMPLATE = listingSkeleton(
  '<span class="sk"></span><img class="first" src="/__rn_listing_picture__" alt="Photo of __rn_listing_name__" width="800" height="600" fetchpriority="high" decoding="async"/>',
);
const homeBanners = (...banners: Banner[]): HomeBanners => ({ country: 'id', answer: { banners }, at: 1700000000000 });

/** Two releases of mf-search with these first-view files: v1 without the slot's template, v2 with it. */
async function publishSearchWithSlot(fragments: Record<string, string>, template: Record<string, string>) {
  const release = async (chunk: string, files: Record<string, string>) => {
    writeFederatedBuild(root, 'mf-search', chunk);
    for (const [name, html] of Object.entries(files))
      fs.writeFileSync(path.join(root, 'mf-search', 'dist', 'first-view', name), html);
    return publish(store, 'mf_search');
  };
  const key = Object.keys(template)[0]!;
  return { v1: await release(`${key}-v1`, fragments), v2: await release(`${key}-v2`, { ...fragments, ...template }) };
}

describe('the page the edge serves', () => {
  test("carries the live manifest and preloads the owner's first view; a rollback changes both on the next load", async () => {
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

  test("home: the strip drawn from the banners with the live version's template, and the answer for the page's cache; a version without the template keeps the skeleton strip", async () => {
    const { v1, v2 } = await publishSearchWithSlot(
      { 'index.en.html': HOME_FRAGMENT },
      { 'slot.banners.en.html': STRIP_TEMPLATE },
    );
    const manifestOf = (version: string) => ({
      remotes: { mf_search: { version, entry: `http://127.0.0.1:9201/mf-search/${version}/remoteEntry.js` } },
    });
    const stitch = (
      version: string,
      pathname = '/en-id',
      banners: HomeBanners | null = homeBanners(bannerOf(1), bannerOf(2)),
    ) =>
      stitchFirstView(
        '<html><head></head><body><main id="rn-main"><div id="rn-skeleton" aria-hidden="true"><div class="rn-sk"></div></div></main></body></html>',
        {
          cdnDir: store.cdnDir,
          manifest: manifestOf(version),
          pathname,
          banners,
        },
      );
    const answersOf = (html: string) => {
      const m = new RegExp(`<script type="application/json" id="${ANSWERS_BLOCK_ID}">(.*?)</script>`).exec(html);
      return m ? JSON.parse(m[1]!) : null;
    };

    const html = stitch(v2.version);
    assert.match(
      html,
      /<h1>Find a stay<\/h1><section class="strip-section" data-rn-slot="banners"><h2>Offers<\/h2><ul class="strip"><li class="item"><a class="banner" href="\/en-id\/offers\/1"><img class="image" src="\/cdn\/banners\/1\.svg"/,
    );
    assert.ok(!html.includes('aria-busy="true"'), 'the skeleton strip is replaced');
    assert.match(html, /<section><h2>Popular<\/h2><\/section>/, 'the rest of the fragment as it was');
    assert.deepEqual(answersOf(html), [
      {
        endpoint: 'loadBanners',
        input: { query: { country: 'id' } },
        data: { banners: [bannerOf(1), bannerOf(2)] },
        at: 1700000000000,
      },
    ]);

    assert.ok(!stitch(v2.version, '/en-id', homeBanners()).includes('data-rn-slot'), 'no banners: no strip');
    const noAnswer = stitch(v2.version, '/en-id', null);
    assert.ok(
      noAnswer.includes('aria-busy="true"') && answersOf(noAnswer) === null,
      'no answer in time: skeleton strip, nothing for the cache',
    );
    const older = stitch(v1.version);
    assert.ok(
      older.includes('aria-busy="true"') && !older.includes('<ul class="strip">'),
      'a version without the template: the skeleton strip',
    );
    assert.ok(answersOf(older), "the answer still serves the page's cache");
    assert.equal(
      answersOf(stitch(v2.version, '/en-id', homeBanners(bannerOf(1, { title: '</script><script>alert(1)</script>' }))))
        .length,
      1,
      'an answer cannot end its block',
    );
  });

  test("hotel: the skeleton gallery drawn with the hotel's first picture from the live version's template, preloaded first; a version without the template keeps the skeleton gallery", async () => {
    const { v1, v2 } = await publishSearchWithSlot(
      { 'hotel.en.html': HOTEL_FRAGMENT },
      { 'slot.hotel-picture.en.html': HOTEL_TEMPLATE },
    );
    const stitch = (version: string, picture: HotelPicture | null) =>
      stitchFirstView(
        '<html><head><meta charset="utf-8"></head><body><main id="rn-main"><div id="rn-skeleton" aria-hidden="true"><div class="rn-sk"></div></div></main></body></html>',
        {
          cdnDir: store.cdnDir,
          manifest: {
            remotes: { mf_search: { version, entry: `http://127.0.0.1:9201/mf-search/${version}/remoteEntry.js` } },
          },
          pathname: '/en-id/hotel/rumah-kelapa',
          hotelPicture: picture,
        },
      );

    const html = stitch(v2.version, hotelPicture());
    assert.ok(
      html.includes(
        hotelSkeleton(
          '<span class="sk"></span><img class="pic" src="/api/search/v1/properties/7/pictures/1.svg" alt="Photo of Rumah Kelapa" width="800" height="600" fetchpriority="high" decoding="async"/>',
        ),
      ),
      html,
    );
    assert.match(
      html,
      /^<html lang="en"><head><meta charset="utf-8"><link rel="preload" as="image" fetchpriority="high" href="\/api\/search\/v1\/properties\/7\/pictures\/1\.svg">/,
      'the picture first in <head>',
    );
    assert.ok(!html.includes('aria-busy="true"><span class="sk">'), 'the skeleton gallery is replaced');

    const older = stitch(v1.version, hotelPicture());
    assert.ok(older.includes(HOTEL_FRAGMENT), 'a version without the template: the skeleton gallery');
    assert.match(
      older,
      /as="image" fetchpriority="high" href="\/api\/search/,
      'still preloaded: the mounted page draws it',
    );
    assert.ok(
      stitch(v2.version, null).includes(HOTEL_FRAGMENT) && !stitch(v2.version, null).includes('as="image"'),
      'no answer in time: the skeleton gallery, no picture preload',
    );
  });

  test("booking summary: the stay card drawn with the hotel's picture from its hotelDetails answer, preloaded first; no answer keeps the empty card", async () => {
    const summarySkeleton = (picture: string) =>
      `<section><h1>Review your stay</h1><div class="card"><div class="picture" data-rn-slot="summary-picture">${picture}</div></div></section>`;
    // a store of its own: the other tests see mf-booking unpublished
    const own = makeTempRoot();
    const ownStore: ReleaseStore = { rootDir: own, cdnDir: path.join(own, 'deploy', '.cdn') };
    writeFederatedBuild(own, 'mf-booking', 'summary-v1');
    fs.writeFileSync(path.join(own, 'mf-booking', 'dist', 'first-view', 'bookingsummary.en.html'), summarySkeleton(''));
    fs.writeFileSync(
      path.join(own, 'mf-booking', 'dist', 'first-view', 'slot.summary-picture.en.html'),
      summarySkeleton(
        '<img class="img" src="/__rn_summary_picture__" alt="__rn_summary_hotel__" width="800" height="600" fetchPriority="high" decoding="async"/>',
      ),
    );
    const { version } = await publish(ownStore, 'mf_booking');
    const hotelAnswer = (data: unknown): PageAnswer[] => [
      { endpoint: 'hotelDetails', input: { query: {}, params: { id: 'rumah-kelapa' } }, data, at: 1 },
    ];
    const stitch = (answers: PageAnswer[], pathname = '/en-id/bookingsummary') =>
      stitchFirstView(
        '<html><head><meta charset="utf-8"></head><body><main id="rn-main"><div id="rn-skeleton" aria-hidden="true"><div class="rn-sk"></div></div></main></body></html>',
        {
          cdnDir: ownStore.cdnDir,
          manifest: {
            remotes: { mf_booking: { version, entry: `http://127.0.0.1:9202/mf-booking/${version}/remoteEntry.js` } },
          },
          pathname,
          answers,
        },
      );
    const html = stitch(hotelAnswer({ name: 'Rumah "Kelapa"', lead_picture: '/api/images/properties/41/1.svg' }));
    assert.ok(
      html.includes(
        summarySkeleton(
          '<img class="img" src="/api/images/properties/41/1.svg" alt="Rumah &quot;Kelapa&quot;" width="800" height="600" fetchPriority="high" decoding="async"/>',
        ),
      ),
      html,
    );
    assert.match(html, /<meta charset="utf-8"><link rel="preload" as="image" fetchpriority="high" href="\/api\/images/);
    const none = stitch([]);
    assert.ok(none.includes(summarySkeleton('')) && !none.includes('as="image"'), 'no answer: the empty card');
    assert.equal(
      summaryPicture('/en-id/bookingsummary', hotelAnswer({ name: 'x', lead_picture: 'javascript:alert(1)' })),
      null,
      'an unsafe address is not drawn',
    );
    assert.equal(summaryPicture('/en-id/hotel/x', hotelAnswer({ name: 'x', lead_picture: '/a.svg' })), null);
    assert.equal(fillSummaryPicture(summarySkeleton(''), { url: '/a.svg', caption: '', name: 'x' }), null);
  });

  test('the hotel picture from the template: caption as alt text, else the name; values escaped; an unexpected template keeps the skeleton', () => {
    const captioned = fillHotelPicture(
      HOTEL_TEMPLATE,
      hotelPicture({ caption: 'Lobby "at night" <b>', url: '/api/p/1.svg?a=1&b=2' }),
    )!;
    assert.match(
      captioned,
      /<img class="pic" src="\/api\/p\/1\.svg\?a=1&amp;b=2" alt="Lobby &quot;at night&quot; &lt;b>" width="800"/,
    );
    const named = fillHotelPicture(HOTEL_TEMPLATE, hotelPicture({ name: 'Kost "Mawar" & Co' }))!;
    assert.match(named, /alt="Photo of Kost &quot;Mawar&quot; &amp; Co"/);
    assert.ok(!named.includes('__rn_hotel'));
    assert.equal(fillHotelPicture(HOTEL_FRAGMENT, hotelPicture()), null, 'no picture in the template');
    assert.equal(
      fillHotelPicture(hotelSkeleton('<img src="/other.svg" alt="x"/>'), hotelPicture()),
      null,
      'not the placeholder picture',
    );
    assert.equal(
      fillHotelPicture(
        hotelSkeleton('<img src="/__rn_hotel_picture__" alt="x"/><img src="/__rn_hotel_picture__" alt="y"/>'),
        hotelPicture(),
      ),
      null,
      'more than one picture',
    );
  });

  test("listing: the first card drawn with the first result's picture from the live version's template, preloaded first; a version without the template keeps the skeleton card", async () => {
    const { v1, v2 } = await publishSearchWithSlot(
      { 'search.en.html': LISTING_FRAGMENT },
      { 'slot.listing-picture.en.html': LISTING_TEMPLATE },
    );
    const stitch = (version: string, picture: HotelPicture | null) =>
      stitchFirstView(
        '<html><head><meta charset="utf-8"></head><body><main id="rn-main"><div id="rn-skeleton" aria-hidden="true"><div class="rn-sk"></div></div></main></body></html>',
        {
          cdnDir: store.cdnDir,
          manifest: {
            remotes: { mf_search: { version, entry: `http://127.0.0.1:9201/mf-search/${version}/remoteEntry.js` } },
          },
          pathname: '/en-id/search',
          listingPicture: picture,
        },
      );

    const html = stitch(v2.version, hotelPicture({ name: 'Kost "Mawar" & Co' }));
    assert.ok(
      html.includes(
        listingSkeleton(
          '<span class="sk"></span><img class="first" src="/api/search/v1/properties/7/pictures/1.svg" alt="Photo of Kost &quot;Mawar&quot; &amp; Co" width="800" height="600" fetchpriority="high" decoding="async"/>',
        ),
      ),
      html,
    );
    assert.match(
      html,
      /^<html lang="en"><head><meta charset="utf-8"><link rel="preload" as="image" fetchpriority="high" href="\/api\/search\/v1\/properties\/7\/pictures\/1\.svg">/,
      'the picture first in <head>',
    );
    assert.ok(
      stitch(v1.version, hotelPicture()).includes(LISTING_FRAGMENT),
      'a version without the template: the skeleton card',
    );
    assert.ok(
      stitch(v2.version, null).includes(LISTING_FRAGMENT) && !stitch(v2.version, null).includes('as="image"'),
      'no answer in time: the skeleton card, no picture preload',
    );
    assert.equal(fillListingPicture(LISTING_FRAGMENT, hotelPicture()), null, 'no picture in the template');
    assert.equal(fillListingPicture(HOTEL_TEMPLATE, hotelPicture()), null, "another slot's template");
  });

  test("a language or page the live version has no first view for keeps the shell's skeleton", async () => {
    const { html } = await page('/id-id/faq');
    assert.equal(fragmentOf(html), null);
    assert.deepEqual(stylesheets(html), []);
    assert.ok(preloads(html).length > 0, 'still preloads the remote');
  });

  test("the corporate and brand sites keep the shell's skeleton (a fragment is the main site's first view), still preloading the remote", async () => {
    assert.ok(fragmentOf((await page('/en-id/faq', 'www.rednest.test')).html));
    for (const [host, p] of [
      ['corporate.rednest.test', '/en-id/faq'],
      ['www.rednest.test', '/en-id/faq?site=corporate'],
    ] as const) {
      const { html } = await page(p, host);
      assert.equal(fragmentOf(html), null, `${host}${p}`);
      assert.deepEqual(stylesheets(html), []);
      assert.ok(preloads(html).length > 0);
    }
  });

  test("a Thai page with a first view preloads the shell's bundled Thai font, regular and bold; other languages nothing", async () => {
    const fonts = path.join(root, 'shell', 'dist', 'fonts');
    fs.mkdirSync(fonts, { recursive: true });
    for (const f of [
      'noto-sans-thai-thai-400-normal.0a1b2c3d.woff2',
      'noto-sans-thai-thai-700-normal.4e5f6a7b.woff2',
      'noto-sans-vietnamese-400-normal.11223344.woff2',
    ]) {
      fs.writeFileSync(path.join(fonts, f), 'wOF2');
    }
    const fontLinks = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    assert.deepEqual(fontLinks((await page('/th-th/faq')).html), [
      '/fonts/noto-sans-thai-thai-400-normal.0a1b2c3d.woff2',
      '/fonts/noto-sans-thai-thai-700-normal.4e5f6a7b.woff2',
    ]);
    assert.deepEqual(fontLinks((await page('/en-id/faq')).html), []);
    // no fragment, nothing drawn before the scripts: the shell loads the font itself where needed
    assert.deepEqual(fontLinks((await page('/th-th/signIn')).html), []);
    // the cookie notice is text drawn before the scripts too: with it, the font comes; once seen, not
    const notices = path.join(root, 'shell', 'dist', 'cookie-notice');
    fs.mkdirSync(notices, { recursive: true });
    fs.writeFileSync(
      path.join(notices, 'th.html'),
      '<section id=rn-cookie-static class=rn-cookie><p>คุกกี้</p></section>',
    );
    assert.equal(fontLinks((await page('/th-th/signIn')).html).length, 2);
    const seen = await edge.inject({
      method: 'GET',
      url: '/th-th/signIn',
      headers: { accept: 'text/html', cookie: `rn_cookie_notice=${Date.now()}` },
    });
    assert.deepEqual(fontLinks(seen.body), []);
    fs.rmSync(notices, { recursive: true, force: true });
    // and the font files are what the shell serves
    assert.equal((await fetch(`${base}/fonts/noto-sans-thai-thai-400-normal.0a1b2c3d.woff2`)).status, 200);
  });

  test('pages another remote owns preload that remote; pages nobody owns and remotes not published preload nothing', async () => {
    writeFederatedBuild(root, 'mf-account', 'signin');
    await publish(store, 'mf_account');
    assert.ok(
      preloads((await page('/en-id/signIn')).html).some((p) => p.includes('/mf-account/') && p.endsWith('signin.js')),
    );
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
  test("the shell's static frame of the page's locale goes into its header and footer, on the main site's pages only", () => {
    const shellDir = fs.mkdtempSync(path.join(root, 'frame-'));
    fs.mkdirSync(path.join(shellDir, 'first-view'));
    fs.mkdirSync(path.join(shellDir, 'fonts'));
    fs.writeFileSync(path.join(shellDir, 'fonts', 'noto-sans-thai-thai-400-normal.0123abcd.woff2'), '');
    for (const locale of ['en-id', 'th-th']) {
      fs.writeFileSync(
        path.join(shellDir, 'first-view', `header.${locale}.html`),
        `<div data-rn-static-frame=""><a href="/${locale}/faq">FAQ ${locale}</a></div>\n`,
      );
      fs.writeFileSync(
        path.join(shellDir, 'first-view', `footer.${locale}.html`),
        `<div data-rn-static-frame="">© __RN_YEAR__ ${locale}</div>\n`,
      );
    }
    fs.writeFileSync(
      path.join(shellDir, 'first-view', 'head.th-th.html'),
      '<meta name="description" content="โรงแรมราคาประหยัด &amp; เรสซิเดนซ์">\n',
    );
    // the shell's minified index.html
    const index =
      '<html><head><meta charset=utf-8><meta name=description content="Budget hotels &amp; more."></head><body><header id=rn-header></header><main id=rn-main></main><footer id=rn-footer></footer></body></html>';
    const stitch = (pathname: string, more: { siteKind?: 'main' | 'brand' | 'corporate'; search?: string } = {}) =>
      stitchFirstView(index, { cdnDir: '/nowhere', manifest: { remotes: {} }, pathname, shellDir, ...more });
    const html = stitch('/en-id/faq');
    assert.match(
      html,
      /<header id=rn-header><div data-rn-static-frame=""><a href="\/en-id\/faq">FAQ en-id<\/a><\/div><\/header>/,
    );
    assert.match(
      html,
      new RegExp(
        `<footer id=rn-footer><div data-rn-static-frame="">© ${new Date().getFullYear()} en-id</div></footer>`,
      ),
      "the year of the request, not the build's",
    );
    assert.ok(!html.includes('as="font"'), 'an English page downloads no Thai font');
    const thai = stitch('/th-th');
    assert.match(thai, /FAQ th-th/);
    assert.ok(
      thai.includes('<meta name="description" content="โรงแรมราคาประหยัด &amp; เรสซิเดนซ์">') &&
        !thai.includes('Budget hotels'),
      "the description in the page's language",
    );
    assert.ok(stitch('/th-th', { siteKind: 'corporate' }).includes('content="โรงแรมราคาประหยัด'), 'on every site kind');
    assert.ok(
      html.includes('<meta name=description content="Budget hotels &amp; more.">'),
      "a locale without one keeps index.html's",
    );
    assert.match(
      thai,
      /<meta charset=utf-8><link rel="preload" as="font" type="font\/woff2" crossorigin href="\/fonts\/noto-sans-thai/,
      'its Thai words paint with the Thai font',
    );
    // a brand or the corporate site has its own name and logo; a locale the shell draws no frame for,
    // a path with no locale and an embedded page get the page as before
    for (const [pathname, more] of [
      ['/en-id', { siteKind: 'brand' }],
      ['/en-id', { siteKind: 'corporate' }],
      ['/en-sg', {}],
      ['/', {}],
      ['/faq', {}],
      ['/en-id', { search: 'web=iframe' }],
      ['/en-id', { search: 'web=embedded' }],
    ] as const) {
      const plain = stitch(pathname, more);
      assert.match(plain, /<header id=rn-header><\/header>/, `${pathname} ${JSON.stringify(more)}`);
      assert.match(plain, /<footer id=rn-footer><\/footer>/);
    }
    assert.ok(staticFrame(shellDir, '/en-id', 'main', 'web=0'), 'web=0 ends the embedded mode');
    assert.equal(staticFrame(undefined, '/en-id'), null);
    assert.equal(staticFrame(shellDir, '/../../etc/passwd'), null);
  });

  test("the owner of a path: locale first, then the registry's segment rule", () => {
    assert.equal(ownerOfPath('/en-id'), 'mf_search');
    assert.equal(ownerOfPath('/en-id/hotel/some-hotel'), 'mf_search');
    assert.equal(ownerOfPath('/th-th/faq'), 'mf_content');
    assert.equal(ownerOfPath('/en-id/paymentInstruction'), 'mf_booking');
    assert.equal(ownerOfPath('/faq'), null);
    assert.equal(ownerOfPath('/'), null);
  });

  test('the largest paint an API answer names is preloaded at high priority, escaped, first in the head', () => {
    const html = stitchFirstView('<html><head></head><body></body></html>', {
      cdnDir: '/nowhere',
      manifest: { remotes: {} },
      pathname: '/en-id',
      banners: homeBanners(bannerOf(1, { image_url: '/cdn/banners/1.svg?a=1&b="x"' })),
    });
    assert.match(
      html,
      /^<html lang="en"><head><link rel="preload" as="image" fetchpriority="high" href="\/cdn\/banners\/1\.svg\?a=1&amp;b=&quot;x&quot;"><script/,
    );
    const withCharset = stitchFirstView(
      '<html><head><meta charset=utf-8><title>x</title><link href=/main.js rel=preload as=script></head></html>',
      {
        cdnDir: '/nowhere',
        manifest: { remotes: {} },
        pathname: '/en-id',
        banners: homeBanners(bannerOf(1)),
      },
    );
    assert.match(
      withCharset,
      /^<html lang="en"><head><meta charset=utf-8><link rel="preload" as="image" fetchpriority="high" href="\/cdn\/banners\/1\.svg"><title>/,
      "first after the charset: ahead of the shell's script preloads in the browser's queue",
    );
    assert.ok(
      !stitchFirstView('<html><head></head></html>', {
        cdnDir: '/nowhere',
        manifest: { remotes: {} },
        pathname: '/en-id',
        banners: null,
      }).includes('as="image"'),
    );
  });

  test('the strip from the template: each banner in the card the remote draws at its place, values escaped, an unsafe link without href', () => {
    const list = [1, 2, 3, 4, 5, 6].map((id) => bannerOf(id));
    list[1] = bannerOf(2, { title: 'Save <b>"20%"</b> & more', subtitle: '' });
    list[2] = bannerOf(3, { link_url: 'javascript:alert(1)' });
    const strip = fillBannerStrip(STRIP_TEMPLATE, list)!;
    const cards = [...strip.matchAll(/<li class="item">(.*?)<\/li>/g)].map((m) => m[1]!);
    assert.equal(cards.length, 6);
    assert.match(
      cards[0]!,
      /href="\/en-id\/offers\/1".*src="\/cdn\/banners\/1\.svg" alt="Offer 1\. Subtitle 1".*loading="eager" fetchpriority="high"/,
    );
    assert.match(
      cards[1]!,
      /alt="Save &lt;b>&quot;20%&quot;&lt;\/b> &amp; more" width="640" height="240" loading="eager" decoding/,
    );
    assert.ok(!cards[2]!.includes('href='), cards[2]);
    assert.match(cards[3]!, /loading="eager" decoding/);
    for (const later of cards.slice(4)) assert.match(later, /loading="lazy"/);
    assert.ok(!strip.includes('__rn_banner'));
    assert.ok(
      strip.startsWith('<section class="strip-section" data-rn-slot="banners"><h2>Offers</h2><ul class="strip">') &&
        strip.endsWith('</ul></section>'),
    );
    assert.equal(fillBannerStrip(STRIP_TEMPLATE, []), '', 'no banners: no strip, as the remote draws none');
    assert.equal(
      fillBannerStrip('<section><ul></ul></section>', list),
      null,
      'not the expected template: the skeleton stays',
    );
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
    const tags = (file: string) =>
      firstViewPreloads({
        cdnDir: store.cdnDir,
        manifest: { remotes: { mf_content: { version, entry: folder + file } } },
        pathname: '/en-id/faq',
      });
    assert.deepEqual(tags('remoteEntry.js'), [
      `<link rel="preload" as="style" href="${folder}faq-v3.css">`,
      `<link rel="preload" as="script" href="${folder}remoteEntry.js">`,
      `<link rel="preload" as="script" href="${folder}faq-v3.js">`,
      `<link rel="preload" as="script" href="${folder}__federation_expose_app.js">`,
    ]);
    assert.deepEqual(
      tags('mf-manifest.json')[0],
      `<link rel="preload" as="fetch" crossorigin href="${folder}mf-manifest.json">`,
    );
    assert.equal(tags('mf-manifest.json').length, 5);
  });

  test("a shell that starts its scripts after the first frame gets the owner's preloads in its after-paint template, the page's first view still in <head>", async () => {
    writeFederatedBuild(root, 'mf-content', 'faq-v4');
    const { version } = await publish(store, 'mf_content');
    const folder = `http://127.0.0.1:9206/mf-content/${version}/`;
    const shell =
      '<html><head><meta charset=utf-8><link href=/main.css rel=stylesheet><script defer src=/after-paint.js data-main=/main.js></script><template id=rn-after-paint><link rel=preload as=script href=/1.js></template></head><body><main id="rn-main"><div id="rn-skeleton" aria-hidden="true"><div class="rn-sk"></div></div></main></body></html>';
    const html = stitchFirstView(shell, {
      cdnDir: store.cdnDir,
      manifest: { remotes: { mf_content: { version, entry: folder + 'remoteEntry.js' } } },
      pathname: '/en-id/faq',
      banners: null,
    });
    const template = /<template id=rn-after-paint>(.*?)<\/template>/.exec(html)?.[1] ?? '';
    const head = html.slice(0, html.indexOf('</head>')).replace(/<template[^]*<\/template>/, '');
    assert.deepEqual(preloads(template), [
      `style ${folder}faq-v4.css`,
      `script ${folder}remoteEntry.js`,
      `script ${folder}faq-v4.js`,
      `script ${folder}__federation_expose_app.js`,
    ]);
    assert.ok(template.startsWith('<link rel=preload as=script href=/1.js>'), "the shell's own preloads kept, first");
    assert.deepEqual(preloads(head), [], 'nothing of the remote preloaded before the first frame');
    assert.deepEqual(
      stylesheets(head),
      [`${folder}first-view/first-view.css`],
      "the first view's stylesheet still blocks the first frame",
    );
    assert.ok(manifestBlock(head), 'the manifest block in <head>');
  });
});
