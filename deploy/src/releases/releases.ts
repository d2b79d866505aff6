/**
 * Release bookkeeping for the static "CDN": deploy/.cdn/remotes/<folder>/<version>/… holds every
 * published build, immutable once written; deploy/.cdn/releases.json says which version of each
 * remote is current and how it got there. The edge reads releases.json on every /manifest.json
 * request, so publish, promote and rollback take effect on the next page load with no restart and
 * no rebuild (ARCHITECTURE: scale-out, only the manifest is uncached).
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { contractMismatches, shellContract, type ShellContract } from './contract';
import { REMOTES, findRemote, type RemoteInfo, type RemoteName } from '../remotes';

export type ReleaseAction = 'publish' | 'promote' | 'rollback' | 'canary' | 'canary-promote' | 'canary-abort';

export interface ReleaseEvent {
  action: ReleaseAction;
  /** the version that became current */
  version: string;
  /** the version that was current before */
  from: string | null;
  at: string;
  /** who ran it (--actor, RELEASE_ACTOR or the OS user); absent in records written before the audit */
  actor?: string;
  /**
   * canary steps: the share of sessions (percent) the canary version gets from this step on.
   * For 'canary', `from` is the live version and `version` the canary; 'canary-abort' goes from
   * the canary back to the live version, which never stopped being current.
   */
  share?: number;
}

/** A version a share of browser sessions gets instead of `current` (edge: canary.ts). */
export interface CanaryRelease {
  version: string;
  /** percent of sessions, 1 … 99 */
  share: number;
  since: string;
}

export interface PublishedVersion {
  version: string;
  publishedAt: string;
  files: number;
  bytes: number;
}

export interface RemoteRelease {
  current: string | null;
  /** every version copied to the CDN, oldest first */
  versions: PublishedVersion[];
  /**
   * Versions in the order they were made current (publish/promote push, rollback pops), so
   * repeated rollbacks keep stepping back through what was actually live, not through build order.
   */
  trail: string[];
  history: ReleaseEvent[];
  /** the canary running for this remote, if any */
  canary?: CanaryRelease | null;
}

export interface ReleasesFile {
  schema: 1;
  updatedAt: string | null;
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
}

export interface ReleaseStore {
  cdnDir: string;
  /** repository root: <root>/<folder>/dist and <root>/<folder>/package.json */
  rootDir: string;
  /** injectable clock for tests */
  now?: () => Date;
  /** the shell's side of the contract; default: shellContract(rootDir) */
  shell?: () => ShellContract;
  /** how long to wait for another command's lock before refusing (LOCKED); default 60 s */
  lockWaitMs?: number;
  /** who runs the command, for the audit trail (the CLI: --actor, else RELEASE_ACTOR); default: the OS user */
  actor?: string;
}

export class DeployError extends Error {
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DeployError';
  }
}

/**
 * Who a release step is recorded as: the store's actor (the CLI's --actor, else RELEASE_ACTOR),
 * else the OS user. One printable line of at most 100 characters, or the command is refused.
 */
export function releaseActor(store: Pick<ReleaseStore, 'actor'>): string {
  let who = store.actor;
  if (who === undefined) {
    try {
      who = os.userInfo().username;
    } catch {
      who = '';
    }
  }
  who = who.trim();
  // eslint-disable-next-line no-control-regex
  if (!who || who.length > 100 || /[\u0000-\u001f\u007f]/.test(who)) {
    throw new DeployError(
      'BAD_ACTOR',
      'who runs a release must be one line of 1 to 100 printable characters (--actor or RELEASE_ACTOR)',
    );
  }
  return who;
}

const emptyRelease = (): RemoteRelease => ({ current: null, versions: [], trail: [], history: [] });

export function releasesPath(cdnDir: string): string {
  return path.join(cdnDir, 'releases.json');
}

export function remoteCdnDir(cdnDir: string, folder: string): string {
  return path.join(cdnDir, 'remotes', folder);
}

export function readReleases(cdnDir: string): ReleasesFile {
  const file = releasesPath(cdnDir);
  if (!fs.existsSync(file)) return { schema: 1, updatedAt: null, remotes: {} };
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleasesFile;
  if (parsed.schema !== 1 || typeof parsed.remotes !== 'object') {
    throw new DeployError('RELEASES_CORRUPT', `${file} is not a releases file (schema 1)`);
  }
  return parsed;
}

function writeReleases(cdnDir: string, data: ReleasesFile): void {
  fs.mkdirSync(cdnDir, { recursive: true });
  const file = releasesPath(cdnDir);
  // write-then-rename: the edge reads this file on every manifest request and must never see half of it
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

/** Who holds the release lock, written inside it (`owner.json`). */
interface LockOwner {
  pid: number;
  host: string;
  token: string;
  since: string;
}

/** a holder refreshes the lock's mtime this often … */
const LOCK_HEARTBEAT_MS = 2_000;
/** … so a lock not refreshed for this long belongs to a process that is gone (another host, or a reused pid) */
const LOCK_STALE_MS = 20_000;

function readOwner(lock: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(lock, 'owner.json'), 'utf8')) as LockOwner;
  } catch {
    return null; // being created, or gone
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose holder died on this host, or that nobody refreshed for LOCK_STALE_MS. */
function isStale(owner: LockOwner | null, mtimeMs: number): boolean {
  if (owner && owner.host === os.hostname() && !pidAlive(owner.pid)) return true;
  return Date.now() - mtimeMs > LOCK_STALE_MS;
}

/**
 * Cross-process lock around every read-modify-write of releases.json (two CI jobs, or the CLI and
 * an e2e run, may publish at the same time): mkdir is atomic, so one process holds it and the
 * others wait. The holder writes who it is and refreshes the folder's mtime while it works, so a
 * slow publish is never taken for a dead one; a lock left by a process that died is broken by
 * renaming it aside (atomic), and only if it is still the one judged stale.
 */
async function withLock<T>(cdnDir: string, fn: () => Promise<T>, waitMs = 60_000): Promise<T> {
  fs.mkdirSync(cdnDir, { recursive: true });
  const lock = path.join(cdnDir, '.releases.lock');
  const me: LockOwner = { pid: process.pid, host: os.hostname(), token: randomUUID(), since: new Date().toISOString() };
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'owner.json'), JSON.stringify(me));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      if (!stat) continue; // released between our mkdir and stat
      const owner = readOwner(lock);
      if (isStale(owner, stat.mtimeMs)) {
        breakLock(lock, owner, me.token);
        continue;
      }
      if (Date.now() > deadline) {
        const who = owner ? `process ${owner.pid} on ${owner.host} since ${owner.since}` : 'another deploy command';
        throw new DeployError('LOCKED', `${lock} is held by ${who}; nothing changed, try again`);
      }
      await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
    }
  }
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lock, now, now);
    } catch {
      // broken as stale: releasing below leaves the new holder's lock alone
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    return await fn();
  } finally {
    clearInterval(heartbeat);
    if (readOwner(lock)?.token === me.token) fs.rmSync(lock, { recursive: true, force: true });
  }
}

function breakLock(lock: string, judged: LockOwner | null, myToken: string): void {
  const aside = `${lock}.stale-${myToken}`;
  try {
    fs.renameSync(lock, aside);
  } catch {
    return; // someone else broke or released it first
  }
  const moved = readOwner(aside);
  if (judged && moved?.token !== judged.token) {
    // between our look and the rename another process took the lock: give it back
    try {
      fs.renameSync(aside, lock);
      return;
    } catch {
      // a third process holds the name now; the moved holder's release finds its token gone
    }
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

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

function resolveRemote(nameOrFolder: string) {
  const remote = findRemote(nameOrFolder);
  if (!remote) {
    throw new DeployError(
      'UNKNOWN_REMOTE',
      `unknown remote "${nameOrFolder}" (one of ${REMOTES.map((r) => r.name).join(', ')})`,
    );
  }
  return remote;
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

export interface ListRow {
  remote: RemoteName;
  folder: string;
  current: string | null;
  previous: string | null;
  versions: number;
  lastChange: ReleaseEvent | null;
  canary: CanaryRelease | null;
}

export function list(cdnDir: string): ListRow[] {
  const data = readReleases(cdnDir);
  return REMOTES.map((r) => {
    const rel = data.remotes[r.name] ?? emptyRelease();
    return {
      remote: r.name,
      folder: r.folder,
      current: rel.current,
      previous: rel.trail.length >= 2 ? rel.trail[rel.trail.length - 2]! : null,
      versions: rel.versions.length,
      lastChange: rel.history[rel.history.length - 1] ?? null,
      canary: rel.canary ?? null,
    };
  });
}

export interface AuditRow extends ReleaseEvent {
  remote: RemoteName;
}

/** Every recorded release step of every remote (or of one), oldest first. */
export function auditTrail(cdnDir: string, nameOrFolder?: string): AuditRow[] {
  const only = nameOrFolder ? resolveRemote(nameOrFolder).name : null;
  const data = readReleases(cdnDir);
  const rows: AuditRow[] = [];
  for (const r of REMOTES) {
    if (only && r.name !== only) continue;
    for (const e of data.remotes[r.name]?.history ?? []) rows.push({ remote: r.name, ...e });
  }
  // stable: steps of one remote keep their recorded order when two share a timestamp
  return rows.sort((a, b) => a.at.localeCompare(b.at));
}

/** Live version and running canary per remote (the edge picks between them per session: canary.ts). */
export function liveReleases(
  cdnDir: string,
): Partial<Record<RemoteName, { current: string; canary: CanaryRelease | null }>> {
  const data = readReleases(cdnDir);
  const out: Partial<Record<RemoteName, { current: string; canary: CanaryRelease | null }>> = {};
  for (const r of REMOTES) {
    const rel = data.remotes[r.name];
    if (rel?.current) out[r.name] = { current: rel.current, canary: rel.canary ?? null };
  }
  return out;
}

/** Current version per remote (what /manifest.json announces without canaries); unpublished remotes are absent. */
export function currentVersions(cdnDir: string): Partial<Record<RemoteName, string>> {
  const data = readReleases(cdnDir);
  const out: Partial<Record<RemoteName, string>> = {};
  for (const r of REMOTES) {
    const v = data.remotes[r.name]?.current;
    if (v) out[r.name] = v;
  }
  return out;
}
