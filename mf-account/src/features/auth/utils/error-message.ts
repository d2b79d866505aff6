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

const SERVER_FIELD_KEYS: Record<string, { field: string; key: string }> = {
  first_name: { field: 'firstName', key: 'account.error.firstNameRequired' },
  last_name: { field: 'lastName', key: 'account.error.lastNameRequired' },
  email: { field: 'email', key: 'account.error.emailInvalid' },
  password: { field: 'password', key: 'account.error.passwordWeak' },
  phone: { field: 'phone', key: 'account.error.phoneInvalid' },
};

/**
 * A 400 VALIDATION_FAILED names the fields it rejected (`details[].field`); we show our own
 * translated message next to each. Returns {} for any other error.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const e = error as { code?: unknown; body?: unknown } | null;
  if (e?.code !== 'VALIDATION_FAILED') return {};
  const details = (e.body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return {};
  const out: Record<string, string> = {};
  for (const d of details) {
    const name = typeof d?.field === 'string' ? d.field.replace(/^\/?body\/?/, '') : '';
    const known = SERVER_FIELD_KEYS[name];
    if (known && !out[known.field]) out[known.field] = known.key;
  }
  return out;
}
