/** Small helpers for app.inject tests: the browser's way of calling the catalogue. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ENDPOINTS, routePath, type EndpointName } from '@rednest/shared/contracts/endpoints';
import { encodeDataField, aesDecrypt } from '../src/http/wire.ts';

export const WEB_CLIENT_BASIC = (id = 'rednest-web', secret = 'rednest-web-public') => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export function pathOf(app: FastifyInstance, name: EndpointName): string {
  return `${app.config.apiBasePath}${routePath(ENDPOINTS[name])}`;
}

export async function guestToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: pathOf(app, 'oauthToken'), headers: { authorization: WEB_CLIENT_BASIC(), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=client_credentials' });
  if (res.statusCode !== 200) throw new Error(`guest token: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** Calls a catalogue row the way the browser does: data-wrapped bodies, bearer token, query. */
export function call(app: FastifyInstance, name: EndpointName, opts: { token?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  const def = ENDPOINTS[name];
  const headers: Record<string, string> = { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers };
  const payload = opts.body === undefined ? undefined : def.body === 'data' ? { data: encodeDataField(opts.body) } : (opts.body as object);
  return app.inject({ method: def.method, url: pathOf(app, name), query: opts.query, headers, ...(payload !== undefined ? { payload } : {}) });
}

export function decryptAes<T>(res: LightMyRequestResponse): T {
  return JSON.parse(aesDecrypt((res.json() as { data: string }).data)) as T;
}
