/**
 * API answers the edge draws into a page's first HTML (home's banners, a hotel's first
 * picture), kept per key. A page must never wait long for one:
 *   - an answer is kept for `ttlMs`, then asked for again in the background while the stale one
 *     still serves;
 *   - a key asked for the first time waits at most `waitMs`, then the page goes without and the
 *     answer, when it comes, serves the next page;
 *   - a failed ask (`fetchOne` answers null) changes nothing: the last good answer keeps serving
 *     (none: the page goes without) and the next page asks again;
 *   - at most `maxEntries` keys are kept, the least recently asked for going first.
 */
export interface EdgeAnswersOptions {
  ttlMs: number;
  waitMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T | null;
  at: number;
  pending: Promise<T | null> | null;
}

export function createEdgeAnswers<T>(
  fetchOne: (key: string) => Promise<T | null>,
  { ttlMs, waitMs, maxEntries = Infinity, now = Date.now }: EdgeAnswersOptions,
) {
  const entries = new Map<string, Entry<T>>();

  function entryOf(key: string): Entry<T> {
    let entry = entries.get(key);
    if (entry) {
      // the most recently asked for goes last (Map keeps insertion order)
      entries.delete(key);
    } else {
      entry = { value: null, at: -Infinity, pending: null };
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries) break;
        entries.delete(oldest);
      }
    }
    entries.set(key, entry);
    return entry;
  }

  function refresh(key: string, entry: Entry<T>): Promise<T | null> {
    if (entry.pending) return entry.pending;
    // a rejected ask counts as a failed one (null)
    entry.pending = fetchOne(key)
      .catch(() => null)
      .then((found) => {
        if (found !== null) {
          entry.value = found;
          entry.at = now();
        }
        entry.pending = null;
        return entry.value;
      });
    return entry.pending;
  }

  return {
    /** Asks for the key's answer now (in the background when not awaited). */
    refresh(key: string): Promise<T | null> {
      return refresh(key, entryOf(key));
    },

    /** The key's answer: the kept one, or one that comes within `waitMs`; null otherwise. */
    async get(key: string): Promise<T | null> {
      const entry = entryOf(key);
      if (now() - entry.at > ttlMs) void refresh(key, entry);
      if (entry.value === null && entry.pending) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
        const found = await Promise.race([entry.pending, late]);
        clearTimeout(timer);
        return found;
      }
      return entry.value;
    },

    /** how many keys are kept */
    get size(): number {
      return entries.size;
    },
  };
}
