/**
 * The api client's network half (client.ts): axios, the endpoint catalogue's wire rows, auth,
 * retries and error reports. It is its own chunk, loaded by the first call that goes to the
 * network: a page whose first view the edge answered (first-view-answers.ts) draws without it
 * (~21 KB gzip of the home page's JavaScript).
 */
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse, type RawAxiosRequestHeaders } from 'axios';
import {
  HMAC_SIGNATURE_HEADER,
  HMAC_TIMESTAMP_HEADER,
  type ErrorLog,
  type GuestToken,
} from '@rednest/shared/contracts';
import type { EventBus } from '@rednest/shared/event-bus';
import type { SessionStore } from '@rednest/shared/session';
// the catalogue's rows by relative path: only this chunk reads them (the contracts subpath
// exports their types), so the page loads them with the first call, not at boot
import { ENDPOINTS, endpointPath, type EndpointDef, type EndpointName } from '../contracts/endpoints';
import { parseLocale } from '../contracts/locales';
import { ApiCallError } from './api-call-error';
import type { ApiClient, ApiClientConfig, CallOptions } from './api-types';
import type { GuestTokenManager } from './guest-token';
import { cleanQuery, type Query } from './request-query';
import { decryptAes, encodeData, hmacSignature, utf8ToBinary } from './wire-codec';

export interface TransportDeps {
  /** the client's live config (configure() changes it in place) */
  config: ApiClientConfig;
  session: SessionStore;
  events: EventBus;
  /** tests inject an adapter instead of mocking axios */
  adapter?: AxiosAdapter;
  now: () => number;
  currentPath: () => string;
  commonQuery: () => Query;
  guestTokens: GuestTokenManager;
  /** the client itself, for currentTimestamp */
  client: ApiClient;
}

export interface Transport {
  send<T>(name: EndpointName, opts: CallOptions): Promise<T>;
  fetchGuestToken(): Promise<GuestToken>;
  /** the server clock is asked again before the next signed call */
  resetClock(): void;
}

/**
 * 401 answers that say nothing about the session: a wrong password must not sign anybody out or
 * be sent twice, and a signature failure means a clock to resync, not a token to replace. A
 * provider's ID token refused by fb_login neither: sent again it is refused again, and a Facebook
 * login code sent again is a used code (single use), so the person would read the wrong reason.
 */
export const NON_SESSION_401_CODES: readonly string[] = [
  'INVALID_CREDENTIALS',
  'INVALID_CLIENT',
  'INVALID_SIGNATURE',
  'SIGNATURE_EXPIRED',
  'ID_TOKEN_INVALID',
  'ID_TOKEN_EXPIRED',
  'ID_TOKEN_WRONG_AUDIENCE',
  'ID_TOKEN_WRONG_ISSUER',
  'ID_TOKEN_UNKNOWN_KEY',
  'ID_TOKEN_NONCE_MISMATCH',
];
const SIGNATURE_401_CODES = ['INVALID_SIGNATURE', 'SIGNATURE_EXPIRED'];

function base64Ascii(text: string): string {
  return btoa(utf8ToBinary(text));
}

export function createTransport(deps: TransportDeps): Transport {
  const { config, session, events, now, currentPath, commonQuery, guestTokens, client } = deps;
  const http: AxiosInstance = axios.create({
    // XHR in browsers: the builds leave axios's fetch adapter out (shared/build/axios-no-fetch.js)
    adapter: deps.adapter ?? 'xhr',
    // status handling is ours (401 rules, ApiCallError); axios must not throw on non-2xx
    validateStatus: () => true,
  });

  const urlOf = (def: EndpointDef, params?: Record<string, string | number>): string => {
    const path = endpointPath(def, params);
    const hostBase = config.hosts?.[def.host];
    if (hostBase) {
      // a dedicated host already is the prefix: strip HOST_PREFIX, keep `/v{n}/path`
      const version = def.version === null ? '' : `/v${def.version}`;
      return `${hostBase.replace(/\/$/, '')}${version}/${def.path}`.replace(/:([A-Za-z_]+)/g, (_, k: string) =>
        encodeURIComponent(String(params?.[k] ?? '')),
      );
    }
    return `${config.baseUrl.replace(/\/$/, '')}${path}`;
  };

  const rawRequest = async (
    name: EndpointName,
    method: string,
    url: string,
    query: Query,
    headers: RawAxiosRequestHeaders,
    data: unknown,
    signal?: AbortSignal,
  ): Promise<AxiosResponse> => {
    try {
      return await http.request({ method, url, params: query, headers, data, signal });
    } catch (err) {
      if (axios.isCancel(err) || signal?.aborted)
        throw new ApiCallError(name, 0, 'ABORTED', 'The request was cancelled.');
      const message = err instanceof Error ? err.message : String(err);
      throw new ApiCallError(name, 0, 'NETWORK_ERROR', `Could not reach the server (${message}).`);
    }
  };

  const fetchGuestToken = async (): Promise<GuestToken> => {
    const def = ENDPOINTS.oauthToken;
    const res = await rawRequest(
      'oauthToken',
      def.method,
      urlOf(def),
      commonQuery(),
      {
        Authorization: `Basic ${base64Ascii(`${config.clientId}:${config.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    );
    if (res.status < 200 || res.status >= 300) throw toError('oauthToken', res);
    const token = res.data as GuestToken;
    if (!token?.access_token)
      throw new ApiCallError(
        'oauthToken',
        res.status,
        'BAD_TOKEN_RESPONSE',
        'The token service answered without a token.',
        res.data,
      );
    return token;
  };

  let clockOffsetMs: number | null = null;
  const serverNowSeconds = async (): Promise<number> => {
    if (clockOffsetMs === null) {
      const { timestamp } = await client.call('currentTimestamp');
      clockOffsetMs = timestamp * 1000 - now();
    }
    return Math.floor((now() + clockOffsetMs) / 1000);
  };

  const report = (name: EndpointName, def: EndpointDef, url: string, error: ApiCallError) => {
    // spec §7: never toward monitor hosts (a monitor outage would report itself forever)
    if (def.noMonitor || def.host === 'monitor' || error.aborted) return;
    const monitor = ENDPOINTS.monitorErrorLog;
    const log: ErrorLog = {
      error: error.message.slice(0, 2000),
      errorCode: (error.code || String(error.status)).slice(0, 100),
      errorDescription: safeJson({ status: error.status, endpoint: name, body: error.body }).slice(0, 8000),
      userAgent: (typeof navigator !== 'undefined' ? navigator.userAgent : 'unknown').slice(0, 500),
      domain: (typeof window !== 'undefined' ? window.location.host : 'unknown').slice(0, 255),
      apiEndpoint: url.slice(0, 500),
      apiVersion: def.version === null ? 'none' : `v${def.version}`,
      appEnvironment: config.appEnvironment.slice(0, 40),
    };
    // fire and forget: a monitor outage must never surface to the user
    rawRequest(
      'monitorErrorLog',
      monitor.method,
      urlOf(monitor),
      commonQuery(),
      { 'Content-Type': 'application/json' },
      log,
    ).catch(() => undefined);
  };

  async function send<T>(name: EndpointName, opts: CallOptions, retried: boolean): Promise<T> {
    const def: EndpointDef | undefined = ENDPOINTS[name];
    // a row this page's catalogue (the shell's) does not have: the release check keeps such a remote
    // from going live, so this only shows a mistake; it must not surface as a crash in a component
    if (!def) throw new ApiCallError(name, 404, 'ENDPOINT_UNKNOWN', 'This part of the site is not available yet.');
    const url = urlOf(def, opts.params);
    const query: Query = { ...commonQuery(), ...cleanQuery(opts.query) };
    // the site's language, not the browser's: the API picks the data's texts (descriptions, room names) by it
    const language = parseLocale(currentPath().split('/')[1])?.language ?? 'en';
    const headers: RawAxiosRequestHeaders = {
      Accept: 'application/json',
      'Accept-Language': language,
      ...opts.headers,
    };
    let data: unknown;

    const user = session.getUser();
    const signedIn = !!user?.access_token;
    let usedGuestToken = false;
    if (def.auth === 'user' && !signedIn) {
      throw new ApiCallError(name, 401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
    }
    if (def.auth === 'token' || def.auth === 'user') {
      if (signedIn) {
        headers.Authorization = `${user.token_type || 'Bearer'} ${user.access_token}`;
      } else {
        let token: string;
        try {
          token = await guestTokens.get();
        } catch (err) {
          if (err instanceof ApiCallError) throw err;
          throw new ApiCallError(name, 0, 'TOKEN_UNAVAILABLE', 'Could not start a session with the server.');
        }
        headers.Authorization = `${guestTokens.current()?.token_type || 'Bearer'} ${token}`;
        usedGuestToken = true;
      }
    } else if (def.auth === 'client-basic') {
      headers.Authorization = `Basic ${base64Ascii(`${config.clientId}:${config.clientSecret}`)}`;
    }

    if (opts.body !== undefined && def.method !== 'GET') {
      if (def.body === 'data') {
        data = { data: encodeData(opts.body) };
        headers['Content-Type'] = 'application/json';
      } else if (def.body === 'form') {
        if (typeof FormData !== 'undefined' && opts.body instanceof FormData) {
          data = opts.body; // the browser sets the multipart boundary
        } else {
          data = new URLSearchParams(cleanQuery(opts.body as CallOptions['query'])).toString();
          headers['Content-Type'] = 'application/x-www-form-urlencoded';
        }
      } else {
        data = opts.body;
        headers['Content-Type'] = 'application/json';
      }
    } else if (opts.body !== undefined && def.body === 'data') {
      query.data = encodeData(opts.body);
    }

    if (def.hmac) {
      const ts = await serverNowSeconds();
      headers[HMAC_TIMESTAMP_HEADER] = String(ts);
      headers[HMAC_SIGNATURE_HEADER] = await hmacSignature(ts, def.method, new URL(url, 'http://x').pathname);
    }

    const res = await rawRequest(name, def.method, url, query, headers, data, opts.signal).catch(
      (err: ApiCallError) => {
        report(name, def, url, err);
        throw err;
      },
    );

    if (res.status >= 200 && res.status < 300) {
      if (def.response === 'aes') {
        const payload = res.data as { data?: unknown } | string;
        const text = typeof payload === 'string' ? payload : payload?.data;
        return (typeof text === 'string' ? await decryptAes(text) : payload) as T;
      }
      return res.data as T;
    }

    const error = toError(name, res);
    if (res.status === 401 && def.hmac && SIGNATURE_401_CODES.includes(error.code) && !retried) {
      clockOffsetMs = null; // the server clock moved (or ours did): sign again with a fresh offset
      return send<T>(name, opts, true);
    }
    if (res.status === 401 && !NON_SESSION_401_CODES.includes(error.code)) {
      if (signedIn && def.auth !== 'none') {
        // spec §4/§8: an expired user session ends everywhere; the shell routes to sign-in.
        session.signOut();
        events.publish('session.expired.v1', { returnTo: currentPath() }, 'api-client');
        throw error;
      }
      if (usedGuestToken) {
        guestTokens.clear();
        // spec §4: one new token and one retry, never a loop
        if (!retried) return send<T>(name, opts, true);
      }
    }
    report(name, def, url, error);
    throw error;
  }

  return {
    send<T>(name: EndpointName, opts: CallOptions): Promise<T> {
      if (!Object.hasOwn(ENDPOINTS, name))
        return Promise.reject(new ApiCallError(name, 0, 'UNKNOWN_ENDPOINT', `Unknown endpoint ${String(name)}.`));
      return send<T>(name, opts, false);
    },
    fetchGuestToken,
    resetClock() {
      clockOffsetMs = null;
    },
  };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

function toError(name: EndpointName, res: AxiosResponse): ApiCallError {
  let body: unknown = res.data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      /* keep the text */
    }
  }
  const parsed = body && typeof body === 'object' ? (body as { code?: unknown; message?: unknown }) : {};
  const code = typeof parsed.code === 'string' && parsed.code ? parsed.code : `HTTP_${res.status}`;
  const message =
    typeof parsed.message === 'string' && parsed.message
      ? parsed.message
      : res.status >= 500
        ? 'The server had a problem. Please try again.'
        : `The request failed (${res.status}).`;
  return new ApiCallError(name, res.status, code, message, body, retryAfterOf(res.headers?.['retry-after']));
}

/** Retry-After as seconds (the API sends delta-seconds; an HTTP date is read too); null when absent or unreadable */
function retryAfterOf(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
