/**
 * The contract a remote build must keep with the shell before a pointer may move to it:
 * its mf-manifest.json exposes `./app` (the single-spa lifecycles the shell mounts), and every
 * singleton it shares with the shell (react, react-dom, react-router-dom, the @rednest/shared
 * subpaths) fits both ways: the remote's copy fits the shell's required range, and the copy the
 * shell provides fits the remote's. A singleton mismatch is not an error in the browser, only a
 * console warning and two copies of React or of the session store, so it is refused here instead.
 *
 * The shell's side comes from what is served: shell/dist/mf-manifest.json (the versions it
 * provides), over the sharing rules of the one build config (shared/build/webpack.cjs), which also
 * cover the singletons the shell's build does not use itself (e.g. @rednest/shared/forms).
 *
 * The federation runtime: production remotes do not bundle the runtime core, they use the
 * one the shell publishes (externalRuntime). A build's `federation-runtime.json` says so
 * (`"uses": "shell"` and the version it was built with); the shell's says which version it
 * publishes. Such a build is refused unless the shell publishes a runtime of the same major.minor.
 * Likewise webpack's bundler-runtime helpers (shared/build/bundler-runtime-provider.mjs): a build
 * lists the ones it takes from the shell (`bundlerRuntime`), the shell the ones it publishes; a
 * build needing one the shell does not publish is refused (it would be `undefined` at startup).
 *
 * Partial shares: react-router-dom is shared as a module that exports a fixed list of
 * names (shared/build/react-router-dom-shared.mjs), and a page uses the shell's copy. The API
 * catalogue is listed the same way under `@rednest/shared/api-client` (its row names): the page's
 * api client and catalogue are the shell's, so a row only a remote knows cannot be called. Each build's
 * `federation-runtime.json` lists those names (`exports`); a remote whose list has a name the
 * shell's lacks is refused, since that name would be `undefined` in the browser.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Shared modules held to the shell's ranges; others a remote may share as it likes. */
const WATCHED = [/^react(\/.*)?$/, /^react-dom(\/.*)?$/, /^react-router(-dom)?(\/.*)?$/, /^@rednest\/shared(\/.*)?$/];

export interface SharedRule {
  singleton: boolean;
  /** the range this side accepts */
  requiredVersion: string | null;
  /** the version this side provides, when known */
  version: string | null;
}

export interface ShellContract {
  /** where the rules came from, for messages */
  source: string;
  shared: Record<string, SharedRule>;
  /**
   * The federation runtime core version the shell publishes for remotes (the global
   * _FEDERATION_RUNTIME_CORE), null when it publishes none; absent: not checked.
   */
  runtimeCore?: string | null;
  /** share key → the names the shell's copy exports (partial shares); absent: not checked */
  sharedExports?: Record<string, string[]>;
  /** the bundler-runtime helpers the shell publishes (global _FEDERATION_BUNDLER_RUNTIME); absent: not checked */
  bundlerRuntime?: string[];
}

/** What a build says about its federation runtime (shared/build/webpack/federation-runtime.cjs FederationRuntimeInfoPlugin). */
interface RuntimeInfo {
  provides?: string;
  uses?: string;
  version?: string;
  /** share key → the names its shared module exports, for shares that are not the whole library */
  exports?: Record<string, string[]>;
  /** bundler-runtime helpers: the shell's, the ones it publishes; a remote's, the ones it takes from the shell */
  bundlerRuntime?: string[];
}

/** The file each production build writes (shared/build/webpack/federation-runtime.cjs FEDERATION_RUNTIME_FILE). */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.json';

function readRuntimeInfo(file: string): RuntimeInfo | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as RuntimeInfo) : null;
  } catch {
    return null;
  }
}

/** major.minor of a version, for the runtime rule (the runtime core's API moves with minors). */
const minorOf = (v: string) => /^(\d+)\.(\d+)\./.exec(v)?.slice(1, 3).join('.') ?? v;

/** The slice of a federation mf-manifest.json read here. */
interface FederationManifest {
  name?: string;
  metaData?: { name?: string };
  exposes?: { name?: string; path?: string }[];
  shared?: { name?: string; version?: string; requiredVersion?: string | false; singleton?: boolean }[];
}

const asRange = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The parsed manifest, or why it cannot be read. */
function readManifest(file: string): FederationManifest | string {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return `${file} is not a JSON object`;
    return parsed as FederationManifest;
  } catch (err) {
    return `${file} cannot be read (${(err as Error).message})`;
  }
}

let configRules: Record<string, SharedRule> | undefined;
let configFederationVersion: string | null = null;
let configSharedExports: Record<string, string[]> = {};
let configBundlerRuntime: string[] = [];
/**
 * The federation runtime's own range check, the one the browser applies to singletons, so this
 * check and the page agree (from the build config's @module-federation/enhanced).
 */
let satisfy: (version: string, range: string) => boolean = () => {
  throw new Error('the build config is not loaded');
};

/** The sharing rules every build is made with (loaded once: it pulls in webpack). */
function buildConfigRules(): Record<string, SharedRule> {
  if (!configRules) {
    const require = createRequire(import.meta.url);
    const configFile = require.resolve('@rednest/shared/build/webpack');
    const load = require(configFile) as {
      sharedModules(): Record<string, { singleton?: boolean; requiredVersion?: string | false; version?: string }>;
      federationVersion(): string;
      sharedExports(): Record<string, string[]>;
      bundlerRuntimeHelpers(): string[];
    };
    configSharedExports = load.sharedExports();
    configBundlerRuntime = load.bundlerRuntimeHelpers();
    configFederationVersion = load.federationVersion();
    // a library's version is the one installed beside the config, as webpack would pick it
    const fromConfig = createRequire(configFile);
    satisfy = (fromConfig('@module-federation/enhanced/runtime') as { satisfy: typeof satisfy }).satisfy;
    const installed = (lib: string): string | null => {
      const pkg = lib.startsWith('@') ? lib.split('/').slice(0, 2).join('/') : lib.split('/')[0]!;
      try {
        return (fromConfig(`${pkg}/package.json`) as { version?: string }).version ?? null;
      } catch {
        return null;
      }
    };
    configRules = {};
    for (const [name, rule] of Object.entries(load.sharedModules())) {
      configRules[name] = {
        singleton: rule.singleton === true,
        requiredVersion: asRange(rule.requiredVersion),
        version: rule.version ?? installed(name),
      };
    }
  }
  return configRules;
}

/**
 * The runtime core the built shell publishes: its federation-runtime.json; none when shell/dist
 * holds a build without that file (an older shell); when the shell is not built here, the version
 * a shell built from this checkout would publish (the build config's).
 */
function shellRuntimeCore(rootDir: string): string | null {
  const dist = path.join(rootDir, 'shell', 'dist');
  const info = readRuntimeInfo(path.join(dist, FEDERATION_RUNTIME_FILE));
  if (info) return info.provides === 'runtime-core' && info.version ? info.version : null;
  if (fs.existsSync(path.join(dist, 'main.js'))) return null;
  buildConfigRules();
  return configFederationVersion;
}

/**
 * The names of the shell's partial shares: its federation-runtime.json; the build config's when the
 * shell is not built here; none known (not checked) for a built shell without the list.
 */
function shellSharedExports(rootDir: string): Record<string, string[]> | undefined {
  const dist = path.join(rootDir, 'shell', 'dist');
  const info = readRuntimeInfo(path.join(dist, FEDERATION_RUNTIME_FILE));
  if (info) return info.exports;
  if (fs.existsSync(path.join(dist, 'main.js'))) return undefined;
  buildConfigRules();
  return configSharedExports;
}

/**
 * The bundler-runtime helpers the shell publishes: its federation-runtime.json (none listed: an
 * older shell, which publishes none); the build config's when the shell is not built here.
 */
function shellBundlerRuntime(rootDir: string): string[] {
  const dist = path.join(rootDir, 'shell', 'dist');
  const info = readRuntimeInfo(path.join(dist, FEDERATION_RUNTIME_FILE));
  if (info) return Array.isArray(info.bundlerRuntime) ? info.bundlerRuntime : [];
  if (fs.existsSync(path.join(dist, 'main.js'))) return [];
  buildConfigRules();
  return configBundlerRuntime;
}

/** The shell's side of the contract for a repository root (its built shell, over the build config). */
export function shellContract(rootDir: string): ShellContract {
  const shared: Record<string, SharedRule> = { ...buildConfigRules() };
  const runtimeCore = shellRuntimeCore(rootDir);
  const sharedExports = shellSharedExports(rootDir);
  const bundlerRuntime = shellBundlerRuntime(rootDir);
  const file = path.join(rootDir, 'shell', 'dist', 'mf-manifest.json');
  if (!fs.existsSync(file))
    return { source: 'shared/build/webpack.cjs', shared, runtimeCore, sharedExports, bundlerRuntime };
  const manifest = readManifest(file);
  if (typeof manifest === 'string') throw new Error(`the shell's ${manifest}`);
  for (const s of manifest.shared ?? []) {
    if (!s.name) continue;
    shared[s.name] = {
      singleton: s.singleton === true,
      requiredVersion: asRange(s.requiredVersion),
      version: s.version ?? null,
    };
  }
  return { source: 'shell/dist/mf-manifest.json', shared, runtimeCore, sharedExports, bundlerRuntime };
}

/** Every way the build in `dir` breaks the contract; empty when it may go live. */
export function contractMismatches(dir: string, remoteName: string, shell: ShellContract): string[] {
  buildConfigRules();
  const manifest = readManifest(path.join(dir, 'mf-manifest.json'));
  if (typeof manifest === 'string') return [manifest];
  const out: string[] = [];
  const name = manifest.name ?? manifest.metaData?.name;
  if (name && name !== remoteName) out.push(`the build is federation remote "${name}", not ${remoteName}`);

  const exposes = manifest.exposes ?? [];
  if (!exposes.some((e) => e.path === './app' || e.name === 'app')) {
    const listed =
      exposes
        .map((e) => e.path ?? e.name)
        .filter(Boolean)
        .join(', ') || 'nothing';
    out.push(`mf-manifest.json does not expose ./app (exposes ${listed})`);
  }

  // a build whose remoteEntry.js uses the shell's federation runtime core (externalRuntime) needs
  // a shell that publishes one of the same major.minor, or it cannot even start
  const runtime = readRuntimeInfo(path.join(dir, FEDERATION_RUNTIME_FILE));
  if (runtime?.uses === 'shell' && shell.runtimeCore !== undefined) {
    if (!shell.runtimeCore)
      out.push(
        `this build uses the shell's federation runtime (externalRuntime), but the shell (${shell.source}) publishes none`,
      );
    else if (!runtime.version || minorOf(runtime.version) !== minorOf(shell.runtimeCore)) {
      out.push(
        `this build uses the shell's federation runtime ${runtime.version ?? '(version unknown)'}, the shell publishes ${shell.runtimeCore} (major.minor must match)`,
      );
    }
  }

  // webpack's bundler-runtime helpers this build takes from the shell must all be published by it
  const needed = Array.isArray(runtime?.bundlerRuntime) ? runtime.bundlerRuntime : [];
  if (needed.length && shell.bundlerRuntime) {
    const missing = needed.filter((n) => !shell.bundlerRuntime!.includes(n));
    if (missing.length)
      out.push(
        `this build takes the bundler-runtime helpers ${missing.join(', ')} from the shell (${shell.source}), which publishes ${shell.bundlerRuntime.length ? shell.bundlerRuntime.join(', ') : 'none'} (release the shell first)`,
      );
  }

  // a partial share: every name this build's copy exports must be in the shell's, the page's copy
  for (const [key, names] of Object.entries(runtime?.exports ?? {})) {
    const shellNames = shell.sharedExports?.[key];
    if (!shell.shared[key]?.singleton || !shellNames) continue;
    const missing = names.filter((n) => !shellNames.includes(n));
    if (!missing.length) continue;
    out.push(
      key === '@rednest/shared/api-client'
        ? `the API catalogue: this build knows the rows ${missing.join(', ')}, which the shell's catalogue lacks; a page calls every row through the shell's copy (release the shell with them first)`
        : `${key}: this build's shared copy exports ${missing.join(', ')}, which the shell's copy lacks (release the shell with them first)`,
    );
  }

  for (const s of manifest.shared ?? []) {
    if (!s.name || !WATCHED.some((re) => re.test(s.name!))) continue;
    const rule = shell.shared[s.name];
    if (!rule) continue; // the shell does not share it: the remote brings its own copy
    if (rule.singleton && s.singleton !== true) {
      out.push(`${s.name} is shared as a singleton by the shell but not by this build`);
      continue;
    }
    if (rule.requiredVersion && s.version && !satisfy(s.version, rule.requiredVersion)) {
      out.push(`${s.name} ${s.version} does not fit the shell's range ${rule.requiredVersion}`);
    }
    const wanted = asRange(s.requiredVersion);
    if (wanted && rule.version && !satisfy(rule.version, wanted)) {
      out.push(`${s.name}: this build requires ${wanted}, the shell provides ${rule.version}`);
    }
  }
  return out;
}
