/**
 * The shell's module-federation runtime plugin that publishes webpack's bundler-runtime helpers,
 * as runtimeCoreProvider (webpack/federation-runtime.cjs) publishes the runtime core: every
 * remote's remoteEntry.js bundled its own copy (3.3 KB gzip each, measured on mf-content's), the
 * shell already has one. Production remotes take the helpers named here from the global
 * `_FEDERATION_BUNDLER_RUNTIME` instead (`bundlerRuntimeExternals`, which reads this list), and
 * `federation-runtime.json` records them on both sides, so deploy/src/releases/contract.ts refuses
 * a remote that needs a helper the live shell does not publish.
 *
 * Only the stateless helpers are shared: each takes the calling bundle's `webpackRequire` (its own
 * share scopes, consumes and `federation` object, where its instance lives). The package's index,
 * which holds that per-bundle `federation` object, stays in every bundle. `@rednest/bundler-runtime`
 * is an alias (webpack.cjs) for the very folder the federation plugin's own entry imports from, so
 * these are the shell's own modules, not a second copy.
 *
 * One `import * as <name> from '@rednest/bundler-runtime/<name>.js'` line per helper:
 * webpack/federation-runtime.cjs reads the names from these lines.
 */
import * as attachShareScopeMap from '@rednest/bundler-runtime/attachShareScopeMap.js';
import * as consumes from '@rednest/bundler-runtime/consumes.js';
import * as getSharedFallbackGetter from '@rednest/bundler-runtime/getSharedFallbackGetter.js';
import * as init from '@rednest/bundler-runtime/init.js';
import * as initContainerEntry from '@rednest/bundler-runtime/initContainerEntry.js';
import * as initializeSharing from '@rednest/bundler-runtime/initializeSharing.js';
import * as installInitialConsumes from '@rednest/bundler-runtime/installInitialConsumes.js';
import * as remotes from '@rednest/bundler-runtime/remotes.js';

const helpers = {
  attachShareScopeMap,
  consumes,
  getSharedFallbackGetter,
  init,
  initContainerEntry,
  initializeSharing,
  installInitialConsumes,
  remotes,
};

// Set when main.js starts (the federation entry imports its runtime plugins first), before any
// remoteEntry.js can run.
globalThis._FEDERATION_BUNDLER_RUNTIME = helpers;

export default function bundlerRuntimeProvider() {
  return { name: 'rednest-bundler-runtime-provider' };
}
