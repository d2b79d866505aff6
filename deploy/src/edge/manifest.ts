/**
 * The runtime manifest the shell fetches at boot (ARCHITECTURE: front end at run time): remote
 * name → current version and the URL of its remoteEntry.js. Built per request from releases.json so
 * a rollback shows on the next page load; the host comes from the request so http://lumo.localhost
 * loads remotes from http://lumo.localhost:<port> (same site, separate origin per remote).
 */
import { REMOTES, type RemoteName } from '../remotes';

/**
 * The file of a version folder a manifest entry names: the remote's entry script. The shell's
 * federation runtime is built without its snapshot plugin (shared/build/webpack.cjs) and
 * loads it directly; the version's mf-manifest.json stays in the folder for the edge's first-view
 * preloads (first-view.ts) and the contract check (contract.ts), and is never fetched by the page.
 */
export const ENTRY_FILE = 'remoteEntry.js';

export interface ManifestEntry {
  version: string;
  entry: string;
}

export interface RuntimeManifest {
  remotes: Partial<Record<RemoteName, ManifestEntry>>;
}

export interface ManifestInput {
  versions: Partial<Record<RemoteName, string>>;
  remotePorts: Record<RemoteName, number>;
  protocol: string;
  hostname: string;
}

/** The origin a remote is served from: its own port on the host the page was opened on. */
export function remoteOrigin(protocol: string, hostname: string, port: number): string {
  return `${protocol}://${hostname}:${port}`;
}

/** Every remote's origin, published or not (the page's Content-Security-Policy allows these). */
export function remoteOrigins({ remotePorts, protocol, hostname }: Omit<ManifestInput, 'versions'>): string[] {
  return REMOTES.map((r) => remoteOrigin(protocol, hostname, remotePorts[r.name]));
}

export function buildManifest({ versions, remotePorts, protocol, hostname }: ManifestInput): RuntimeManifest {
  const remotes: RuntimeManifest['remotes'] = {};
  for (const r of REMOTES) {
    const version = versions[r.name];
    if (!version) continue;
    remotes[r.name] = {
      version,
      entry: `${remoteOrigin(protocol, hostname, remotePorts[r.name])}/${r.folder}/${version}/${ENTRY_FILE}`,
    };
  }
  return { remotes };
}

/**
 * Request host without its port; IPv6 literals keep their brackets. A Host header that is not a
 * plain host name or IP literal gives 'localhost': it is written into the manifest and the
 * Content-Security-Policy, where a space, quote or semicolon could add sources or directives.
 */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader || 'localhost').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/.test(name) ? name : 'localhost';
}
