/**
 * The release lock: one process at a time reads, changes and writes releases.json (two CI jobs, or
 * the CLI and an e2e run, may publish at once). A folder beside releases.json, created atomically.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployError } from './store';

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
export async function withLock<T>(cdnDir: string, fn: () => Promise<T>, waitMs = 60_000): Promise<T> {
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
