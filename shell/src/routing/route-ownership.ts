/**
 * Which remote owns a page (spec §2). The shell only knows the first path segment after the
 * locale; everything below it belongs to the remote, whose router sends what it does not draw
 * to the locale's home. '' is the locale's home page. Patterns: an exact segment, `prefix*`
 * (payment, payments, paymentInstruction…) or `*suffix` (`{product}Blog`).
 */
import { REMOTES, REMOTE_NAMES, type RemoteName } from '@rednest/shared/contracts';

/** First segments each remote owns, from the one remote registry (shared/src/contracts/remotes.ts). */
export const ROUTE_OWNERSHIP: Readonly<Record<RemoteName, readonly string[]>> = Object.fromEntries(REMOTES.map((r) => [r.name, r.routes])) as unknown as Record<RemoteName, readonly string[]>;

function matches(pattern: string, segment: string): boolean {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    return segment.startsWith(prefix);
  }
  if (pattern.startsWith('*')) {
    const suffix = pattern.slice(1);
    // `{product}Blog` needs a product name before the suffix: "Blog" alone is not a page
    return segment.length > suffix.length && segment.endsWith(suffix);
  }
  return pattern === segment;
}

// Exact names win over patterns, so adding a wildcard can never steal a page named exactly.
const EXACT = new Map<string, RemoteName>();
const PATTERNS: Array<[string, RemoteName]> = [];
for (const name of REMOTE_NAMES) {
  for (const pattern of ROUTE_OWNERSHIP[name]) {
    if (pattern.includes('*')) PATTERNS.push([pattern, name]);
    else EXACT.set(pattern, name);
  }
}

/** The remote that owns a first segment after the locale, or null (catch-all → locale home). */
export function ownerOfSegment(segment: string): RemoteName | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape is simply not a page we own
  }
  const exact = EXACT.get(decoded);
  if (exact) return exact;
  for (const [pattern, name] of PATTERNS) if (matches(pattern, decoded)) return name;
  return null;
}
