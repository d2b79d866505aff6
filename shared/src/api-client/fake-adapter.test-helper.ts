import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; data?: unknown; headers?: Record<string, string> };
type Reply = Answer | ((req: SeenRequest) => Answer | Promise<Answer>);

/** An axios adapter that answers `METHOD /path` from a table and records every request. */
export function fakeServer(routes: Record<string, Reply>) {
  const requests: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (config.signal && (config.signal as AbortSignal).aborted) {
      const { CanceledError } = await import('axios');
      throw new CanceledError('canceled');
    }
    const url = new URL(config.url ?? '', 'http://localhost');
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries((config.params ?? {}) as Record<string, string>)) query[k] = String(v);
    url.searchParams.forEach((v, k) => (query[k] = v));
    const headers: Record<string, string> = {};
    const raw = config.headers?.toJSON ? (config.headers.toJSON() as Record<string, unknown>) : (config.headers ?? {});
    for (const [k, v] of Object.entries(raw)) if (v !== undefined && v !== null) headers[k.toLowerCase()] = String(v);
    let body: unknown = config.data;
    if (typeof body === 'string' && headers['content-type']?.includes('json')) body = JSON.parse(body);
    const req: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query,
      headers,
      body,
    };
    requests.push(req);
    const reply = routes[`${req.method} ${req.path}`];
    const answer = !reply
      ? { status: 404, data: { code: 'NOT_FOUND', message: 'no route' } }
      : typeof reply === 'function'
        ? await reply(req)
        : reply;
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data,
      headers: answer.headers ?? {},
      config,
    };
    return response;
  };
  return {
    adapter,
    requests,
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
