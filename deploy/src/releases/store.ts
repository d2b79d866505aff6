/**
 * The release record of the static "CDN": deploy/.cdn/releases.json says which version of each
 * remote is current and how it got there (deploy/.cdn/remotes/<folder>/<version>/… holds the
 * builds). Its types, how it is read and written whole, and who a step is recorded as.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, findRemote, type RemoteInfo, type RemoteName } from '../remotes';
import type { ShellContract } from './contract';

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

/** A remote never published: no version, no history. */
export const emptyRelease = (): RemoteRelease => ({ current: null, versions: [], trail: [], history: [] });

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

export function writeReleases(cdnDir: string, data: ReleasesFile): void {
  fs.mkdirSync(cdnDir, { recursive: true });
  const file = releasesPath(cdnDir);
  // write-then-rename: the edge reads this file on every manifest request and must never see half of it
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

/** The registry row of a remote named by its federation name or its folder; UNKNOWN_REMOTE otherwise. */
export function resolveRemote(nameOrFolder: string): RemoteInfo {
  const remote = findRemote(nameOrFolder);
  if (!remote) {
    throw new DeployError(
      'UNKNOWN_REMOTE',
      `unknown remote "${nameOrFolder}" (one of ${REMOTES.map((r) => r.name).join(', ')})`,
    );
  }
  return remote;
}
