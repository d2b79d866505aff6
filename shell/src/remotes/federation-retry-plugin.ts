/**
 * Module-federation runtime plugin (registered at build time through createShellConfig's
 * runtimePlugins): timeouts and retries for the network steps of loading a remote.
 * - manifest fetch (mf-manifest.json): aborted after the entry timeout, retried with back-off on
 *   network errors and 5xx (a 4xx is final: the version is not there, retrying will not help);
 * - remoteEntry.js script: the runtime's 20 s default is replaced by the entry timeout, and a
 *   failed script load is retried once.
 * The fallback (what the user sees when all of this fails) is the remote slot's job
 * (remote-slot.ts), because only the shell knows the container and the Retry button.
 * Written here rather than taken from the registry: @module-federation/retry-plugin is an old
 * 0.17 line (TOOLCHAIN.md).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadingConfig } from './remote-loading-config';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const { entryTimeoutMs, fetchRetries, retryDelayMs } = remoteLoadingConfig();
  let lastError: unknown;
  for (let attempt = 0; attempt <= fetchRetries; attempt += 1) {
    if (attempt > 0) await sleep(retryDelayMs * 2 ** (attempt - 1));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${entryTimeoutMs} ms`)), entryTimeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
      // a timeout used the whole budget: a second try would only double the wait
      if (controller.signal.aborted) break;
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

export default function federationRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rednest-retry-timeout',
    async fetch(url: string, init: RequestInit) {
      return fetchWithRetry(url, init);
    },
    createScript() {
      return { timeout: remoteLoadingConfig().entryTimeoutMs };
    },
    // the hook's declared type wants a promise of a promise; an async function flattens it
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      await sleep(remoteLoadingConfig().retryDelayMs);
      delete globalLoading[uniqueKey];
      try {
        return await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      } catch {
        return undefined; // the runtime rethrows the original error; the slot shows the fallback
      }
    }) as unknown as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
  };
}
