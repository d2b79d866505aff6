/**
 * The first view, composed at the edge (issue 7, ARCHITECTURE "First view without shifts"): the
 * shell's index.html is the same for every page, but the edge knows, per request, which remote
 * owns the URL and which version of it is live. It stitches into the page, before the browser has
 * run a line of script:
 *   - the runtime manifest itself (a JSON data block, not a script: the page's Content-Security-
 *     Policy has nothing to allow), so the shell does not wait a round trip for /manifest.json;
 *   - preloads of what that remote's live version publishes for its first view: its
 *     mf-manifest.json, remoteEntry.js and the synchronous JS and CSS of its `./app` expose, read
 *     from the version's own mf-manifest.json on the CDN.
 * Both come from the version folder the manifest points at, so publishing, promoting or rolling
 * back a remote changes what the page is stitched with on the next load, never separately.
 * Without this the browser discovers those files one after another (HTML → main.js → manifest →
 * mf-manifest.json → remoteEntry.js → expose chunks); with it they load in parallel with main.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findRemote, ownerOfSegment, type RemoteName } from './remotes';
import { remoteCdnDir } from './releases';
import type { RuntimeManifest } from './manifest';

/** The remote that owns a page path `/{locale}/{segment}/…`; null for `/`, assets and paths no remote owns. */
export function ownerOfPath(pathname: string): RemoteName | null {
  const [, locale, segment = ''] = pathname.split('?')[0]!.split('/');
  if (!locale || !/^[a-z]{2}-[a-z]{2}$/i.test(locale)) return null;
  return ownerOfSegment(segment);
}

/** The slice of a remote's mf-manifest.json read here. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** Files of a version folder never change (README "The CDN layout"): read each mf-manifest.json once. */
const manifestCache = new Map<string, FederationManifest | null>();

function readFederationManifest(file: string): FederationManifest | null {
  if (!manifestCache.has(file)) {
    let parsed: FederationManifest | null = null;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest;
    } catch {
      // not published (yet) or not a federation manifest: the page works without hints
    }
    // a missing file may appear with the next publish: only remember what was read
    if (parsed) manifestCache.set(file, parsed);
    return parsed;
  }
  return manifestCache.get(file) ?? null;
}

const safeFile = (name: unknown): name is string => typeof name === 'string' && /^[\w./-]+$/.test(name) && !name.includes('..');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface FirstViewInput {
  cdnDir: string;
  manifest: RuntimeManifest;
  pathname: string;
}

/** `<link rel="preload">` tags for the first view of the remote owning `pathname`, from its live version. */
export function firstViewPreloads({ cdnDir, manifest, pathname }: FirstViewInput): string[] {
  const owner = ownerOfPath(pathname);
  const release = owner ? manifest.remotes[owner] : undefined;
  const remote = owner ? findRemote(owner) : undefined;
  if (!release || !remote) return [];
  const base = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
  const fed = readFederationManifest(path.join(remoteCdnDir(cdnDir, remote.folder), release.version, 'mf-manifest.json'));
  if (!fed) return [];
  const entryName = fed.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const app = fed.exposes?.find((e) => e.path === './app');
  const scripts = [entryName, ...(app?.assets?.js?.sync ?? [])].filter(safeFile);
  const styles = (app?.assets?.css?.sync ?? []).filter(safeFile);
  return [
    // the federation runtime fetches it with fetch() (CORS, no credentials): crossorigin matches
    `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(release.entry)}">`,
    ...styles.map((f) => `<link rel="preload" as="style" href="${escapeAttr(base + f)}">`),
    ...scripts.map((f) => `<link rel="preload" as="script" href="${escapeAttr(base + f)}">`),
  ];
}

/** The id of the JSON block the shell reads instead of fetching /manifest.json (shell/src/remotes/runtime-manifest.ts). */
export const MANIFEST_BLOCK_ID = 'rn-runtime-manifest';

/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can end the block early. */
function jsonBlock(value: unknown): string {
  return `<script type="application/json" id="${MANIFEST_BLOCK_ID}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** index.html with the manifest block and the owner's preloads at the end of <head>. */
export function stitchFirstView(indexHtml: string, input: FirstViewInput): string {
  const head = [jsonBlock(input.manifest), ...firstViewPreloads(input)].join('');
  const at = indexHtml.indexOf('</head>');
  return at < 0 ? indexHtml : indexHtml.slice(0, at) + head + indexHtml.slice(at);
}
