/**
 * Remotes registered at run time with the module-federation runtime, from the manifest.
 * A retry refetches the manifest first, so a rollback or a fixed release is picked up without
 * reloading the page, and force-registers the remote to drop the runtime's cached failure.
 * Before loading a remote this page has not loaded yet, a manifest older than its TTL
 * (remote-loading-config `manifestTtlMs`, 30 s) is read again, so a page left open learns of a
 * rollback or a release of that area at its next navigation into it. A remote already
 * loaded keeps the version it runs: its entry is never replaced behind it.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchManifest, type RuntimeManifest } from './runtime-manifest';
import { remoteLoadingConfig } from './remote-loading-config';
import type { RemoteName } from '@rednest/shared/contracts';
import type { RemoteLifecycles } from './remote-slot';

let manifest: RuntimeManifest = { remotes: {} };
/** when `manifest` was read (Date.now()); the stitched one counts as read when the page loaded */
let manifestReadAt = 0;
/** remotes whose module this page has loaded: they keep their version until the page reloads */
const loaded = new Set<RemoteName>();
let refreshing: Promise<void> | null = null;

function toRemotes(m: RuntimeManifest, only?: RemoteName) {
  return Object.entries(m.remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, release]) => ({ name, entry: release.entry, alias: name }));
}

export function registerFromManifest(m: RuntimeManifest, readAt: number = Date.now()): void {
  manifest = m;
  manifestReadAt = readAt;
  const remotes = toRemotes(m);
  if (remotes.length) registerRemotes(remotes);
}

export function currentManifest(): RuntimeManifest {
  return manifest;
}

/**
 * Takes a newer manifest: a remote it leaves out keeps its known release, one already loaded keeps
 * the release it runs (except `retried`, whose retry registers it again).
 */
function adopt(latest: RuntimeManifest, retried?: RemoteName): void {
  const remotes = { ...manifest.remotes, ...latest.remotes };
  for (const name of loaded) {
    const running = manifest.remotes[name];
    if (running && name !== retried) remotes[name] = running;
  }
  manifest = { ...latest, remotes };
  manifestReadAt = Date.now();
}

/** Reads /manifest.json again, one request at a time however many remotes ask; fails silently. */
function refreshManifest(): Promise<void> {
  refreshing ??= fetchManifest()
    .then((latest) => adopt(latest))
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function loadRemoteApp(name: RemoteName, fresh: boolean): Promise<RemoteLifecycles> {
  const known = manifest.remotes[name]?.entry;
  if (fresh) {
    // a retry: whatever failed may be fixed by a newer release, even of a remote loaded before
    try {
      adopt(await fetchManifest(), name);
    } catch {
      // the edge is unreachable too: try the release we already know
    }
    const remotes = toRemotes(manifest, name);
    if (remotes.length) registerRemotes(remotes, { force: true });
  } else if (!loaded.has(name) && Date.now() - manifestReadAt >= remoteLoadingConfig().manifestTtlMs) {
    await refreshManifest();
    const latest = manifest.remotes[name]?.entry;
    if (latest && latest !== known) registerRemotes(toRemotes(manifest, name), { force: true });
  }
  if (!manifest.remotes[name]) throw new Error(`${name} is not in the runtime manifest`);
  const mod = await loadRemote<RemoteLifecycles>(`${name}/app`);
  if (!mod) throw new Error(`${name}/app could not be loaded`);
  loaded.add(name);
  return mod;
}
