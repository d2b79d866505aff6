/**
 * The runtime manifest as a file on the CDN (k8s/cdn.md, k8s/static.yaml): in production no Node
 * edge builds /manifest.json per request; the nginx edge proxies the CDN's `manifest.json`, so
 * after each pointer move (publish, promote, rollback, canary promote/abort) the release step
 * writes it from releases.json:
 *
 *   CDN_DIR=/srv/cdn npx tsx deploy/src/releases/cdn-manifest.ts --origin https://cdn.rednest.example
 *
 * Entries are absolute: <origin>/remotes/<folder>/<version>/remoteEntry.js (the bucket layout).
 * The file is written beside the target and renamed, so the static host never serves half of it.
 * A canary's share is not represented (a static file cannot split sessions): it announces `current`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { deployEnv } from '../config/env';
import { ENTRY_FILE, type RuntimeManifest } from '../edge/manifest';
import { currentVersions } from './views';
import { REMOTES } from '../remotes';

/** https://host[:port] (http only for loopback), no path */
export function checkOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`--origin ${origin} is not a URL (e.g. https://cdn.rednest.example)`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (
    !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new Error(`--origin ${origin} must be an https origin with no path (e.g. https://cdn.rednest.example)`);
  }
  return url.origin;
}

export function cdnManifest(cdnDir: string, origin: string): RuntimeManifest {
  const base = checkOrigin(origin);
  const versions = currentVersions(cdnDir);
  const remotes: RuntimeManifest['remotes'] = {};
  for (const r of REMOTES) {
    const version = versions[r.name];
    if (version) remotes[r.name] = { version, entry: `${base}/remotes/${r.folder}/${version}/${ENTRY_FILE}` };
  }
  return { remotes };
}

/** Writes <cdnDir>/manifest.json atomically; returns what it wrote. */
export function writeCdnManifest(cdnDir: string, origin: string): RuntimeManifest {
  const manifest = cdnManifest(cdnDir, origin);
  const target = path.join(cdnDir, 'manifest.json');
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  fs.mkdirSync(cdnDir, { recursive: true });
  fs.writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(temp, target);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { origin: { type: 'string' } } });
  try {
    if (!values.origin)
      throw new Error('usage: cdn-manifest.ts --origin https://cdn.example (CDN_DIR names the CDN folder)');
    const { cdnDir } = deployEnv();
    const written = writeCdnManifest(cdnDir, values.origin);
    const rows = Object.entries(written.remotes).map(([name, e]) => `  ${name} ${e!.version}`);
    console.log(`${path.join(cdnDir, 'manifest.json')}:\n${rows.join('\n') || '  (nothing published)'}`);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
