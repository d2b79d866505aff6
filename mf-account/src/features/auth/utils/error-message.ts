/**
 * Maps a failed call to the label key of what a person should read. ApiCallError (shared
 * api-client) carries the server's stable `code`; a request that never got an answer has
 * no status.
 */
export function authErrorKey(error: unknown, fallback = 'account.error.generic'): string {
  const e = error as { code?: unknown; status?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const status = typeof e?.status === 'number' ? e.status : 0;
  if (code === 'INVALID_CREDENTIALS') return 'account.error.invalidCredentials';
  if (code === 'EMAIL_TAKEN') return 'account.error.emailTaken';
  if (code === 'RATE_LIMITED' || status === 429) return 'account.error.rateLimited';
  if (code === 'ERR_NETWORK' || code === 'ECONNABORTED' || code === 'NETWORK_ERROR' || code === 'TIMEOUT' || status === 0) {
    return 'account.error.network';
  }
  return fallback;
}
