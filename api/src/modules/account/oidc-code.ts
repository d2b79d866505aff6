/**
 * The OpenID Connect authorization code flow with PKCE, server side (Facebook on the web):
 * the browser went to the provider's login dialog with an S256 challenge and came back with a code;
 * here the code and its verifier are exchanged at the provider's token endpoint for the ID token,
 * which id-token.ts then checks like any other. The code, the verifier and the tokens are never
 * logged: only the endpoint's status and the provider's error type and numbers.
 *
 * Refusals: 400 AUTH_CODE_INVALID when the provider refuses the code (unknown, used, expired, or
 * another verifier or redirect_uri) or grants no ID token; 503 ID_PROVIDER_UNAVAILABLE when the
 * endpoint cannot be reached, times out, or answers 429 / 5xx / not JSON, as when the key set
 * cannot be fetched (the provider's side: try again later).
 */
import { AppError, badRequest } from '../../errors.ts';

/** how long the token endpoint may take, as long as the key set fetch (id-token.ts) */
export const TOKEN_EXCHANGE_TIMEOUT_MS = 5000;

export interface CodeGrant {
  code: string;
  codeVerifier: string;
  /** the dialog's redirect_uri, exactly as the browser sent it there (the provider compares them) */
  redirectUri: string;
}

/** what is safe to log about a failed exchange */
export interface ExchangeFailure {
  provider: string;
  reason: 'unreachable' | 'timeout' | 'refused' | 'upstream_error' | 'not_json' | 'no_id_token';
  status?: number;
  /** the provider's error type and numbers (Facebook: OAuthException, 100, 36007), never its message */
  error?: { type?: string; code?: number; subcode?: number };
}

const unavailable = () =>
  new AppError(
    'ID_PROVIDER_UNAVAILABLE',
    'We could not complete this sign-in with the provider just now. Please try again in a moment.',
    503,
  );
const codeRefused = (message: string) =>
  badRequest('AUTH_CODE_INVALID', message, [{ field: 'code', message: 'was not accepted by the provider' }]);

/** the provider's error object, reduced to what may be logged */
function errorSummary(body: unknown): ExchangeFailure['error'] {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return { type: error.slice(0, 60) };
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { type?: unknown; code?: unknown; error_subcode?: unknown };
  return {
    ...(typeof e.type === 'string' ? { type: e.type.slice(0, 60) } : {}),
    ...(typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.error_subcode === 'number' ? { subcode: e.error_subcode } : {}),
  };
}

export function createCodeExchange(
  options: { timeoutMs?: number; onFailure?: (failure: ExchangeFailure) => void } = {},
) {
  const timeoutMs = options.timeoutMs ?? TOKEN_EXCHANGE_TIMEOUT_MS;
  const failed = (failure: ExchangeFailure) => options.onFailure?.(failure);

  return {
    /** The ID token the provider grants for `grant` (Facebook: GET token URL with client_id, redirect_uri, code_verifier, code). */
    async idTokenFor(
      provider: string,
      client: { clientId: string; tokenUrl: string },
      grant: CodeGrant,
    ): Promise<string> {
      const url = new URL(client.tokenUrl);
      url.searchParams.set('client_id', client.clientId);
      url.searchParams.set('redirect_uri', grant.redirectUri);
      url.searchParams.set('code_verifier', grant.codeVerifier);
      url.searchParams.set('code', grant.code);
      let res: Response;
      let body: unknown;
      try {
        // redirect 'error': the exchange goes to the configured endpoint only, never where it points
        res = await fetch(url, {
          headers: { accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await res.json().catch(() => undefined);
      } catch (error) {
        // the error's text may carry the URL (code and verifier): only its kind is kept
        failed({ provider, reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' });
        throw unavailable();
      }
      if (res.status === 400 || res.status === 401 || res.status === 403) {
        failed({ provider, reason: 'refused', status: res.status, error: errorSummary(body) });
        throw codeRefused(
          'This sign-in could not be completed: the provider did not accept its code. Please try again.',
        );
      }
      if (!res.ok) {
        failed({ provider, reason: 'upstream_error', status: res.status, error: errorSummary(body) });
        throw unavailable();
      }
      if (body === undefined) {
        failed({ provider, reason: 'not_json', status: res.status });
        throw unavailable();
      }
      const idToken = (body as { id_token?: unknown } | null)?.id_token;
      if (typeof idToken !== 'string' || idToken === '') {
        // a code granted without the openid scope: the dialog was not asked for a sign-in
        failed({ provider, reason: 'no_id_token', status: res.status });
        throw codeRefused(
          'This sign-in could not be completed: the provider granted no sign-in (openid) for its code. Please try again.',
        );
      }
      return idToken;
    },
  };
}
export type CodeExchange = ReturnType<typeof createCodeExchange>;
