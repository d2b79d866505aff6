/**
 * What the shell's page loads at boot, and when: the preloads of its boot chunks after the first
 * frame (PreloadBootChunksPlugin), and the small shares every page loads gathered in one file
 * (BOOT_SHARED_GROUP).
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The shell's boot code is one async import away from main.js (the boundary module federation
 * needs), and its shared libraries (React, React DOM…) are loaded by the federation runtime when
 * that import runs: without help the browser only learns those files once main.js has downloaded
 * and run. This plugin writes `<link rel="preload" as="script">` for them into index.html: the
 * chunks of every async import made directly by the entry, and, recursively, the fallback chunks of
 * the shared modules those chunks consume, and the shell's copy of the shares every remote's app
 * uses as it mounts (PRELOADED_SHARES: the router). What boot loads later (account menu, other
 * languages, toasts) is not preloaded.
 * Those preloads and main.js itself start after the page's first frame (after-paint.js): the
 * entry's <script defer src> becomes `<script defer src="/after-paint.js" data-main="/main.js">`, and the
 * preloads wait in `<template id="rn-after-paint">`, where the edge adds the owner remote's first-view
 * files (deploy/src/edge/first-view/first-view.ts). Until that frame the connection carries the document, its
 * stylesheets and its pictures only: the first view is HTML and CSS, and its largest paint had been
 * sharing the connection with ~200 KB of script it does not need.
 */
class PreloadBootChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const files = bootChunkFiles(compilation, data.plugin.options.chunks);
        const publicPath = data.publicPath ?? '';
        // their styles (the UI kit's among them) as stylesheets of the page: a remote that mounts
        // before the runtime has fetched a boot chunk's CSS drew its kit elements unstyled, and the
        // page moved when the CSS came (home: 0.048 CLS under a 4x CPU slowdown). mini-css-extract's
        // loader finds these links and does not add them again. Before the script preloads: they
        // block the first paint, and over HTTP/1.1 (six connections a host) the browser asks in
        // document order, so behind sixteen scripts they came last.
        for (const file of files.filter((f) => f.endsWith('.css'))) {
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadBootChunksPlugin' },
            attributes: { rel: 'stylesheet', href: publicPath + file },
          });
        }
        const entryScripts = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes?.src);
        if (entryScripts.length !== 1)
          throw new Error(`PreloadBootChunksPlugin: expected the one entry <script>, found ${entryScripts.length}`);
        const mainSrc = entryScripts[0].attributes.src;
        data.headTags = data.headTags.filter((tag) => tag !== entryScripts[0]);
        data.headTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'PreloadBootChunksPlugin' },
          attributes: { defer: true, src: publicPath + AFTER_PAINT_FILE, 'data-main': mainSrc },
        });
        const preloads = files
          .filter((f) => f.endsWith('.js'))
          .map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`);
        data.headTags.push({
          tagName: 'template',
          voidTag: false,
          meta: { plugin: 'PreloadBootChunksPlugin' },
          attributes: { id: AFTER_PAINT_TEMPLATE_ID },
          innerHTML: preloads.join(''),
        });
        return data;
      });
    });
    compiler.hooks.thisCompilation.tap('PreloadBootChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadBootChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            AFTER_PAINT_FILE,
            new compiler.webpack.sources.RawSource(
              fs.readFileSync(path.join(__dirname, '..', AFTER_PAINT_FILE), 'utf8'),
            ),
          );
        },
      );
    });
  }
}

/** The shell's loader that starts main.js after the first frame (after-paint.js), and the template of what it adds to <head> then. */
const AFTER_PAINT_FILE = 'after-paint.js';
const AFTER_PAINT_TEMPLATE_ID = 'rn-after-paint';

/** Shares the shell provides that every remote's app consumes when it mounts: the page needs them at once. */
const PRELOADED_SHARES = ['react-router-dom'];

function bootChunkFiles(compilation, entryNames) {
  const { chunkGraph } = compilation;
  const names = entryNames === 'all' || !Array.isArray(entryNames) ? [...compilation.entrypoints.keys()] : entryNames;
  const entries = names.map((n) => compilation.entrypoints.get(n)).filter(Boolean);
  // share key → the chunk group the shell provides it from (what the runtime loads: its copy is
  // registered first, and 'loaded-first' keeps it); a consume's own fallback only when none
  const provided = new Map();
  for (const entry of entries) {
    for (const chunk of entry.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name === 'ProvideSharedModule' && module.blocks[0])
          provided.set(module._name, chunkGraph.getBlockChunkGroup(module.blocks[0]));
      }
    }
  }
  const files = new Set();
  const seenGroups = new Set();
  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js') || file.endsWith('.css')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // a shared module consumed here loads with this chunk
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const key = module.options?.shareKey;
        visitGroup(provided.get(key) ?? (module.blocks[0] && chunkGraph.getBlockChunkGroup(module.blocks[0])));
      }
    }
  };
  for (const entry of entries) for (const child of entry.getChildren()) visitGroup(child);
  for (const key of PRELOADED_SHARES) visitGroup(provided.get(key));
  return [...files];
}

/** Shares the shell provides that a page does not load at boot (sign-in and booking forms). */
const NOT_AT_BOOT = new Set(['@rednest/shared/forms']);

/** The share key of a module that provides a share or consumes one (with its own copy as fallback). */
function shareKeyOf(module) {
  if (module?.constructor.name === 'ProvideSharedModule') return module._name;
  if (module?.constructor.name === 'ConsumeSharedModule') return module.options?.shareKey;
  return undefined;
}

/**
 * A chunk the federation runtime loads for one of the shell's shares that every page loads at boot:
 * the shell's copy it provides, or the same copy as a consume's fallback (the same chunk until now,
 * webpack merged the two).
 */
function isBootShareChunk(chunk) {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      const key = shareKeyOf(origin.module);
      if (key !== undefined && !NOT_AT_BOOT.has(key)) return true;
    }
  }
  return false;
}

/**
 * The small shares every page loads at boot (our shared singletons, React, rxjs, dayjs) in one file
 * instead of a dozen: gzip compresses them together 3.5 KB smaller than one by one (each file its
 * own dictionary; the JS budget), and the page asks for fewer files. React DOM, the router and
 * TanStack Query (webpack's vendor chunks) stay files of their own, cached apart from our code, which
 * changes more often. A share's own lazy chunks (the API transport, the modal, other languages'
 * texts) are not in it: their chunk groups come from an import, not from a share.
 */
const BOOT_SHARED_GROUP = {
  name: 'boot-shared',
  chunks: isBootShareChunk,
  test: /[\\/](shared[\\/]src[\\/]|shared[\\/]build[\\/]react-router-dom-shared\.mjs$|node_modules[\\/]((react|scheduler|dayjs)[\\/]|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)))/,
  minSize: 0,
  enforce: true,
  priority: 10,
};

module.exports = { AFTER_PAINT_FILE, AFTER_PAINT_TEMPLATE_ID, BOOT_SHARED_GROUP, PreloadBootChunksPlugin };
