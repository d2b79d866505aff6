/**
 * How hard the shell tries to load a remote. Kept free of imports on purpose: the federation
 * runtime plugin that reads it is bundled into the eager entry, where importing a shared
 * singleton (react, @rednest/shared/*) would break module sharing.
 */
export interface RemoteLoadingConfig {
  /** the whole load of a remote (remoteEntry + exposed module); 10 s */
  entryTimeoutMs: number;
  /** the wait before the one retry of a remoteEntry.js that failed to load */
  retryDelayMs: number;
  /**
   * How old the manifest may be before the shell re-reads /manifest.json ahead of loading a remote
   * it has not loaded yet (an open page learns of a rollback at its next navigation into
   * that area). Operators may set it in the manifest (`manifestTtlMs`).
   */
  manifestTtlMs: number;
}

export const DEFAULT_REMOTE_LOADING: RemoteLoadingConfig = {
  entryTimeoutMs: 10_000,
  retryDelayMs: 300,
  manifestTtlMs: 30_000,
};

const current: RemoteLoadingConfig = { ...DEFAULT_REMOTE_LOADING };

export function remoteLoadingConfig(): Readonly<RemoteLoadingConfig> {
  return current;
}

export function configureRemoteLoading(patch: Partial<RemoteLoadingConfig>): void {
  for (const [key, value] of Object.entries(patch) as Array<[keyof RemoteLoadingConfig, number | undefined]>) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) current[key] = value;
  }
}

/** Operators and tests may shorten the timeout for one browser: localStorage 'rn.remote_timeout_ms'. */
export const REMOTE_TIMEOUT_OVERRIDE_KEY = 'rn.remote_timeout_ms';
