/**
 * Which remote owns a page (spec §2). The shell only knows the first path segment after the
 * locale; everything below it belongs to the remote, whose router sends what it does not draw
 * to the locale's home. '' is the locale's home page. Patterns: an exact segment, `prefix*`
 * (payment, payments, paymentInstruction…) or `*suffix` (`{product}Blog`).
 */
import { REMOTES, type RemoteName } from '@rednest/shared/contracts';

// the matching lives beside the registry, so the edge (deploy/src/edge/first-view/first-view.ts) uses the same rule
export { ownerOfSegment } from '@rednest/shared/contracts';

/** First segments each remote owns, from the one remote registry (shared/src/contracts/remotes.ts). */
export const ROUTE_OWNERSHIP: Readonly<Record<RemoteName, readonly string[]>> = Object.fromEntries(
  REMOTES.map((r) => [r.name, r.routes]),
) as unknown as Record<RemoteName, readonly string[]>;
