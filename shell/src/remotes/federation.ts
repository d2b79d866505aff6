/**
 * Remotes registered at run time with the module-federation runtime, from the manifest.
 * A retry refetches the manifest first, so a rollback or a fixed release is picked up without
 * reloading the page, and force-registers the remote to drop the runtime's cached failure.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchManifest, type RuntimeManifest } from './runtime-manifest';
import type { RemoteName } from '@rednest/shared/contracts';
import type { RemoteLifecycles } from './remote-slot';

let manifest: RuntimeManifest = { remotes: {} };

function toRemotes(m: RuntimeManifest, only?: RemoteName) {
  return Object.entries(m.remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, release]) => ({ name, entry: release.entry, alias: name }));
}

export function registerFromManifest(m: RuntimeManifest): void {
  manifest = m;
  const remotes = toRemotes(m);
  if (remotes.length) registerRemotes(remotes);
}

export function currentManifest(): RuntimeManifest {
  return manifest;
}

export async function loadRemoteApp(name: RemoteName, fresh: boolean): Promise<RemoteLifecycles> {
  if (fresh) {
    try {
      const latest = await fetchManifest();
      manifest = { ...latest, remotes: { ...manifest.remotes, ...latest.remotes } };
    } catch {
      // the edge is unreachable too: try the release we already know
    }
    const remotes = toRemotes(manifest, name);
    if (remotes.length) registerRemotes(remotes, { force: true });
  }
  if (!manifest.remotes[name]) throw new Error(`${name} is not in the runtime manifest`);
  const mod = await loadRemote<RemoteLifecycles>(`${name}/app`);
  if (!mod) throw new Error(`${name}/app could not be loaded`);
  return mod;
}
