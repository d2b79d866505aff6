/**
 * One webpack configuration for the shell and every remote, so that sharing rules (singletons,
 * no eager, versioned chunks) cannot drift between teams. See ../../README.md and TOOLCHAIN.md.
 *
 *   createRemoteConfig({ dir: __dirname })    // name, CSS prefix and dev port from the remote registry
 *   createShellConfig({ dir: __dirname })
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { FirstViewPlugin } = require('./first-view.cjs');
const { webClientFromEnv } = require('./web-client.cjs');

const sharedPkg = require('../package.json');
// The one registry of remotes (shared/src/contracts/remotes.ts), read as it is through jiti.
const { REMOTES, SHELL } = require('jiti')(__filename)('../src/contracts/remotes.ts');

/** Subpaths of @rednest/shared that are shared as singletons (one bus, one session, one client per page). */
const SHARED_SUBPATHS = ['contracts', 'api-client', 'session', 'event-bus', 'format', 'i18n', 'ui', 'forms'];

/**
 * react-router-dom is shared as this module (the declarative API the packages use, one copy per
 * page): shared whole it would not be tree-shaken. See the file.
 */
const REACT_ROUTER_SHARE = path.join(__dirname, 'react-router-dom-shared.mjs');

/** The names REACT_ROUTER_SHARE exports, from its one `export { … } from 'react-router'` list. */
function reactRouterShareExports() {
  const text = require('node:fs').readFileSync(REACT_ROUTER_SHARE, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(text);
  if (!list) throw new Error(`${REACT_ROUTER_SHARE}: no export { … } from 'react-router' list`);
  return list[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .sort();
}

/** Share key → the names its shared module exports, for shares that are not a whole library (deploy/src/releases/contract.ts). */
function sharedExports() {
  return { 'react-router-dom': reactRouterShareExports() };
}

/** The registry row of the remote in `dir` (its folder name). */
function remoteOf(dir) {
  const folder = path.basename(dir);
  const remote = REMOTES.find((r) => r.folder === folder);
  if (!remote) throw new Error(`${folder} is not in the remote registry (shared/src/contracts/remotes.ts)`);
  return remote;
}

function sharedModules() {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {
    react: singleton('^19.0.0'),
    'react/jsx-runtime': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/client': singleton('^19.0.0'),
    // one router per page, whichever remotes it mounts: the shell provides it (loaded-first) and
    // remotes use its copy. The version is react-router's, whose names the module re-exports.
    'react-router-dom': {
      ...singleton('^7.0.0'),
      import: REACT_ROUTER_SHARE,
      version: require('react-router/package.json').version,
    },
    // rxjs is not shared on its own: only @rednest/shared uses it at run time, and those modules are
    // singletons, so the page still has one bus and one session store. Shared modules are not
    // tree-shaken; sharing rxjs whole cost 17 KB gzip on the home page for five names we use.
  };
  for (const sub of SHARED_SUBPATHS) {
    shared[`@rednest/shared/${sub}`] = {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    };
  }
  return shared;
}

/**
 * Production extracts CSS into stylesheet files (loaded in parallel with, not inside, the JS, and
 * cached on their own); development injects it with style-loader for fast reloads.
 */
const styleLoader = (isProd) => (isProd ? MiniCssExtractPlugin.loader : 'style-loader');

function sassModuleRule(test, prefix, isProd, exclude) {
  return {
    test,
    ...(exclude ? { exclude } : {}),
    use: [
      styleLoader(isProd),
      {
        loader: 'css-loader',
        options: {
          modules: {
            localIdentName: isProd ? `${prefix}-[hash:base64:6]` : `${prefix}-[name]__[local]`,
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
      'sass-loader',
    ],
  };
}

/** The endpoint catalogue, whose rows' `summary` texts the browser builds leave out (strip-endpoint-summaries.cjs). */
const ENDPOINT_CATALOGUE = /[\\/]shared[\\/]src[\\/]contracts[\\/]endpoints\.ts$/;

function moduleRules(cssPrefix, isProd) {
  return [
    // before swc: a summary documents the call for the API's OpenAPI document, no browser code reads it
    { test: ENDPOINT_CATALOGUE, enforce: 'pre', use: path.join(__dirname, 'strip-endpoint-summaries.cjs') },
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProd } },
            target: 'es2020',
          },
        },
      },
    },
    // class names prefixed per package so remotes never collide (ARCHITECTURE: styles); the shared
    // UI kit keeps its own 'rn' prefix whichever package's build serves the shared singleton.
    sassModuleRule(/\.module\.scss$/, cssPrefix, isProd, /[\\/]shared[\\/]src[\\/]/),
    sassModuleRule(/[\\/]shared[\\/]src[\\/].*\.module\.scss$/, 'rn', isProd),
    {
      test: /\.scss$/,
      exclude: /\.module\.scss$/,
      use: [styleLoader(isProd), 'css-loader', 'sass-loader'],
    },
    // a library's own stylesheet (Leaflet's), imported from the chunk that uses the library
    { test: /\.css$/, use: [styleLoader(isProd), 'css-loader'] },
    { test: /\.(png|svg|jpg|jpeg|gif|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
    // fonts are files of their own (never inlined): a page downloads one only when it needs it
    { test: /\.woff2?$/i, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
  ];
}

/**
 * axios bundles three adapters; the api client uses XHR (client.ts), so the fetch adapter (4.5 KB
 * gzip on every page, measured with `npm run figures`) is swapped for a module that reports fetch
 * as unavailable. A test (axios-no-fetch.test.cjs) fails when an axios upgrade moves the file.
 */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const axiosWithoutFetch = () =>
  new webpack.NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, path.join(__dirname, 'axios-no-fetch.js'));

/**
 * Libraries whose package exports only name their development build, mapped to the production one
 * they ship beside it. react-router's `exports` always resolve to dist/development, which keeps its
 * development warnings (ENABLE_DEV_WARNINGS = true: texts such as "You should call navigate() in a
 * React.useEffect()" shipped to every page); dist/production is the same code with them off.
 */
function productionBuilds(dir) {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [dir, __dirname] }));
  const production = path.join(routerDir, 'dist', 'production', 'index.mjs');
  if (!require('node:fs').existsSync(production)) throw new Error(`react-router: no production build at ${production}`);
  return { 'react-router$': production };
}

function baseConfig({ dir, mode, cssPrefix, publicPath, uniqueName }) {
  const isProd = mode !== 'development';
  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      // [contenthash] in filename breaks the federation runtime: hashes only on chunks,
      // versions on the folder a release is published to (deploy/).
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs', '.json'],
      // rxjs's ES2015 build: native classes instead of ES5 ones with tslib's helpers
      conditionNames: ['es2015', '...'],
      ...(isProd ? { alias: productionBuilds(dir) } : {}),
    },
    module: { rules: moduleRules(cssPrefix, isProd) },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  };
}

function cssPlugins(mode) {
  return mode === 'development'
    ? []
    : [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' })];
}

function definitions(extra) {
  // the public web client of the token grant, per deployment (web-client.cjs)
  const client = webClientFromEnv();
  return {
    __RN_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __RN_OAUTH_CLIENT_ID__: JSON.stringify(client.id),
    __RN_OAUTH_CLIENT_SECRET__: JSON.stringify(client.secret),
    ...extra,
  };
}

const definePlugin = (extra) => new webpack.DefinePlugin(definitions(extra));

/**
 * What a remote's build says it is (`__RN_RELEASE__`, on its area as `data-rn-release`): the
 * package version, plus `+<RN_RELEASE_LABEL>` when set (e.g. a CI build number, or the e2e rollback
 * proof's second build). The published version adds the content hash (deploy/).
 */
function releaseOf(dir) {
  const { version = '0.0.0' } = require(path.join(dir, 'package.json'));
  const label = process.env.RN_RELEASE_LABEL?.trim();
  if (label && !/^[\w.-]{1,40}$/.test(label))
    throw new Error(`RN_RELEASE_LABEL must be 1-40 letters, digits, '.', '_' or '-' (got "${label}")`);
  return label ? `${version}+${label}` : version;
}

/**
 * A remote: exposes `./app` (single-spa lifecycles from src/expose/app.tsx), served from its own
 * versioned folder with publicPath 'auto'.
 */
function createRemoteConfig({ dir, exposes }) {
  const { name, cssPrefix, devPort } = remoteOf(dir);
  return (env = {}, argv = {}) => {
    const mode = argv.mode || 'production';
    const cfg = baseConfig({ dir, mode, cssPrefix, publicPath: 'auto', uniqueName: name });
    cfg.plugins = [
      ...cssPlugins(mode),
      axiosWithoutFetch(),
      definePlugin({ __RN_REMOTE_NAME__: JSON.stringify(name), __RN_RELEASE__: JSON.stringify(releaseOf(dir)) }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes || { './app': './src/expose/app.tsx' },
        shared: sharedModules(),
        manifest: true,
        dts: false,
        // Production: the federation runtime core is the shell's (externalRuntime: the global
        // _FEDERATION_RUNTIME_CORE the shell's provideExternalRuntime sets), not a copy in every
        // remoteEntry.js (~17 KB gzip each). deploy/src/releases/contract.ts refuses a build that expects a
        // runtime the live shell does not provide. Development keeps its own runtime, so the
        // standalone page runs without a shell. A remote never loads other remotes and never reads
        // manifests itself: that code is stripped from what remains of its runtime.
        experiments: {
          externalRuntime: mode !== 'development',
          optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
        },
      }),
      // standalone page for development (the remote mounted alone, with a bare shell context);
      // publicPath '/' so a deep link reloaded on the dev server still finds main.js. Not in
      // production builds: without the shell's runtime it could not start.
      ...(mode === 'development'
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'standalone.html'),
              title: `${name} (standalone)`,
              chunks: ['main'],
              publicPath: '/',
            }),
          ]
        : []),
      ...(mode === 'development'
        ? []
        : [new FederationRuntimeInfoPlugin({ uses: 'shell', bundlerRuntime: bundlerRuntimeHelpers() })]),
      // the HTML of its routes' first view, published with the remote (first-view.cjs)
      ...(mode === 'development'
        ? []
        : [
            new FirstViewPlugin({
              dir,
              rules: moduleRules(cssPrefix, true),
              defines: definitions({
                __RN_REMOTE_NAME__: JSON.stringify(name),
                __RN_RELEASE__: JSON.stringify(releaseOf(dir)),
              }),
            }),
          ]),
    ];
    // production: webpack's bundler-runtime helpers are the shell's too (bundler-runtime-provider.mjs)
    if (mode !== 'development') cfg.externals = [bundlerRuntimeExternals()];
    cfg.devServer = {
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.RN_API_ORIGIN || 'http://localhost:8080', changeOrigin: true }],
    };
    return cfg;
  };
}

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
            new compiler.webpack.sources.RawSource(fs.readFileSync(path.join(__dirname, AFTER_PAINT_FILE), 'utf8')),
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

/**
 * The runtime plugin that publishes the shell's federation runtime core as the global
 * `_FEDERATION_RUNTIME_CORE`, which remotes built with `experiments.externalRuntime` use instead of
 * bundling their own (one runtime per page, not one per remote). It is the plugin
 * `experiments.provideExternalRuntime` adds, but its ES module build: the option adds the CommonJS
 * build, whose `require` of the runtime core pulls a second, CommonJS copy of the whole runtime
 * into main.js (+22 KB gzip, measured), beside the ES module copy the shell already runs.
 */
function runtimeCoreProvider() {
  const fromEnhanced = require('node:module').createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const cjs = fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = cjs.replace(/\.cjs$/, '.js');
  if (esm === cjs || !require('node:fs').existsSync(esm))
    throw new Error(`no ES module build of the runtime core provider beside ${cjs}`);
  return esm;
}

/**
 * The folder of webpack's bundler runtime (@module-federation/webpack-bundler-runtime/dist), found
 * as the federation plugin finds the one its generated entry imports (through runtime-tools).
 */
function bundlerRuntimeDir() {
  const { createRequire } = require('node:module');
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools/bundler'));
  return require('node:fs').realpathSync(
    path.dirname(fromTools.resolve('@module-federation/webpack-bundler-runtime/bundler')),
  );
}

/** The shell's runtime plugin that publishes the bundler runtime's helpers (see the file). */
const BUNDLER_RUNTIME_PROVIDER = path.join(__dirname, 'bundler-runtime-provider.mjs');

/** The helpers BUNDLER_RUNTIME_PROVIDER publishes, from its `import * as <name> from '@rednest/bundler-runtime/<name>.js'` lines. */
function bundlerRuntimeHelpers() {
  const text = require('node:fs').readFileSync(BUNDLER_RUNTIME_PROVIDER, 'utf8');
  const names = [...text.matchAll(/^import \* as (\w+) from '@rednest\/bundler-runtime\/(\w+)\.js';$/gm)].map((m) => {
    if (m[1] !== m[2]) throw new Error(`${BUNDLER_RUNTIME_PROVIDER}: import ${m[1]} must name its file (${m[2]}.js)`);
    return m[1];
  });
  if (!names.length) throw new Error(`${BUNDLER_RUNTIME_PROVIDER}: no helper imports found`);
  return names.sort();
}

/**
 * A production remote's externals: the bundler runtime's helpers, imported by the package's index
 * as `./<name>.js`, come from the shell's global `_FEDERATION_BUNDLER_RUNTIME` (each
 * remoteEntry.js 3.2 KB gzip smaller, mf-search's 9.1 -> 5.9; the shell's main.js +0.4). Anything
 * else (the index with this bundle's own state, a helper the provider does not publish) is bundled
 * as before.
 */
function bundlerRuntimeExternals() {
  const dir = bundlerRuntimeDir();
  const helpers = new Set(bundlerRuntimeHelpers());
  return ({ context, request }, callback) => {
    const name = /^\.\/(\w+)\.js$/.exec(request ?? '')?.[1];
    if (name && helpers.has(name) && context && path.resolve(context) === dir)
      return callback(null, ['_FEDERATION_BUNDLER_RUNTIME', name], 'global');
    return callback();
  };
}

/** The installed @module-federation/enhanced's version (its runtime packages are released with it, same number). */
function federationVersion() {
  let dir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!require('node:fs').existsSync(file)) continue;
    const pkg = JSON.parse(require('node:fs').readFileSync(file, 'utf8'));
    if (pkg.name === '@module-federation/enhanced') return pkg.version;
  }
  throw new Error('@module-federation/enhanced: package.json not found');
}

/** The file in every production build that says how it gets its federation runtime core (deploy/src/releases/contract.ts reads it). */
const FEDERATION_RUNTIME_FILE = 'federation-runtime.json';

/**
 * Writes FEDERATION_RUNTIME_FILE: the shell `{ "provides": version }` (it publishes its runtime
 * core), a remote `{ "uses": "shell", "version": version }` (its remoteEntry.js needs the shell's,
 * of the same major.minor; a build without the file bundles its own runtime). Both also list
 * `bundlerRuntime`: the bundler-runtime helpers the shell publishes, or the remote takes from it.
 * Published in the remote's version folder, so the contract check reads what that very build needs.
 */
class FederationRuntimeInfoPlugin {
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FederationRuntimeInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationRuntimeInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const info = { ...this.info, version: federationVersion(), exports: sharedExports() };
          compilation.emitAsset(FEDERATION_RUNTIME_FILE, new RawSource(`${JSON.stringify(info)}\n`));
        },
      );
    });
  }
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

/** The shell: the host, built with no remotes; they come from the runtime manifest at boot. */
function createShellConfig({ dir, runtimePlugins = [] }) {
  const { devPort, cssPrefix } = SHELL;
  return (env = {}, argv = {}) => {
    const mode = argv.mode || 'production';
    const cfg = baseConfig({ dir, mode, cssPrefix, publicPath: '/', uniqueName: 'shell' });
    // the helpers bundler-runtime-provider.mjs imports: the folder the federation entry's own come from
    cfg.resolve.alias = { ...cfg.resolve.alias, '@rednest/bundler-runtime': bundlerRuntimeDir() };
    cfg.optimization.splitChunks = {
      cacheGroups: {
        // rxjs is not shared (sharedModules): the shell's singletons that use it (session, event bus,
        // i18n, UI kit) and its boot code would each carry their own copy of the same operators; it
        // goes once into the boot shares' file, which every page loads
        rxjs: {
          test: /[\\/]node_modules[\\/](rxjs|tslib)[\\/]/,
          name: BOOT_SHARED_GROUP.name,
          chunks: 'async',
          minSize: 0,
          enforce: true,
        },
        bootShared: BOOT_SHARED_GROUP,
      },
    };
    cfg.plugins = [
      ...cssPlugins(mode),
      axiosWithoutFetch(),
      definePlugin({}),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedModules(),
        shareStrategy: 'loaded-first',
        dts: false,
        // the page's one federation runtime core and bundler-runtime helpers, published for remotes
        // (runtimeCoreProvider, bundler-runtime-provider.mjs)
        runtimePlugins: [...runtimePlugins, runtimeCoreProvider(), BUNDLER_RUNTIME_PROVIDER],
        // The runtime manifest names each remote's remoteEntry.js (deploy/src/edge/manifest.ts), so the
        // runtime never reads an mf-manifest.json: without its snapshot plugin main.js is 1.5 KB
        // gzip smaller, and loading a remote is one request shorter. The edge still preloads the
        // first view's expose chunks from the version's mf-manifest.json (deploy/src/edge/first-view/first-view.ts).
        experiments: { optimization: { target: 'web', disableSnapshot: true } },
      }),
      new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), chunks: ['main'], scriptLoading: 'defer' }),
      ...(mode === 'development'
        ? []
        : [
            new PreloadBootChunksPlugin(),
            new FederationRuntimeInfoPlugin({ provides: 'runtime-core', bundlerRuntime: bundlerRuntimeHelpers() }),
          ]),
      // the page's frame (header, footer) as static HTML per locale, which the edge puts into the
      // first HTML of the main site's pages (src/first-view.tsx, deploy/src/edge/first-view/first-view.ts)
      ...(mode === 'development'
        ? []
        : [
            new FirstViewPlugin({
              dir,
              entry: 'src/first-view.tsx',
              css: false,
              rules: moduleRules(cssPrefix, true),
              defines: definitions({}),
            }),
          ]),
    ];
    cfg.devServer = {
      port: devPort,
      historyApiFallback: true,
      proxy: [
        {
          context: ['/api', '/manifest.json'],
          target: process.env.RN_API_ORIGIN || 'http://localhost:8080',
          changeOrigin: true,
        },
      ],
    };
    return cfg;
  };
}

module.exports = {
  createRemoteConfig,
  createShellConfig,
  sharedModules,
  sharedExports,
  federationVersion,
  bundlerRuntimeHelpers,
  bundlerRuntimeDir,
  SHARED_SUBPATHS,
  REACT_ROUTER_SHARE,
  AXIOS_FETCH_ADAPTER,
  ENDPOINT_CATALOGUE,
  FEDERATION_RUNTIME_FILE,
};
