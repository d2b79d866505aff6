/**
 * One webpack configuration for the shell and every remote, so that sharing rules (singletons,
 * no eager, versioned chunks) cannot drift between teams. See ../../README.md and TOOLCHAIN.md.
 *
 *   createRemoteConfig({ dir: __dirname })    // name, CSS prefix and dev port from the remote registry
 *   createShellConfig({ dir: __dirname })
 *
 * The parts (webpack/): sharing.cjs what is shared at run time, base.cjs what every build has,
 * federation-runtime.cjs the one federation runtime per page, boot-chunks.cjs what the shell's
 * page loads at boot. This file puts them together per role; its exports are the parts' API.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FirstViewPlugin } = require('./first-view.cjs');
const { REACT_ROUTER_SHARE, SHARED_SUBPATHS, sharedExports, sharedModules } = require('./webpack/sharing.cjs');
const {
  AXIOS_FETCH_ADAPTER,
  ENDPOINT_CATALOGUE,
  axiosWithoutFetch,
  baseConfig,
  cssPlugins,
  definePlugin,
  definitions,
  moduleRules,
  releaseOf,
} = require('./webpack/base.cjs');
const {
  BUNDLER_RUNTIME_PROVIDER,
  FEDERATION_RUNTIME_FILE,
  FederationRuntimeInfoPlugin,
  bundlerRuntimeDir,
  bundlerRuntimeExternals,
  bundlerRuntimeHelpers,
  federationVersion,
  runtimeCoreProvider,
} = require('./webpack/federation-runtime.cjs');
const { BOOT_SHARED_GROUP, PreloadBootChunksPlugin } = require('./webpack/boot-chunks.cjs');

// The one registry of remotes (shared/src/contracts/remotes.ts), read as it is through jiti.
const { REMOTES, SHELL } = require('jiti')(__filename)('../src/contracts/remotes.ts');

/** The registry row of the remote in `dir` (its folder name). */
function remoteOf(dir) {
  const folder = path.basename(dir);
  const remote = REMOTES.find((r) => r.folder === folder);
  if (!remote) throw new Error(`${folder} is not in the remote registry (shared/src/contracts/remotes.ts)`);
  return remote;
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
