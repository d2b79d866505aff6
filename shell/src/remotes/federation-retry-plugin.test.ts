/**
 * @jest-environment node
 */
import { fetchWithRetry } from './federation-retry-plugin';
import { configureRemoteLoading, DEFAULT_REMOTE_LOADING } from './remote-loading-config';

const ok = () => new Response('{}', { status: 200 });

describe('manifest fetch with retry and timeout', () => {
  beforeEach(() => configureRemoteLoading({ ...DEFAULT_REMOTE_LOADING, retryDelayMs: 1 }));

  it('retries network errors and 5xx, then succeeds', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(ok());
    const res = await fetchWithRetry('http://cdn/mf-manifest.json', {}, fetchImpl);
    expect(res.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx (the version is not there)', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    const res = await fetchWithRetry('http://cdn/mf-manifest.json', {}, fetchImpl);
    expect(res.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the configured retries with the last error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('http://cdn/x.json', {}, fetchImpl)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(DEFAULT_REMOTE_LOADING.fetchRetries + 1);
  });

  it('aborts a hanging request at the entry timeout and does not try again', async () => {
    configureRemoteLoading({ entryTimeoutMs: 20 });
    const fetchImpl = jest.fn((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await expect(fetchWithRetry('http://cdn/slow.json', {}, fetchImpl as unknown as typeof fetch)).rejects.toThrow('aborted');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
