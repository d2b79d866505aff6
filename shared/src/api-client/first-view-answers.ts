/**
 * Answers the edge fetched for the page's first view (deploy/src/first-view.ts: home's banners) and
 * wrote into the page as a JSON block: the page's query cache starts with them, so the remote that
 * mounts draws what the first view already showed, at once, without asking again; TanStack Query
 * asks again once they are older than the query's stale time, as for any cached answer.
 *
 * Only catalogue rows that need no sign-in are taken (nothing personal can come in through the
 * page's HTML), each under the key the hooks use (endpointKey), dated when the edge fetched it but
 * never later than now (another clock). A missing, broken or foreign block seeds nothing. The block
 * is removed once read.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type EndpointName } from '@rednest/shared/contracts';

/** The block's id (deploy/src/first-view.ts ANSWERS_BLOCK_ID). */
export const ANSWERS_BLOCK_ID = 'rn-first-view-answers';

interface Seed {
  endpoint: EndpointName;
  input: { query?: unknown; params?: unknown; body?: unknown };
  data: unknown;
  at: number;
}

function isSeed(value: unknown): value is Seed {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<Seed>;
  const def = typeof s.endpoint === 'string' && Object.hasOwn(ENDPOINTS, s.endpoint) ? ENDPOINTS[s.endpoint] : undefined;
  return !!def && def.auth === 'none' && def.method === 'GET' && !!s.input && typeof s.input === 'object' && s.data !== undefined && typeof s.at === 'number';
}

/** Seeds `client` from the page's answers block; returns how many answers it took. */
export function seedFirstViewAnswers(
  client: QueryClient,
  keyOf: (name: EndpointName, input: Seed['input']) => readonly unknown[],
  doc: Document | undefined = typeof document !== 'undefined' ? document : undefined,
  now: () => number = Date.now,
): number {
  const block = doc?.getElementById(ANSWERS_BLOCK_ID);
  if (!block) return 0;
  let list: unknown;
  try {
    list = JSON.parse(block.textContent ?? '');
  } catch {
    list = null;
  }
  block.remove();
  if (!Array.isArray(list)) return 0;
  let taken = 0;
  for (const seed of list) {
    if (!isSeed(seed)) continue;
    client.setQueryData(keyOf(seed.endpoint, seed.input), seed.data, { updatedAt: Math.min(seed.at, now()) });
    taken++;
  }
  return taken;
}
