/**
 * @jest-environment node
 */
import federationRetryPlugin from './federation-retry-plugin';
import { configureRemoteLoading, DEFAULT_REMOTE_LOADING } from './remote-loading-config';

type LoadEntryError = (args: Record<string, unknown>) => Promise<unknown>;

describe('remoteEntry.js with a timeout and one retry', () => {
  beforeEach(() => configureRemoteLoading({ ...DEFAULT_REMOTE_LOADING, retryDelayMs: 1 }));

  it("gives the entry script the configured timeout instead of the runtime's 20 s", () => {
    configureRemoteLoading({ entryTimeoutMs: 4321 });
    expect((federationRetryPlugin().createScript as () => unknown)()).toEqual({ timeout: 4321 });
  });

  it("loads a failed entry once more, with the runtime's memo of the failed load dropped", async () => {
    const container = { init: jest.fn(), get: jest.fn() };
    const globalLoading: Record<string, unknown> = {
      'mf_search:http://cdn/remoteEntry.js': Promise.reject(new Error('x')).catch(() => {}),
    };
    const getRemoteEntry = jest.fn(async () => {
      expect(globalLoading).toEqual({}); // loading again, not handed the failed promise
      return container;
    });
    const retry = federationRetryPlugin().loadEntryError as unknown as LoadEntryError;
    const result = await retry({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_search' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'mf_search:http://cdn/remoteEntry.js',
    });
    expect(result).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('a second failure leaves the original error to the runtime (the slot shows its fallback)', async () => {
    const retry = federationRetryPlugin().loadEntryError as unknown as LoadEntryError;
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptExternalLoadError'));
    await expect(
      retry({
        getRemoteEntry,
        origin: {},
        remoteInfo: {},
        remoteEntryExports: undefined,
        globalLoading: {},
        uniqueKey: 'k',
      }),
    ).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});
