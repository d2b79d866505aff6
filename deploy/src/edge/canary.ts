/**
 * Canary picks at the edge: a running canary (releases.ts `canary`) gives its version to
 * a share of browser sessions. A session is a random id in a session cookie (no Max-Age: it ends
 * with the browser session) the edge sets on the first page or /manifest.json it answers while a
 * canary runs. Per remote, the session's bucket is a hash of (id, remote) in [0, 100): the session
 * gets the canary when its bucket is below the share. So a session keeps its pick on every load, a
 * wider share only adds sessions (no session loses the canary it had), and the remotes' canaries
 * are drawn independently. The manifest, the stitched manifest block and the first view's preloads
 * of a page all come from one pick, so a session never mixes versions of a remote.
 */
import { createHash, randomBytes } from 'node:crypto';
import { liveReleases } from '../releases/views';
import { REMOTES, type RemoteName } from '../remotes';

export const CANARY_COOKIE = 'rn_canary';

const SESSION_ID = /^[0-9a-f]{32}$/;

/** The session id in a Cookie header, or null when absent or not one we set. */
export function sessionIdFrom(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CANARY_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (SESSION_ID.test(value)) return value;
  }
  return null;
}

export function newSessionId(): string {
  return randomBytes(16).toString('hex');
}

/** The Set-Cookie value for a new session: HttpOnly (only the edge reads it), for the whole site. */
export function sessionCookie(id: string, https: boolean): string {
  return `${CANARY_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** Where a session falls for one remote: a number in [0, 100) with two decimals, fixed per (session, remote). */
export function sessionBucket(sessionId: string, remote: RemoteName): number {
  const digest = createHash('sha256').update(`${sessionId}:${remote}`).digest();
  return (digest.readUInt32BE(0) % 10_000) / 100;
}

export interface SessionPick {
  /** remote → the version this session gets */
  versions: Partial<Record<RemoteName, string>>;
  /** true when some remote has a canary running, so the session needs an id */
  canaryRunning: boolean;
}

/**
 * The versions a session gets: the live one, or the canary when the session's bucket for that
 * remote is below its share. A request without a session id gets the live versions (the caller
 * gives it an id first when a canary runs, so its next request is picked the same way).
 */
export function pickVersions(cdnDir: string, sessionId: string | null): SessionPick {
  const live = liveReleases(cdnDir);
  const versions: Partial<Record<RemoteName, string>> = {};
  let canaryRunning = false;
  for (const r of REMOTES) {
    const rel = live[r.name];
    if (!rel) continue;
    versions[r.name] = rel.current;
    if (!rel.canary) continue;
    canaryRunning = true;
    if (sessionId && sessionBucket(sessionId, r.name) < rel.canary.share) versions[r.name] = rel.canary.version;
  }
  return { versions, canaryRunning };
}
