/**
 * The release steps on the static "CDN": deploy/.cdn/remotes/<folder>/<version>/… holds every
 * published build, immutable once written; releases.json (store.ts) says which version of each
 * remote is current. The edge reads releases.json on every /manifest.json request, so publish,
 * promote and rollback take effect on the next page load with no restart and no rebuild
 * (ARCHITECTURE: scale-out, only the manifest is uncached). Every step runs under the release lock
 * (lock.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemoteInfo, type RemoteName } from '../remotes';
import { contractMismatches, shellContract } from './contract';
import { withLock } from './lock';
import {
  DeployError,
  emptyRelease,
  readReleases,
  releaseActor,
  remoteCdnDir,
  resolveRemote,
  writeReleases,
  type ReleaseAction,
  type ReleaseStore,
  type RemoteRelease,
} from './store';

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full, base)));
    else if (entry.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** 8 hex chars of sha256 over every file's relative path and bytes: same build → same version. */
export async function contentHash(dir: string): Promise<{ hash: string; files: number; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const files = await listFiles(dir);
  for (const rel of files) {
    const buf = await fsp.readFile(path.join(dir, rel));
    bytes += buf.length;
    hash.update(rel).update('\0').update(buf).update('\0');
  }
  return { hash: hash.digest('hex').slice(0, 8), files: files.length, bytes };
}

/** Refuses (CONTRACT_MISMATCH, naming each mismatch) a build that would break the shell. */
function checkContract(store: ReleaseStore, remote: RemoteInfo, dir: string, what: string): void {
  const shell = (store.shell ?? (() => shellContract(store.rootDir)))();
  const mismatches = contractMismatches(dir, remote.name, shell);
  if (mismatches.length) {
    throw new DeployError(
      'CONTRACT_MISMATCH',
      `${remote.name} ${what} refused, nothing changed (checked against ${shell.source}): ${mismatches.join('; ')}`,
    );
  }
}

export interface ChangeResult {
  remote: RemoteName;
  version: string;
  from: string | null;
  changed: boolean;
  /** canary steps: the share of sessions the canary now has */
  share?: number;
}

export interface PublishOptions {
  /**
   * Publish as a canary for this percent of browser sessions (1 … 99) instead of making the
   * build current for everyone; the live version stays current for the others.
   */
  canaryShare?: number;
}

/** A percent of sessions a canary may get: a whole number from 1 to 99 (100 is `promote`). */
export function checkShare(share: number): number {
  if (!Number.isInteger(share) || share < 1 || share > 99) {
    throw new DeployError(
      'BAD_SHARE',
      `a canary share is a whole percent from 1 to 99 (got ${String(share)}); promote makes it live for all`,
    );
  }
  return share;
}

/** A pointer move other than a canary step is refused while a canary runs: promote or abort it first. */
function refuseWhileCanary(remote: RemoteInfo, rel: RemoteRelease, what: string): void {
  if (rel.canary) {
    throw new DeployError(
      'CANARY_RUNNING',
      `${remote.name} has a canary running (${rel.canary.version} for ${rel.canary.share}% of sessions): ${what} refused, nothing changed; ` +
        `promote it (promote ${remote.name}) or abort it (abort ${remote.name}) first`,
    );
  }
}

/** Starts (or re-shares) the canary of a published version; records the step. */
function setCanary(
  remote: RemoteInfo,
  rel: RemoteRelease,
  version: string,
  share: number,
  now: string,
  actor: string,
): boolean {
  if (!rel.current) {
    throw new DeployError(
      'NO_LIVE_VERSION',
      `${remote.name} has no live version yet: publish it (a canary needs a version the other sessions keep)`,
    );
  }
  if (rel.current === version) {
    throw new DeployError(
      'CANARY_IS_LIVE',
      `${version} is already live for all sessions of ${remote.name}; nothing changed`,
    );
  }
  if (rel.canary?.version === version && rel.canary.share === share) return false;
  const since = rel.canary?.version === version ? rel.canary.since : now;
  rel.canary = { version, share, since };
  rel.history.push({ action: 'canary', version, from: rel.current, at: now, actor, share });
  return true;
}

/**
 * Copies <folder>/dist to its versioned CDN folder (if new) and makes it current, or with
 * `canaryShare` the canary for that share of sessions.
 */
export async function publish(
  store: ReleaseStore,
  nameOrFolder: string,
  opts: PublishOptions = {},
): Promise<ChangeResult> {
  const remote = resolveRemote(nameOrFolder);
  if (opts.canaryShare !== undefined) checkShare(opts.canaryShare);
  const dist = path.join(store.rootDir, remote.folder, 'dist');
  for (const required of ['remoteEntry.js', 'mf-manifest.json']) {
    if (!fs.existsSync(path.join(dist, required))) {
      throw new DeployError(
        'NOT_BUILT',
        `${remote.folder}/dist/${required} is missing: build it first (cd ${remote.folder} && npx webpack --mode production)`,
      );
    }
  }
  checkContract(store, remote, dist, `${remote.folder}/dist`);
  const pkg = JSON.parse(fs.readFileSync(path.join(store.rootDir, remote.folder, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const { hash, files, bytes } = await contentHash(dist);
  const version = `${pkg.version ?? '0.0.0'}-${hash}`;
  const now = (store.now ?? (() => new Date()))().toISOString();
  const actor = releaseActor(store);

  return withLock(
    store.cdnDir,
    async () => {
      const data = readReleases(store.cdnDir);
      const rel = data.remotes[remote.name] ?? emptyRelease();
      if (opts.canaryShare === undefined && rel.current !== version) refuseWhileCanary(remote, rel, 'publish');
      if (opts.canaryShare !== undefined && rel.current === version) {
        throw new DeployError(
          'CANARY_IS_LIVE',
          `${version} is already live for all sessions of ${remote.name}; nothing changed`,
        );
      }
      if (opts.canaryShare !== undefined && !rel.current) {
        throw new DeployError(
          'NO_LIVE_VERSION',
          `${remote.name} has no live version yet: publish it (a canary needs a version the other sessions keep)`,
        );
      }
      const target = path.join(remoteCdnDir(store.cdnDir, remote.folder), version);
      if (!fs.existsSync(target)) {
        // copy beside, then rename: a remote server must never serve half a release
        const tmp = `${target}.tmp-${process.pid}`;
        await fsp.rm(tmp, { recursive: true, force: true });
        await fsp.cp(dist, tmp, { recursive: true });
        await fsp.rename(tmp, target);
      }
      if (!rel.versions.some((v) => v.version === version))
        rel.versions.push({ version, publishedAt: now, files, bytes });
      const from = rel.current;
      if (opts.canaryShare !== undefined) {
        const changed = setCanary(remote, rel, version, opts.canaryShare, now, actor);
        data.remotes[remote.name] = rel;
        if (changed) data.updatedAt = now;
        writeReleases(store.cdnDir, data);
        return { remote: remote.name, version, from, changed, share: opts.canaryShare };
      }
      const changed = from !== version;
      if (changed) {
        rel.current = version;
        rel.trail.push(version);
        rel.history.push({ action: 'publish', version, from, at: now, actor });
        data.remotes[remote.name] = rel;
        data.updatedAt = now;
        writeReleases(store.cdnDir, data);
      } else if (!data.remotes[remote.name]) {
        data.remotes[remote.name] = rel;
        writeReleases(store.cdnDir, data);
      }
      return { remote: remote.name, version, from, changed };
    },
    store.lockWaitMs,
  );
}

/**
 * Puts an already published version on `share` percent of browser sessions (the edge picks per
 * session, sticky: canary.ts); the live version stays current for the rest. Run again with
 * another share to widen or narrow it: a session that had the canary keeps it when it widens.
 */
export async function canary(
  store: ReleaseStore,
  nameOrFolder: string,
  version: string,
  share: number,
): Promise<ChangeResult> {
  const remote = resolveRemote(nameOrFolder);
  checkShare(share);
  const now = (store.now ?? (() => new Date()))().toISOString();
  const actor = releaseActor(store);
  return withLock(
    store.cdnDir,
    async () => {
      const data = readReleases(store.cdnDir);
      const rel = data.remotes[remote.name] ?? emptyRelease();
      const dir = path.join(remoteCdnDir(store.cdnDir, remote.folder), version);
      if (!rel.versions.some((v) => v.version === version) || !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
        const available = rel.versions.map((v) => v.version).join(', ') || 'none';
        throw new DeployError(
          'UNKNOWN_VERSION',
          `${remote.name} has no published version "${version}" (published: ${available})`,
        );
      }
      if (rel.canary && rel.canary.version !== version) {
        throw new DeployError(
          'CANARY_RUNNING',
          `${remote.name} already has a canary (${rel.canary.version} for ${rel.canary.share}%): promote or abort it first; nothing changed`,
        );
      }
      checkContract(store, remote, dir, `canary ${version}`);
      const changed = setCanary(remote, rel, version, share, now, actor);
      if (changed) {
        data.remotes[remote.name] = rel;
        data.updatedAt = now;
        writeReleases(store.cdnDir, data);
      }
      return { remote: remote.name, version, from: rel.current, changed, share };
    },
    store.lockWaitMs,
  );
}

/** One pointer move (promote, rollback, a canary's promote or abort) as recorded in the history. */
interface ReleaseStep {
  action: ReleaseAction;
  version: string;
  from: string | null;
  share?: number;
}

/**
 * The frame every pointer move shares: under the release lock, read releases.json, let `change`
 * check and edit this remote's record (it throws to refuse, nothing written), record its step with
 * the time and actor, and write the file back. `change` returns null when there is nothing to do:
 * nothing is written and the result says unchanged.
 */
async function changeRelease(
  store: ReleaseStore,
  nameOrFolder: string,
  change: (rel: RemoteRelease, remote: RemoteInfo) => ReleaseStep | null,
): Promise<ChangeResult> {
  const remote = resolveRemote(nameOrFolder);
  const now = (store.now ?? (() => new Date()))().toISOString();
  const actor = releaseActor(store);
  return withLock(
    store.cdnDir,
    async () => {
      const data = readReleases(store.cdnDir);
      const rel = data.remotes[remote.name] ?? emptyRelease();
      const step = change(rel, remote);
      if (!step) return { remote: remote.name, version: rel.current!, from: rel.current, changed: false };
      const { action, version, from, share } = step;
      rel.history.push({ action, version, from, at: now, actor, ...(share === undefined ? {} : { share }) });
      data.remotes[remote.name] = rel;
      data.updatedAt = now;
      writeReleases(store.cdnDir, data);
      return { remote: remote.name, version, from, changed: true };
    },
    store.lockWaitMs,
  );
}

/** The running canary becomes current for every session (one step in the trail: rollback returns from it). */
export async function promoteCanary(store: ReleaseStore, nameOrFolder: string): Promise<ChangeResult> {
  return changeRelease(store, nameOrFolder, (rel, remote) => {
    if (!rel.canary) throw new DeployError('NO_CANARY', `${remote.name} has no canary running; nothing changed`);
    const dir = path.join(remoteCdnDir(store.cdnDir, remote.folder), rel.canary.version);
    checkContract(store, remote, dir, `canary ${rel.canary.version}`);
    const from = rel.current;
    const version = rel.canary.version;
    rel.current = version;
    rel.trail.push(version);
    rel.canary = null;
    return { action: 'canary-promote', version, from, share: 100 };
  });
}

/** Ends the canary: every session is back on the live version, which never changed. */
export async function abortCanary(store: ReleaseStore, nameOrFolder: string): Promise<ChangeResult> {
  return changeRelease(store, nameOrFolder, (rel, remote) => {
    if (!rel.canary) throw new DeployError('NO_CANARY', `${remote.name} has no canary running; nothing changed`);
    const from = rel.canary.version;
    rel.canary = null;
    return { action: 'canary-abort', version: rel.current!, from, share: 0 };
  });
}

/** Makes an already published version current (e.g. roll forward again after a rollback). */
export async function promote(store: ReleaseStore, nameOrFolder: string, version: string): Promise<ChangeResult> {
  return changeRelease(store, nameOrFolder, (rel, remote) => {
    const dir = path.join(remoteCdnDir(store.cdnDir, remote.folder), version);
    const known = rel.versions.some((v) => v.version === version);
    if (!known || !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
      const available = rel.versions.map((v) => v.version).join(', ') || 'none';
      throw new DeployError(
        'UNKNOWN_VERSION',
        `${remote.name} has no published version "${version}" (published: ${available})`,
      );
    }
    if (rel.current === version) return null;
    refuseWhileCanary(remote, rel, `promote ${version}`);
    checkContract(store, remote, dir, version);
    const from = rel.current;
    rel.current = version;
    rel.trail.push(version);
    return { action: 'promote', version, from };
  });
}

/** Back to the version that was current before this one; files stay on the CDN, nothing rebuilds. */
export async function rollback(store: ReleaseStore, nameOrFolder: string): Promise<ChangeResult> {
  return changeRelease(store, nameOrFolder, (rel, remote) => {
    if (rel.trail.length < 2) {
      throw new DeployError('NO_PREVIOUS_VERSION', `${remote.name} has no previous version to roll back to`);
    }
    refuseWhileCanary(remote, rel, 'rollback');
    const from = rel.current;
    rel.trail.pop();
    const version = rel.trail[rel.trail.length - 1]!;
    rel.current = version;
    return { action: 'rollback', version, from };
  });
}

/**
 * Deletes old version folders: keeps the current one, the last `keep` versions of the trail (what
 * a rollback can reach) and the `keep` most recently published. A page opened before a rollback
 * may still load an old version's chunks, so production keeps them longer (k8s/cdn.md).
 */
export async function prune(store: ReleaseStore, keep = 5): Promise<{ remote: RemoteName; removed: string[] }[]> {
  return withLock(
    store.cdnDir,
    async () => {
      const data = readReleases(store.cdnDir);
      const out: { remote: RemoteName; removed: string[] }[] = [];
      for (const r of REMOTES) {
        const rel = data.remotes[r.name];
        if (!rel) continue;
        const protectedVersions = new Set([
          ...(rel.current ? [rel.current] : []),
          ...(rel.canary ? [rel.canary.version] : []),
          ...rel.trail.slice(-keep),
          ...rel.versions.slice(-keep).map((v) => v.version),
        ]);
        const removed: string[] = [];
        for (const v of rel.versions) {
          if (protectedVersions.has(v.version)) continue;
          await fsp.rm(path.join(remoteCdnDir(store.cdnDir, r.folder), v.version), { recursive: true, force: true });
          removed.push(v.version);
        }
        if (removed.length) {
          rel.versions = rel.versions.filter((v) => !removed.includes(v.version));
          // a trail entry whose files are gone can no longer be rolled back to
          rel.trail = rel.trail.filter((v) => !removed.includes(v));
        }
        out.push({ remote: r.name, removed });
      }
      writeReleases(store.cdnDir, data);
      return out;
    },
    store.lockWaitMs,
  );
}
