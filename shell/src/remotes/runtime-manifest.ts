/**
 * The runtime manifest deploy/ serves at /manifest.json (uncached): remote name → versioned
 * entry. The shell build contains no remote URL; rolling one remote back is a manifest change.
 */
import { REMOTE_NAMES, type RemoteName } from '@rednest/shared/contracts';

export interface RemoteRelease {
  version: string;
  /** URL of the remote's remoteEntry.js (the script the federation runtime loads) */
  entry: string;
}

export interface RuntimeManifest {
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
  /** optional operator override of the whole-load timeout */
  loadTimeoutMs?: number;
  /** optional operator override of how long the shell trusts this manifest (remote-loading-config) */
  manifestTtlMs?: number;
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/**
 * The remote's entry script. The shell's federation runtime is built without its snapshot plugin
 * (shared/build/webpack.cjs), so it loads remoteEntry.js itself and reads no
 * mf-manifest.json. A manifest written before deploy named remoteEntry.js (an edge or CDN manifest
 * not yet updated) names the mf-manifest.json of the same version folder: the entry is beside it.
 */
export function scriptEntry(entry: string): string {
  return entry.replace(/\/mf-manifest\.json(?=$|[?#])/, '/remoteEntry.js');
}

export function parseManifest(raw: unknown): RuntimeManifest {
  if (!raw || typeof raw !== 'object' || !('remotes' in raw)) throw new ManifestError('manifest has no "remotes"');
  const source = (raw as { remotes: unknown }).remotes;
  if (!source || typeof source !== 'object') throw new ManifestError('manifest "remotes" is not an object');
  const remotes: RuntimeManifest['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const entry = (source as Record<string, unknown>)[name] as Partial<RemoteRelease> | undefined;
    // a remote missing from the manifest simply shows its fallback; the others still load
    if (entry && typeof entry.entry === 'string' && entry.entry) {
      remotes[name] = {
        version: typeof entry.version === 'string' ? entry.version : 'unknown',
        entry: scriptEntry(entry.entry),
      };
    }
  }
  const { loadTimeoutMs: timeout, manifestTtlMs: ttl } = raw as { loadTimeoutMs?: unknown; manifestTtlMs?: unknown };
  return {
    remotes,
    ...(typeof timeout === 'number' && timeout > 0 ? { loadTimeoutMs: timeout } : {}),
    ...(typeof ttl === 'number' && ttl >= 0 ? { manifestTtlMs: ttl } : {}),
  };
}

export async function fetchManifest(fetchImpl: typeof fetch = fetch, url = '/manifest.json'): Promise<RuntimeManifest> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ManifestError(`${url} answered ${response.status}`);
  return parseManifest(await response.json());
}

/** The id of the JSON block the edge stitches into the page (deploy/src/edge/first-view/first-view.ts). */
export const MANIFEST_BLOCK_ID = 'rn-runtime-manifest';

/**
 * The manifest at boot: the one the edge stitched into this page (the same versions /manifest.json
 * would answer now, without the round trip), or /manifest.json when the page has none or it does
 * not parse (a static server, the development server). Retry always fetches (federation.ts).
 */
export function initialManifest(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<RuntimeManifest> {
  const block = doc.getElementById(MANIFEST_BLOCK_ID);
  if (block?.textContent) {
    try {
      return Promise.resolve(parseManifest(JSON.parse(block.textContent)));
    } catch {
      // fall through to the network
    }
  }
  return fetchManifest(fetchImpl);
}
