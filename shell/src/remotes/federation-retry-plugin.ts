/**
 * Module-federation runtime plugin (registered at build time through createShellConfig's
 * runtimePlugins): timeouts and retries for the network step of loading a remote, its
 * remoteEntry.js script: the runtime's 20 s default is replaced by the entry timeout, and a failed
 * script load is retried once. (The runtime reads no mf-manifest.json: the shell is built without
 * its snapshot plugin and the manifest names the entry script, runtime-manifest.ts.)
 * The fallback (what the user sees when all of this fails) is the remote slot's job
 * (remote-slot.ts), because only the shell knows the container and the Retry button.
 * Written here rather than taken from the registry: @module-federation/retry-plugin is an old
 * 0.17 line (TOOLCHAIN.md).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadingConfig } from './remote-loading-config';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

export default function federationRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rednest-retry-timeout',
    createScript() {
      return { timeout: remoteLoadingConfig().entryTimeoutMs };
    },
    // the hook's declared type wants a promise of a promise; an async function flattens it
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: LoadEntryErrorArgs) => {
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
