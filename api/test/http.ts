/** Small helpers for app.inject tests: the browser's way of calling the catalogue. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ENDPOINTS, routePath, type EndpointDef, type EndpointName } from '@rednest/shared/contracts/endpoints';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts/wire';
import { encodeDataField, aesDecrypt } from '../src/http/wire.ts';

export const WEB_CLIENT_BASIC = (id = 'rednest-web', secret = 'rednest-web-public') =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export function pathOf(app: FastifyInstance, name: EndpointName): string {
  return `${app.config.apiBasePath}${routePath(ENDPOINTS[name])}`;
}

export async function guestToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: pathOf(app, 'oauthToken'),
    headers: { authorization: WEB_CLIENT_BASIC(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  if (res.statusCode !== 200) throw new Error(`guest token: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/**
 * Calls a catalogue row the way the browser does: data-wrapped bodies, bearer token, query; a
 * captcha row (book_now) gets a solved challenge unless the caller gives CAPTCHA_HEADER (or
 * `captcha: false` to send none).
 */
export async function call(
  app: FastifyInstance,
  name: EndpointName,
  opts: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    captcha?: boolean;
  } = {},
): Promise<LightMyRequestResponse> {
  const def: EndpointDef = ENDPOINTS[name];
  const headers: Record<string, string> = {
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  };
  if (def.captcha && opts.captcha !== false && !(CAPTCHA_HEADER in headers) && !app.config.captcha.bypass) {
    headers[CAPTCHA_HEADER] = await captchaToken(app, opts.token);
  }
  const payload =
    opts.body === undefined
      ? undefined
      : def.body === 'data'
        ? { data: encodeDataField(opts.body) }
        : (opts.body as object);
  return app.inject({
    method: def.method,
    url: pathOf(app, name),
    query: opts.query,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

export function decryptAes<T>(res: LightMyRequestResponse): T {
  return JSON.parse(aesDecrypt((res.json() as { data: string }).data)) as T;
}

/** book_now's captcha, solved the way the browser does (altcha-lib's solver; tests run with TEST_CAPTCHA_DIFFICULTY, a few ms): base64 JSON `{ challenge, solution }` */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** a fresh challenge of the app, solved: the value of book_now's captcha header */
export async function captchaToken(app: FastifyInstance, token?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: pathOf(app, 'captchaChallenge'),
    headers: { authorization: `Bearer ${token ?? (await guestToken(app))}` },
  });
  if (res.statusCode !== 200) throw new Error(`captcha challenge: ${res.statusCode} ${res.body}`);
  return solveCaptcha(res.json() as Challenge);
}
