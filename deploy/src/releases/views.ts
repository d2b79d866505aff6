/**
 * What is read from releases.json without changing it: the CLI's list and status, and what the
 * edge serves (the live version and running canary of each remote).
 */
import { REMOTES, type RemoteName } from '../remotes';
import { emptyRelease, readReleases, resolveRemote, type CanaryRelease, type ReleaseEvent } from './store';

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
