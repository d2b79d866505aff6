/**
 * One federation runtime per page: the shell publishes its runtime core and webpack's bundler
 * runtime helpers, production remotes use those instead of bundling their own, and every
 * production build says which it needs in FEDERATION_RUNTIME_FILE.
 */
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { sharedExports } = require('./sharing.cjs');

/**
 * The runtime plugin that publishes the shell's federation runtime core as the global
 * `_FEDERATION_RUNTIME_CORE`, which remotes built with `experiments.externalRuntime` use instead of
 * bundling their own (one runtime per page, not one per remote). It is the plugin
 * `experiments.provideExternalRuntime` adds, but its ES module build: the option adds the CommonJS
 * build, whose `require` of the runtime core pulls a second, CommonJS copy of the whole runtime
 * into main.js (+22 KB gzip, measured), beside the ES module copy the shell already runs.
 */
function runtimeCoreProvider() {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const cjs = fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = cjs.replace(/\.cjs$/, '.js');
  if (esm === cjs || !fs.existsSync(esm))
    throw new Error(`no ES module build of the runtime core provider beside ${cjs}`);
  return esm;
}

/**
 * The folder of webpack's bundler runtime (@module-federation/webpack-bundler-runtime/dist), found
 * as the federation plugin finds the one its generated entry imports (through runtime-tools).
 */
function bundlerRuntimeDir() {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools/bundler'));
  return fs.realpathSync(path.dirname(fromTools.resolve('@module-federation/webpack-bundler-runtime/bundler')));
}

/** The shell's runtime plugin that publishes the bundler runtime's helpers (see the file). */
const BUNDLER_RUNTIME_PROVIDER = path.join(__dirname, '..', 'bundler-runtime-provider.mjs');

/** The helpers BUNDLER_RUNTIME_PROVIDER publishes, from its `import * as <name> from '@rednest/bundler-runtime/<name>.js'` lines. */
function bundlerRuntimeHelpers() {
  const text = fs.readFileSync(BUNDLER_RUNTIME_PROVIDER, 'utf8');
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
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
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

module.exports = {
  BUNDLER_RUNTIME_PROVIDER,
  FEDERATION_RUNTIME_FILE,
  FederationRuntimeInfoPlugin,
  bundlerRuntimeDir,
  bundlerRuntimeExternals,
  bundlerRuntimeHelpers,
  federationVersion,
  runtimeCoreProvider,
};
