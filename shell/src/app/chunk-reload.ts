/**
 * spec §4/§8: a chunk-load error (a deploy replaced the files this page was built against)
 * triggers ONE forced reload. The guard lives in sessionStorage so it survives that reload;
 * a second chunk error inside the guard window shows the error page instead of looping.
 */
export const CHUNK_RELOAD_KEY = 'rn.chunk_reload_at';
/** After this long a new deploy may earn the tab another reload; shorter could loop slowly. */
export const CHUNK_RELOAD_GUARD_MS = 10 * 60 * 1000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; code?: unknown };
  if (e.name === 'ChunkLoadError' || e.code === 'CSS_CHUNK_LOAD_FAILED') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Loading (CSS )?chunk [^\s]+ failed|ChunkLoadError|Failed to fetch dynamically imported module/i.test(message);
}

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/** 'reloaded' when a reload was started, 'guarded' when one already happened (show the error page). */
export function forceReloadOnce(deps: ReloadDeps = {}): 'reloaded' | 'guarded' {
  const storage = deps.storage ?? sessionStorage;
  const now = (deps.now ?? Date.now)();
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    // unreadable storage: we cannot prove we did not reload already, so do not risk a loop
    return 'guarded';
  }
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return 'guarded';
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return 'guarded';
  }
  (deps.reload ?? (() => window.location.reload()))();
  return 'reloaded';
}
