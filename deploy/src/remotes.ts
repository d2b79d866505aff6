/**
 * The six remotes in port order: the edge is on PORT, remote i on PORT + 1 + i (deploy brief,
 * README "Ports"). The order is a contract with e2e and ops runbooks: append, never reorder.
 */
export const REMOTES = [
  { name: 'mf_search', folder: 'mf-search' },
  { name: 'mf_booking', folder: 'mf-booking' },
  { name: 'mf_account', folder: 'mf-account' },
  { name: 'mf_club', folder: 'mf-club' },
  { name: 'mf_corporate', folder: 'mf-corporate' },
  { name: 'mf_content', folder: 'mf-content' },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];
export interface RemoteInfo { name: RemoteName; folder: string; }

/** Accepts the federation name (mf_search) or the folder (mf-search). */
export function findRemote(nameOrFolder: string): RemoteInfo | undefined {
  return REMOTES.find((r) => r.name === nameOrFolder || r.folder === nameOrFolder);
}

export function remotePort(edgePort: number, name: RemoteName): number {
  return edgePort + 1 + REMOTES.findIndex((r) => r.name === name);
}

export function remoteNames(): RemoteName[] {
  return REMOTES.map((r) => r.name);
}
