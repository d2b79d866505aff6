import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, forceReloadOnce, isChunkLoadError } from './chunk-reload';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('chunk-load error → one forced reload', () => {
  it('recognises webpack and browser chunk errors only', () => {
    const chunk = Object.assign(new Error('Loading chunk 387 failed.\n(error: http://x/387.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then refuses inside the guard window (never a loop)', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    expect(forceReloadOnce({ storage, reload, now: () => now })).toBe('reloaded');
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    // the page came back and hit the same error: show the error page instead
    now += 5_000;
    expect(forceReloadOnce({ storage, reload, now: () => now })).toBe('guarded');
    expect(reload).toHaveBeenCalledTimes(1);
    // a later deploy in the same tab may reload again
    now += CHUNK_RELOAD_GUARD_MS;
    expect(forceReloadOnce({ storage, reload, now: () => now })).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is unusable (cannot guard a loop)', () => {
    const reload = jest.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(forceReloadOnce({ storage: broken, reload })).toBe('guarded');
    expect(reload).not.toHaveBeenCalled();
  });
});
