/**
 * The remotes as deploy sees them: the one registry (shared/src/contracts/remotes.ts) plus port
 * arithmetic. The edge is on PORT, remote i on PORT + 1 + i (README "Ports"): the registry's
 * order is a contract with e2e and ops runbooks (append, never reorder).
 */
import {
  REMOTES,
  findRemote,
  ownerOfSegment,
  type RemoteInfo,
  type RemoteName,
} from '@rednest/shared/contracts/remotes';

export { REMOTES, findRemote, ownerOfSegment, type RemoteInfo, type RemoteName };

export function remotePort(edgePort: number, name: RemoteName): number {
  return edgePort + 1 + REMOTES.findIndex((r) => r.name === name);
}

export function remoteNames(): RemoteName[] {
  return REMOTES.map((r) => r.name);
}
