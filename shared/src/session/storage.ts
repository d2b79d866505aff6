/**
 * Storage that never throws: Safari private mode, full quotas and the API's Node runtime (no
 * window) must not break a page, they only lose persistence.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function pick(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window !== 'undefined' && window[kind] ? window[kind] : null;
  } catch {
    return null;
  }
}

function safe(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      const s = pick(kind);
      try {
        return s ? s.getItem(key) : (memory.get(key) ?? null);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    setItem(key, value) {
      const s = pick(kind);
      try {
        if (s) s.setItem(key, value);
        else memory.set(key, value);
      } catch {
        memory.set(key, value);
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        pick(kind)?.removeItem(key);
      } catch {
        /* storage unavailable: nothing persisted to remove */
      }
    },
  };
}

export const local: KeyValueStorage = safe('localStorage');
export const sessionScoped: KeyValueStorage = safe('sessionStorage');

export function readJson<T>(store: KeyValueStorage, key: string): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(store: KeyValueStorage, key: string, value: unknown): void {
  store.setItem(key, JSON.stringify(value));
}
