/**
 * The edge as a guest of the API: what it draws into a page's first HTML from a
 * guest-token call (a hotel's first picture, a listing's first result) it asks with a guest token
 * of its own, from the public web client the browser bundles get at build time
 * (shared/build/web-client.cjs). One token for the edge: asked for when the edge starts (`warm`),
 * renewed a minute before it runs out, and once when the API answers 401 (revoked, or the API
 * restarted with other keys).
 */
import { createRequire } from 'node:module';
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';

// the web client preset is CommonJS without types (the browser builds read it too)
const { webClientFromEnv } = createRequire(import.meta.url)('@rednest/shared/build/web-client') as {
  webClientFromEnv: () => { id: string; secret: string };
};

export interface EdgeGuestOptions {
  apiUrl: string;
  /** the public web client of the token grant (default: OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET, as the browser bundles get it) */
  client?: { id: string; secret: string };
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** how long the edge waits for any one API answer */
const CALL_TIMEOUT_MS = 5000;

export function createEdgeGuest({
  apiUrl,
  client = webClientFromEnv(),
  fetchImpl = fetch,
  now = Date.now,
}: EdgeGuestOptions) {
  let token: { value: string; until: number } | null = null;
  let pendingToken: Promise<string | null> | null = null;

  async function fetchToken(): Promise<string | null> {
    const basic = Buffer.from(`${client.id}:${client.secret}`).toString('base64');
    try {
      const res = await fetchImpl(`${apiUrl}/api${endpointPath(ENDPOINTS.oauthToken)}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
      if (typeof body.access_token !== 'string' || !body.access_token) return null;
      const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 300;
      // renewed a minute before it runs out
      token = { value: body.access_token, until: now() + Math.max(0, seconds - 60) * 1000 };
      return token.value;
    } catch {
      return null;
    }
  }

  function guestToken(): Promise<string | null> {
    if (token && now() < token.until) return Promise.resolve(token.value);
    pendingToken ??= fetchToken().finally(() => (pendingToken = null));
    return pendingToken;
  }

  async function get(path: string, retry: boolean, timeoutMs: number, language: string): Promise<Response | null> {
    const bearer = await guestToken();
    if (!bearer) return null;
    try {
      const res = await fetchImpl(`${apiUrl}/api${path}`, {
        headers: { authorization: `Bearer ${bearer}`, accept: 'application/json', 'accept-language': language },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 401 && retry) {
        token = null;
        return get(path, false, timeoutMs, language);
      }
      return res;
    } catch {
      return null;
    }
  }

  return {
    /** Asks for the token now, so the first page waits only for its own answer. */
    async warm(): Promise<void> {
      await guestToken();
    },
    /**
     * GET `path` (under the API's `/api`) with the guest token: the answer, or null when the API
     * could not be reached, gave no token or did not answer within `timeoutMs` (default 5 s). `language`
     * is the page's (the API answers the data's texts in it), as the browser's api client sends it.
     */
    get(path: string, timeoutMs = CALL_TIMEOUT_MS, language = 'en'): Promise<Response | null> {
      return get(path, true, timeoutMs, language);
    },
  };
}

export type EdgeGuest = ReturnType<typeof createEdgeGuest>;
