/**
 * What the shell and the remotes share at run time (module federation's `shared`), one rule set
 * for every build; deploy/src/releases/contract.ts checks a remote's build against the shell's.
 */
const fs = require('node:fs');
const path = require('node:path');

const sharedPkg = require('../../package.json');

/** Subpaths of @rednest/shared that are shared as singletons (one bus, one session, one client per page). */
const SHARED_SUBPATHS = ['contracts', 'api-client', 'session', 'event-bus', 'format', 'i18n', 'ui', 'forms'];

/**
 * react-router-dom is shared as this module (the declarative API the packages use, one copy per
 * page): shared whole it would not be tree-shaken. See the file.
 */
const REACT_ROUTER_SHARE = path.join(__dirname, '..', 'react-router-dom-shared.mjs');

/** The names REACT_ROUTER_SHARE exports, from its one `export { … } from 'react-router'` list. */
function reactRouterShareExports() {
  const text = fs.readFileSync(REACT_ROUTER_SHARE, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'react-router'/.exec(text);
  if (!list) throw new Error(`${REACT_ROUTER_SHARE}: no export { … } from 'react-router' list`);
  return list[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .sort();
}

/** The folder of the API catalogue's rows (one file per domain, each row `  name: def({`). */
const CATALOGUE_DIR = path.join(__dirname, '..', '..', 'src', 'contracts', 'endpoints');

/**
 * The names of the API catalogue's rows this build knows. `@rednest/shared/api-client` (with
 * the catalogue it imports) is a singleton the shell provides, so a page calls every row through the shell's
 * catalogue: a remote built with a row the live shell's catalogue lacks would fail that call in the
 * browser. Listed under the api-client share key, the release check refuses such a remote until the
 * shell with the row is live.
 */
function catalogueNames() {
  const names = [];
  for (const file of fs
    .readdirSync(CATALOGUE_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const text = fs.readFileSync(path.join(CATALOGUE_DIR, file), 'utf8');
    for (const m of text.matchAll(/^ {2}([A-Za-z0-9_]+): def\(/gm)) names.push(m[1]);
  }
  return names.sort();
}

/** Share key → the names its shared module exports, for shares that are not a whole library (deploy/src/releases/contract.ts). */
function sharedExports() {
  return { 'react-router-dom': reactRouterShareExports(), '@rednest/shared/api-client': catalogueNames() };
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

module.exports = { SHARED_SUBPATHS, REACT_ROUTER_SHARE, catalogueNames, sharedExports, sharedModules };
