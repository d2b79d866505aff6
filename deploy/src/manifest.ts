/**
 * The runtime manifest the shell fetches at boot (ARCHITECTURE: front end at run time): remote
 * name → current version and its mf-manifest.json URL. Built per request from releases.json so a
 * rollback shows on the next page load; the host comes from the request so http://lumo.localhost
 * loads remotes from http://lumo.localhost:<port> (same site, separate origin per remote).
 */
import { REMOTES, type RemoteName } from './remotes';

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

export function buildManifest({ versions, remotePorts, protocol, hostname }: ManifestInput): RuntimeManifest {
  const remotes: RuntimeManifest['remotes'] = {};
  for (const r of REMOTES) {
    const version = versions[r.name];
    if (!version) continue;
    remotes[r.name] = {
      version,
      entry: `${protocol}://${hostname}:${remotePorts[r.name]}/${r.folder}/${version}/mf-manifest.json`,
    };
  }
  return { remotes };
}

/** Request host without its port; IPv6 literals keep their brackets. */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader || 'localhost').trim();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] || 'localhost';
}
